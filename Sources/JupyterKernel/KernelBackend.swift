/// A MIME bundle: MIME type → text (`text/plain`, `image/svg+xml`, `text/html`).
public typealias MIMEBundle = [String: String]

/// What `kernel_info_reply` says about the kernel and its language (messaging spec,
/// "Kernel info").
public struct KernelInfo: Sendable {
    public var implementation: String
    public var implementationVersion: String
    public var languageName: String
    public var languageVersion: String
    public var mimetype: String
    public var fileExtension: String
    public var pygmentsLexer: String
    public var codemirrorMode: String
    public var banner: String
    /// `(text, url)` pairs.
    public var helpLinks: [(text: String, url: String)]

    public init(implementation: String, implementationVersion: String, languageName: String,
                languageVersion: String, mimetype: String, fileExtension: String,
                pygmentsLexer: String, codemirrorMode: String, banner: String,
                helpLinks: [(text: String, url: String)]) {
        self.implementation = implementation
        self.implementationVersion = implementationVersion
        self.languageName = languageName
        self.languageVersion = languageVersion
        self.mimetype = mimetype
        self.fileExtension = fileExtension
        self.pygmentsLexer = pygmentsLexer
        self.codemirrorMode = codemirrorMode
        self.banner = banner
        self.helpLinks = helpLinks
    }
}

/// An error as Jupyter's `error` message and error reply carry it.
public struct ExecutionError: Error, Sendable {
    public var ename: String
    public var evalue: String
    public var traceback: [String]
    public init(ename: String, evalue: String, traceback: [String]) {
        self.ename = ename
        self.evalue = evalue
        self.traceback = traceback
    }
}

/// `is_complete_reply`'s status (messaging spec, "Code completeness").
public enum IsCompleteStatus: Sendable, Equatable {
    case complete
    case incomplete(indent: String)
    case invalid
    case unknown
}

/// `complete_reply`'s content; cursor offsets are Unicode code points.
public struct CompletionReply: Sendable {
    public var matches: [String]
    public var cursorStart: Int
    public var cursorEnd: Int
    public init(matches: [String], cursorStart: Int, cursorEnd: Int) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
    }
}

/// The channel a running execution publishes through (iopub), in the order calls are made.
/// The kernel gives every message the execute_request's header as its parent.
public protocol ExecutionContext: AnyObject {
    /// Stream text (`name` is `stdout` or `stderr`); the kernel may coalesce consecutive writes.
    func stream(_ name: String, _ text: String)
    /// `display_data`; with `displayID`, `transient.display_id` is set so it can be updated.
    func display(_ data: MIMEBundle, displayID: String?)
    /// `update_display_data` for every output shown with `displayID`.
    func updateDisplay(_ data: MIMEBundle, displayID: String)
    /// `true` once an `interrupt_request` or SIGINT arrived for this execution.
    var isInterrupted: Bool { get }
}

/// The language side of a kernel: what it runs and answers. The kernel owns sockets, threads,
/// signing, status and counting; a backend knows nothing of them. All calls come from the
/// shell thread, one at a time.
public protocol KernelBackend: AnyObject {
    var info: KernelInfo { get }
    /// Runs a cell. `silent` executions publish nothing (the kernel drops their output).
    /// - Returns: the `execute_result` bundle, or `nil` when the cell has no value.
    /// - Throws: `ExecutionError`, published as `error` and sent as the error reply.
    func execute(code: String, context: ExecutionContext) throws(ExecutionError) -> MIMEBundle?
    /// Evaluates a `user_expressions` entry without side effects.
    func evaluate(expression: String) throws(ExecutionError) -> MIMEBundle
    func isComplete(code: String) -> IsCompleteStatus
    /// - Parameter cursorPosition: a Unicode code-point offset into `code`.
    func complete(code: String, cursorPosition: Int) -> CompletionReply
    /// `inspect_reply` data, or `nil` for `found: false`.
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MIMEBundle?
}
