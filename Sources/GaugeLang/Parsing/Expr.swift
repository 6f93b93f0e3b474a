/// An expression of the gauge language, with the position it starts at.
indirect enum Expr: Sendable, Hashable {
    case number(Double, SourcePosition)
    case string(String, SourcePosition)
    /// A name: a binding, a colour, a style or another word an option knows.
    case name(String, SourcePosition)
    /// `.green`, `.accessoryCircular`: a word, never a binding.
    case dotName(String, SourcePosition)
    case hexColor(String, SourcePosition)
    case size(Double, Double, SourcePosition)
    case list([Expr], SourcePosition)
    /// `["a": 1, "b": 2]`, entries in the order written; `[:]` is the empty record.
    case record([(key: Expr, value: Expr)], SourcePosition)
    case range(Expr, Expr, SourcePosition)
    /// `NAME[LABEL]`.
    case subscripted(Expr, Expr, SourcePosition)
    /// `NAME.KEY`: an option of a gauge or chart.
    case member(Expr, String, SourcePosition)
    case call(String, [Argument], SourcePosition)
    case negate(Expr, SourcePosition)
    case binary(BinaryOperator, Expr, Expr, SourcePosition)
    /// `a == b`, `a < b` …: a condition, true or false per row of a table.
    case comparison(ComparisonOperator, Expr, Expr, SourcePosition)
    /// `a and b`, `a or b` between conditions.
    case logical(LogicalOperator, Expr, Expr, SourcePosition)
    /// `not a`.
    case not(Expr, SourcePosition)

    var position: SourcePosition {
        switch self {
        case .number(_, let p), .string(_, let p), .name(_, let p), .dotName(_, let p),
             .hexColor(_, let p), .size(_, _, let p), .list(_, let p), .record(_, let p),
             .range(_, _, let p), .subscripted(_, _, let p), .member(_, _, let p),
             .call(_, _, let p), .negate(_, let p), .binary(_, _, _, let p),
             .comparison(_, _, _, let p), .logical(_, _, _, let p), .not(_, let p):
            return p
        }
    }

    // Records hold tuples, so equality cannot be synthesised; two expressions are equal when
    // they read the same (positions are not compared).
    static func == (lhs: Expr, rhs: Expr) -> Bool { lhs.dump == rhs.dump }
    func hash(into hasher: inout Hasher) { hasher.combine(dump) }
}

/// One argument of a call: `seed: 1` has the label `seed`.
struct Argument: Sendable, Hashable {
    var label: String?
    var value: Expr
    var position: SourcePosition
}

/// The four arithmetic operators.
enum BinaryOperator: String, Sendable, Hashable {
    case add = "+", subtract = "-", multiply = "*", divide = "/"
}

/// The comparisons of a condition (LANGUAGE.md v2, `where:`), spelt as in Swift.
enum ComparisonOperator: String, Sendable, Hashable {
    case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">",
         greaterOrEqual = ">="
}

/// `and` / `or` between conditions (`and` binds tighter).
enum LogicalOperator: String, Sendable, Hashable {
    case and, or
}
