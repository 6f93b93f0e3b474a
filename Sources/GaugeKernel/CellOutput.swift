import GaugeLang
import GaugeRender
import JupyterKernel

/// Turns what a running cell produces into iopub messages: `print` into stdout, drawables into
/// SVG `display_data` / `update_display_data`, tables into `text/html` displays.
///
/// Renders are cancellable: the renderer polls `context.isInterrupted` every few thousand
/// elements, and an interrupted render publishes nothing and sets `renderWasInterrupted`,
/// which `GaugeBackend.execute` turns into a `KeyboardInterrupt` error reply (`show` cannot
/// throw through `SessionOutput`; the language's own polls of `isInterrupted` stop the rest
/// of the cell).
final class CellOutput: SessionOutput {
    private let context: ExecutionContext
    private let ids: OutputIDs
    /// True once a render was stopped by an interrupt; its display was not published.
    private(set) var renderWasInterrupted = false

    init(context: ExecutionContext, ids: OutputIDs) {
        self.context = context
        self.ids = ids
    }

    func write(_ text: String) {
        context.stream("stdout", text.hasSuffix("\n") ? text : text + "\n")
    }

    func show(_ output: DrawableOutput) {
        let interrupted = InterruptProbe(context: context)
        let request = RenderRequest(drawable: output.drawable, previous: output.previous,
                                    animation: output.animation, idPrefix: ids.nextPrefix(),
                                    name: output.name, isCancelled: { interrupted.isRaised })
        let svg: String
        do {
            svg = try Renderer.cancellableSVG(request)
        } catch {
            renderWasInterrupted = true
            return
        }
        let bundle: MIMEBundle = [
            "image/svg+xml": svg,
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

    /// `exit`/`quit`: the `ask_exit` payload, so jupyter_console ends and shuts the kernel down.
    func askToEndSession() {
        (context as? ExecutionPayloads)?.askExit(keepKernel: false)
    }
}

/// `context.isInterrupted` for the renderer's `@Sendable` poll. Unchecked because the
/// renderer calls it synchronously inside `CellOutput.show`, on the shell thread that owns the
/// context (KernelBackend's contract), and never keeps it past the render; the kernel's
/// context reads an atomic flag anyway.
private struct InterruptProbe: @unchecked Sendable {
    let context: ExecutionContext
    var isRaised: Bool { context.isInterrupted }
}
