/// One layer of marks of an axes chart in data space: the chart's base mark (layer 0) or a
/// `ChartLayer` drawn over it, on the chart's shared scales. Each kind of mark is kept in its
/// own list; only the lists for `mark` are filled (a rule layer may hold rules only).
///
/// Layer 0's mark keys are `bar/…`, `line/…`, `point/…`; layer `n`'s are prefixed `layer<n>/`,
/// so keys stay unique in the scene and a layer's marks are matched across frames by key.
public struct MarkLayerModel: Sendable, Hashable {
    /// `base` for the chart's own mark, `layer<n>` for the n-th `ChartLayer` (1-based).
    public var key: String
    public var mark: Mark
    /// Bars (segments stacked by series), in category then series order.
    public var bars: [BarSegmentModel]
    /// Lines (`.line`) or stacked area bands (`.area`), one per series, in legend order.
    public var series: [SeriesModel]
    /// Point marks in data order; empty beyond `AxesChartModel.densePointCount`.
    public var points: [PointMarkModel]
    /// Beyond `AxesChartModel.densePointCount` points: the area their circles cover.
    public var pointClouds: [PointCloudModel]
    /// True when `bars` are per-column reductions (`BarReduction`).
    public var barsAreReduced: Bool
    /// Reduced bars of one series as coverage layers (`FillCoverage`), drawn instead of
    /// `bars` (which keep their keys, values and hit areas); `nil` otherwise.
    public var barCoverage: FillCoverage?
    public var rules: [RuleMarkModel]

    /// A layer keyed `key` (`base`, `layer1`, …) drawing `mark`, with the given marks (data
    /// units; keys already unique in the chart).
    public init(key: String, mark: Mark, bars: [BarSegmentModel] = [],
                series: [SeriesModel] = [], points: [PointMarkModel] = [],
                pointClouds: [PointCloudModel] = [], barsAreReduced: Bool = false,
                rules: [RuleMarkModel] = []) {
        self.key = key
        self.mark = mark
        self.bars = bars
        self.series = series
        self.points = points
        self.pointClouds = pointClouds
        self.barsAreReduced = barsAreReduced
        self.rules = rules
    }

    /// True when the layer draws nothing.
    public var isEmpty: Bool {
        bars.isEmpty && series.allSatisfy(\.points.isEmpty) && points.isEmpty
            && pointClouds.allSatisfy(\.blocks.isEmpty) && rules.isEmpty
    }
}
