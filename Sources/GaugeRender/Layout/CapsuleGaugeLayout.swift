/// The custom capsule gauge: a track capsule of `capsuleHeight` and a fill rectangle of width
/// `p · W` from the anchor's end, clipped to the track so a small fill is a sliver of the end
/// cap (VISUAL.md, "Gauges", capsule).
enum CapsuleGaugeLayout {
    static let width = 160.0
    static let labelSize = 12.0

    static func scene(_ model: GaugeModel) -> Scene {
        let height = model.capsuleHeight
        var top = 0.0
        var nodes: [Node] = []
        if let label = model.label {
            // one line, cut with `…` at the frame (no value text shares the row)
            nodes.append(GaugeLayout.text("gauge/label",
                                          TextMetrics.truncated(label, width: width, fontSize: labelSize),
                                          at: Point(x: 0, y: labelSize), size: labelSize,
                                          anchor: .start))
            top = labelSize + 6
        }
        let track = Rect(x: 0, y: top, width: width, height: height)
        let clip = ClipPathDefinition(key: "gauge/clip", nodes: [
            .rect(RectNode(key: "gauge/clip/shape", rect: track, cornerRadius: height / 2,
                           fill: .color(SystemColor.label))),
        ])
        var definitions: [Definition] = [.clipPath(clip)]
        nodes.append(.rect(RectNode(key: "gauge/track", rect: track, cornerRadius: height / 2,
                                    fill: .color(model.trackColor))))
        let p = min(max(model.p.isFinite ? model.p : 0, 0), 1)
        if p > 0 {
            let fillWidth = p * width
            let x = model.growsFromTrailing ? width - fillWidth : 0
            var paint = Paint.color(model.fillColors.first ?? SystemColor.blue)
            if model.fillColors.count > 1 {
                let gradient = LinearGradientDefinition(
                    key: "gauge/gradient",
                    start: Point(x: model.growsFromTrailing ? width : 0, y: 0),
                    end: Point(x: model.growsFromTrailing ? 0 : width, y: 0),
                    stops: GradientColor.stops(model.fillColors))
                definitions.append(.linearGradient(gradient))
                paint = .gradient(key: gradient.key)
            }
            nodes.append(.group(GroupNode(key: "gauge/fillGroup", children: [
                .rect(RectNode(key: "gauge/fill",
                               rect: Rect(x: x, y: top, width: fillWidth, height: height),
                               fill: paint)),
            ], clipKey: clip.key)))
        }
        let size = top + height
        return Scene(width: width, height: size, viewBox: Rect(x: 0, y: 0, width: width, height: size),
                     title: "", description: "", definitions: definitions, nodes: nodes)
    }
}
