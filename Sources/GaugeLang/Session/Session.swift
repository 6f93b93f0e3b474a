import GaugeRender

/// Whether a cell's text is ready to run (Jupyter's `is_complete_request` asks this).
public enum Completeness: Sendable, Hashable {
    case complete
    /// A `(` or `[` is still open, or the last line ends with `\`; `indent` is the suggested
    /// indentation of the next line.
    case incomplete(indent: String)
    /// It can never become valid by adding lines (e.g. an unmatched `)`).
    case invalid
}

/// Completion candidates for the text around a cursor. Offsets are Unicode code points.
public struct Completions: Sendable, Hashable {
    public var matches: [String]
    public var cursorStart: Int
    public var cursorEnd: Int
    public init(matches: [String], cursorStart: Int, cursorEnd: Int) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
    }
}

/// A notebook session of the gauge language: the data, gauges, charts, selections and current
/// animation that live across cells.
///
///     cell ──Lexer──▶ tokens ──Parser──▶ [Statement] ──Evaluator──▶ specs ──(host)──▶ GaugeRender
///                                                          │
///                                               SessionOutput (print, show, text)
///
/// Not thread-safe: one thread (the kernel's shell thread) owns a session.
public final class Session {
    /// - Parameter workingDirectory: the directory relative `csv("path")` paths resolve against.
    public init(workingDirectory: String) {
        self.workingDirectory = workingDirectory
    }

    /// The directory relative paths resolve against.
    public let workingDirectory: String

    let state = SessionState()

    /// Runs one cell. A syntax error anywhere runs nothing; a runtime error stops at its
    /// statement and keeps what earlier statements did. Objects the cell changed are shown
    /// through `output` at the end (live ones as they change).
    /// - Returns: the value of a final bare expression (the cell's `Out[n]`), else `nil`.
    /// - Throws: `GaugeError` for syntax, name, type and value errors and interrupts.
    public func execute(_ source: String, output: SessionOutput) throws(GaugeError) -> RichText? {
        try Self.checkSize(source)
        do throws(Failure) {
            let statements = try Parser.parse(source, isInterrupted: { output.isInterrupted })
            let evaluator = Evaluator(state: state, output: output, workingDirectory: workingDirectory)
            try evaluator.run(statements)
            return evaluator.result
        } catch {
            throw error.gaugeError(in: source)
        }
    }

    /// Evaluates one expression without changing the session (Jupyter's `user_expressions`).
    /// - Throws: `GaugeError` as `execute` does.
    public func evaluate(expression source: String) throws(GaugeError) -> RichText {
        try Self.checkSize(source)
        do throws(Failure) {
            let expr = try Parser.parseExpression(source)
            let evaluator = Evaluator(state: state, output: SilentOutput(), workingDirectory: workingDirectory)
            return Describe.rich(try evaluator.evaluate(expr))
        } catch {
            throw error.gaugeError(in: source)
        }
    }

    /// Refuses a cell over `Limits.cellBytes` before reading any of it (a 100 MB single line
    /// would otherwise be lexed, and quoted whole in the error).
    /// - Throws: `GaugeError` (ValueError at line 1, column 1).
    static func checkSize(_ source: String) throws(GaugeError) {
        let bytes = source.utf8.count
        guard bytes > Limits.cellBytes else { return }
        var excerpt = String(String.UnicodeScalarView(source.unicodeScalars.prefix(60).prefix { $0 != "\n" }))
        excerpt += "…"
        throw GaugeError(
            kind: .valueError,
            message: "a cell holds at most \(Limits.grouped(Limits.cellBytes)) bytes (10 MB); "
                + "this one has \(Limits.grouped(bytes))",
            line: 1, column: 1, sourceLine: excerpt,
            suggestion: "Put large data in a csv file and read it with csv(\"file.csv\").")
    }

    /// Whether `source` is ready to run; answered from brackets and `\` continuations alone.
    public static func completeness(of source: String) -> Completeness {
        CompletenessCheck.check(source)
    }

    /// Completion candidates at `cursor` (a code-point offset, clamped into the text):
    /// keywords, statement heads, option names, style, colour and curve names, and the
    /// session's objects and record labels, and file paths inside `csv("…` (relative to
    /// `workingDirectory`; a directory ends with `/`).
    public func complete(_ source: String, cursor: Int) -> Completions {
        Completer(state: state, workingDirectory: workingDirectory).complete(source, cursor: cursor)
    }

    /// Help for the word at `cursor` (a statement, option, style or session object), or `nil`.
    public func inspect(_ source: String, cursor: Int) -> String? {
        Completer(state: state).inspect(source, cursor: cursor)
    }
}
