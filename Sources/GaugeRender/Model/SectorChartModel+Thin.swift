/// Dense sector charts: thin sectors merged into runs, so the SVG is bounded by what the
/// circle can show rather than by the row count.
extension SectorChartModel {
    /// Up to this many sectors every one is drawn as it is: about 140 bytes of path each, so
    /// the SVG stays within the 150 KB a chart keeps to (issue 10) and the picture is the
    /// full-resolution one (a run's mean colour is not what a rasteriser makes of the
    /// slivers it stands for: their anti-aliased seams let the background through). Beyond
    /// it, thin sectors are merged (`mergingThin`).
    static let maximumDrawnSectors = 1_000

    /// The thinnest sweep drawn as its own sector, degrees (0.2° is half a point of arc at
    /// the default 150-point radius).
    static let thinSweep = 0.2
    /// Half a point of arc at the outer radius: thinner is a fraction of a pixel column.
    static let thinArc = 0.5
    /// A run of thin sectors is cut once it spans this many degrees, so colours that vary
    /// along the circle still vary in the picture.
    static let maximumRunSweep = 2.0
    /// …or once it spans this many points of arc at its outer radius: a pixel at 1 px a
    /// point, so the colour varies from pixel to pixel as the sectors' colours do (runs of
    /// 2° — 4 points at the default radius — showed the mean of 55 sectors where the true
    /// picture streaks: 10 % of a 10⁴-sector donut's pixels off by more than 16; runs of a
    /// point 4 %, of half a point 3 % at 145 KB instead of 85).
    static let runArc = 1.0

    /// The widest sweep of a run of sectors at `outerRadius`, degrees.
    static func maximumRunSweep(outerRadius: Double) -> Double {
        outerRadius > 0 ? min(maximumRunSweep, runArc / outerRadius * 180 / .pi) : maximumRunSweep
    }

    /// How far a run reaches under the sector after it, degrees: 1.5 points of arc at the
    /// larger of the inner radius and half the outer (at most `maximumRunSweep`), so the
    /// anti-aliased edge of the sector drawn over it lies on the run everywhere but near a
    /// pie's centre, never on the background; neighbouring runs' seams would otherwise let
    /// the background through (a rasteriser blends two 50 % edges to 75 %).
    static func runOverlap(innerRadius: Double, outerRadius: Double) -> Double {
        let radius = max(innerRadius, outerRadius / 2)
        return radius > 0 ? min(maximumRunSweep, 1.5 / radius * 180 / .pi) : maximumRunSweep
    }

    /// Whether `sector` is too thin to show on its own: a positive sweep below
    /// `max(thinSweep, thinArc points of arc at its outer radius)`.
    static func isThin(_ sector: SectorModel) -> Bool {
        let sweep = sector.endAngle - sector.startAngle
        guard sweep > 0 else { return false }
        let arcLimit = sector.outerRadius > 0 ? thinArc / sector.outerRadius * 180 / .pi : 360
        return sweep < max(thinSweep, arcLimit)
    }

    /// `sectors` with every run of two or more neighbouring thin sectors (`isThin`; same radii
    /// and opacity, not `keeping`) replaced by one sector spanning the run — at most
    /// `maximumRunSweep(outerRadius:)` degrees each — whose colour is the sweep-weighted mean of its
    /// members' colours (what a rasteriser shows when it blends sub-pixel slivers). A run is
    /// keyed `<first key> … <last key>`, labelled `<count> sectors`, with no percent label,
    /// and ends `runOverlap` degrees late (under the next sector, which is drawn after it).
    /// Sectors that are not thin, zero sectors and lone thin sectors are unchanged, so small
    /// charts keep their sectors and keys. With a positive `angularInset` thin sectors are
    /// narrower than their gap and draw nothing, so runs are dropped.
    static func mergingThin(_ sectors: [SectorModel], keeping selected: String?,
                            angularInset: Double = 0) -> [SectorModel] {
        var result: [SectorModel] = []
        var run: [SectorModel] = []
        func flush() {
            if run.count == 1 { result.append(run[0]) }
            if run.count > 1, angularInset <= 0, let merged = merged(run) { result.append(merged) }
            run.removeAll(keepingCapacity: true)
        }
        for (index, sector) in sectors.enumerated() {
            if RenderCancellation.poll(index) { break }
            guard isThin(sector), sector.key != selected else {
                flush()
                result.append(sector)
                continue
            }
            if let first = run.first,
               first.innerRadius != sector.innerRadius || first.outerRadius != sector.outerRadius
                || first.opacity != sector.opacity
                || sector.endAngle - first.startAngle > maximumRunSweep(outerRadius: first.outerRadius) {
                flush()
            }
            run.append(sector)
        }
        flush()
        return result
    }

    /// One sector standing for the thin sectors of `run` (in order, at least two).
    static func merged(_ run: [SectorModel]) -> SectorModel? {
        guard let first = run.first, let last = run.last else { return nil }
        var red = 0.0, green = 0.0, blue = 0.0, alpha = 0.0, weight = 0.0, value = 0.0
        for sector in run {
            let sweep = sector.endAngle - sector.startAngle
            red += sector.color.red * sweep
            green += sector.color.green * sweep
            blue += sector.color.blue * sweep
            alpha += sector.color.alpha * sweep
            weight += sweep
            value += sector.value
        }
        guard weight > 0 else { return nil }
        return SectorModel(
            key: "\(first.key) … \(last.key)", label: Plural.count(run.count, "sector"),
            value: value.isFinite ? value : 0, startAngle: first.startAngle,
            endAngle: min(last.endAngle + runOverlap(innerRadius: first.innerRadius, outerRadius: first.outerRadius), 360),
            innerRadius: first.innerRadius,
            outerRadius: first.outerRadius, opacity: first.opacity,
            color: Color(red: red / weight, green: green / weight, blue: blue / weight,
                         alpha: alpha / weight),
            percentText: "", isRun: true)
    }
}
