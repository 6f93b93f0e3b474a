/// Expressions: ranges, conditions (Parser+Conditions.swift), `+ - * /` with the usual
/// precedence, unary minus, literals, names, `NAME[LABEL]`, `NAME.KEY` and calls.
extension Parser {
    mutating func expression() throws(Failure) -> Expr {
        try nest()
        defer { depth -= 1 }
        let lower = try disjunction()
        guard current.kind == .ellipsis else { return lower }
        let at = current.position
        advance()
        return .range(lower, try disjunction(), at)
    }

    mutating func additive() throws(Failure) -> Expr {
        try chain(of: { (parser: inout Parser) throws(Failure) -> Expr in try parser.multiplicative() }) {
            switch $0 {
            case .plus: return .add
            case .minus: return .subtract
            default: return nil
            }
        }
    }

    mutating func multiplicative() throws(Failure) -> Expr {
        try chain(of: { (parser: inout Parser) throws(Failure) -> Expr in try parser.unary() }) {
            switch $0 {
            case .star: return .multiply
            case .slash: return .divide
            default: return nil
            }
        }
    }

    /// A left-associative chain `a op b op c` of one precedence level, folded in a loop (not
    /// nested) so a long chain cannot exhaust the stack; `op` names the level's operators.
    mutating func chain(of operand: (inout Parser) throws(Failure) -> Expr,
                        _ op: (TokenKind) -> BinaryOperator?) throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        var lhs = try operand(&self)
        var operators = 0
        while let op = op(current.kind) {
            let at = current.position
            try lengthen(&operators, at: at)
            advance()
            lhs = .binary(op, lhs, try operand(&self), at)
        }
        return lhs
    }

    mutating func unary() throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        if current.kind == .minus || current.kind == .plus { try nest() }
        if current.kind == .minus {
            let at = current.position
            advance()
            let operand = try unary()
            if case .number(let value, _) = operand { return .number(-value, at) }
            return .negate(operand, at)
        }
        if current.kind == .plus {
            advance()
            return try unary()
        }
        return try postfix()
    }

    mutating func postfix() throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        var expr = try primary()
        while true {
            if (current.kind == .leftBracket || current.kind == .dot), !current.spaceBefore {
                try nest()
            }
            if current.kind == .leftBracket, !current.spaceBefore {
                let at = current.position
                advance()
                let label = try expression()
                try close(.rightBracket, "\"]\"", opened: at)
                expr = .subscripted(expr, label, at)
            } else if current.kind == .dot, !current.spaceBefore,
                      case .identifier(let key) = peek().kind {
                advance()
                expr = .member(expr, key, current.position)
                advance()
            } else {
                return expr
            }
        }
    }

    mutating func primary() throws(Failure) -> Expr {
        let token = current
        let at = token.position
        switch token.kind {
        case .number(let value):
            advance()
            return .number(value, at)
        case .string(let text):
            advance()
            return .string(text, at)
        case .hexColor(let hex):
            advance()
            return .hexColor(hex, at)
        case .size(let w, let h):
            advance()
            return .size(w, h, at)
        case .dot:
            advance()
            let (name, _) = try identifier("a name after \".\"")
            guard current.kind == .leftParen else { return .dotName(name, at) }
            let open = current.position
            advance()
            return .call(name, try arguments(opened: open), at)
        case .identifier(let name):
            advance()
            guard current.kind == .leftParen else { return .name(name, at) }
            let open = current.position
            advance()
            return .call(name, try arguments(opened: open), at)
        case .leftParen:
            advance()
            let inner = try expression()
            try close(.rightParen, "\")\"", opened: at)
            return inner
        case .leftBracket:
            advance()
            return try collection(at)
        default:
            throw unexpected("a value")
        }
    }

    /// The arguments of a call, after its `(`: `f(1, seed: 2)`.
    mutating func arguments(opened open: SourcePosition) throws(Failure) -> [Argument] {
        var result: [Argument] = []
        while current.kind != .rightParen {
            let at = current.position
            var label: String?
            if case .identifier(let word) = current.kind, peek().kind == .colon {
                label = word
                advance()
                advance()
            }
            result.append(Argument(label: label, value: try expression(), position: at))
            guard current.kind == .comma else { break }
            advance()
        }
        try close(.rightParen, "\",\" or \")\"", opened: open)
        return result
    }

    /// A list `[1, 2]` or an ordered record `["a": 1]` (`[]` and `[:]` are empty), after `[`.
    mutating func collection(_ at: SourcePosition) throws(Failure) -> Expr {
        if current.kind == .rightBracket {
            advance()
            return .list([], at)
        }
        if current.kind == .colon, peek().kind == .rightBracket {
            advance()
            advance()
            return .record([], at)
        }
        let first = try expression()
        if current.kind == .colon {
            advance()
            var entries = [(key: first, value: try expression())]
            while current.kind == .comma {
                try poll()
                advance()
                if current.kind == .rightBracket { break }
                let key = try expression()
                try expect(.colon, "\":\" in a record")
                entries.append((key: key, value: try expression()))
            }
            try close(.rightBracket, "\",\" or \"]\"", opened: at)
            return .record(entries, at)
        }
        var items = [first]
        while current.kind == .comma {
            try poll()
            advance()
            if current.kind == .rightBracket { break }
            items.append(try expression())
        }
        try close(.rightBracket, "\",\" or \"]\"", opened: at)
        return .list(items, at)
    }

    /// Expects the bracket that closes one opened at `open`; at the end of the statement the
    /// error says which bracket was left open (the line it points at may be far below it).
    mutating func close(_ kind: TokenKind, _ what: String, opened open: SourcePosition) throws(Failure) {
        guard current.kind != kind else { return advance() }
        var failure = unexpected(what)
        if atStatementEnd {
            let bracket = kind == .rightParen ? "(" : "["
            failure.suggestion = "The \"\(bracket)\" opened at line \(open.line), column \(open.column) is never closed."
        }
        throw failure
    }
}
