/// The kinds of error a cell can raise, named as Jupyter users know them (Python's names).
public enum GaugeErrorKind: String, Sendable, Hashable {
    case syntaxError = "SyntaxError"
    case nameError = "NameError"
    case typeError = "TypeError"
    case valueError = "ValueError"
    case fileError = "FileNotFoundError"
    case keyboardInterrupt = "KeyboardInterrupt"
}

/// An error in a cell, with the place it points at.
///
/// `line` and `column` are 1-based; `column` counts Unicode code points. `ename`, `evalue` and
/// `traceback` are the fields of Jupyter's `error` message (messaging spec, "Execution errors").
public struct GaugeError: Error, Sendable, Hashable {
    public var kind: GaugeErrorKind
    /// What went wrong, without the position, e.g. `unknown style "acessoryCircular"`.
    public var message: String
    public var line: Int
    public var column: Int
    /// The text of the offending line (for the caret display).
    public var sourceLine: String
    /// A hint a learner can act on, e.g. `Did you mean "accessoryCircular"?`.
    public var suggestion: String?

    public init(kind: GaugeErrorKind, message: String, line: Int, column: Int,
                sourceLine: String, suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.line = line
        self.column = column
        self.sourceLine = sourceLine
        self.suggestion = suggestion
    }

    /// Jupyter's `ename`, e.g. `ValueError`.
    public var ename: String { kind.rawValue }
    /// Jupyter's `evalue`: the message with its place, e.g. `line 2, column 7: …`.
    public var evalue: String { "line \(line), column \(column): \(message)" }
    /// Jupyter's `traceback` lines: the place, the source line, a caret under the column, the
    /// suggestion.
    public var traceback: [String] {
        var lines = ["\(ename): \(evalue)", "  \(sourceLine)",
                     "  " + String(repeating: " ", count: max(0, column - 1)) + "^"]
        if let suggestion { lines.append(suggestion) }
        return lines
    }
}
