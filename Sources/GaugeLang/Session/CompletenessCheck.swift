/// Answers `is_complete_request` from brackets, strings and `\` continuations alone.
enum CompletenessCheck {
    static func check(_ source: String) -> Completeness {
        var depth = 0
        var inString = false
        var escaped = false
        var inComment = false
        var lastSignificant: Unicode.Scalar?
        let scalars = Array(source.unicodeScalars)
        for (i, c) in scalars.enumerated() {
            if inComment {
                if c == "\n" { inComment = false } else { continue }
            }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" {
                    inString = false
                } else if c == "\n" { return .invalid }
                continue
            }
            switch c {
            case "\"": inString = true
            case "#":
                let isColor = i + 1 < scalars.count && Lexer.isHexDigit(scalars[i + 1])
                if !isColor { inComment = true; continue }
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth < 0 { return .invalid }
            default: break
            }
            if c != " " && c != "\t" && c != "\r" && c != "\n" { lastSignificant = c }
            if c == "\n", lastSignificant == "\\" { lastSignificant = nil }
        }
        if inString { return .invalid }
        if depth > 0 || lastSignificant == "\\" { return .incomplete(indent: "    ") }
        return .complete
    }
}
