/// Lowers an `AxesChartModel` to a scene, as a pure function of the model (so an animation
/// can lay out each interpolated keyframe): title at the top leading edge, light horizontal
/// gridlines at the y ticks (and vertical ones at linear/time x ticks), the marks, y labels on
/// the trailing side and x labels below (Swift Charts' default axes), then the legend.
///
/// Keys: `chart/title`, `axis/y/title`, `axis/x/title`, `grid/<tick key>`,
/// `axis/<tick key>` for labels, each mark's own key (`bar/…`, `line/…`, `area/…`,
/// `point/…`, `rule/…`; a layer's prefixed `layer<n>/`), `legend/…`; with an explicit
/// domain the marks sit in the group `plot/marks` clipped by `plot/clip`; a chart with
/// nothing to draw says so in `plot/empty` ("no data", centred in the plot).
public enum AxesChartLayout {
    static let gridColor = Color(red: 0.84, green: 0.84, blue: 0.86)
    static let gridWidth = 0.75
    /// How far an x gridline runs below the plot as a tick, points.
    static let tickLength = 4.0

    /// The scene for `model`, titled `title` (the object's name).
    public static func scene(_ model: AxesChartModel, title: String) -> Scene {
        let plot = model.plotFrame
        var nodes: [Node] = []
        if let text = model.title {
            nodes.append(.text(TextNode(
                key: "chart/title", text: fitted(text, width: model.width, fontSize: 15 * 1.08),
                position: Point(x: 0, y: 16), fontSize: 15, bold: true)))
        }
        if let text = model.yAxis.title {
            nodes.append(axisText("axis/y/title", fitted(text, width: model.width * 0.6),
                                  Point(x: plot.x + plot.width, y: plot.y - 9), anchor: .end))
        }
        nodes += gridlines(model)
        var definitions: [Definition] = []
        if model.clipsMarks {
            // an explicit domain cuts marks outside it at the plot's edges
            let clip = ClipPathDefinition(key: "plot/clip", nodes: [
                .rect(RectNode(key: "plot/clip/shape", rect: plot, fill: .color(SystemColor.label))),
            ])
            definitions.append(.clipPath(clip))
            nodes.append(.group(GroupNode(key: "plot/marks", children: MarkLayout.nodes(model),
                                          clipKey: clip.key)))
        } else {
            nodes += MarkLayout.nodes(model)
        }
        if model.isEmpty {
            nodes.append(.text(TextNode(
                key: "plot/empty", text: "no data",
                position: Point(x: plot.x + plot.width / 2,
                                y: TextMetrics.baseline(centeredOn: plot.y + plot.height / 2,
                                                        fontSize: 13)),
                fontSize: 13, anchor: .middle, fill: .color(SystemColor.secondaryLabel))))
        }
        nodes += yLabels(model)
        nodes += xLabels(model)
        if let text = model.xAxis.title {
            let y = plot.y + plot.height + (model.xAxis.ticks.isEmpty ? 4 : AxesChartModel.xLabelHeight) + 12
            nodes.append(axisText("axis/x/title", fitted(text, width: plot.width),
                                  Point(x: plot.x + plot.width / 2, y: y), anchor: .middle))
        }
        nodes += LegendLayout.nodes(model.legend, frame: model.legendFrame, position: model.legendPosition)
        return Scene(width: model.width, height: model.height,
                     viewBox: Rect(x: 0, y: 0, width: model.width, height: model.height),
                     title: title, description: description(model, title: title),
                     definitions: definitions, nodes: nodes)
    }

    /// Scene x of `value` on the model's x axis, points.
    static func x(_ model: AxesChartModel, _ value: Double) -> Double {
        model.xAxis.position(value, start: model.plotFrame.x,
                             end: model.plotFrame.x + model.plotFrame.width)
    }

    /// Scene y of `value` on the model's y axis (up is larger), points.
    static func y(_ model: AxesChartModel, _ value: Double) -> Double {
        model.yAxis.position(value, start: model.plotFrame.y + model.plotFrame.height,
                             end: model.plotFrame.y)
    }

    static func gridlines(_ model: AxesChartModel) -> [Node] {
        let plot = model.plotFrame
        let stroke = Stroke(.color(gridColor), width: gridWidth)
        var nodes: [Node] = model.yAxis.ticks.map { tick in
            let y = y(model, tick.value)
            return .line(LineNode(key: "grid/" + tick.key, from: Point(x: plot.x, y: y),
                                  to: Point(x: plot.x + plot.width, y: y), stroke: stroke))
        }
        if model.xAxis.showsGridlines {
            nodes += model.xAxis.ticks.map { tick in
                let x = x(model, tick.value)
                return .line(LineNode(key: "grid/" + tick.key, from: Point(x: x, y: plot.y),
                                      to: Point(x: x, y: plot.y + plot.height + tickLength),
                                      stroke: stroke))
            }
        }
        return nodes
    }

    static func yLabels(_ model: AxesChartModel) -> [Node] {
        let left = model.plotFrame.x + model.plotFrame.width + AxesChartModel.yLabelGap
        return model.yAxis.ticks.map { tick in
            axisText("axis/" + tick.key, tick.label,
                     Point(x: left, y: TextMetrics.baseline(centeredOn: y(model, tick.value),
                                                            fontSize: AxisFitting.fontSize)),
                     anchor: .start)
        }
    }

    /// Centred under band and linear ticks (kept inside the drawing); starting just right of
    /// time ticks (dropped when they would run off the drawing), as Swift Charts' date axis.
    static func xLabels(_ model: AxesChartModel) -> [Node] {
        let baseline = model.plotFrame.y + model.plotFrame.height + 14
        var nodes: [Node] = []
        for tick in model.xAxis.ticks {
            let x = x(model, tick.value)
            let width = AxisFitting.labelWidth(tick.label)
            if model.xAxis.kind == .time {
                let start = x + AxisFitting.timeLabelOffset
                guard start + width <= model.width - 2 else { continue }
                nodes.append(axisText("axis/" + tick.key, tick.label,
                                      Point(x: start, y: baseline), anchor: .start))
            } else {
                let centre = min(max(x, width / 2), max(model.width - width / 2, width / 2))
                nodes.append(axisText("axis/" + tick.key, tick.label,
                                      Point(x: centre, y: baseline), anchor: .middle))
            }
        }
        return nodes
    }

    /// `text` cut with `…` to fit `width` points (estimated with `AxisFitting.widthSlack`).
    static func fitted(_ text: String, width: Double,
                       fontSize: Double = AxisFitting.fontSize) -> String {
        TextMetrics.truncated(text, width: width / AxisFitting.widthSlack, fontSize: fontSize)
    }

    static func axisText(_ key: String, _ text: String, _ position: Point,
                         anchor: TextAnchor) -> Node {
        .text(TextNode(key: key, text: text, position: position, fontSize: AxisFitting.fontSize,
                       anchor: anchor, fill: .color(SystemColor.secondaryLabel)))
    }

    /// The `aria-label`, e.g. `Bar chart sales: 6 values, 3 categories, 2 series (a, b), y 0
    /// to 30`: the rows it was made from (reduced marks of dense data still say all of them),
    /// then the axes; `no data` only when there are no rows.
    static func description(_ model: AxesChartModel, title: String) -> String {
        let name = model.mark.rawValue.prefix(1).uppercased() + model.mark.rawValue.dropFirst()
        guard model.rowCount > 0 else { return "\(name) chart \(title): no data" }
        var parts = [Plural.count(model.rowCount, "value")]
        switch model.xAxis.kind {
        case .band: parts.append(Plural.count(Int(model.xAxis.upper.rounded()), "category", "categories"))
        case .linear, .time:
            let first = model.xAxis.ticks.first?.label ?? ""
            let last = model.xAxis.ticks.last?.label ?? ""
            parts.append("x \(first) to \(last)")
        }
        if !model.legend.isEmpty {
            parts.append("\(model.legend.count) series (\(model.legend.map(\.label).joined(separator: ", ")))")
        }
        parts.append("y \(model.yAxis.ticks.first?.label ?? "") to \(model.yAxis.ticks.last?.label ?? "")")
        var text = "\(name) chart \(title): " + parts.joined(separator: ", ")
        let layers = model.markLayers.dropFirst().map(\.mark.rawValue)
        if !layers.isEmpty { text += "; layers: " + layers.joined(separator: ", ") }
        if let selected = model.selectedLabel { text += "; selected \(selected)" }
        return text
    }
}
