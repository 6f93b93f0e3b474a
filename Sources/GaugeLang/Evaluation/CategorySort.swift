import GaugeRender

/// `sort:` — the order of the categories on a band axis (LANGUAGE.md v2; Vega-Lite's `sort`,
/// Swift Charts' order of the data given). Raw values are the words users write.
enum CategorySort: String, Sendable, Hashable, CaseIterable {
    /// First appearance in the data.
    case none
    /// By the category's value (the total of its rows, all `color:` groups), smallest first;
    /// ties keep first appearance.
    case ascending
    /// By value, largest first; ties keep first appearance.
    case descending
    /// By label, in the order a person reads numbered text (`item 2` before `item 10`),
    /// ignoring case.
    case label

    /// `rows` reordered by category (rows of one category keep their order), or unchanged for
    /// `none`. Every x must be a category.
    func sorted(_ rows: [ChartRow]) -> [ChartRow] {
        guard self != .none else { return rows }
        var order: [String] = []
        var totals: [String: Double] = [:]
        for row in rows {
            guard case .category(let label) = row.x else { continue }
            if totals[label] == nil { order.append(label) }
            totals[label, default: 0] += row.y
        }
        var ranked = Array(order.enumerated())
        switch self {
        case .none: break
        case .ascending:
            ranked.sort { (totals[$0.element] ?? 0, $0.offset) < (totals[$1.element] ?? 0, $1.offset) }
        case .descending:
            ranked.sort { (-(totals[$0.element] ?? 0), $0.offset) < (-(totals[$1.element] ?? 0), $1.offset) }
        case .label:
            let keys = order.map(LabelSortKey.init)
            ranked.sort { (keys[$0.offset], $0.offset) < (keys[$1.offset], $1.offset) }
        }
        var rank: [String: Int] = [:]
        for (position, entry) in ranked.enumerated() { rank[entry.element] = position }
        return rows.enumerated().sorted { lhs, rhs in
            let a = CategorySort.rank(lhs.element, rank), b = CategorySort.rank(rhs.element, rank)
            return a == b ? lhs.offset < rhs.offset : a < b
        }.map(\.element)
    }

    static func rank(_ row: ChartRow, _ rank: [String: Int]) -> Int {
        guard case .category(let label) = row.x else { return Int.max }
        return rank[label] ?? Int.max
    }
}
