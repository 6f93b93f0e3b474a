/// The sum of each (bar slot, series group) of a bar chart, duplicates added up (clamped).
///
/// Dense (one array, no hashing per row) while slots × groups is at most the number of rows
/// or `minimumDenseCells`; sparse beyond, so a million categories times a thousand series do
/// not allocate a matrix.
struct BarSums {
    /// Up to this many slot × group cells are always kept dense.
    static let minimumDenseCells = 4_000_000

    private let groups: Int
    /// Dense: `slot * groups + group`; NaN where no row fell.
    private var dense: [Double] = []
    private var sparse: [Int: [Int: Double]] = [:]
    private let isDense: Bool

    init(slots: Int, groups: Int, rows: Int) {
        self.groups = max(groups, 1)
        let (cells, overflow) = slots.multipliedReportingOverflow(by: self.groups)
        isDense = !overflow && cells <= max(Self.minimumDenseCells, rows)
        if isDense { dense = Array(repeating: .nan, count: slots * self.groups) }
    }

    mutating func add(_ value: Double, slot: Int, group: Int) {
        if isDense {
            let cell = slot * groups + group
            dense[cell] = ChartMarks.clamp((dense[cell].isNaN ? 0 : dense[cell]) + value)
        } else {
            sparse[slot, default: [:]][group] = ChartMarks.clamp((sparse[slot]?[group] ?? 0) + value)
        }
    }

    /// `cell(slot)` without an array: `body(group, sum)` for each group of `slot` that has
    /// rows, in group order.
    func forEach(inSlot slot: Int, _ body: (Int, Double) -> Void) {
        guard isDense else {
            for (group, value) in cell(slot) { body(group, value) }
            return
        }
        for group in 0..<groups {
            let value = dense[slot * groups + group]
            if !value.isNaN { body(group, value) }
        }
    }

    /// Stacks `slot`'s sums as Swift Charts stacks bars: positive values up from zero,
    /// negative ones down from zero, in group order, each end clamped;
    /// `body(group, base, end, value)` per segment.
    func stack(slot: Int, _ body: (_ group: Int, _ base: Double, _ end: Double, _ value: Double) -> Void) {
        var top = 0.0
        var bottom = 0.0
        forEach(inSlot: slot) { group, value in
            let base = value >= 0 ? top : bottom
            let end = ChartMarks.clamp(base + value)
            if value >= 0 { top = end } else { bottom = end }
            body(group, base, end, value)
        }
    }

    /// The groups of `slot` that have rows, in group order, with their sums.
    func cell(_ slot: Int) -> [(group: Int, value: Double)] {
        if isDense {
            return (0..<groups).compactMap { group in
                let value = dense[slot * groups + group]
                return value.isNaN ? nil : (group, value)
            }
        }
        let cell = sparse[slot] ?? [:]
        return cell.keys.sorted().map { ($0, cell[$0] ?? 0) }
    }
}
