import GaugeRender

/// Conditions over a table (`where:`, `filter(T, CONDITION)`; LANGUAGE.md v2): a bare name
/// is a column of the table (it shadows a session name; a name that is no column may still
/// be a session number or string), other operands are evaluated once as constants. Each
/// comparison is one pass over its columns into a truth per row (`Condition`), never the
/// expression interpreted once per row.
extension Evaluator {
    /// One side of a comparison: a column's cells (`what` names it for errors) or a constant.
    enum Operand {
        case numbers(NumberCells, what: String)
        case dates(NumberCells, what: String)
        case strings(TextCells, what: String)
        case number(Double)
        case string(String)
    }

    /// `filter(T, CONDITION)`: the rows of `table` where `condition` is true.
    /// - Throws: see `truth(of:in:)`.
    func filter(_ table: Table, _ condition: Expr) throws(Failure) -> Table {
        table.filtered(try truth(of: condition, in: table).mask)
    }

    /// The truth of `condition` for every row of `table`. `and`/`or` chains are folded in a
    /// loop down their left spine (a 20,000-term condition needs no deep stack).
    /// - Throws: NameError for a column the table lacks (with "Did you mean"), TypeError for
    ///   a comparison of text with a number (or dates with a number) or an operand that is
    ///   not a condition, ValueError for a string that is not a date compared with a date
    ///   column, KeyboardInterrupt.
    func truth(of condition: Expr, in table: Table) throws(Failure) -> Condition {
        switch condition {
        case .logical(let first, _, _, _):
            var steps: [(LogicalOperator, Expr)] = []
            var leftmost = condition
            while case .logical(let op, let lhs, let rhs, _) = leftmost, op == first {
                steps.append((op, rhs))
                leftmost = lhs
            }
            var result = try truth(of: leftmost, in: table)
            for (index, (op, rhs)) in steps.reversed().enumerated() {
                try poll(index, at: rhs.position)
                let next = try truth(of: rhs, in: table)
                result = op == .and ? result.and(next) : result.or(next)
            }
            return result
        case .not(let operand, _):
            return try truth(of: operand, in: table).negated
        case .comparison(let op, let lhs, let rhs, let at):
            if output.isInterrupted { throw ChartData.interrupted(at: at) }
            return try compare(try operand(lhs, in: table), op, try operand(rhs, in: table),
                               rows: table.rowCount, at: at)
        default:
            let written = Condition.text(condition)
            throw Failure(.typeError, "\(written) is not a condition", at: condition.position,
                          suggestion: "A condition compares: species == \"Adelie\", body_mass_g > 4000, "
                            + "joined with and, or, not.")
        }
    }

    /// A comparison's side: a column, a constant, or arithmetic over number columns.
    func operand(_ expr: Expr, in table: Table) throws(Failure) -> Operand {
        switch expr {
        case .name(let name, let at):
            if let column = table.columns.first(where: { $0.name == name }) {
                switch column.values {
                case .numbers(let cells): return .numbers(cells, what: "the column \"\(name)\"")
                case .dates(let cells): return .dates(cells, what: "the column \"\(name)\"")
                case .strings(let cells): return .strings(cells, what: "the column \"\(name)\"")
                }
            }
            if case .data(let value)? = state[name] {
                if case .number(let number) = value { return .number(number) }
                if case .string(let text) = value { return .string(text) }
            }
            _ = try TableAccess.column(table, name, at: at)
            throw unknownName(name, at: at)
        case .number(let value, _): return .number(value)
        case .string(let text, _): return .string(text)
        case .negate(let inner, let at):
            switch try operand(inner, in: table) {
            case .number(let value): return .number(-value)
            case .numbers(let cells, let what): return .numbers(cells.mapPresent { -$0 }, what: "-(\(what))")
            default: throw notNumber("the operand of -", at: at)
            }
        case .binary(let op, let lhs, let rhs, let at):
            let a = try operand(lhs, in: table), b = try operand(rhs, in: table)
            return try arithmetic(a, op, b, rows: table.rowCount, at: at)
        case .comparison(_, _, _, let at), .logical(_, _, _, let at), .not(_, let at):
            throw Failure(.typeError, "a condition cannot be compared", at: at,
                          suggestion: "Join conditions with and / or: a > 1 and b < 2.")
        default:
            switch try evaluate(expr) {
            case .number(let value): return .number(value)
            case .string(let text): return .string(text)
            case let other:
                throw Failure(.typeError, "a condition compares numbers, text and dates, not \(other.typeName)",
                              at: expr.position)
            }
        }
    }

    func notNumber(_ what: String, at position: SourcePosition) -> Failure {
        Failure(.typeError, "\(what) must be a number or a number column", at: position)
    }

    /// `a + b` … per row; a row whose result is not finite (division by zero) is missing.
    func arithmetic(_ a: Operand, _ op: BinaryOperator, _ b: Operand, rows: Int,
                    at position: SourcePosition) throws(Failure) -> Operand {
        func cells(_ operand: Operand, _ side: String) throws(Failure) -> NumberCells? {
            switch operand {
            case .number: return nil
            case .numbers(let cells, _): return cells
            case .strings(_, let what), .dates(_, let what):
                throw Failure(.typeError, "\(op.rawValue) needs numbers, but \(what) holds \(side)",
                              at: position)
            case .string(let text):
                throw Failure(.typeError, "\(op.rawValue) needs numbers, not the string \"\(text)\"", at: position)
            }
        }
        // a missing cell is NaN and stays NaN; NumberCells(values:) makes non-finite missing
        func apply(_ x: Double, _ y: Double) -> Double {
            switch op {
            case .add: x + y
            case .subtract: x - y
            case .multiply: x * y
            case .divide: x / y
            }
        }
        let left = try cells(a, Evaluator.holds(a)), right = try cells(b, Evaluator.holds(b))
        switch (a, b, left, right) {
        case (.number(let x), .number(let y), _, _):
            let value = apply(x, y)
            guard value.isFinite else {
                throw Failure(.valueError, op == .divide && y == 0 ? "division by zero" : "the result is too large for a number",
                              at: position)
            }
            return .number(value)
        case (.number(let x), _, nil, let right?):
            return .numbers(NumberCells(values: right.values.map { apply(x, $0) }), what: "a computed value")
        case (_, .number(let y), let left?, nil):
            return .numbers(NumberCells(values: left.values.map { apply($0, y) }), what: "a computed value")
        case (_, _, let left?, let right?):
            return .numbers(NumberCells(values: zip(left.values, right.values).map(apply)), what: "a computed value")
        default:
            throw notNumber("a side of \(op.rawValue)", at: position)
        }
    }

    static func holds(_ operand: Operand) -> String {
        switch operand {
        case .numbers, .number: "numbers"
        case .dates: "dates"
        case .strings, .string: "text"
        }
    }

    /// `lhs op rhs` per row. Numbers compare with numbers, text with strings, dates with
    /// dates or ISO date strings (`"2012-06-01"`, read as that day's midnight UTC).
    func compare(_ lhs: Operand, _ op: ComparisonOperator, _ rhs: Operand, rows: Int,
                 at position: SourcePosition) throws(Failure) -> Condition {
        func broadcast(_ value: Double) -> Repeated<Double> { repeatElement(value, count: rows) }
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            return Condition(repeating: Condition.holds(a, b, op) ? Condition.isTrue : Condition.isFalse, count: rows)
        case (.string(let a), .string(let b)):
            return Condition(repeating: Condition.holds(a, b, op) ? Condition.isTrue : Condition.isFalse, count: rows)
        case (.numbers(let a, _), .numbers(let b, _)): return Condition.compare(a.values, b.values, op)
        case (.numbers(let a, _), .number(let b)): return Condition.compare(a.values, broadcast(b), op)
        case (.number(let a), .numbers(let b, _)): return Condition.compare(broadcast(a), b.values, op)
        case (.strings(let a, _), .strings(let b, _)): return Condition.compare(a, b, op)
        case (.strings(let a, _), .string(let b)): return Condition.compare(a, op, b)
        case (.string(let a), .strings(let b, _)): return Condition.compare(a, op, b)
        case (.dates(let a, _), .dates(let b, _)): return Condition.compare(a.values, b.values, op)
        case (.dates(let a, _), .string(let b)):
            return Condition.compare(a.values, broadcast(try date(b, at: position)), op)
        case (.string(let a), .dates(let b, _)):
            return Condition.compare(broadcast(try date(a, at: position)), b.values, op)
        default:
            throw mismatch(lhs, op, rhs, at: position)
        }
    }

    /// An ISO date string compared with a date column.
    /// - Throws: ValueError when `text` is not such a date.
    func date(_ text: String, at position: SourcePosition) throws(Failure) -> Double {
        let bytes = Array(text.utf8)
        if let seconds = bytes.withUnsafeBufferPointer({ CSVCellParser.date($0) }) { return seconds }
        throw Failure(.valueError, "\"\(text)\" is not a date", at: position,
                      suggestion: "Compare a date column with an ISO date such as \"2012-06-01\".")
    }

    /// The TypeError for comparing different kinds, naming the column and what fits it.
    func mismatch(_ lhs: Operand, _ op: ComparisonOperator, _ rhs: Operand,
                  at position: SourcePosition) -> Failure {
        func described(_ operand: Operand) -> String {
            switch operand {
            case .numbers(_, let what), .dates(_, let what), .strings(_, let what):
                return "\(what) (\(Evaluator.holds(operand)))"
            case .number(let value): return "the number \(NumberFormat.plain(value))"
            case .string(let text): return "the string \"\(text)\""
            }
        }
        var hint: String
        switch (lhs, rhs) {
        case (.numbers, .string(let text)), (.string(let text), .numbers):
            hint = Double(text) != nil ? "Write \(text) without quotes to compare numbers."
                : "A number column compares with a number, e.g. body_mass_g > 4000."
        case (.strings, .number(let value)), (.number(let value), .strings):
            hint = "A text column compares with a string in quotes, e.g. \"\(NumberFormat.plain(value))\"."
        case (.dates, _), (_, .dates):
            hint = "A date column compares with an ISO date in quotes, e.g. date >= \"2012-06-01\"."
        default:
            hint = "Compare numbers with numbers, text with strings in quotes, dates with \"2012-06-01\"."
        }
        return Failure(.typeError, "cannot compare \(described(lhs)) \(op.rawValue) \(described(rhs))",
                       at: position, suggestion: hint)
    }
}
