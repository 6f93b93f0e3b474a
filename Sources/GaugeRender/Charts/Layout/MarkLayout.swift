/// The marks of an axes chart as primitives, in scene coordinates (Swift Charts' default
/// looks: solid bars without corner radius, 2-point lines with round caps, solid stacked
/// areas, filled circle points, 1-point rules).
enum MarkLayout {
    static let lineWidth = 2.0
    static let pointRadius = 4.0
    static let ruleWidth = 1.0

    static func nodes(_ model: AxesChartModel) -> [Node] {
        var nodes: [Node] = []
        nodes += model.bars.map { bar($0, model) }
        nodes += model.series.compactMap { model.mark == .area ? area($0, model) : line($0, model) }
        nodes += model.points.map { point in
            .circle(CircleNode(key: point.key,
                               center: Point(x: AxesChartLayout.x(model, point.x),
                                             y: AxesChartLayout.y(model, point.y)),
                               radius: pointRadius, fill: .color(point.color),
                               opacity: point.opacity))
        }
        for rule in model.rules { nodes += self.rule(rule, model) }
        return nodes
    }

    static func bar(_ bar: BarSegmentModel, _ model: AxesChartModel) -> Node {
        let left = AxesChartLayout.x(model, min(bar.x0, bar.x1))
        let right = AxesChartLayout.x(model, max(bar.x0, bar.x1))
        let y0 = AxesChartLayout.y(model, bar.y0)
        let y1 = AxesChartLayout.y(model, bar.y1)
        return .rect(RectNode(key: bar.key,
                              rect: Rect(x: left, y: min(y0, y1), width: right - left,
                                         height: abs(y1 - y0)),
                              fill: .color(bar.color), opacity: bar.opacity))
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

    /// A horizontal rule spans the plot with its label above its leading end; a vertical
    /// rule runs from `y0` to `y1` at `x`.
    static func rule(_ rule: RuleMarkModel, _ model: AxesChartModel) -> [Node] {
        let plot = model.plotFrame
        let stroke = Stroke(.color(rule.color), width: ruleWidth)
        if rule.isHorizontal {
            let y = AxesChartLayout.y(model, rule.y1)
            return [
                .line(LineNode(key: rule.key, from: Point(x: plot.x, y: y),
                               to: Point(x: plot.x + plot.width, y: y), stroke: stroke,
                               opacity: rule.opacity)),
                .text(TextNode(key: rule.key + "/label", text: rule.label,
                               position: Point(x: plot.x + 2, y: y - 4),
                               fontSize: AxisFitting.fontSize, fill: .color(rule.color),
                               opacity: rule.opacity)),
            ]
        }
        let x = AxesChartLayout.x(model, rule.x)
        return [.line(LineNode(key: rule.key, from: Point(x: x, y: AxesChartLayout.y(model, rule.y0)),
                               to: Point(x: x, y: AxesChartLayout.y(model, rule.y1)),
                               stroke: stroke, opacity: rule.opacity))]
    }

    static func scenePoint(_ point: SeriesPoint, _ model: AxesChartModel) -> Point {
        Point(x: AxesChartLayout.x(model, point.x), y: AxesChartLayout.y(model, point.y))
    }
}
