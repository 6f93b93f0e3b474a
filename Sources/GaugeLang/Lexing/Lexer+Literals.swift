/// Number and string literals: Swift-flavoured, with durations (`1s`, `350ms`) and sizes
/// (`300x300`) as suffixed numbers.
extension Lexer {
    /// Digits, an optional fraction and exponent, then an optional `s`/`ms`/`x…` suffix.
    /// - Throws: `Failure` for a number too large for a Double or followed by letters.
    mutating func number() throws(Failure) -> TokenKind {
        let start = position
        let value = try plainNumber(start: start)
        if peek() == "x", let next = peek(1), Lexer.isDigit(next) {
            index += 1
            let height = try plainNumber(start: position)
            try endOfNumber(start)
            return .size(value, height)
        }
        if peek() == "m", peek(1) == "s", !(peek(2).map(Lexer.isIdentifierPart) ?? false) {
            index += 2
            return .number(value / 1000)
        }
        if peek() == "s", !(peek(1).map(Lexer.isIdentifierPart) ?? false) {
            index += 1
            return .number(value)
        }
        try endOfNumber(start)
        return .number(value)
    }

    private func endOfNumber(_ start: SourcePosition) throws(Failure) {
        if let c = peek(), Lexer.isIdentifierPart(c) {
            throw .syntax("a number cannot run into letters here (\"\(Character(c))\")",
                          at: position)
        }
    }

    private mutating func plainNumber(start: SourcePosition) throws(Failure) -> Double {
        var text = ""
        func take(_ c: Unicode.Scalar) { text.unicodeScalars.append(c) }
        while let c = peek(), Lexer.isDigit(c) { take(c); index += 1 }
        if peek() == ".", let next = peek(1), Lexer.isDigit(next) {
            take("."); index += 1
            while let c = peek(), Lexer.isDigit(c) { take(c); index += 1 }
        }
        if let e = peek(), e == "e" || e == "E" {
            var ahead = 1
            if let sign = peek(1), sign == "+" || sign == "-" { ahead = 2 }
            if let digit = peek(ahead), Lexer.isDigit(digit) {
                for _ in 0..<ahead { take(peek() ?? "e"); index += 1 }
                while let c = peek(), Lexer.isDigit(c) { take(c); index += 1 }
            }
        }
        if text.hasPrefix(".") { text = "0" + text }
        guard let value = Double(text), value.isFinite else {
            throw .syntax("the number \(text) is too large", at: start)
        }
        return value
    }

    /// A `"…"` string with `\"`, `\\`, `\n`, `\t`, `\r`, `\0` and `\u{…}` escapes, on one line.
    mutating func string() throws(Failure) -> String {
        let start = position
        index += 1
        var text = ""
        while true {
            guard let c = peek(), c != "\n" else {
                throw .syntax("this string has no closing quote", at: start)
            }
            index += 1
            if c == "\"" { return text }
            // counted in the cell's characters between the quotes, so the check is O(1)
            guard index - start.offset <= Limits.stringLength + 1 else {
                throw .syntax("a string holds at most \(Limits.grouped(Limits.stringLength)) characters",
                              at: start)
            }
            guard c == "\\" else { text.unicodeScalars.append(c); continue }
            let escapeStart = SourcePosition(line: line, column: index - lineStart,
                                             offset: index - 1)
            guard let e = peek() else { continue }
            index += 1
            switch e {
            case "\"": text += "\""
            case "\\": text += "\\"
            case "n": text += "\n"
            case "t": text += "\t"
            case "r": text += "\r"
            case "0": text += "\0"
            case "u":
                text.unicodeScalars.append(try unicodeEscape(escapeStart))
            default:
                throw .syntax("unknown escape \"\\\(Character(e))\" in a string", at: escapeStart)
            }
        }
    }

    private mutating func unicodeEscape(_ start: SourcePosition) throws(Failure) -> Unicode.Scalar {
        guard peek() == "{" else {
            throw .syntax("write a Unicode escape as \\u{1F34E}", at: start)
        }
        index += 1
        var hex = ""
        while let c = peek(), Lexer.isHexDigit(c), hex.count < 9 {
            hex.unicodeScalars.append(c)
            index += 1
        }
        guard peek() == "}", (1...8).contains(hex.count), let code = UInt32(hex, radix: 16),
              let scalar = Unicode.Scalar(code) else {
            throw .syntax("\\u{\(hex)} is not a Unicode scalar (1 to 8 hex digits)", at: start)
        }
        index += 1
        return scalar
    }
}
