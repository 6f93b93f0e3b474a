/// Lowers a `GaugeModel` to a `Scene` of primitives, one function per style group
/// (VISUAL.md, "Gauges"). Keys start with `gauge/`.
public enum GaugeLayout {
    /// The scene for `model`; the viewBox is the intrinsic drawing, `width`/`height` scale it.
    public static func scene(_ model: GaugeModel, title: String) -> Scene {
        var scene: Scene
        switch model.style {
        case .accessoryCircularCapacity, .accessoryCircular:
            scene = CircularGaugeLayout.scene(model)
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity:
            scene = LinearGaugeLayout.scene(model)
        case .capsule:
            scene = CapsuleGaugeLayout.scene(model)
        }
        scene.nodes = scene.nodes.map { fitted($0, in: scene.viewBox) }
        let scale = model.scale.isFinite && model.scale > 0 ? model.scale : 1
        scene.width = scene.viewBox.width * scale
        scene.height = scene.viewBox.height * scale
        scene.title = title
        scene.description = description(model, title: title)
        return scene
    }

    /// The `aria-label` sentence, e.g. `Gauge battery, 75, 75 percent of the range`.
    static func description(_ model: GaugeModel, title: String) -> String {
        let percent = Int((min(max(model.p.isFinite ? model.p : 0, 0), 1) * 100).rounded())
        var parts = [title, model.valueText]
        if let label = model.label { parts.insert(label, at: 1) }
        return parts.joined(separator: ", ") + ", \(percent) percent of the range"
    }

    /// `node` with its text cut with `…` where it would run out of `box` horizontally, from
    /// its anchor (a 10,000-character label once ran 80,000 points past a 300-point gauge).
    static func fitted(_ node: Node, in box: Rect) -> Node {
        guard case .text(var text) = node else { return node }
        let x = text.position.x
        let room = switch text.anchor {
        case .start: box.x + box.width - x
        case .end: x - box.x
        case .middle: 2 * min(x - box.x, box.x + box.width - x)
        }
        text.text = TextMetrics.truncated(text.text, width: max(room, 0), fontSize: text.fontSize)
        return .text(text)
    }

    /// A text primitive in the gauge's secondary style.
    static func text(_ key: String, _ string: String, at point: Point, size: Double,
                     anchor: TextAnchor = .middle, bold: Bool = false,
                     color: Color = SystemColor.label) -> Node {
        .text(TextNode(key: key, text: string, position: point, fontSize: size, bold: bold,
                       anchor: anchor, fill: .color(color)))
    }
}
