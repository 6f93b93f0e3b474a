/// Which sector `select NAME angle: V` picks, following Swift Charts' `chartAngleSelection`
/// (LANGUAGE.md, "select"; VISUAL.md, "Sectors").
public enum AngleSelection {
    /// The index of the first sector with a positive value whose running total reaches `value`
    /// (`value <= total so far`): `0` selects the first positive sector, zero (or negative)
    /// sectors are never selected, a value past the grand total — or a negative or non-finite
    /// one — selects nothing.
    /// - Parameters:
    ///   - value: a position on the cumulative value axis.
    ///   - values: the sectors' values in drawing order.
    /// - Returns: the selected index into `values`, or `nil`.
    public static func index(at value: Double, in values: [Double]) -> Int? {
        guard value >= 0, value.isFinite else { return nil }
        var total = 0.0
        for (index, sector) in values.enumerated() where sector > 0 && sector.isFinite {
            total += sector
            if value <= total { return index }
        }
        return nil
    }
}
