/// The marks of an axes chart as primitives, in scene coordinates (Swift Charts' default
/// looks: solid bars without corner radius, 2-point lines with round caps, solid stacked
/// areas, filled circle points, 1-point rules).
enum MarkLayout {
    static let lineWidth = 2.0
    static let pointRadius = 4.0
    static let ruleWidth = 1.0
    static let maximumRuleLabels = 200

    /// Every layer's marks in layer order (the base mark first); rule labels placed so far
    /// are avoided by later layers' labels too.
    static func nodes(_ model: AxesChartModel) -> [Node] {
        var labels: [Rect] = []
        return model.markLayers.flatMap { nodes($0, model, labels: &labels) }
    }

    static func nodes(_ layer: MarkLayerModel, _ model: AxesChartModel,
                      labels: inout [Rect]) -> [Node] {
        var nodes: [Node] = []
        let prefix = layer.key == "base" ? "" : layer.key + "/"
        if let coverage = layer.barCoverage {
            nodes += self.coverage(coverage, model)
        } else {
            nodes += layer.barsAreReduced ? reducedBars(layer.bars, model, prefix: prefix)
                : layer.bars.map { bar($0, model) }
        }
        for series in layer.series {
            if layer.mark == .area, let coverage = series.coverage {
                nodes += self.coverage(coverage, model)
            } else if let node = layer.mark == .area ? area(series, model) : line(series, model) {
                nodes.append(node)
            }
        }
        nodes += layer.pointClouds.compactMap { cloud($0, model) }
        nodes += layer.points.map { point in
            .circle(CircleNode(key: point.key,
                               center: Point(x: AxesChartLayout.x(model, point.x),
                                             y: AxesChartLayout.y(model, point.y)),
                               radius: pointRadius, fill: .color(point.color),
                               opacity: point.opacity))
        }
        for (index, rule) in layer.rules.enumerated() {
            if RenderCancellation.poll(index) { break }
            nodes += self.rule(rule, model, labels: &labels)
        }
        return nodes
    }

    static func bar(_ bar: BarSegmentModel, _ model: AxesChartModel) -> Node {
        .rect(RectNode(key: bar.key, rect: rect(of: bar, model), fill: .color(bar.color), opacity: bar.opacity))
    }

    /// A bar segment's rectangle in scene points (also its hit area, `MarkRegions`).
    static func rect(of bar: BarSegmentModel, _ model: AxesChartModel) -> Rect {
        let left = AxesChartLayout.x(model, min(bar.x0, bar.x1))
        let right = AxesChartLayout.x(model, max(bar.x0, bar.x1))
        let y0 = AxesChartLayout.y(model, bar.y0)
        let y1 = AxesChartLayout.y(model, bar.y1)
        return Rect(x: left, y: min(y0, y1), width: right - left, height: abs(y1 - y0))
    }

    /// Column-reduced bars (`BarReduction`) as one path per colour and opacity, a rectangle
    /// subpath per segment; columns never overlap, so this draws as the segments one by one.
    /// Keys `<prefix>bars/<n>` by first appearance.
    static func reducedBars(_ bars: [BarSegmentModel], _ model: AxesChartModel,
                            prefix: String) -> [Node] {
        struct Style: Hashable {
            var color: Color
            var opacity: Double
        }
        var order: [Style] = []
        var paths: [Style: PathData] = [:]
        for (index, bar) in bars.enumerated() {
            if RenderCancellation.poll(index) { break }
            guard case .rect(let node) = self.bar(bar, model) else { continue }
            let style = Style(color: bar.color, opacity: bar.opacity)
            if paths[style] == nil { order.append(style) }
            paths[style, default: PathData()].rectangle(node.rect)
        }
        return order.enumerated().compactMap { index, style in
            paths[style].map { path in
                .path(PathNode(key: prefix + "bars/\(index)", path: path, fill: .color(style.color),
                               opacity: style.opacity))
            }
        }
    }

    /// A point cloud (`PointCloudModel`) as one path of rectangles, placed on the plot.
    static func cloud(_ cloud: PointCloudModel, _ model: AxesChartModel) -> Node? {
        guard !cloud.blocks.isEmpty else { return nil }
        var path = PathData()
        for (index, block) in cloud.blocks.enumerated() {
            if RenderCancellation.poll(index) { break }
            path.rectangle(Rect(x: model.plotFrame.x + block.x, y: model.plotFrame.y + block.y,
                                width: block.width, height: block.height))
        }
        return .path(PathNode(key: cloud.key, path: path, fill: .color(cloud.color),
                              opacity: cloud.opacity))
    }

    /// A polyline through the points; a single point draws as a dot (a zero-length segment
    /// with round caps); no points draws nothing.
    static func line(_ series: SeriesModel, _ model: AxesChartModel) -> Node? {
        guard let first = series.points.first else { return nil }
        var path = PathData()
        path.move(to: scenePoint(first, model))
        if series.points.count == 1 { path.line(to: scenePoint(first, model)) }
        for point in series.points.dropFirst() { path.line(to: scenePoint(point, model)) }
        return .path(PathNode(key: series.key, path: path,
                              stroke: Stroke(.color(series.color), width: lineWidth, cap: .round),
                              opacity: series.opacity))
    }

    /// A dense fill's coverage layers (`FillCoverage`), faintest and tallest first: each one
    /// staircase polygon along its tops left to right and back along its bottoms, keyed
    /// `<key>/<k>`; layers absent in every column are left out.
    static func coverage(_ coverage: FillCoverage, _ model: AxesChartModel) -> [Node] {
        let levels = coverage.levels
        let base = AxesChartLayout.y(model, 0)
        var nodes: [Node] = []
        let opacities = coverage.layerOpacities()
        for k in 0..<levels {
            if RenderCancellation.isCancelled { break }
            var path = PathData()
            var drawn = false
            var height = base
            func step(to y: Double, x: Double) {
                if y != height {
                    path.commands.append(.vertical(y))
                    height = y
                }
                path.commands.append(.horizontal(x))
            }
            path.move(to: Point(x: AxesChartLayout.x(model, coverage.edge(0)), y: base))
            for c in 0..<coverage.columns {
                let top = coverage.tops[c * levels + k]
                drawn = drawn || top > 0
                step(to: top > 0 ? AxesChartLayout.y(model, top) : base,
                     x: AxesChartLayout.x(model, coverage.edge(c + 1)))
            }
            for c in stride(from: coverage.columns - 1, through: 0, by: -1) {
                let bottom = coverage.bottoms[c * levels + k]
                drawn = drawn || bottom < 0
                step(to: bottom < 0 ? AxesChartLayout.y(model, bottom) : base,
                     x: AxesChartLayout.x(model, coverage.edge(c)))
            }
            path.close()
            guard drawn, opacities[k] > 0 else { continue }
            nodes.append(.path(PathNode(key: coverage.key + "/\(k)", path: path, fill: .color(coverage.color),
                                        opacity: opacities[k])))
        }
        return nodes
    }

    /// Along the tops left to right, back along the baselines, closed.
    static func area(_ series: SeriesModel, _ model: AxesChartModel) -> Node? {
        guard let first = series.points.first else { return nil }
        var path = PathData()
        path.move(to: scenePoint(first, model))
        for point in series.points.dropFirst() { path.line(to: scenePoint(point, model)) }
        for point in series.points.reversed() {
            path.line(to: Point(x: AxesChartLayout.x(model, point.x),
                                y: AxesChartLayout.y(model, point.baseline)))
        }
        path.close()
        return .path(PathNode(key: series.key, path: path, fill: .color(series.color),
                              opacity: series.opacity))
    }

    /// A horizontal rule spans the plot with its label above its leading end (below it when
    /// the plot's top is too near; moved right past labels already placed at that height,
    /// `labels`); a vertical rule runs from `y0` to `y1` at `x`.
    static func rule(_ rule: RuleMarkModel, _ model: AxesChartModel,
                     labels: inout [Rect]) -> [Node] {
        let plot = model.plotFrame
        let stroke = Stroke(.color(rule.color), width: ruleWidth)
        if rule.isHorizontal {
            let y = AxesChartLayout.y(model, rule.y1)
            let size = AxisFitting.fontSize
            let baseline = y - plot.y >= size + 3 ? y - 4 : y + size + 2
            let width = AxisFitting.labelWidth(rule.label)
            var box = Rect(x: plot.x + 2, y: baseline - size, width: width, height: size + 2)
            while box.x < plot.x + plot.width,
                  let blocker = labels.first(where: { overlaps($0, box) }) {
                box.x = blocker.x + blocker.width + 6
            }
            let line = Node.line(LineNode(key: rule.key, from: Point(x: plot.x, y: y),
                                          to: Point(x: plot.x + plot.width, y: y),
                                          stroke: stroke, opacity: rule.opacity))
            // a label with no room left in the plot is dropped; so are all beyond the first
            // `maximumRuleLabels` (they could not be read, and placing them is quadratic)
            guard box.x + box.width <= plot.x + plot.width,
                  labels.count < maximumRuleLabels else { return [line] }
            labels.append(box)
            return [line, .text(TextNode(key: rule.key + "/label", text: rule.label,
                                         position: Point(x: box.x, y: baseline), fontSize: size,
                                         fill: .color(rule.color), opacity: rule.opacity))]
        }
        let x = AxesChartLayout.x(model, rule.x)
        return [.line(LineNode(key: rule.key, from: Point(x: x, y: AxesChartLayout.y(model, rule.y0)),
                               to: Point(x: x, y: AxesChartLayout.y(model, rule.y1)),
                               stroke: stroke, opacity: rule.opacity))]
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    }

    static func scenePoint(_ point: SeriesPoint, _ model: AxesChartModel) -> Point {
        Point(x: AxesChartLayout.x(model, point.x), y: AxesChartLayout.y(model, point.y))
    }
}
