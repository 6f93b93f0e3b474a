/// The truth of a condition for every row of a table, in Kleene's three-valued logic so that
/// a missing cell never matches (LANGUAGE.md v2, `where:`): a comparison with a missing cell
/// is unknown, `not unknown` stays unknown, `false and unknown` is false, `true or unknown`
/// is true — SQL's rule. Only rows whose condition is `true` are kept.
struct Condition {
    /// Per row: 1 true, 0 unknown, -1 false (so `and` is min, `or` is max, `not` negates).
    var truth: [Int8]

    static let isTrue: Int8 = 1, unknown: Int8 = 0, isFalse: Int8 = -1

    init(truth: [Int8]) { self.truth = truth }

    /// The same truth for `count` rows (a comparison of two constants).
    init(repeating value: Int8, count: Int) { truth = Array(repeating: value, count: count) }

    func and(_ other: Condition) -> Condition {
        Condition(truth: zip(truth, other.truth).map { Swift.min($0, $1) })
    }

    func or(_ other: Condition) -> Condition {
        Condition(truth: zip(truth, other.truth).map { Swift.max($0, $1) })
    }

    var negated: Condition { Condition(truth: truth.map { -$0 }) }

    /// The rows to keep.
    var mask: [Bool] { truth.map { $0 == Condition.isTrue } }

    /// The truth of `lhs op rhs` for present cells, `unknown` where either is missing.
    static func compare<T: Comparable>(_ lhs: some Sequence<T?>, _ rhs: some Sequence<T?>,
                                       _ op: ComparisonOperator) -> Condition {
        Condition(truth: zip(lhs, rhs).map { a, b in
            guard let a, let b else { return unknown }
            return holds(a, b, op) ? isTrue : isFalse
        })
    }

    /// `lhs op rhs` over number or date cells' values (`NumberCells.values`, or a constant
    /// repeated), a NaN being a missing cell.
    static func compare(_ lhs: some Sequence<Double>, _ rhs: some Sequence<Double>,
                        _ op: ComparisonOperator) -> Condition {
        Condition(truth: zip(lhs, rhs).map { a, b in
            a.isNaN || b.isNaN ? unknown : holds(a, b, op) ? isTrue : isFalse
        })
    }

    /// A text column against a string: each distinct text compared once, then looked up by
    /// each row's code.
    static func compare(_ lhs: TextCells, _ op: ComparisonOperator, _ rhs: String) -> Condition {
        byLabel(lhs) { holds($0, rhs, op) }
    }

    /// A string against a text column (`"Adelie" == species`).
    static func compare(_ lhs: String, _ op: ComparisonOperator, _ rhs: TextCells) -> Condition {
        byLabel(rhs) { holds(lhs, $0, op) }
    }

    private static func byLabel(_ cells: TextCells, _ test: (String) -> Bool) -> Condition {
        let truthOfLabel = cells.labels.map { test($0) ? isTrue : isFalse }
        return Condition(truth: cells.codes.map { $0 < 0 ? unknown : truthOfLabel[Int($0)] })
    }

    static func holds<T: Comparable>(_ a: T, _ b: T, _ op: ComparisonOperator) -> Bool {
        switch op {
        case .equal: a == b
        case .notEqual: a != b
        case .less: a < b
        case .lessOrEqual: a <= b
        case .greater: a > b
        case .greaterOrEqual: a >= b
        }
    }

    /// A condition written back as source text (`h.where` reads it): infix, with parentheses
    /// only where precedence needs them. Chains (`a and b and …`, `1 + 2 + …`) are walked
    /// down their left spine in a loop, so a 20,000-term condition needs no deep stack.
    static func text(_ expr: Expr) -> String {
        text(expr, level: 0)
    }

    /// `level`: 0 or, 1 and, 2 not, 3 comparison, 4 + -, 5 * /, 6 operand.
    private static func level(_ expr: Expr) -> Int {
        switch expr {
        case .logical(let op, _, _, _): op == .or ? 0 : 1
        case .not: 2
        case .comparison: 3
        case .binary(let op, _, _, _): op == .add || op == .subtract ? 4 : 5
        default: 6
        }
    }

    private static func text(_ expr: Expr, level outer: Int) -> String {
        let own = level(expr)
        var written: String
        switch expr {
        case .logical, .binary:
            var steps: [(String, Expr)] = []
            var leftmost = expr
            while level(leftmost) == own {
                if case .logical(let op, let lhs, let rhs, _) = leftmost {
                    steps.append((op.rawValue, rhs))
                    leftmost = lhs
                } else if case .binary(let op, let lhs, let rhs, _) = leftmost {
                    steps.append((op.rawValue, rhs))
                    leftmost = lhs
                } else {
                    break
                }
            }
            written = text(leftmost, level: own)
            for (op, rhs) in steps.reversed() { written += " \(op) " + text(rhs, level: own + 1) }
        case .not(let operand, _):
            written = "not " + text(operand, level: 2)
        case .comparison(let op, let lhs, let rhs, _):
            written = "\(text(lhs, level: 4)) \(op.rawValue) \(text(rhs, level: 4))"
        case .negate(let operand, _):
            written = "-" + text(operand, level: 6)
        case .string(let value, _):
            // scalar by scalar, as the lexer reads string literals back
            written = "\""
            for scalar in value.unicodeScalars {
                switch scalar {
                case "\\": written += "\\\\"
                case "\"": written += "\\\""
                case "\n": written += "\\n"
                default: written.unicodeScalars.append(scalar)
                }
            }
            written += "\""
        default:
            written = expr.dump
        }
        return own < outer ? "(" + written + ")" : written
    }
}
