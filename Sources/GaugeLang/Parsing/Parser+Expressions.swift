/// Expressions: ranges, `+ - * /` with the usual precedence, unary minus, literals, names,
/// `NAME[LABEL]`, `NAME.KEY` and calls.
extension Parser {
    mutating func expression() throws(Failure) -> Expr {
        try nest()
        defer { depth -= 1 }
        let lower = try additive()
        guard current.kind == .ellipsis else { return lower }
        let at = current.position
        advance()
        return .range(lower, try additive(), at)
    }

    mutating func additive() throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        var lhs = try multiplicative()
        while true {
            let op: BinaryOperator
            switch current.kind {
            case .plus: op = .add
            case .minus: op = .subtract
            default: return lhs
            }
            let at = current.position
            try nest() // each operator puts the chain so far one level deeper
            advance()
            lhs = .binary(op, lhs, try multiplicative(), at)
        }
    }

    mutating func multiplicative() throws(Failure) -> Expr {
        let outer = depth
        defer { depth = outer }
        var lhs = try unary()
        while true {
            let op: BinaryOperator
            switch current.kind {
            case .star: op = .multiply
            case .slash: op = .divide
            default: return lhs
            }
            let at = current.position
            try nest()
            advance()
            lhs = .binary(op, lhs, try unary(), at)
        }
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
                try expect(.rightBracket, "\"]\"")
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
            advance()
            return .call(name, try arguments(), at)
        case .identifier(let name):
            advance()
            guard current.kind == .leftParen else { return .name(name, at) }
            advance()
            return .call(name, try arguments(), at)
        case .leftParen:
            advance()
            let inner = try expression()
            try expect(.rightParen, "\")\"")
            return inner
        case .leftBracket:
            advance()
            return try collection(at)
        default:
            throw unexpected("a value")
        }
    }

    /// The arguments of a call, after its `(`: `f(1, seed: 2)`.
    mutating func arguments() throws(Failure) -> [Argument] {
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
        try expect(.rightParen, "\",\" or \")\"")
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
            try expect(.rightBracket, "\",\" or \"]\"")
            return .record(entries, at)
        }
        var items = [first]
        while current.kind == .comma {
            try poll()
            advance()
            if current.kind == .rightBracket { break }
            items.append(try expression())
        }
        try expect(.rightBracket, "\",\" or \"]\"")
        return .list(items, at)
    }
}
