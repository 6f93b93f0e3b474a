/// Which sector a chart's selection picks (LANGUAGE.md, `select`; Swift Charts'
/// `chartAngleSelection`).
public enum SectorSelection {
    /// The index of the selected sector among `values` (in data order), or `nil`.
    ///
    /// `.angleValue(V)`: the first sector with a positive value whose running total reaches V
    /// (`V ≤ running total`), so V = 0 selects the first positive sector and V past the total
    /// selects nothing; a negative or non-finite V selects nothing (the language rejects it).
    /// `.label(L)`: the first positive sector labelled L. Zero sectors are never selected.
    public static func index(_ selection: ChartSelection, labels: [String],
                             values: [Double]) -> Int? {
        switch selection {
        case .none:
            return nil
        case .label(let label):
            return values.indices.first { index in
                index < labels.count && labels[index] == label && values[index] > 0
            }
        case .angleValue(let target):
            guard target.isFinite, target >= 0 else { return nil }
            var running = 0.0
            for (index, value) in values.enumerated() where value.isFinite && value > 0 {
                running += value
                if target <= running { return index }
            }
            return nil
        }
    }
}
