import GaugeRender

/// Expression evaluation: literals, names, arithmetic, `NAME[LABEL]`, `NAME.KEY`.
extension Evaluator {
    func evaluate(_ expr: Expr) throws(Failure) -> Value {
        switch expr {
        case .number(let value, _):
            return .number(value)
        case .string(let text, _):
            return .string(text)
        case .name(let name, let at):
            return try lookup(name, at: at)
        case .dotName(let name, let at):
            if let color = NamedColors.color(named: name) { return .color(color) }
            throw Failure(.valueError, "unknown color \".\(name)\"", at: at,
                          suggestion: Suggestion.hint(for: name, among: NamedColors.names,
                                                      kind: "colors"))
        case .hexColor(let hex, let at):
            guard let color = NamedColors.color(hex: hex) else {
                throw Failure(.valueError, "#\(hex) is not a color", at: at)
            }
            return .color(color)
        case .size(let width, let height, let at):
            guard width > 0, height > 0, width <= 10_000, height <= 10_000 else {
                throw Failure(.valueError, "a size must be between 1x1 and 10000x10000 points",
                              at: at)
            }
            return .size(Size(width: width, height: height))
        case .list(let items, _):
            var numbers: [Double] = []
            numbers.reserveCapacity(items.count)
            for (i, item) in items.enumerated() {
                try poll(i, at: item.position)
                numbers.append(try number(item, "a list item"))
            }
            return .list(numbers)
        case .record(let entries, _):
            var record = Record()
            for (i, entry) in entries.enumerated() {
                try poll(i, at: entry.key.position)
                let label = try string(entry.key, "a record label")
                if record[label] != nil {
                    throw Failure(.valueError, "the label \"\(label)\" appears twice",
                                  at: entry.key.position)
                }
                record[label] = try number(entry.value, "the value of \"\(label)\"")
            }
            return .record(record)
        case .range(let lower, let upper, let at):
            let lo = try number(lower, "a range's lower bound")
            let hi = try number(upper, "a range's upper bound")
            guard lo < hi else {
                throw Failure(.valueError, "a range needs lower < upper, got \(NumberFormat.plain(lo))...\(NumberFormat.plain(hi))",
                              at: at)
            }
            return .range(lo...hi)
        case .subscripted(let base, let label, let at):
            return .number(try entry(base, label, at: at))
        case .member(let base, let key, let at):
            return try member(base, key, at: at)
        case .call(let name, let arguments, let at):
            return try call(name, arguments, at: at)
        case .negate(let operand, _):
            return .number(-(try number(operand, "the operand of -")))
        case .binary:
            return .number(try chain(expr))
        case .comparison(_, _, _, let at), .logical(_, _, _, let at), .not(_, let at):
            // no true/false values: a condition only means something row by row
            throw Failure(.typeError, "a condition (\(Condition.text(expr))) is not a value here",
                          at: at, suggestion: "Use it to keep rows: chart … where: CONDITION, or filter(TABLE, CONDITION).")
        }
    }

    /// A chain of `+ - * /` (`1 + 1 + … + 1`) is a left-deep tree as deep as it is long, so it
    /// is walked down its left spine and folded in a loop: a 10,000-term sum needs no stack.
    /// - Throws: TypeError for a non-number operand, ValueError for division by zero or an
    ///   overflow.
    private func chain(_ expr: Expr) throws(Failure) -> Double {
        var steps: [(BinaryOperator, Expr, SourcePosition)] = []
        var leftmost = expr
        while case .binary(let op, let lhs, let rhs, let at) = leftmost {
            steps.append((op, rhs, at))
            leftmost = lhs
        }
        var value = try number(leftmost, "the left side of \(steps.last?.0.rawValue ?? "+")")
        for (index, (op, rhs, at)) in steps.reversed().enumerated() {
            try poll(index, at: at)
            let b = try number(rhs, "the right side of \(op.rawValue)")
            switch op {
            case .add: value += b
            case .subtract: value -= b
            case .multiply: value *= b
            case .divide:
                guard b != 0 else { throw Failure(.valueError, "division by zero", at: at) }
                value /= b
            }
            guard value.isFinite else {
                throw Failure(.valueError, "the result is too large for a number", at: at)
            }
        }
        return value
    }

    /// Every `ChartData.pollInterval` steps of a long loop, stops if the cell was interrupted.
    /// - Throws: KeyboardInterrupt.
    func poll(_ step: Int, at position: SourcePosition) throws(Failure) {
        if step % ChartData.pollInterval == ChartData.pollInterval - 1, output.isInterrupted {
            throw ChartData.interrupted(at: position)
        }
    }

    func lookup(_ name: String, at position: SourcePosition) throws(Failure) -> Value {
        switch state[name] {
        case .data(let value):
            return value
        case .gauge, .chart:
            throw Failure(.typeError, "\"\(name)\" is \(state[name]?.kindName ?? "an object"), not a value",
                          at: position, suggestion: "Use an option, e.g. \(name).value, or show \(name).")
        case nil:
            if Vocabulary.notNumbers.contains(name) {
                throw Failure(.valueError, "NaN and infinities are not numbers here", at: position)
            }
            if let color = NamedColors.color(named: name) { return .color(color) }
            throw unknownName(name, at: position)
        }
    }

    func unknownOption(_ key: String, _ known: [String], at position: SourcePosition) -> Failure {
        Failure(.typeError, "unknown option \"\(key)\"", at: position,
                suggestion: Suggestion.hint(for: key, among: known, kind: "options"))
    }

    /// A finite number, or a TypeError saying what `what` should have been.
    func number(_ expr: Expr, _ what: String) throws(Failure) -> Double {
        let value = try evaluate(expr)
        guard case .number(let number) = value else {
            var hint = what.hasSuffix(":") ? HelpCatalog.options[String(what.dropLast())].map { "Usage: " + $0 } : nil
            if case .string(let text) = value, let written = Double(text), written.isFinite {
                hint = "\(what) takes a number: write \(text) without quotes."
            }
            throw Failure(.typeError, "\(what) must be a number, not \(value.typeName)",
                          at: expr.position, suggestion: hint)
        }
        return number
    }

    func string(_ expr: Expr, _ what: String) throws(Failure) -> String {
        let value = try evaluate(expr)
        guard case .string(let text) = value else {
            throw Failure(.typeError, "\(what) must be a string in quotes, not \(value.typeName)",
                          at: expr.position)
        }
        return text
    }
}
