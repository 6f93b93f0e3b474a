/// Where bars stand on a linear x axis (LANGUAGE.md v2, `bin:`): a histogram bin's bar spans
/// its edges exactly, neighbours touching, as Swift Charts' `BarMark(x: .value(…, bin.range))`
/// draws them; a bar over a plain number is centred on it, as wide as the smallest gap between
/// distinct numbers (1 for a single number) less `BandScale.padding`, so bars never overlap.
extension ChartMarks {
    static func linearSlots(_ data: ChartData) -> [Slot] {
        var seen: [Double: Slot] = [:]
        var plain: [Double] = []
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            guard seen[row.x] == nil else { continue }
            if let bin = data.bin(row) {
                seen[row.x] = Slot(x: row.x, label: data.label(row), lower: bin.lowerBound, upper: bin.upperBound)
            } else {
                seen[row.x] = Slot(x: row.x, label: data.label(row), lower: row.x, upper: row.x)
                plain.append(row.x)
            }
        }
        plain.sort()
        var gap = Double.infinity
        for (previous, next) in zip(plain, plain.dropFirst()) where next > previous {
            gap = min(gap, next - previous)
        }
        let width = (gap.isFinite ? gap : 1) * (1 - BandScale.padding)
        for x in plain {
            seen[x]?.lower = x - width / 2
            seen[x]?.upper = x + width / 2
        }
        return seen.values.sorted { $0.x < $1.x }
    }
}
