/// One bar, or one stacked segment of a bar, in data space (Swift Charts' `BarMark`, stacked
/// by `foregroundStyle(by:)`). Matched across frames by `key`.
public struct BarSegmentModel: Sendable, Hashable {
    /// `bar/<category>` or `bar/<category>/<series>`.
    public var key: String
    public var category: String
    public var series: String?
    /// The bar's horizontal extent in band units (`BandScale.bar`).
    public var x0: Double
    public var x1: Double
    /// The segment's vertical extent in y units: from its stack base `y0` to `y1`
    /// (`y1 < y0` for a negative value, which stacks downward from zero).
    public var y0: Double
    public var y1: Double
    /// The summed value of the rows this segment stands for.
    public var value: Double
    public var color: Color
    /// `0...1`: 1, or the dimmed opacity while another category is selected.
    public var opacity: Double

    public init(key: String, category: String, series: String?, x0: Double, x1: Double,
                y0: Double, y1: Double, value: Double, color: Color, opacity: Double = 1) {
        self.key = key
        self.category = category
        self.series = series
        self.x0 = x0
        self.x1 = x1
        self.y0 = y0
        self.y1 = y1
        self.value = value
        self.color = color
        self.opacity = opacity
    }
}
