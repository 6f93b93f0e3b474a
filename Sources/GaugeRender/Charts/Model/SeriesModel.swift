/// One vertex of a line or area in data space: `x` in x units (band units, number or
/// seconds), `y` its value; `baseline` is where an area's fill starts (0, or the top of the
/// series stacked below it) and is ignored by lines.
public struct SeriesPoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var baseline: Double
    public init(x: Double, y: Double, baseline: Double = 0) {
        self.x = x
        self.y = y
        self.baseline = baseline
    }
}

/// One line (Swift Charts' `LineMark`, one per series) or one area band (`AreaMark`,
/// stacked by series), in data space, with points in x order. Matched across frames by `key`.
///
/// A series with more points than the plot has pixel columns is stored M4-reduced
/// (`M4Reduction`), so the drawing is the same and the SVG small.
public struct SeriesModel: Sendable, Hashable {
    /// `line/<series>` or `area/<series>`; `line` / `area` for a chart without series.
    public var key: String
    public var series: String?
    public var points: [SeriesPoint]
    public var color: Color
    /// `0...1`: 1, or the dimmed opacity while another series is selected.
    public var opacity: Double
    /// A dense area's fill as coverage layers (`FillCoverage`), drawn instead of the polygon
    /// through `points` (which still gives its extent and hit area); `nil` otherwise.
    public var coverage: FillCoverage?

    public init(key: String, series: String?, points: [SeriesPoint], color: Color,
                opacity: Double = 1, coverage: FillCoverage? = nil) {
        self.coverage = coverage
        self.key = key
        self.series = series
        self.points = points
        self.color = color
        self.opacity = opacity
    }
}
