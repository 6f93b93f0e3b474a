/// The sum of each (bar slot, series group) of a bar chart, duplicates added up (clamped).
///
/// Dense (one array, no hashing per row) while slots × groups is at most the number of rows
/// or `minimumDenseCells`; sparse beyond, so a million categories times a thousand series do
/// not allocate a matrix. A list's bars (`init(list:)`) are its numbers themselves, shared.
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

    /// One group, slot `i` holding `values[i]` alone: what `add`ing each value to its own slot
    /// gives, without a copy of the numbers (unless one may lie beyond `LinearScale.limit`).
    /// - Parameter extent: the smallest and largest of `values` (all finite), clamped or not:
    ///   an end at ±`LinearScale.limit` counts as beyond it.
    init(list values: [Double], extent: (lower: Double, upper: Double)) {
        groups = 1
        isDense = true
        let within = extent.lower > -LinearScale.limit && extent.upper < LinearScale.limit
        dense = within ? values : values.map(LinearScale.clamped)
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

    /// Where `value` goes on a slot's stack whose positive values reach `top` and negative
    /// ones `bottom` (both moved): from `base` to `end`, clamped. Swift Charts' stacking.
    @inline(__always)
    static func stack(_ value: Double, top: inout Double, bottom: inout Double) -> (base: Double, end: Double) {
        let base = value >= 0 ? top : bottom
        let end = ChartMarks.clamp(base + value)
        if value >= 0 { top = end } else { bottom = end }
        return (base, end)
    }

    /// Stacks `slot`'s sums as Swift Charts stacks bars: positive values up from zero,
    /// negative ones down from zero, in group order, each end clamped;
    /// `body(group, base, end, value)` per segment.
    func stack(slot: Int, _ body: (_ group: Int, _ base: Double, _ end: Double, _ value: Double) -> Void) {
        var top = 0.0
        var bottom = 0.0
        forEach(inSlot: slot) { group, value in
            let (base, end) = Self.stack(value, top: &top, bottom: &bottom)
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

    /// The sum of a one-group chart's `slot`; NaN where no row fell.
    func sum(slot: Int) -> Double {
        isDense ? dense[slot * groups] : (sparse[slot]?[0] ?? .nan)
    }

    /// A one-group chart's sums of `slots` slots (NaN where no row fell), shared when dense
    /// (a list's numbers themselves).
    func singleGroupSums(slots: Int) -> [Double] {
        if isDense, groups == 1, dense.count == slots { return dense }
        return (0..<slots).map { sum(slot: $0) }
    }

    /// The smallest and largest sum of a one-group chart's `slots` (empty slots skipped);
    /// `nil` when all are empty.
    func extent(slots: Range<Int>) -> (lower: Double, upper: Double)? {
        if isDense, groups == 1 {
            return dense.withUnsafeBufferPointer { sums in
                let extent = NumberExtent(UnsafeBufferPointer(rebasing: sums[slots]))
                if extent.allFinite { return (extent.lower, extent.upper) }
                var lower = Double.infinity, upper = -Double.infinity
                for sum in UnsafeBufferPointer(rebasing: sums[slots]) where !sum.isNaN {
                    lower = min(lower, sum)
                    upper = max(upper, sum)
                }
                return lower <= upper ? (lower, upper) : nil
            }
        }
        var lower = Double.infinity, upper = -Double.infinity
        for slot in slots {
            let sum = self.sum(slot: slot)
            if !sum.isNaN {
                lower = min(lower, sum)
                upper = max(upper, sum)
            }
        }
        return lower <= upper ? (lower, upper) : nil
    }

    /// One group's part of a column of bars (`column(_:into:)`).
    struct ColumnSegment: Equatable {
        var group: Int
        /// The slot where the group first has a segment in the column.
        var firstSlot: Int
        /// The lowest and highest y its stacked segments reach.
        var low: Double
        var high: Double
        /// Their values, added up in slot order (clamped at each step).
        var value: Double
    }

    /// The stacked segments (`stack(slot:_:)`) of `slots` merged per group: in order of first
    /// appearance, each from the lowest to the highest y its segments reach, values summed.
    /// What `BarReduction` makes of one pixel column, read straight from the sums (one group
    /// over a list: a vectorised min/max and a sum over the numbers).
    /// - Parameter open: per group, its segment's index in `segments` (−1: none), all −1 on
    ///   entry and on return.
    func column(_ slots: Range<Int>, into segments: inout [ColumnSegment], open: inout [Int]) {
        segments.removeAll(keepingCapacity: true)
        if isDense, groups == 1, let segment = singleGroupColumn(slots) {
            segments.append(segment)
            return
        }
        func merge(_ group: Int, _ slot: Int, _ base: Double, _ end: Double, _ value: Double) {
            let low = min(base, end), high = max(base, end)
            let index = open[group]
            if index >= 0 {
                segments[index].low = min(segments[index].low, low)
                segments[index].high = max(segments[index].high, high)
                segments[index].value = ChartMarks.clamp(segments[index].value + value)
            } else {
                open[group] = segments.count
                segments.append(ColumnSegment(group: group, firstSlot: slot, low: low, high: high, value: value))
            }
        }
        for slot in slots {
            if RenderCancellation.poll(slot) { break }
            var top = 0.0
            var bottom = 0.0
            if isDense {
                for group in 0..<groups {
                    let value = dense[slot * groups + group]
                    guard !value.isNaN else { continue }
                    let (base, end) = Self.stack(value, top: &top, bottom: &bottom)
                    merge(group, slot, base, end, value)
                }
            } else {
                for (group, value) in cell(slot) {
                    let (base, end) = Self.stack(value, top: &top, bottom: &bottom)
                    merge(group, slot, base, end, value)
                }
            }
        }
        for segment in segments { open[segment.group] = -1 }
    }

    /// `column(_:into:open:)` of one group whose slots all have a sum: each segment runs from
    /// 0 to its sum, so the column spans 0 and the sums' extent; `nil` when some slot is empty.
    private func singleGroupColumn(_ slots: Range<Int>) -> ColumnSegment? {
        guard let first = slots.first else { return nil }
        return dense.withUnsafeBufferPointer { sums in
            let column = UnsafeBufferPointer(rebasing: sums[slots])
            let extent = NumberExtent(column)
            guard extent.allFinite else { return nil }
            var value = column[0]
            // no partial sum can pass the limit: clamping each step would change nothing
            if max(-extent.lower, extent.upper) * Double(column.count) <= LinearScale.limit {
                for sum in column.dropFirst() { value += sum }
            } else {
                for sum in column.dropFirst() { value = ChartMarks.clamp(value + sum) }
            }
            // each segment runs from 0 to its sum (`stack`), so 0 is in the column; written so
            // that a −0 sum gives 0 as `stack` does
            return ColumnSegment(group: 0, firstSlot: first, low: min(0, extent.lower),
                                 high: max(extent.upper, 0), value: value)
        }
    }
}
