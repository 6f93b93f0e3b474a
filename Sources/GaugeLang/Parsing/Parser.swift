/// Builds statements from tokens (LANGUAGE.md, "Statements"). A syntax error anywhere fails the
/// whole cell, so nothing of it runs.
struct Parser {
    var tokens: [Token]
    var index = 0
    /// How deep the expression being parsed nests: brackets, parentheses, calls, unary signs,
    /// operators and postfix `[…]`/`.key` each add a level.
    var depth = 0
    /// Whether the cell was interrupted.
    var isInterrupted: () -> Bool = { false }
    var polls = 0

    /// The deepest an expression may nest. Evaluating (and freeing) an expression recurses once
    /// per level, so this keeps a hostile cell (10,000 `(`) far from the stack's end, while any
    /// expression a person writes stays well inside it.
    static let maximumDepth = 100
    /// The most `+ - * /` operators in one chain (`1 + 1 + … + 1`).
    static let maximumChainLength = 20_000

    /// The words that start a statement; they cannot be bound with `let`.
    static let keywords = ["let", "gauge", "chart", "layer", "select", "animation", "show", "print",
                           "wait", "describe", "list", "delete", "reset", "help", "slider", "exit",
                           "quit"]

    init(tokens: [Token]) {
        self.tokens = tokens
    }

    /// Every statement of `source`.
    /// - Throws: `Failure` (SyntaxError) at the first lexical or grammatical error.
    /// - Parameter isInterrupted: polled while lexing and every 4,096 items while parsing;
    ///   `true` stops with a KeyboardInterrupt.
    static func parse(_ source: String, isInterrupted: @escaping () -> Bool = { false }) throws(Failure) -> [Statement] {
        var parser = Parser(tokens: try Lexer.tokenize(source, isInterrupted: isInterrupted))
        parser.isInterrupted = isInterrupted
        return try parser.statements()
    }

    /// One expression and nothing else (Jupyter's `user_expressions`).
    static func parseExpression(_ source: String) throws(Failure) -> Expr {
        var parser = Parser(tokens: try Lexer.tokenize(source))
        parser.skipNewlines()
        let expr = try parser.expression()
        parser.skipNewlines()
        guard case .end = parser.current.kind else { throw parser.unexpected() }
        return expr
    }

    var current: Token { tokens[min(index, tokens.count - 1)] }

    func peek(_ ahead: Int = 1) -> Token { tokens[min(index + ahead, tokens.count - 1)] }

    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    /// Stops a long parse (a 5 MB list) when the cell was interrupted; asks every 4,096 calls
    /// (one call per statement and per list or record item).
    mutating func poll() throws(Failure) {
        polls += 1
        if polls & 0xFFF == 0, isInterrupted() {
            throw Failure(.keyboardInterrupt, "the cell was interrupted", at: current.position)
        }
    }

    mutating func skipNewlines() {
        while current.kind == .newline { advance() }
    }

    func unexpected(_ expected: String? = nil) -> Failure {
        let found = current.kind.spelling
        let message = expected.map { "expected \($0), found \(found)" } ?? "unexpected \(found)"
        return .syntax(message, at: current.position)
    }

    /// `prnt 5`: a lone unknown word at the start of a statement with more after it is most
    /// likely a misspelt statement word, so the error says so and names the nearest one.
    func notAStatement(_ statement: Statement) -> Failure? {
        guard case .expression(.name(let word, let position)) = statement.kind,
              current.kind != .leftBracket else { return nil } // `fruits ["a"]`: a spaced subscript
        let hint = Suggestion.closest(to: word, among: Parser.keywords).map { "Did you mean \"\($0)\"?" }
            ?? "Statements start with: " + Parser.keywords.joined(separator: ", ")
        return Failure(.syntaxError, "\"\(word)\" is not a statement", at: position, suggestion: hint)
    }

    /// Enters one more level of nesting; the caller restores `depth` when it leaves.
    /// - Throws: SyntaxError past `maximumDepth`.
    mutating func nest() throws(Failure) {
        depth += 1
        guard depth <= Parser.maximumDepth else {
            throw .syntax("this expression nests too deeply: more than \(Parser.maximumDepth) levels of brackets, calls and operators",
                          at: current.position)
        }
    }

    /// Counts one more operator of a `+ -` or `* /` chain. Chains are evaluated in a loop, not
    /// nested, so they get a length bound of their own, far above `maximumDepth`.
    /// - Throws: SyntaxError past `maximumChainLength` operators.
    func lengthen(_ operators: inout Int, at position: SourcePosition) throws(Failure) {
        operators += 1
        guard operators <= Parser.maximumChainLength else {
            throw .syntax("this expression is too long: more than \(Parser.maximumChainLength) operators in a row",
                          at: position)
        }
    }

    mutating func expect(_ kind: TokenKind, _ what: String) throws(Failure) {
        guard current.kind == kind else { throw unexpected(what) }
        advance()
    }

    mutating func identifier(_ what: String) throws(Failure) -> (String, SourcePosition) {
        guard case .identifier(let name) = current.kind else { throw unexpected(what) }
        let position = current.position
        advance()
        return (name, position)
    }

    var atStatementEnd: Bool {
        switch current.kind {
        case .newline, .end: return true
        default: return false
        }
    }

    mutating func statements() throws(Failure) -> [Statement] {
        var result: [Statement] = []
        skipNewlines()
        while current.kind != .end {
            try poll()
            let statement = try statement()
            guard atStatementEnd else { throw notAStatement(statement) ?? unexpected("the end of the statement") }
            result.append(statement)
            skipNewlines()
        }
        return result
    }
}
