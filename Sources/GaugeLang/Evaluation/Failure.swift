import GaugeRender

/// An error found while lexing, parsing or evaluating, before it learns its source line.
/// `Session` turns it into the public `GaugeError`.
struct Failure: Error, Sendable, Hashable {
    var kind: GaugeErrorKind
    var message: String
    var position: SourcePosition
    var suggestion: String?

    init(_ kind: GaugeErrorKind, _ message: String, at position: SourcePosition,
         suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.position = position
        self.suggestion = suggestion
    }

    static func syntax(_ message: String, at position: SourcePosition) -> Failure {
        Failure(.syntaxError, message, at: position)
    }

    /// The public error, with the text of its line for the caret display.
    func gaugeError(in source: String) -> GaugeError {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        let index = position.line - 1
        let text = lines.indices.contains(index) ? String(lines[index]) : ""
        return GaugeError(kind: kind, message: message, line: position.line,
                          column: position.column,
                          sourceLine: text.hasSuffix("\r") ? String(text.dropLast()) : text,
                          suggestion: suggestion)
    }
}
