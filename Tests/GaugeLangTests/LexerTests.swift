@testable import GaugeLang
import Testing

/// Tokens as one line: spellings separated by spaces, `⏎` for a statement end.
private func dump(_ source: String) throws -> String {
    try Lexer.tokenize(source).compactMap { token -> String? in
        switch token.kind {
        case .end: return nil
        case .newline: return "⏎"
        default: return token.kind.spelling
        }
    }.joined(separator: " ")
}

@Suite struct LexerTests {
    @Test(arguments: [
        ("let x = 42", "let x = 42 ⏎"),
        ("-3.5", "- 3.5 ⏎"),
        ("1e3 2.5E-1", "1000 0.25 ⏎"),
        ("0...100", "0 ... 100 ⏎"),
        ("0.5...1.5", "0.5 ... 1.5 ⏎"),
        ("wait 350ms", "wait 0.35 ⏎"),
        ("wait 1s", "wait 1 ⏎"),
        ("size: 300x200", "size : 300x200 ⏎"),
        ("tint: #FF3B30 # a comment", "tint : #FF3B30 ⏎"),
        ("tint: #FF3B3080", "tint : #FF3B3080 ⏎"),
        ("# only a comment\n\n", ""),
        ("tint: .green", "tint : . green ⏎"),
        ("[\"りんご\": 15]", "[ \"りんご\" : 15 ] ⏎"),
        ("\"a\\\"b\\\\c\\n\\t\\u{1F34E}\"", "\"a\"b\\c\n\t🍎\" ⏎"),
        ("f(1,\n  2)\nx", "f ( 1 , 2 ) ⏎ x ⏎"),
        ("a \\\n  b", "a b ⏎"),
        ("a \\   # comment\n  b", "a b ⏎"),
        ("café_1 = 名前", "café_1 = 名前 ⏎"),
        ("a\r\nb", "a ⏎ b ⏎"),
    ])
    func tokens(source: String, expected: String) throws {
        #expect(try dump(source) == expected)
    }

    @Test func positionsCountCodePoints() throws {
        let tokens = try Lexer.tokenize("f(\"😀👨\u{200D}👩\u{200D}👧\u{E9}\", 1)\n  x")
        #expect(tokens[0].position == SourcePosition(line: 1, column: 1, offset: 0))
        #expect(tokens[2].position.column == 3)
        // The string is 9 code points: two quotes, 😀, the five-scalar family, é.
        let comma = try #require(tokens.first { $0.kind == .comma })
        #expect(comma.position.column == 12)
        let x = try #require(tokens.first { $0.kind == .identifier("x") })
        #expect(x.position == SourcePosition(line: 2, column: 3, offset: 18))
    }

    @Test(arguments: [
        ("let x = 1️⃣1e400", "the number 1e400 is too large"),
        ("let x = 1️⃣\"open", "this string has no closing quote"),
        ("let x = \"a1️⃣\\q\"", "unknown escape \"\\q\" in a string"),
        ("let x = \"1️⃣\\u{110000}\"", "\\u{110000} is not a Unicode scalar (1 to 8 hex digits)"),
        ("let x = 1️⃣$", "unexpected character \"$\""),
        ("let x = 121️⃣abc", "a number cannot run into letters here (\"a\")"),
        ("let x = 1 1️⃣\\ y", "\"\\\" continues a statement only at the end of a line"),
        ("let s = \"😀\" 1️⃣@", "unexpected character \"@\""),
    ])
    func errors(marked: String, message: String) {
        let text = MarkedText(marked)
        #expect(throws: Failure(.syntaxError, message,
                                at: SourcePosition(line: text.line, column: text.column,
                                                   offset: text.offset))) {
            try Lexer.tokenize(text.source)
        }
    }
}
