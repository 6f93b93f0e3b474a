/// The two circular gauge styles on a 58 × 58 pt canvas (VISUAL.md, "Gauges").
///
/// Their texts shrink to fit, as SwiftUI's accessory gauges scale their labels down, but not
/// below `minimumScale` of their size; what still does not fit is truncated with `…`. The
/// value fits inside the ring; min and max each fit their side of the opening; the label the
/// opening's width.
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
    /// The smallest fraction of its size a text shrinks to before it is truncated.
    static let minimumScale = 0.5

    /// `text` at the largest size ≤ `maximum` (and ≥ `minimumScale` × `maximum`) that fits
    /// `width` points, truncated with `…` when even the smallest does not.
    static func fitted(_ text: String, width: Double, maximum: Double) -> (text: String, size: Double) {
        let size = max(TextMetrics.fittingSize(text, width: width, maximum: maximum),
                       maximum * minimumScale)
        return (TextMetrics.truncated(text, width: width, fontSize: size), size)
    }

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
            // each centred under its end of the ring: no further than the canvas edge on the
            // outside, nor past the middle less a point on the inside
            let minX = startEnd.x + 1, maxX = endEnd.x - 1
            let room = 2 * min(minX, center.x - 1 - minX)
            if let text = model.minimumLabel {
                let (fit, size) = fitted(text, width: room, maximum: labelSize)
                nodes.append(GaugeLayout.text("gauge/min", fit, at: Point(x: minX, y: y),
                                              size: size, color: SystemColor.secondaryLabel))
            }
            if let text = model.maximumLabel {
                let (fit, size) = fitted(text, width: room, maximum: labelSize)
                nodes.append(GaugeLayout.text("gauge/max", fit, at: Point(x: maxX, y: y),
                                              size: size, color: SystemColor.secondaryLabel))
            }
        } else if let label = model.label {
            let (fit, size) = fitted(label, width: endEnd.x - startEnd.x - lineWidth, maximum: labelSize)
            nodes.append(GaugeLayout.text("gauge/label", fit, at: Point(x: center.x, y: y),
                                          size: size, color: SystemColor.secondaryLabel))
        }
        return ([.clipPath(clip)], nodes)
    }

    /// The current value, centred, shrunk (then truncated) to fit inside the ring.
    private static func valueText(_ text: String) -> Node {
        let inner = 2 * (radius - lineWidth / 2) - 6
        let (fit, size) = fitted(text, width: inner, maximum: 17)
        return GaugeLayout.text("gauge/value", fit,
                                at: Point(x: center.x, y: TextMetrics.baseline(centeredOn: center.y,
                                                                             fontSize: size)),
                                size: size, bold: true)
    }
}
