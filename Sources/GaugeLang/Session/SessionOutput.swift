import GaugeRender

/// How a drawable reaches the notebook.
public enum DisplayMode: Sendable, Hashable {
    /// A new output (the end-of-cell display of a changed object, or `show NAME`).
    case display
    /// A new output that later changes update in place (`show NAME live`).
    case liveDisplay
    /// An in-place update of every live output of this object (`update_display_data`).
    case liveUpdate
}

/// One picture the session asks its host to show.
public struct DrawableOutput: Sendable, Hashable {
    /// The object's name in the session (a live display's identity).
    public var name: String
    public var drawable: Drawable
    /// The state it animates from; `nil` when nothing moves.
    public var previous: Drawable?
    public var animation: AnimationCurve
    public var mode: DisplayMode

    public init(name: String, drawable: Drawable, previous: Drawable?, animation: AnimationCurve,
                mode: DisplayMode) {
        self.name = name
        self.drawable = drawable
        self.previous = previous
        self.animation = animation
        self.mode = mode
    }
}

/// A value rendered as text: `text/plain`, and `text/html` where a table reads better.
public struct RichText: Sendable, Hashable {
    public var plain: String
    public var html: String?
    public init(plain: String, html: String? = nil) {
        self.plain = plain
        self.html = html
    }
}

/// Where a running cell sends what it produces, in order. The host (the kernel glue) turns each
/// call into a Jupyter message; the language knows nothing of Jupyter.
public protocol SessionOutput: AnyObject {
    /// Text for the cell's stdout stream (`print`); each call ends with a newline.
    func write(_ text: String)
    /// A gauge or chart to show or update.
    func show(_ output: DrawableOutput)
    /// A text or table display (`describe`, `list`, `help`).
    func showText(_ text: RichText)
    /// An interactive display (a widget) of an object; its later changes come through `show`
    /// with `.liveUpdate`. See `InteractiveDisplay`; the default shows the picture only.
    func showInteractive(_ display: InteractiveDisplay)
    /// Polled during long work (big data, `wait`); `true` stops the cell with a
    /// `KeyboardInterrupt` error.
    var isInterrupted: Bool { get }
    /// `exit` or `quit` ran: the user asks the host to end the session (a Jupyter kernel
    /// answers with the `ask_exit` payload). The cell goes on; hosts without the notion ignore it.
    func askToEndSession()
}

extension SessionOutput {
    /// Ignores the request: an output that cannot end a session (`SilentOutput`, a test's).
    public func askToEndSession() {}
}
