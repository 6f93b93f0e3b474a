/// The band scale of a category axis in "band units": category `i` owns `[i, i + 1]`, the
/// domain is `0...count`, and a bar fills the middle `1 − padding` of its band, so the gap
/// between neighbours is `padding` of a band and half of it at each plot edge (as Swift Charts
/// lays out bars over categories).
public enum BandScale {
    /// The fraction of each band left empty between bars.
    public static let padding = 0.2

    /// The bar extent of category `index`, in band units.
    public static func bar(_ index: Int) -> (lower: Double, upper: Double) {
        (Double(index) + padding / 2, Double(index) + 1 - padding / 2)
    }

    /// The centre of category `index` (where a line, point or label sits), in band units.
    public static func center(_ index: Int) -> Double {
        Double(index) + 0.5
    }
}
