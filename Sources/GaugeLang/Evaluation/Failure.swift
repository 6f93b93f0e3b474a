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
        // Walk to the line without splitting the whole cell (it may be 5 MB).
        let scalars = source.unicodeScalars
        var start = scalars.startIndex
        var line = 1
        var i = start
        while i < scalars.endIndex, line < position.line {
            if scalars[i] == "\n" {
                line += 1
                start = scalars.index(after: i)
            }
            i = scalars.index(after: i)
        }
        var end = start
        while end < scalars.endIndex, scalars[end] != "\n" { end = scalars.index(after: end) }
        var text = line == position.line ? String(scalars[start..<end]) : ""
        if text.hasSuffix("\r") { text.removeLast() }
        let (excerpt, caret) = GaugeError.excerpt(text, caret: position.column - 1)
        return GaugeError(kind: kind, message: message, line: position.line, column: position.column,
                          sourceLine: excerpt, suggestion: suggestion,
                          sourceColumn: excerpt == text ? nil : caret + 1)
    }
}
