import GaugeLang
import GaugeRender
import Glibc
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

    /// The kernel's widgets: interactive displays, and the updates of their objects.
    private let widgets: WidgetHub?

    init(context: ExecutionContext, ids: OutputIDs, widgets: WidgetHub? = nil) {
        self.context = context
        self.ids = ids
        self.widgets = widgets
    }

    func write(_ text: String) {
        context.stream("stdout", text.hasSuffix("\n") ? text : text + "\n")
    }

    func show(_ output: DrawableOutput) {
        guard let bundle = render(output) else { return }
        switch output.mode {
        case .display:
            context.display(bundle, displayID: nil)
        case .liveDisplay:
            widgets?.noteLiveDisplay(of: output.name)
            context.display(bundle, displayID: ids.displayID(forObject: output.name))
        case .liveUpdate:
            if let widgets, widgets.hasWidget(for: output.name), let svg = bundle["image/svg+xml"] {
                widgets.update(output.name, picture: widgets.picture(output, svg: svg))
            }
            if widgets?.needsDisplayUpdate(of: output.name) ?? true {
                context.updateDisplay(bundle, displayID: ids.displayID(forObject: output.name))
            }
        }
    }

    /// A widget of the object (its picture, touchable), falling back to a plain display
    /// without comms.
    func showInteractive(_ display: InteractiveDisplay) {
        guard let widgets else { return show(display.output) }
        guard let bundle = render(display.output), let svg = bundle["image/svg+xml"] else { return }
        var picture = widgets.picture(display.output, svg: svg)
        picture.sliderValue = display.slider?.value
        widgets.open(display, picture: picture, bundle: bundle, context: context)
    }

    /// The SVG and text/plain of `output`, or `nil` when an interrupt stopped the render.
    private func render(_ output: DrawableOutput) -> MIMEBundle? {
        let interrupted = InterruptProbe(context: context)
        let request = RenderRequest(drawable: output.drawable, previous: output.previous,
                                    animation: output.animation, idPrefix: ids.nextPrefix(),
                                    name: output.name, isCancelled: { interrupted.isRaised },
                                    drawsEveryRow: Self.drawsEveryRow)
        let svg: String
        do {
            svg = try Renderer.cancellableSVG(request)
        } catch {
            renderWasInterrupted = true
            return nil
        }
        return ["image/svg+xml": svg, "text/plain": Renderer.plainText(output.drawable, name: output.name)]
    }

    /// `GAUGE_DRAW_EVERY_ROW=1` in the kernel's environment: every chart drawn at full
    /// resolution (`RenderRequest.drawsEveryRow`), for `bench/render_vs_peers.py --pixels`,
    /// which compares that picture with the reduced one. Not a user option: a big chart so
    /// drawn is tens of megabytes.
    static let drawsEveryRow = getenv("GAUGE_DRAW_EVERY_ROW").map { String(cString: $0) == "1" } ?? false

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
