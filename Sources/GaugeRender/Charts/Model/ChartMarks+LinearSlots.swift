/// Where bars stand on a linear x axis (LANGUAGE.md v2, `bin:`): a histogram bin's bar spans
/// its edges exactly, neighbours touching, as Swift Charts' `BarMark(x: .value(…, bin.range))`
/// draws them; a bar over a plain number is centred on it, as wide as the smallest gap between
/// distinct numbers (1 for a single number) less `BandScale.padding`, so bars never overlap.
extension ChartMarks {
    static func linearSlots(_ data: ChartData) -> [Slot] {
        let distinct = distinctX(data)
        var slots: [Slot] = []
        slots.reserveCapacity(distinct.count)
        var gap = Double.infinity
        var previousPlain: Double?
        for (index, entry) in distinct.enumerated() {
            if RenderCancellation.poll(index) { break }
            let row = data.rows[entry.row]
            if let bin = data.bin(row) {
                slots.append(Slot(x: entry.x, label: data.label(row), lower: bin.lowerBound,
                                  upper: bin.upperBound))
            } else {
                slots.append(Slot(x: entry.x, label: data.label(row), lower: entry.x, upper: entry.x))
                if let previousPlain, entry.x > previousPlain { gap = min(gap, entry.x - previousPlain) }
                previousPlain = entry.x
            }
        }
        let width = (gap.isFinite ? gap : 1) * (1 - BandScale.padding)
        for index in slots.indices where data.bin(data.rows[distinct[index].row]) == nil {
            slots[index].lower = slots[index].x - width / 2
            slots[index].upper = slots[index].x + width / 2
        }
        return slots
    }

    /// The distinct x values of `data`'s rows, ascending, each with the index of its first row:
    /// in one pass when the rows come in x order (no hashing), else through a dictionary and a
    /// sort of the distinct values only.
    static func distinctX(_ data: ChartData) -> [(x: Double, row: Int)] {
        var distinct: [(x: Double, row: Int)] = []
        var ordered = true
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            if let last = distinct.last {
                if row.x == last.x { continue }
                if row.x < last.x {
                    ordered = false
                    break
                }
            }
            distinct.append((row.x, index))
        }
        guard !ordered else { return distinct }
        var first: [Double: Int] = [:]
        for (index, row) in data.rows.enumerated() where first[row.x] == nil {
            if RenderCancellation.poll(index) { break }
            first[row.x] = index
        }
        return first.map { (x: $0.key, row: $0.value) }.sorted { $0.x < $1.x }
    }

    /// The index of `x` in `xs` (ascending, distinct), `nil` when absent; `hint` (the last
    /// index found) and the one after it are tried first, so rows in x order need no search.
    static func index(of x: Double, in xs: [Double], hint: inout Int) -> Int? {
        if hint < xs.count, xs[hint] == x { return hint }
        if hint + 1 < xs.count, xs[hint + 1] == x {
            hint += 1
            return hint
        }
        var low = 0
        var high = xs.count
        while low < high {
            let middle = low + (high - low) / 2
            if xs[middle] < x { low = middle + 1 } else { high = middle }
        }
        guard low < xs.count, xs[low] == x else { return nil }
        hint = low
        return low
    }
}
