/// A bar, line, point, area or rule chart in data space: frame, scales, marks, legend
/// (Swift Charts' `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`).
///
/// Decisions (VISUAL.md, "Axes charts"):
/// - x axis: a time axis when every x is a date (its domain the data's extent — bars run to
///   the end of the last one's unit, points and rules get 3 % each side); bars over numbers or
///   mixed kinds use a band axis with the values as labels; other marks a linear axis when
///   every x is a number, else a band axis (categories at band centres).
/// - Number scales include zero (Swift Charts' `ScaleDomain` default) and are niced to steps
///   of 1, 2 or 5 × 10ⁿ; only zeros give `0…1`.
/// - Bars: one segment per (x, series), duplicates summed, positives stacked up and negatives
///   down from zero in order of first appearance; bars thinner than 2 points lose their gaps.
///   Areas stack the same way per x value (0 where a series has no row).
/// - Rules: category x → a horizontal `RuleMark(y:)` across the plot, labelled with the
///   category; number or date x → a vertical `RuleMark(x:yStart: 0, yEnd: y)`.
/// - Selection `.label(L)` keeps marks whose x label or series is L opaque and dims the rest;
///   the legend dims only when L is a series.
/// - Dense data (the SVG stays bounded by the picture, not the rows; see each type):
///   lines and areas are M4-reduced to 2 columns per point of plot width (`M4Reduction`);
///   more bar slots than half-point columns keep per column and series the min…max extent
///   of its bars (`BarReduction`); more than 10,000 points are drawn as the area their
///   circles cover, one path per colour (`PointCloudModel`); more vertical rules than
///   columns keep per column and series one rule over their extent, horizontal rules one
///   per half-point row and series (`RuleReduction`); legends show 12 entries then
///   `+ N more` (`LegendEntry.capped`).
///
/// Built from a `ChartSpec` by `init(spec:)` (AxesChartModel+Resolve.swift); `AxesChartLayout`
/// turns it into a scene without looking at the spec, so an animation can interpolate two
/// models field by field — axis domains, tick values, bar `y0`/`y1`/`x0`/`x1`, series points,
/// point and rule positions, colours, opacities — matching marks by `key`, and lay out
/// each keyframe. Frame fields are in points; everything else in data units.
public struct AxesChartModel: Sendable, Hashable {
    public var mark: Mark
    /// Output size in points (default 400 × 260).
    public var width: Double
    public var height: Double
    /// The chart title drawn at the top leading edge, if any.
    public var title: String?
    /// The plot rectangle (inside the axes' labels), points.
    public var plotFrame: Rect
    public var xAxis: AxisModel
    public var yAxis: AxisModel
    /// Bars (segments stacked by series), in category then series order.
    public var bars: [BarSegmentModel]
    /// Lines (`.line`) or stacked area bands (`.area`), one per series, in legend order.
    public var series: [SeriesModel]
    /// Point marks in data order; empty beyond `densePointCount`, drawn as `pointClouds`.
    public var points: [PointMarkModel]
    /// Beyond `densePointCount` points: the area their circles cover, per colour and opacity.
    public var pointClouds: [PointCloudModel]
    /// True when `bars` are per-column reductions (`BarReduction`): more bar slots than
    /// half-point columns; drawn as one path per colour and opacity.
    public var barsAreReduced: Bool
    public var rules: [RuleMarkModel]
    /// One entry per series, palette by first appearance; empty without series.
    public var legend: [LegendEntry]
    public var legendPosition: LegendPosition
    /// The rectangle the legend is laid out in.
    public var legendFrame: Rect
    /// The selected category or series, if any.
    public var selectedLabel: String?
    /// How many rows the marks were made from (before any reduction of dense data), so the
    /// description says what the chart shows even when its marks are a reduced picture.
    public var rowCount: Int

    public init(mark: Mark, width: Double, height: Double, title: String? = nil,
                plotFrame: Rect, xAxis: AxisModel, yAxis: AxisModel,
                bars: [BarSegmentModel] = [], series: [SeriesModel] = [],
                points: [PointMarkModel] = [], pointClouds: [PointCloudModel] = [],
                barsAreReduced: Bool = false, rules: [RuleMarkModel] = [],
                legend: [LegendEntry] = [], legendPosition: LegendPosition = .hidden,
                legendFrame: Rect = Rect(x: 0, y: 0, width: 0, height: 0),
                selectedLabel: String? = nil, rowCount: Int = 0) {
        self.mark = mark
        self.width = width
        self.height = height
        self.title = title
        self.plotFrame = plotFrame
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.bars = bars
        self.series = series
        self.points = points
        self.pointClouds = pointClouds
        self.barsAreReduced = barsAreReduced
        self.rules = rules
        self.legend = legend
        self.legendPosition = legendPosition
        self.legendFrame = legendFrame
        self.selectedLabel = selectedLabel
        self.rowCount = rowCount
    }
}
