/// Source text with a `1️⃣` marker where a diagnostic must point (as swift-format's
/// `MarkedText`): the marker is stripped and its 1-based line and column (code points) kept.
struct MarkedText {
    static let marker = "1️⃣"
    let source: String
    let line: Int
    let column: Int

    init(_ marked: String) {
        guard let range = marked.range(of: MarkedText.marker) else {
            source = marked
            line = 0
            column = 0
            return
        }
        let before = marked[..<range.lowerBound].unicodeScalars
        var line = 1, column = 1
        for scalar in before {
            if scalar == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        self.line = line
        self.column = column
        source = marked.replacingCharacters(in: range, with: "")
    }

    /// The code-point offset of the marker in `source` (for completion cursors).
    var offset: Int {
        var l = 1, c = 1, at = 0
        for scalar in source.unicodeScalars {
            if l == line && c == column { return at }
            if scalar == "\n" { l += 1; c = 1 } else { c += 1 }
            at += 1
        }
        return at
    }
}
