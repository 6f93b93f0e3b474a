import GaugeLang
import GaugeRender
import JupyterKernel

/// Turns what a running cell produces into iopub messages: `print` into stdout, drawables into
/// SVG `display_data` / `update_display_data`, tables into `text/html` displays.
final class CellOutput: SessionOutput {
    private let context: ExecutionContext
    private let ids: OutputIDs

    init(context: ExecutionContext, ids: OutputIDs) {
        self.context = context
        self.ids = ids
    }

    func write(_ text: String) {
        context.stream("stdout", text.hasSuffix("\n") ? text : text + "\n")
    }

    func show(_ output: DrawableOutput) {
        let request = RenderRequest(drawable: output.drawable, previous: output.previous,
                                    animation: output.animation, idPrefix: ids.nextPrefix())
        let bundle: MIMEBundle = [
            "image/svg+xml": Renderer.svg(request),
            "text/plain": Renderer.plainText(output.drawable, name: output.name),
        ]
        switch output.mode {
        case .display:
            context.display(bundle, displayID: nil)
        case .liveDisplay:
            context.display(bundle, displayID: ids.displayID(forObject: output.name))
        case .liveUpdate:
            context.updateDisplay(bundle, displayID: ids.displayID(forObject: output.name))
        }
    }

    func showText(_ text: RichText) {
        context.display(MIMEBundle(richText: text), displayID: nil)
    }

    var isInterrupted: Bool { context.isInterrupted }
}
