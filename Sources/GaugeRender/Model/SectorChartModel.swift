/// A sector (pie/donut) chart in data space: frame, plot circle, sectors, legend.
///
/// Built from a `ChartSpec` by `init(spec:)` (SectorChartModel+Resolve.swift); layout turns
/// it into a scene without looking at the spec. Plain numbers and strings so an animation can
/// interpolate it, matching sectors by `key`.
///
/// Dense data (the SVG is bounded by the circle, not the rows): neighbouring sectors thinner
/// than 0.2° (or half a point of arc) are merged into runs of at most 2°, each drawn as one
/// sector in the sweep-weighted mean of its members' colours — what a rasteriser blends the
/// slivers into — without a percent label (`mergingThin`, SectorChartModel+Thin.swift); the
/// legend shows 12 entries then `+ N more` (`LegendEntry.capped`); the `aria-label` lists
/// 12 sectors then `… and N more`. At most about 1,800 sectors are drawn at any size.
public struct SectorChartModel: Sendable, Hashable {
    /// Output size in points (default 300 × 300).
    public var width: Double
    public var height: Double
    /// The plot circle's centre and radius in points.
    public var center: Point
    public var plotRadius: Double
    /// In data order; zero sectors have `startAngle == endAngle`.
    public var sectors: [SectorModel]
    /// Gap between neighbouring sectors in points.
    public var angularInset: Double
    /// Corner radius in points (clamped per sector to half its ring thickness when drawn).
    public var cornerRadius: Double
    public var legend: [LegendEntry]
    public var legendPosition: LegendPosition
    /// The rectangle the legend is laid out in (below or beside the plot).
    public var legendFrame: Rect
    /// The chart title drawn above the plot, if any.
    public var title: String?
    /// The selected sector's key, if any.
    public var selectedKey: String?
    /// True when no sector has a positive value: an empty neutral ring is drawn.
    public var isEmpty: Bool
    /// The inner radius (points) the empty ring uses.
    public var emptyInnerRadius: Double
    /// How many rows (sectors, zero ones included) the chart was made from, before thin
    /// sectors were merged into runs.
    public var rowCount: Int

    public init(width: Double, height: Double, center: Point, plotRadius: Double,
                sectors: [SectorModel], angularInset: Double = 0, cornerRadius: Double = 0,
                legend: [LegendEntry] = [], legendPosition: LegendPosition = .automatic,
                legendFrame: Rect = Rect(x: 0, y: 0, width: 0, height: 0), title: String? = nil,
                selectedKey: String? = nil, isEmpty: Bool = false, emptyInnerRadius: Double = 0,
                rowCount: Int = 0) {
        self.width = width
        self.height = height
        self.center = center
        self.plotRadius = plotRadius
        self.sectors = sectors
        self.angularInset = angularInset
        self.cornerRadius = cornerRadius
        self.legend = legend
        self.legendPosition = legendPosition
        self.legendFrame = legendFrame
        self.title = title
        self.selectedKey = selectedKey
        self.isEmpty = isEmpty
        self.emptyInnerRadius = emptyInnerRadius
        self.rowCount = rowCount
    }
}
