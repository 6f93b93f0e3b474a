/// Conditions (LANGUAGE.md v2, `where:` and `filter`): `or` binds loosest, then `and`, then
/// `not`, then one comparison `== != < <= > >=` between two arithmetic expressions — the
/// precedence of Swift's `||`, `&&`, `!` and comparisons. `and`, `or` and `not` are words
/// only where an operator can stand, so a column or option named `not` still reads as a name
/// elsewhere.
extension Parser {
    mutating func disjunction() throws(Failure) -> Expr {
        let first = try conjunction()
        // most expressions hold no condition: return before any loop state is set up
        guard isWord("or") else { return first }
        return try logicalChain(.or, first)
    }

    mutating func conjunction() throws(Failure) -> Expr {
        let first = try negation()
        guard isWord("and") else { return first }
        return try logicalChain(.and, first)
    }

    /// `first and b and c`, folded in a loop like `chain` so a long condition needs no stack.
    mutating func logicalChain(_ op: LogicalOperator, _ first: Expr) throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        var lhs = first
        var operators = 0
        while isWord(op.rawValue) {
            let at = current.position
            try lengthen(&operators, at: at)
            advance()
            lhs = .logical(op, lhs, op == .or ? try conjunction() : try negation(), at)
        }
        return lhs
    }

    mutating func negation() throws(Failure) -> Expr {
        guard isWord("not"), startsOperand(peek()) else { return try comparison() }
        let outer = depth
        defer { depth = outer }
        try nest()
        let at = current.position
        advance()
        return .not(try negation(), at)
    }

    /// One comparison; `a < b < c` is a SyntaxError, as in Swift.
    mutating func comparison() throws(Failure) -> Expr {
        let lhs = try additive()
        guard case .comparison(let op) = current.kind else { return lhs }
        let at = current.position
        advance()
        let rhs = try additive()
        if case .comparison(let next) = current.kind {
            throw Failure(.syntaxError, "comparisons do not chain: \(op.rawValue) is followed by \(next.rawValue)",
                          at: current.position, suggestion: "Join two comparisons with and: a < b and b < c.")
        }
        return .comparison(op, lhs, rhs, at)
    }

    /// The current token is the word `word` used as an operator (not an option key `word:`).
    func isWord(_ word: String) -> Bool {
        guard case .identifier(word) = current.kind else { return false }
        return peek().kind != .colon
    }

    /// Whether `token` can begin an operand, so `not` before it is the operator.
    func startsOperand(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .number, .string, .leftParen, .leftBracket, .minus, .plus, .dot,
             .hexColor, .size:
            return true
        default:
            return false
        }
    }
}
