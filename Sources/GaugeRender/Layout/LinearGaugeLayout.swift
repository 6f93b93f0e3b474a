/// The three linear gauge styles, 160 pt wide (VISUAL.md, "Gauges"): a capsule track along
/// a row, with the labels above, below or at the ends.
///
/// Long text never overlaps and never runs past the frame, as SwiftUI's `Text` behaves in a
/// fixed width: the label above wraps to at most two lines (the second ending in `…` when
/// text is left over); the value, min and max labels stay on one line and are truncated at
/// the tail with `…` to their share of the row — end labels beside a track leave it at least
/// `minimumTrack` points, and under linearCapacity's bar the centred value takes at most half
/// the row, the ends the rest.
enum LinearGaugeLayout {
    static let width = 160.0
    static let labelSize = 12.0
    static let smallSize = 11.0
    static let gap = 5.0
    /// The shortest track end labels may leave, points.
    static let minimumTrack = 40.0
    /// Lines the label above a track may wrap to.
    static let labelLines = 2
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

        /// One line of `text` truncated to `room` points (default the whole width).
        mutating func textRow(_ key: String, _ text: String?, size: Double, x: Double = 0,
                              anchor: TextAnchor = .start, color: Color = SystemColor.label,
                              room: Double = width) {
            guard let text else { return }
            nodes.append(GaugeLayout.text(key, TextMetrics.truncated(text, width: room, fontSize: size),
                                          at: Point(x: x, y: y + size * 0.8), size: size,
                                          anchor: anchor, color: color))
            y += size * 1.2 + 3
        }

        /// The label above a track, wrapped to `labelLines` lines (`gauge/label`,
        /// `gauge/label/2`).
        mutating func labelRows(_ text: String?) {
            guard let text else { return }
            let lines = TextMetrics.lines(text, width: width, fontSize: labelSize,
                                          maximumLines: labelLines)
            for (index, line) in lines.enumerated() {
                nodes.append(GaugeLayout.text(index == 0 ? "gauge/label" : "gauge/label/\(index + 1)",
                                              line, at: Point(x: 0, y: y + labelSize * 0.8),
                                              size: labelSize, anchor: .start,
                                              color: SystemColor.label))
                y += labelSize * 1.2 + (index == lines.count - 1 ? 3 : 0)
            }
        }

        /// Optional end labels truncated so that a track of at least `minimumTrack` points
        /// fits between them, and the extent `x0…x1` left for that track.
        static func endLabels(leading: String?, trailing: String?)
            -> (leading: String?, trailing: String?, x0: Double, x1: Double) {
            let ends = (leading == nil ? 0 : 1) + (trailing == nil ? 0 : 1)
            let room = ends == 0 ? 0 : (width - minimumTrack) / Double(ends) - gap
            let fitted = { (text: String?) in
                text.map { TextMetrics.truncated($0, width: room, fontSize: smallSize) }
            }
            let start = fitted(leading), end = fitted(trailing)
            let x0 = start.map { TextMetrics.width($0, fontSize: smallSize) + gap } ?? 0
            let x1 = width - (end.map { TextMetrics.width($0, fontSize: smallSize) + gap } ?? 0)
            return (start, end, x0, x1)
        }

        /// The end labels at a row's ends; the leading one keyed `leadingKey` (the value sits
        /// there when accessoryLinear has no min/max).
        mutating func endLabels(leading: String?, trailing: String?, centerY: Double,
                                leadingKey: String = "gauge/min") {
            let baseline = TextMetrics.baseline(centeredOn: centerY, fontSize: smallSize)
            if let leading {
                nodes.append(GaugeLayout.text(leadingKey, leading, at: Point(x: 0, y: baseline),
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
        let (leading, trailing, x0, x1) = Builder.endLabels(
            leading: hasEnds ? model.minimumLabel : model.valueText,
            trailing: hasEnds ? model.maximumLabel : nil)
        let rowHeight = 14.0, trackHeight = 5.0, markerRadius = 3.5
        let centerY = builder.y + rowHeight / 2
        builder.endLabels(leading: leading, trailing: trailing, centerY: centerY,
                          leadingKey: hasEnds ? "gauge/min" : "gauge/value")
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
        builder.labelRows(model.label)
        let (leading, trailing, x0, x1) = Builder.endLabels(leading: model.minimumLabel,
                                                            trailing: model.maximumLabel)
        let height = 6.0
        builder.y += 4
        builder.endLabels(leading: leading, trailing: trailing, centerY: builder.y + height / 2)
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
        builder.labelRows(model.label)
        builder.y += 3
        builder.capacityBar(x0: 0, x1: width, height: 4, track: .color(SystemColor.fill),
                            trackOpacity: 1)
        builder.y += 4
        let hasEnds = model.minimumLabel != nil || model.maximumLabel != nil
        let centerY = builder.y + smallSize * 0.6
        // the centred value takes at most half the row; each end what is left beside it
        let value = TextMetrics.truncated(model.valueText, width: hasEnds ? width / 2 : width,
                                          fontSize: smallSize)
        if hasEnds {
            let room = (width - TextMetrics.width(value, fontSize: smallSize)) / 2 - gap
            let fitted = { (text: String?) in
                text.map { TextMetrics.truncated($0, width: room, fontSize: smallSize) }
            }
            builder.endLabels(leading: fitted(model.minimumLabel), trailing: fitted(model.maximumLabel),
                              centerY: centerY)
        }
        builder.textRow("gauge/value", value, size: smallSize, x: hasEnds ? width / 2 : 0,
                        anchor: hasEnds ? .middle : .start, color: SystemColor.secondaryLabel)
    }
}
