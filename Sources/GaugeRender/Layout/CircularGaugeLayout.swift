import Foundation

/// The two circular gauge styles on a 58 × 58 pt canvas (VISUAL.md, "Gauges").
enum CircularGaugeLayout {
    static let diameter = 58.0
    /// Stroke width: D / 10.
    static let lineWidth = diameter / 10
    static let center = Point(x: diameter / 2, y: diameter / 2)
    static let radius = (diameter - lineWidth) / 2
    /// accessoryCircular's open arc: 225° through 12 o'clock to 135° (+360 so it increases).
    static let openStart = 225.0
    static let openEnd = 135.0 + 360
    /// Opacity of the capacity ring's track (the tint, faded).
    static let trackOpacity = 0.3

    static func scene(_ model: GaugeModel) -> Scene {
        let nodes = model.style == .accessoryCircular ? open(model) : capacity(model)
        return Scene(width: diameter, height: diameter,
                     viewBox: Rect(x: 0, y: 0, width: diameter, height: diameter),
                     title: "", description: "", definitions: nodes.definitions,
                     nodes: nodes.nodes)
    }

    /// The angle of `p` along accessoryCircular's open arc, in degrees (225…495).
    static func openAngle(_ p: Double) -> Double {
        openStart + (openEnd - openStart) * min(max(p.isFinite ? p : 0, 0), 1)
    }

    private static func capacity(_ model: GaugeModel) -> (definitions: [Definition], nodes: [Node]) {
        let track = ArcStroke(key: "gauge/track", center: center, radius: radius,
                              width: lineWidth, trackStart: 0, trackEnd: 360, colors: model.tint,
                              opacity: trackOpacity, roundCaps: false)
        let fill = ArcStroke(key: "gauge/fill", center: center, radius: radius, width: lineWidth,
                             trackStart: 0, trackEnd: 360, colors: model.tint, roundCaps: true)
        var nodes = track.nodes(to: 360)
        nodes += fill.nodes(to: 360 * min(max(model.p.isFinite ? model.p : 0, 0), 1))
        nodes.append(valueText(model.valueText))
        return ([], nodes)
    }

    private static func open(_ model: GaugeModel) -> (definitions: [Definition], nodes: [Node]) {
        let angle = openAngle(model.p)
        let marker = Point.polar(center: center, radius: radius, degrees: angle)
        // knock the marker out of the track: clip to the canvas minus a disc around it
        var hole = PathData()
        hole.move(to: Point(x: -1, y: -1))
        hole.line(to: Point(x: diameter + 1, y: -1))
        hole.line(to: Point(x: diameter + 1, y: diameter + 1))
        hole.line(to: Point(x: -1, y: diameter + 1))
        hole.close()
        hole.arc(center: marker, radius: lineWidth * 0.78, from: 0, to: 360, moveToStart: true)
        hole.close()
        let clip = ClipPathDefinition(key: "gauge/knockout", nodes: [
            .path(PathNode(key: "gauge/knockout/shape", path: hole, fill: .color(SystemColor.label),
                           fillRule: .evenodd)),
        ])
        let track = ArcStroke(key: "gauge/track", center: center, radius: radius,
                              width: lineWidth, trackStart: openStart, trackEnd: openEnd,
                              colors: model.tint, roundCaps: true)
        var nodes: [Node] = [.group(GroupNode(key: "gauge/trackGroup", children: track.nodes(to: openEnd),
                                              clipKey: clip.key))]
        let color = GradientColor.color(at: model.p, stops: model.tint)
        nodes.append(.circle(CircleNode(key: "gauge/marker", center: marker,
                                        radius: lineWidth * 0.5,
                                        stroke: Stroke(.color(color), width: lineWidth * 0.32))))
        nodes.append(valueText(model.valueText))
        let labelSize = 8.5
        let startEnd = Point.polar(center: center, radius: radius, degrees: openStart)
        let endEnd = Point.polar(center: center, radius: radius, degrees: openEnd)
        let y = startEnd.y + lineWidth * 0.5 + labelSize * 0.75
        if model.minimumLabel != nil || model.maximumLabel != nil {
            if let text = model.minimumLabel {
                nodes.append(GaugeLayout.text("gauge/min", text, at: Point(x: startEnd.x + 1, y: y),
                                              size: labelSize, color: SystemColor.secondaryLabel))
            }
            if let text = model.maximumLabel {
                nodes.append(GaugeLayout.text("gauge/max", text, at: Point(x: endEnd.x - 1, y: y),
                                              size: labelSize, color: SystemColor.secondaryLabel))
            }
        } else if let label = model.label {
            let size = TextMetrics.fittingSize(label, width: endEnd.x - startEnd.x - lineWidth,
                                               maximum: labelSize)
            nodes.append(GaugeLayout.text("gauge/label", label, at: Point(x: center.x, y: y),
                                          size: size, color: SystemColor.secondaryLabel))
        }
        return ([.clipPath(clip)], nodes)
    }

    /// The current value, centred, shrunk to fit inside the ring.
    private static func valueText(_ text: String) -> Node {
        let inner = 2 * (radius - lineWidth / 2) - 6
        let size = TextMetrics.fittingSize(text, width: inner, maximum: 17)
        return GaugeLayout.text("gauge/value", text,
                                at: Point(x: center.x, y: TextMetrics.baseline(centeredOn: center.y,
                                                                             fontSize: size)),
                                size: size, bold: true)
    }
}
