/// A bar, line, point, area or rule chart in data space: frame, scales, marks, legend
/// (Swift Charts' `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`).
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
    /// Point marks in data order; beyond `densePointCount`, one per half-point cell.
    public var points: [PointMarkModel]
    public var rules: [RuleMarkModel]
    /// One entry per series, palette by first appearance; empty without series.
    public var legend: [LegendEntry]
    public var legendPosition: LegendPosition
    /// The rectangle the legend is laid out in.
    public var legendFrame: Rect
    /// The selected category or series, if any.
    public var selectedLabel: String?

    public init(mark: Mark, width: Double, height: Double, title: String? = nil,
                plotFrame: Rect, xAxis: AxisModel, yAxis: AxisModel,
                bars: [BarSegmentModel] = [], series: [SeriesModel] = [],
                points: [PointMarkModel] = [], rules: [RuleMarkModel] = [],
                legend: [LegendEntry] = [], legendPosition: LegendPosition = .hidden,
                legendFrame: Rect = Rect(x: 0, y: 0, width: 0, height: 0),
                selectedLabel: String? = nil) {
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
        self.rules = rules
        self.legend = legend
        self.legendPosition = legendPosition
        self.legendFrame = legendFrame
        self.selectedLabel = selectedLabel
    }
}
