/// Lowers a `SectorChartModel` to a scene: title (`chart/title`), sectors (`sector/<key>`),
/// percent labels inside sectors that have room (`percent/<key>`), legend
/// (`legend/<label>/swatch`, `…/text`), or the empty ring (`chart/empty`) (VISUAL.md, "Sectors").
public enum SectorLayout {
    static let percentFontSize = 11.0
    /// A merged run of thin sectors (`SectorChartModel.mergingThin`, at most a few degrees) as
    /// a polygon — its arcs as chords, 0.01 point off at most over 2° of a 150-point radius —
    /// with no stroke (a seam-covering hairline spilled outside the ring). The part that
    /// reaches under the next run (`runOverlap`, from `overlapStart`) is inset by a point from
    /// both edges of the ring: there the next run's anti-aliased edge pixels would otherwise
    /// be painted twice and darken the ring's rims.
    static func runPath(_ sector: SectorModel, overlapStart: Double, center: Point) -> PathData {
        let outer = sector.outerRadius, inner = sector.innerRadius
        let start = sector.startAngle, end = sector.endAngle
        var path = PathData()
        func to(_ radius: Double, _ angle: Double) -> Point {
            Point.polar(center: center, radius: radius, degrees: angle)
        }
        path.move(to: to(outer, start))
        let insets = overlapStart < end && outer - inner > 4
        if insets {
            path.line(to: to(outer, overlapStart))
            path.line(to: to(outer - 1, overlapStart))
            path.line(to: to(outer - 1, end))
            path.line(to: to(inner + 1, end))
            path.line(to: to(inner + 1, overlapStart))
            path.line(to: to(inner, overlapStart))
        } else {
            path.line(to: to(outer, end))
            path.line(to: to(inner, end))
        }
        if inner > 0 { path.line(to: to(inner, start)) }
        path.close()
        return path
    }

    /// The scene for `model`, titled `title` (the object's name).
    public static func scene(_ model: SectorChartModel, title: String) -> Scene {
        var nodes: [Node] = []
        if let text = model.title {
            nodes.append(.text(TextNode(key: "chart/title",
                                        text: TextMetrics.truncated(text, width: model.width, fontSize: 15),
                                        position: Point(x: 0, y: 16), fontSize: 15, bold: true)))
        }
        if model.isEmpty {
            if let ring = SectorGeometry.path(center: model.center, start: 0, end: 360,
                                              inner: model.emptyInnerRadius,
                                              outer: model.sectors.first?.outerRadius
                                                  ?? model.plotRadius) {
                nodes.append(.path(PathNode(key: "chart/empty", path: ring,
                                            fill: .color(SystemColor.fill), fillRule: .evenodd)))
            }
        }
        var labels: [Node] = []
        for (index, sector) in model.sectors.enumerated() {
            if RenderCancellation.poll(index) { break }
            // a run is drawn square whatever the corner radius: rounding a run a point wide
            // notched the ring between runs and, at ~900 runs with four corner arcs each, made a
            // 10⁴-sector donut with cornerRadius: 4 weigh 204 KB (issue 10's bound is 150)
            let isQuad = sector.isRun
                && sector.endAngle - sector.startAngle <= SectorChartModel.maximumRunSweep + 2
            // where the run's own sectors end and its reach under the next run begins
            let overlapStart = sector.endAngle - SectorChartModel.runOverlap(
                innerRadius: sector.innerRadius, outerRadius: sector.outerRadius)
            guard let path = isQuad ? runPath(sector, overlapStart: overlapStart, center: model.center)
                : SectorGeometry.path(
                center: model.center, start: sector.startAngle, end: sector.endAngle,
                inner: sector.innerRadius, outer: sector.outerRadius, gap: model.angularInset,
                cornerRadius: model.cornerRadius)
            else { continue }
            // nonzero, SVG's default, so no `fill-rule` is written: a wedge is one simple
            // contour and a full ring's hole is drawn the other way round (`SectorGeometry`),
            // which either rule leaves empty (22 bytes a sector; 22 KB of a 1,000-sector donut)
            nodes.append(.path(PathNode(key: "sector/" + sector.key, path: path,
                                        fill: .color(sector.color), opacity: sector.opacity)))
            if let label = percentLabel(sector, center: model.center) { labels.append(label) }
        }
        nodes += labels
        nodes += LegendLayout.nodes(model.legend, frame: model.legendFrame, position: model.legendPosition)
        return Scene(width: model.width, height: model.height,
                     viewBox: Rect(x: 0, y: 0, width: model.width, height: model.height),
                     title: title, description: description(model, title: title), nodes: nodes)
    }

    /// The sector's percentage at mid-angle and mid-ring, when it fits inside the sector;
    /// white or black, whichever reads better on the sector's colour.
    static func percentLabel(_ sector: SectorModel, center: Point) -> Node? {
        guard !sector.percentText.isEmpty else { return nil }
        let sweep = sector.endAngle - sector.startAngle
        let thickness = sector.outerRadius - sector.innerRadius
        let radius = sector.innerRadius > 0 ? (sector.innerRadius + sector.outerRadius) / 2
            : sector.outerRadius * 0.62
        let room = radius * sweep * .pi / 180
        let fullTurn = sweep >= 360 - 1e-9
        // the text is measured only where it may fit: not in a thousand hairline sectors
        guard thickness >= percentFontSize + 6, fullTurn || room >= 8,
              fullTurn || room >= TextMetrics.width(sector.percentText, fontSize: percentFontSize) + 8
        else { return nil }
        // a lone full sector shows its 100% in the middle (in the hole of a ring)
        let mid = fullTurn ? center
            : Point.polar(center: center, radius: radius, degrees: sector.startAngle + sweep / 2)
        // judge contrast on the colour as seen: a dimmed sector is its colour over white
        let seen = GradientColor.lerp(Color(red: 1, green: 1, blue: 1), sector.color,
                                      min(max(sector.opacity, 0), 1) * min(max(sector.color.alpha, 0), 1))
        let luminance = 0.299 * seen.red + 0.587 * seen.green + 0.114 * seen.blue
        let ink = fullTurn && sector.innerRadius > 0 || luminance > 0.62
            ? SystemColor.label : Color(red: 1, green: 1, blue: 1)
        return .text(TextNode(
            key: "percent/" + sector.key, text: sector.percentText,
            position: Point(x: mid.x, y: TextMetrics.baseline(centeredOn: mid.y,
                                                              fontSize: percentFontSize)),
            fontSize: percentFontSize, bold: true, anchor: .middle, fill: .color(ink),
            opacity: sector.opacity))
    }

    /// The `aria-label`: `favorites, 3 sectors: りんご 34%, いちご 27%, さくらんぼ 39%; selected
    /// いちご` — the count is the rows' (every one, however many were merged into runs), then
    /// the first `LegendEntry.maximumCount` drawn sectors (a merged run as `first … last`)
    /// and `…` when more follow;
    /// `favorites, 3 sectors, all 0` when no value is positive, `favorites, sectors: no data`
    /// without rows.
    static func description(_ model: SectorChartModel, title: String) -> String {
        guard model.rowCount > 0 else { return "\(title), sectors: no data" }
        let count = Plural.count(model.rowCount, "sector")
        guard !model.isEmpty else { return "\(title), \(count), all 0" }
        let limit = LegendEntry.maximumCount
        var text = "\(title), \(count): "
            + model.sectors.prefix(limit).map { sector in
                // a merged run of thin sectors reads as the labels it spans
                sector.isRun ? sector.key
                    : sector.percentText.isEmpty ? sector.label : "\(sector.label) \(sector.percentText)"
            }.joined(separator: ", ")
        if model.sectors.count > limit { text += ", …" }
        if let selected = model.selectedKey { text += "; selected \(selected)" }
        return text
    }
}
