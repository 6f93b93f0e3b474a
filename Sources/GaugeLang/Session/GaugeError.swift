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
    /// The text of the offending line (for the caret display); a line longer than 160 code
    /// points is an excerpt around the column, with `…` where it was cut.
    public var sourceLine: String
    /// The caret's 1-based column within `sourceLine` when it is an excerpt; `nil`: `column`.
    public var sourceColumn: Int?
    /// A hint a learner can act on, e.g. `Did you mean "accessoryCircular"?`.
    public var suggestion: String?

    public init(kind: GaugeErrorKind, message: String, line: Int, column: Int,
                sourceLine: String, suggestion: String? = nil, sourceColumn: Int? = nil) {
        self.sourceColumn = sourceColumn
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
    /// suggestion. A line longer than 160 code points shows the 60 either side of the column.
    public var traceback: [String] {
        let (shown, caret) = GaugeError.excerpt(sourceLine, caret: (sourceColumn ?? column) - 1)
        var lines = ["\(ename): \(evalue)", "  \(shown)",
                     "  " + String(repeating: " ", count: max(0, caret)) + "^"]
        if let suggestion { lines.append(suggestion) }
        return lines
    }

    /// `line` cut to the 120 code points around `caret` (0-based) when it is longer than 160,
    /// with `…` where it was cut, and the caret's offset in the excerpt.
    static func excerpt(_ line: String, caret: Int) -> (text: String, caret: Int) {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count > 160 else { return (line, caret) }
        let from = max(0, min(caret, scalars.count) - 60)
        let to = min(scalars.count, from + 120)
        var cut = from > 0 ? "…" : ""
        cut.unicodeScalars.append(contentsOf: scalars[from..<to])
        if to < scalars.count { cut += "…" }
        return (cut, caret - from + (from > 0 ? 1 : 0))
    }
}
