/// A bar, line, point, area or rule chart in data space: frame, scales, marks, legend
/// (Swift Charts' `BarMark`, `LineMark`, `PointMark`, `AreaMark`, `RuleMark`).
///
/// Decisions (VISUAL.md, "Axes charts"):
/// - x axis: a time axis when every x is a date (its domain the data's extent — bars run to
///   the end of the last one's unit, points and rules get 3 % each side); bars over numbers or
///   mixed kinds use a band axis with the values as labels; other marks a linear axis when
///   every x is a number, else a band axis (categories at band centres).
/// - Number scales include zero (Swift Charts' `ScaleDomain` default, for every mark) and are
///   niced to steps of 1, 2 or 5 × 10ⁿ; only zeros give `0…1`. `includesZero: false` fits
///   them to the data (finer steps until the data fill 80 %; bars and areas keep their 0
///   baseline); an `xDomain`/`yDomain` is exact, with the marks clipped to the plot.
/// - Layers (`ChartSpec.layers`): more marks in statement order after the base mark, sharing
///   scales (union of all values), palette and legend; keys prefixed `layer<n>/`.
/// - No marks at all: the frame and axes `0…1`, with "no data" in the plot.
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
///   of its bars (`BarReduction`); more than 2,500 points are drawn as the area their
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
    /// The marks, layer by layer in drawing order: the base mark (`mark`) first, then each
    /// `ChartLayer`; never empty.
    public var markLayers: [MarkLayerModel]
    /// True when marks are clipped to `plotFrame` (an explicit `xDomain:` or `yDomain:`).
    public var clipsMarks: Bool
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
                selectedLabel: String? = nil, layers: [MarkLayerModel] = [],
                clipsMarks: Bool = false, rowCount: Int = 0) {
        self.mark = mark
        self.width = width
        self.height = height
        self.title = title
        self.plotFrame = plotFrame
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.markLayers = [MarkLayerModel(key: "base", mark: mark, bars: bars, series: series,
                                          points: points, pointClouds: pointClouds,
                                          barsAreReduced: barsAreReduced, rules: rules)] + layers
        self.clipsMarks = clipsMarks
        self.legend = legend
        self.legendPosition = legendPosition
        self.legendFrame = legendFrame
        self.selectedLabel = selectedLabel
        self.rowCount = rowCount
    }
}

extension AxesChartModel {
    /// The base mark's bars (segments stacked by series), in category then series order.
    public var bars: [BarSegmentModel] {
        get { markLayers[0].bars }
        set { markLayers[0].bars = newValue }
    }
    /// The base mark's lines (`.line`) or stacked area bands (`.area`), in legend order.
    public var series: [SeriesModel] {
        get { markLayers[0].series }
        set { markLayers[0].series = newValue }
    }
    /// The base mark's points in data order; empty beyond `densePointCount`.
    public var points: [PointMarkModel] {
        get { markLayers[0].points }
        set { markLayers[0].points = newValue }
    }
    /// The base mark's point clouds (beyond `densePointCount` points).
    public var pointClouds: [PointCloudModel] {
        get { markLayers[0].pointClouds }
        set { markLayers[0].pointClouds = newValue }
    }
    /// True when the base mark's `bars` are per-column reductions (`BarReduction`).
    public var barsAreReduced: Bool {
        get { markLayers[0].barsAreReduced }
        set { markLayers[0].barsAreReduced = newValue }
    }
    /// The base mark's rules.
    public var rules: [RuleMarkModel] {
        get { markLayers[0].rules }
        set { markLayers[0].rules = newValue }
    }
    /// True when no layer draws anything (no rows, or none finite): the plot says "no data".
    public var isEmpty: Bool { markLayers.allSatisfy(\.isEmpty) }
}
