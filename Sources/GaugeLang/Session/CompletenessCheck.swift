/// Answers `is_complete_request` from brackets, strings and `\` continuations alone, and
/// finds where the statement around a cursor starts — both in one forward pass, so a 5 MB
/// cell costs linear time.
enum CompletenessCheck {
    /// The bracket/string/comment state after some prefix of a cell.
    struct Scan {
        var depth = 0
        var inString = false
        var escaped = false
        var inComment = false
        /// An unmatched `)` or a line break inside a string: nothing after can fix it.
        var invalid = false
        var lastSignificant: Unicode.Scalar?

        mutating func read(_ scalars: [Unicode.Scalar], at i: Int) {
            let c = scalars[i]
            if invalid { return }
            if inComment {
                if c == "\n" { inComment = false } else { return }
            }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" {
                    inString = false
                } else if c == "\n" { invalid = true }
                return
            }
            switch c {
            case "\"": inString = true
            case "#":
                if Lexer.hexColor(in: scalars, at: i) == nil { inComment = true; return }
            case "(", "[": depth += 1
            case ")", "]":
                depth -= 1
                if depth < 0 { invalid = true; return }
            default: break
            }
            if c != " " && c != "\t" && c != "\r" && c != "\n" { lastSignificant = c }
        }

        var completeness: Completeness {
            if invalid || inString { return .invalid }
            if depth > 0 || lastSignificant == "\\" { return .incomplete(indent: "    ") }
            return .complete
        }
    }

    static func check(_ source: String) -> Completeness {
        let scalars = Array(source.unicodeScalars)
        var scan = Scan()
        for i in scalars.indices {
            scan.read(scalars, at: i)
            if scan.invalid { return .invalid }
        }
        return scan.completeness
    }

    /// Where the statement holding `offset` starts: just after the last line break before
    /// `offset` at which the text so far is complete (no open bracket or string, no `\`).
    static func statementStart(_ scalars: [Unicode.Scalar], before offset: Int) -> Int {
        var scan = Scan()
        var start = 0
        for i in 0..<min(offset, scalars.count) {
            scan.read(scalars, at: i)
            if scalars[i] == "\n", scan.completeness == .complete { start = i + 1 }
        }
        return start
    }
}
