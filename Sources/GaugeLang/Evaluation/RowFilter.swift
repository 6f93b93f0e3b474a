/// A chart's `where:` condition, kept with its source text (`NAME.where` reads the text back).
/// Two filters are equal when they read the same, so comparing or hashing a chart never walks
/// a long condition's tree.
struct RowFilter: Sendable, Hashable {
    var condition: Expr
    /// The condition as source text (`Condition.text`).
    var text: String

    init(_ condition: Expr) {
        self.condition = condition
        text = Condition.text(condition)
    }

    static func == (lhs: RowFilter, rhs: RowFilter) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
