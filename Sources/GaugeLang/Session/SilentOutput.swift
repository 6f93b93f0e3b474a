import GaugeRender

/// An output that drops everything: `evaluate(expression:)` must not print or draw.
final class SilentOutput: SessionOutput {
    func write(_ text: String) {}
    func show(_ output: DrawableOutput) {}
    func showText(_ text: RichText) {}
    var isInterrupted: Bool { false }
}
