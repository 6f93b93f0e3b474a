/// Statement forms: keyword statements, assignments and bare expressions.
extension Parser {
    mutating func statement() throws(Failure) -> Statement {
        let start = current.position
        guard case .identifier(let head) = current.kind, Parser.keywords.contains(head) else {
            return try assignmentOrExpression()
        }
        advance()
        func make(_ kind: Statement.Kind, _ namePosition: SourcePosition? = nil) -> Statement {
            Statement(kind: kind, position: start, namePosition: namePosition ?? start)
        }
        switch head {
        case "let":
            let (name, at) = try identifier("a name after let")
            if Parser.keywords.contains(name) {
                throw .syntax("\"\(name)\" is a statement word and cannot be a name", at: at)
            }
            try expect(.equals, "\"=\" after let \(name)")
            return make(.bind(name: name, value: try expression()), at)
        case "gauge":
            let (name, at) = try identifier("a gauge name after gauge")
            return make(.gauge(name: name, options: try options()), at)
        case "chart":
            let (name, at) = try identifier("a chart name after chart")
            var mark: String?
            var markPosition: SourcePosition?
            if case .identifier(let word) = current.kind, peek().kind != .colon {
                mark = word
                markPosition = current.position
                advance()
            }
            return make(.chart(name: name, mark: mark, markPosition: markPosition,
                               options: try options()), at)
        case "layer":
            let (name, at) = try identifier("a chart name after layer")
            let (mark, markAt) = try identifier("a mark after layer \(name), such as rule")
            return make(.layer(chart: name, mark: mark, markPosition: markAt,
                               options: try options()), at)
        case "select":
            let (name, at) = try identifier("a chart name after select")
            if case .identifier("none") = current.kind {
                advance()
                return make(.select(name: name, target: .none), at)
            }
            if case .identifier("angle") = current.kind, peek().kind == .colon {
                advance()
                advance()
                return make(.select(name: name, target: .angle(try expression())), at)
            }
            if atStatementEnd { throw unexpected("angle: V, a \"label\" or none after select \(name)") }
            return make(.select(name: name, target: .label(try expression())), at)
        case "animation":
            if atStatementEnd { throw unexpected("a curve such as easeInOut(1) after animation") }
            return make(.animation(try expression()))
        case "show":
            var names = [try identifier("a name after show")]
            while current.kind == .comma {
                advance()
                names.append(try identifier("a name after \",\""))
            }
            if case .identifier("interactive") = current.kind { return try interactive(names, start: start) }
            var live = false
            if case .identifier("live") = current.kind {
                advance()
                live = true
            }
            return make(.show(names: names, live: live), names[0].1)
        case "print":
            return make(.print(try expression()))
        case "wait":
            if atStatementEnd { throw unexpected("a duration such as 1s after wait") }
            return make(.wait(try expression()))
        case "describe":
            let (name, at) = try identifier("a name after describe")
            return make(.describe(name), at)
        case "delete":
            let (name, at) = try identifier("a name after delete")
            if current.kind == .dot, !current.spaceBefore, case .identifier("layers") = peek().kind {
                advance()
                advance()
                return make(.deleteLayers(name), at)
            }
            return make(.delete(name), at)
        case "slider":
            return try slider(start: start)
        case "list":
            return make(.list)
        case "reset":
            return make(.reset)
        case "exit", "quit":
            return make(.exit)
        default:
            if atStatementEnd { return make(.help(nil)) }
            let at = current.position
            switch current.kind {
            case .identifier(let topic), .string(let topic):
                advance()
                return make(.help(topic), at)
            default:
                throw unexpected("a topic after help")
            }
        }
    }

    /// `NAME[LABEL] = N`, `NAME.KEY = V`, or a bare expression.
    mutating func assignmentOrExpression() throws(Failure) -> Statement {
        let start = current.position
        let expr = try expression()
        guard current.kind == .equals else {
            return Statement(kind: .expression(expr), position: start, namePosition: start)
        }
        let equalsPosition = current.position
        advance()
        switch expr {
        case .subscripted(.name(let name, let at), let label, _):
            return Statement(kind: .setEntry(name: name, label: label, value: try expression()),
                             position: start, namePosition: at)
        case .member(.name(let name, let at), let key, let keyAt):
            return Statement(kind: .setOption(name: name, key: key, keyPosition: keyAt,
                                              value: try expression()),
                             position: start, namePosition: at)
        case .name(let name, _):
            throw Failure(.syntaxError, "to bind a name write let \(name) = …", at: start,
                          suggestion: "let \(name) = …")
        default:
            throw .syntax("only NAME[LABEL] or NAME.OPTION can be assigned", at: equalsPosition)
        }
    }

    /// `key: value` pairs up to the end of the statement (commas between them are allowed).
    mutating func options() throws(Failure) -> [OptionItem] {
        var items: [OptionItem] = []
        while !atStatementEnd {
            let (key, at) = try identifier("an option such as value:")
            try expect(.colon, "\":\" after \(key)")
            if atStatementEnd { throw unexpected("a value for \(key):") }
            items.append(OptionItem(key: key, keyPosition: at, value: try expression()))
            if current.kind == .comma { advance() }
        }
        return items
    }
}
