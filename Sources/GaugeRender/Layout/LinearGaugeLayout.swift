/// The three linear gauge styles, 160 pt wide (VISUAL.md, "Gauges"): a capsule track along
/// a row, with the labels above, below or at the ends.
enum LinearGaugeLayout {
    static let width = 160.0
    static let labelSize = 12.0
    static let smallSize = 11.0
    static let gap = 5.0
    /// Opacity of a capacity track painted with the tint.
    static let trackOpacity = 0.3

    /// The pieces every style shares while stacking rows from the top.
    private struct Builder {
        var model: GaugeModel
        var nodes: [Node] = []
        var definitions: [Definition] = []
        var y = 0.0

        /// The tint as a paint along `x0…x1` (a user-space gradient for several colours).
        mutating func tintPaint(from x0: Double, to x1: Double) -> Paint {
            guard model.tint.count > 1 else { return .color(model.tint.first ?? SystemColor.blue) }
            let gradient = LinearGradientDefinition(key: "gauge/gradient", start: Point(x: x0, y: 0),
                                                    end: Point(x: x1, y: 0),
                                                    stops: GradientColor.stops(model.tint))
            definitions.append(.linearGradient(gradient))
            return .gradient(key: gradient.key)
        }

        mutating func textRow(_ key: String, _ text: String?, size: Double, x: Double = 0,
                              anchor: TextAnchor = .start, color: Color = SystemColor.label) {
            guard let text else { return }
            nodes.append(GaugeLayout.text(key, text, at: Point(x: x, y: y + size * 0.8), size: size,
                                          anchor: anchor, color: color))
            y += size * 1.2 + 3
        }

        /// The horizontal extent left for a track between optional end labels on a row.
        func trackSpan(leading: String?, trailing: String?) -> (Double, Double) {
            let x0 = leading.map { TextMetrics.width($0, fontSize: smallSize) + gap } ?? 0
            let x1 = width - (trailing.map { TextMetrics.width($0, fontSize: smallSize) + gap } ?? 0)
            return x1 - x0 >= 20 ? (x0, x1) : (0, width)
        }

        mutating func endLabels(leading: String?, trailing: String?, centerY: Double) {
            let baseline = TextMetrics.baseline(centeredOn: centerY, fontSize: smallSize)
            if let leading {
                nodes.append(GaugeLayout.text("gauge/min", leading, at: Point(x: 0, y: baseline),
                                              size: smallSize, anchor: .start,
                                              color: SystemColor.secondaryLabel))
            }
            if let trailing {
                nodes.append(GaugeLayout.text("gauge/max", trailing, at: Point(x: width, y: baseline),
                                              size: smallSize, anchor: .end,
                                              color: SystemColor.secondaryLabel))
            }
        }

        /// A capacity track of `height` over `x0…x1` at the current row, filled to `p`.
        mutating func capacityBar(x0: Double, x1: Double, height: Double, track: Paint,
                                  trackOpacity: Double) {
            let rect = Rect(x: x0, y: y, width: x1 - x0, height: height)
            nodes.append(.rect(RectNode(key: "gauge/track", rect: rect, cornerRadius: height / 2,
                                        fill: track, opacity: trackOpacity)))
            let p = min(max(model.p.isFinite ? model.p : 0, 0), 1)
            if p > 0 {
                let clip = ClipPathDefinition(key: "gauge/clip", nodes: [
                    .rect(RectNode(key: "gauge/clip/shape", rect: rect, cornerRadius: height / 2,
                                   fill: .color(SystemColor.label))),
                ])
                definitions.append(.clipPath(clip))
                let paint = tintPaint(from: x0, to: x1)
                var fill = rect
                fill.width = p * rect.width
                nodes.append(.group(GroupNode(key: "gauge/fillGroup", children: [
                    .rect(RectNode(key: "gauge/fill", rect: fill, cornerRadius: height / 2, fill: paint)),
                ], clipKey: clip.key)))
            }
            y += height
        }
    }

    static func scene(_ model: GaugeModel) -> Scene {
        var builder = Builder(model: model)
        switch model.style {
        case .accessoryLinear: accessoryLinear(&builder)
        case .linearCapacity: linearCapacity(&builder)
        default: accessoryLinearCapacity(&builder)
        }
        let height = max(builder.y, 1)
        return Scene(width: width, height: height, viewBox: Rect(x: 0, y: 0, width: width, height: height),
                     title: "", description: "", definitions: builder.definitions, nodes: builder.nodes)
    }

    /// A thin gradient/tint track with a dot marker knocked out of it at `p`; min/max at the
    /// ends, else the current value at the leading edge.
    private static func accessoryLinear(_ builder: inout Builder) {
        let model = builder.model
        let hasEnds = model.minimumLabel != nil || model.maximumLabel != nil
        let leading = hasEnds ? model.minimumLabel : model.valueText
        let trailing = hasEnds ? model.maximumLabel : nil
        let (x0, x1) = builder.trackSpan(leading: leading, trailing: trailing)
        let rowHeight = 14.0, trackHeight = 5.0, markerRadius = 3.5
        let centerY = builder.y + rowHeight / 2
        builder.endLabels(leading: leading, trailing: trailing, centerY: centerY)
        let p = min(max(model.p.isFinite ? model.p : 0, 0), 1)
        let marker = Point(x: x0 + markerRadius + p * (x1 - x0 - 2 * markerRadius), y: centerY)
        var hole = PathData()
        hole.move(to: Point(x: x0 - 1, y: builder.y - 1))
        hole.line(to: Point(x: x1 + 1, y: builder.y - 1))
        hole.line(to: Point(x: x1 + 1, y: builder.y + rowHeight + 1))
        hole.line(to: Point(x: x0 - 1, y: builder.y + rowHeight + 1))
        hole.close()
        hole.arc(center: marker, radius: markerRadius + 1.5, from: 0, to: 360, moveToStart: true)
        hole.close()
        let clip = ClipPathDefinition(key: "gauge/knockout", nodes: [
            .path(PathNode(key: "gauge/knockout/shape", path: hole, fill: .color(SystemColor.label),
                           fillRule: .evenodd)),
        ])
        builder.definitions.append(.clipPath(clip))
        let paint = builder.tintPaint(from: x0, to: x1)
        let track = Rect(x: x0, y: centerY - trackHeight / 2, width: x1 - x0, height: trackHeight)
        builder.nodes.append(.group(GroupNode(key: "gauge/trackGroup", children: [
            .rect(RectNode(key: "gauge/track", rect: track, cornerRadius: trackHeight / 2, fill: paint)),
        ], clipKey: clip.key)))
        builder.nodes.append(.circle(CircleNode(
            key: "gauge/marker", center: marker, radius: markerRadius,
            fill: .color(GradientColor.color(at: p, stops: model.tint)))))
        builder.y += rowHeight
    }

    /// Label above, a capsule track with min/max at its ends, the current value below.
    private static func accessoryLinearCapacity(_ builder: inout Builder) {
        let model = builder.model
        builder.textRow("gauge/label", model.label, size: labelSize)
        let (x0, x1) = builder.trackSpan(leading: model.minimumLabel, trailing: model.maximumLabel)
        let height = 6.0
        builder.y += 4
        builder.endLabels(leading: model.minimumLabel, trailing: model.maximumLabel,
                          centerY: builder.y + height / 2)
        let track = builder.tintPaint(from: x0, to: x1)
        builder.capacityBar(x0: x0, x1: x1, height: height, track: track, trackOpacity: trackOpacity)
        builder.y += 4
        builder.textRow("gauge/value", model.valueText, size: smallSize,
                        color: SystemColor.secondaryLabel)
    }

    /// Label above, a thin full-width bar on a neutral track, min/max under its ends with the
    /// current value between them (or at the leading edge).
    private static func linearCapacity(_ builder: inout Builder) {
        let model = builder.model
        builder.textRow("gauge/label", model.label, size: labelSize)
        builder.y += 3
        builder.capacityBar(x0: 0, x1: width, height: 4, track: .color(SystemColor.fill),
                            trackOpacity: 1)
        builder.y += 4
        let hasEnds = model.minimumLabel != nil || model.maximumLabel != nil
        let centerY = builder.y + smallSize * 0.6
        if hasEnds {
            builder.endLabels(leading: model.minimumLabel, trailing: model.maximumLabel,
                              centerY: centerY)
        }
        builder.textRow("gauge/value", model.valueText, size: smallSize, x: hasEnds ? width / 2 : 0,
                        anchor: hasEnds ? .middle : .start, color: SystemColor.secondaryLabel)
    }
}
