/// One symbol of a point chart (Swift Charts' `PointMark`): a filled circle at (`x`, `y`)
/// in data units. Matched across frames by `key`.
public struct PointMarkModel: Sendable, Hashable {
    /// `point/<x label>` or `point/<x label>/<series>`, made unique with ` #2`, ….
    public var key: String
    public var label: String
    public var series: String?
    public var x: Double
    public var y: Double
    public var color: Color
    public var opacity: Double

    public init(key: String, label: String, series: String?, x: Double, y: Double, color: Color,
                opacity: Double = 1) {
        self.key = key
        self.label = label
        self.series = series
        self.x = x
        self.y = y
        self.color = color
        self.opacity = opacity
    }
}

/// One rule (Swift Charts' `RuleMark`), in data units. Matched across frames by `key`.
///
/// Horizontal (`RuleMark(y:)`): a line across the whole plot at `y`, labelled with the row's
/// category, when the chart's x values are categories. Vertical
/// (`RuleMark(x:yStart:yEnd:)`): a line at `x` from 0 to `y`, when x values are numbers or
/// dates.
public struct RuleMarkModel: Sendable, Hashable {
    /// `rule/<label>` or `rule/<label>/<series>`, made unique with ` #2`, ….
    public var key: String
    public var label: String
    public var series: String?
    public var isHorizontal: Bool
    /// Vertical rules: the position on the x axis; horizontal rules: unused (0).
    public var x: Double
    /// Vertical rules: from `y0` (0) to `y1`; horizontal rules: at `y1` (`y0 == y1`).
    public var y0: Double
    public var y1: Double
    public var color: Color
    public var opacity: Double

    public init(key: String, label: String, series: String?, isHorizontal: Bool, x: Double,
                y0: Double, y1: Double, color: Color, opacity: Double = 1) {
        self.key = key
        self.label = label
        self.series = series
        self.isHorizontal = isHorizontal
        self.x = x
        self.y0 = y0
        self.y1 = y1
        self.color = color
        self.opacity = opacity
    }
}
