import Foundation

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

    /// A text primitive in the gauge's secondary style.
    static func text(_ key: String, _ string: String, at point: Point, size: Double,
                     anchor: TextAnchor = .middle, bold: Bool = false,
                     color: Color = SystemColor.label) -> Node {
        .text(TextNode(key: key, text: string, position: point, fontSize: size, bold: bold,
                       anchor: anchor, fill: .color(color)))
    }
}
