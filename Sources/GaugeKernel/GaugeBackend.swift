import GaugeLang
import GaugeRender
import JupyterKernel

/// The gauge language as a Jupyter kernel backend: a cell in, MIME bundles out.
///
///     execute_request ─▶ Session.execute ─▶ DrawableOutput ─▶ Renderer.svg ─▶ display_data
///
/// Owns one `Session` for the life of the kernel process; the kernel calls it from its shell
/// thread only (KernelBackend's contract), so the session needs no lock.
public final class GaugeBackend: KernelBackend {
    private let session: Session
    let outputIDs: OutputIDs
    /// The widgets of interactive displays (GaugeBackend+Comms).
    let widgets: WidgetHub

    /// - Parameters:
    ///   - workingDirectory: where relative `csv("…")` paths resolve (the notebook's folder:
    ///     Jupyter starts kernels there).
    ///   - outputIDs: the source of per-output id prefixes and live display ids.
    public init(workingDirectory: String, outputIDs: OutputIDs = OutputIDs()) {
        self.session = Session(workingDirectory: workingDirectory)
        self.outputIDs = outputIDs
        widgets = WidgetHub(session: session)
    }

    /// The `kernel_info_reply` facts (messaging spec, "Kernel info").
    public var info: KernelInfo { KernelInfo.gauge }

    /// Runs a cell in the session; its prints and pictures go out through `context` as they
    /// come (SVG + text/plain bundles, live ones as updates).
    /// - Returns: the cell's value as `text/plain` (and `text/html` for tables), or `nil`.
    /// - Throws: `ExecutionError` from a language error (ename, evalue with line and column,
    ///   a caret traceback) or an interrupted render (`KeyboardInterrupt`).
    public func execute(code: String, context: ExecutionContext) throws(ExecutionError) -> MIMEBundle? {
        let output = CellOutput(context: context, ids: outputIDs, widgets: widgets)
        let result: RichText?
        do {
            result = try session.execute(code, output: output)
        } catch {
            throw ExecutionError(error)
        }
        // a render stopped by an interrupt (e.g. the displays after the last statement) ends
        // the cell as the language's own interrupt polls do
        if output.renderWasInterrupted { throw ExecutionError.renderInterrupted }
        return result.map(MIMEBundle.init(richText:))
    }

    /// A `user_expressions` entry's value, without changing the session.
    /// - Throws: `ExecutionError` for a language error.
    public func evaluate(expression: String) throws(ExecutionError) -> MIMEBundle {
        do {
            return MIMEBundle(richText: try session.evaluate(expression: expression))
        } catch {
            throw ExecutionError(error)
        }
    }

    /// `is_complete_reply`'s status: open `(`/`[` or a trailing `\` is incomplete.
    public func isComplete(code: String) -> IsCompleteStatus {
        switch Session.completeness(of: code) {
        case .complete: .complete
        case .incomplete(let indent): .incomplete(indent: indent)
        case .invalid: .invalid
        }
    }

    /// Completions at a code-point offset: keywords, options, styles, colours, session names.
    public func complete(code: String, cursorPosition: Int) -> CompletionReply {
        let found = session.complete(code, cursor: cursorPosition)
        return CompletionReply(matches: found.matches, cursorStart: found.cursorStart,
                               cursorEnd: found.cursorEnd)
    }

    /// Help for the word at a code-point offset, as `text/plain`, or `nil` for `found: false`.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MIMEBundle? {
        session.inspect(code, cursor: cursorPosition).map { ["text/plain": $0] }
    }
}

extension ExecutionError {
    /// A cell whose drawing was interrupted while rendering (Python's `KeyboardInterrupt`).
    static let renderInterrupted = ExecutionError(
        ename: "KeyboardInterrupt", evalue: "the cell was interrupted while drawing",
        traceback: ["KeyboardInterrupt: the cell was interrupted while drawing"])

    /// Jupyter's error fields from a language error (messaging spec, "Execution errors").
    init(_ error: GaugeError) {
        self.init(ename: error.ename, evalue: error.evalue, traceback: error.traceback)
    }
}

extension MIMEBundle {
    /// `text/plain`, plus `text/html` when the value has a table form.
    init(richText: RichText) {
        self = ["text/plain": richText.plain]
        if let html = richText.html { self["text/html"] = html }
    }
}
