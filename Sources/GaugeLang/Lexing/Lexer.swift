/// Turns a cell's text into tokens (LANGUAGE.md, "Lexical").
///
/// A line break ends a statement unless a `(` or `[` is open or the line ends with `\`;
/// `#` starts a comment unless it is a colour `#RRGGBB`/`#RRGGBBAA`. Positions count code points.
struct Lexer {
    let scalars: [Unicode.Scalar]
    var index = 0
    var line = 1
    var lineStart = 0
    /// Open brackets, innermost last: line breaks inside them do not end a statement.
    var openBrackets: [Unicode.Scalar] = []
    var tokens: [Token] = []
    var sawSpace = true

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
    }

    /// All tokens of `source`, ending with `.end`.
    /// - Throws: `Failure` (SyntaxError) for an unknown character, a bad string or number.
    static func tokenize(_ source: String, isInterrupted: () -> Bool = { false }) throws(Failure) -> [Token] {
        var lexer = Lexer(source)
        try lexer.run(isInterrupted: isInterrupted)
        return lexer.tokens
    }

    var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart + 1, offset: index)
    }

    func peek(_ ahead: Int = 0) -> Unicode.Scalar? {
        let at = index + ahead
        return at < scalars.count ? scalars[at] : nil
    }

    mutating func add(_ kind: TokenKind, at position: SourcePosition) {
        tokens.append(Token(kind: kind, position: position, spaceBefore: sawSpace))
        sawSpace = false
    }

    mutating func newLine() {
        index += 1
        line += 1
        lineStart = index
        sawSpace = true
    }

    /// - Parameter isInterrupted: asked every 65,536 tokens (a 5 MB cell lexes for seconds in
    ///   a debug build); `true` stops with a KeyboardInterrupt.
    mutating func run(isInterrupted: () -> Bool = { false }) throws(Failure) {
        while let c = peek() {
            let start = position
            if tokens.count & 0xFFFF == 0xFFFF, isInterrupted() {
                throw Failure(.keyboardInterrupt, "the cell was interrupted", at: start)
            }
            switch c {
            case " ", "\t", "\r":
                index += 1
                sawSpace = true
            case "\n":
                if openBrackets.isEmpty, let last = tokens.last, last.kind != .newline {
                    add(.newline, at: start)
                }
                newLine()
            case "#":
                if let hex = Lexer.hexColor(in: scalars, at: index) {
                    index += hex.count + 1
                    add(.hexColor(hex), at: start)
                } else {
                    try rejectBadColor(at: start)
                    skipComment()
                }
            case "\\":
                try continuation()
            case "\"":
                add(.string(try string()), at: start)
            case "(", "[":
                openBrackets.append(c)
                index += 1
                add(c == "(" ? .leftParen : .leftBracket, at: start)
            case ")", "]":
                if !openBrackets.isEmpty { openBrackets.removeLast() }
                index += 1
                add(c == ")" ? .rightParen : .rightBracket, at: start)
            case ".":
                if peek(1) == ".", peek(2) == "." {
                    index += 3
                    add(.ellipsis, at: start)
                } else if let next = peek(1), Lexer.isDigit(next) {
                    add(try number(), at: start)
                } else {
                    index += 1
                    add(.dot, at: start)
                }
            case "=" where peek(1) == "=", "!", "<", ">":
                try comparison(c, at: start)
            case ",", ":", "=", "+", "-", "*", "/":
                index += 1
                let kinds: [Unicode.Scalar: TokenKind] = [
                    ",": .comma, ":": .colon, "=": .equals, "+": .plus, "-": .minus,
                    "*": .star, "/": .slash,
                ]
                add(kinds[c] ?? .comma, at: start)
            default:
                if Lexer.isDigit(c) {
                    add(try number(), at: start)
                } else if Lexer.isIdentifierStart(c) {
                    add(.identifier(identifier()), at: start)
                } else {
                    throw .syntax("unexpected character \"\(Character(c))\"", at: start)
                }
            }
        }
        if let last = tokens.last, last.kind != .newline { add(.newline, at: position) }
        add(.end, at: position)
    }

    /// `== != < <= > >=` at `start`; a lone `!` is not an operator here (`not` is).
    /// - Throws: SyntaxError for `!` without `=`.
    mutating func comparison(_ c: Unicode.Scalar, at start: SourcePosition) throws(Failure) {
        let withEquals = peek(1) == "="
        guard c != "!" || withEquals else {
            throw Failure(.syntaxError, "unexpected character \"!\"", at: start,
                          suggestion: "Write != for \"not equal\", or not CONDITION.")
        }
        index += withEquals ? 2 : 1
        let written = String(Character(c)) + (withEquals ? "=" : "")
        add(.comparison(ComparisonOperator(rawValue: written) ?? .equal), at: start)
    }

    mutating func skipComment() {
        while let c = peek(), c != "\n" { index += 1 }
    }

    /// `\` at the end of a line (spaces and a comment may follow) joins the next line.
    mutating func continuation() throws(Failure) {
        let start = position
        index += 1
        while let c = peek(), c == " " || c == "\t" || c == "\r" { index += 1 }
        if peek() == "#" { skipComment() }
        guard let c = peek(), c == "\n" else {
            if peek() == nil { sawSpace = true; return }
            throw .syntax("\"\\\" continues a statement only at the end of a line", at: start)
        }
        newLine()
    }

    /// A `#` where a value belongs (after `key:`, `,` or `(`) followed by hex digits that are
    /// not 6 or 8 of them (`tint: #FF3B3`) is a mistyped colour, not a comment: it would
    /// otherwise vanish and leave "expected a value" behind.
    /// - Throws: SyntaxError at the `#`.
    func rejectBadColor(at start: SourcePosition) throws(Failure) {
        guard let last = tokens.last?.kind, last == .colon || last == .comma || last == .leftParen
        else { return }
        var word: [Unicode.Scalar] = []
        var at = index + 1
        while at < scalars.count, Lexer.isIdentifierPart(scalars[at]) {
            word.append(scalars[at])
            at += 1
        }
        let nonHex = word.filter { !Lexer.isHexDigit($0) }
        let hexLike = nonHex.isEmpty || ([6, 8].contains(word.count) && nonHex.count == 1 && nonHex[0].isASCII)
        guard !word.isEmpty, hexLike else { return }
        var written = "#"
        written.unicodeScalars.append(contentsOf: word)
        let detail = nonHex.isEmpty ? "\(word.count) hex digit\(word.count == 1 ? "" : "s")"
            : "\"\(Character(nonHex[0]))\", which is not a hex digit"
        throw Failure(.syntaxError, "a colour is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)", at: start,
                      suggestion: "\(written) has \(detail). A comment needs a space after #.")
    }

    /// The hex digits of a colour literal at `start` (which holds `#`): exactly 6 or 8 hex
    /// digits not running into a letter; `nil` means the `#` starts a comment.
    static func hexColor(in scalars: [Unicode.Scalar], at start: Int) -> String? {
        var digits = ""
        var at = start + 1
        while at < scalars.count, Lexer.isHexDigit(scalars[at]) {
            digits.unicodeScalars.append(scalars[at])
            at += 1
        }
        if at < scalars.count, Lexer.isIdentifierPart(scalars[at]) { return nil }
        return digits.count == 6 || digits.count == 8 ? digits : nil
    }

    mutating func identifier() -> String {
        var name = ""
        while let c = peek(), Lexer.isIdentifierPart(c) {
            name.unicodeScalars.append(c)
            index += 1
        }
        return name
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool { c >= "0" && c <= "9" }

    static func isHexDigit(_ c: Unicode.Scalar) -> Bool {
        isDigit(c) || (c >= "a" && c <= "f") || (c >= "A" && c <= "F")
    }

    static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        c == "_" || c.properties.isAlphabetic
    }

    static func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
        isIdentifierStart(c) || c.properties.numericType != nil || isDigit(c)
            || c.properties.generalCategory == .nonspacingMark
            || c.properties.generalCategory == .spacingMark
    }
}
