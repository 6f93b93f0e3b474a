/// The mark types of Swift Charts that a chart can draw (`SectorMark`, `BarMark`, `LineMark`,
/// `PointMark`, `AreaMark`, `RuleMark`). Raw values are the names users write in a cell.
public enum Mark: String, Sendable, Hashable, CaseIterable {
    case sector, bar, line, point, area, rule
}

/// A length given the way Swift Charts' `MarkDimension` gives it.
public enum MarkDimension: Sendable, Hashable {
    /// The mark's default (outer radius: the whole plot radius; inner radius: 0).
    case automatic
    /// A fixed length in points.
    case fixed(Double)
    /// A fraction of the plot radius, `0...1` (inner radius: of the outer radius).
    case ratio(Double)
    /// The plot radius minus this many points.
    case inset(Double)
}

/// One value on a chart's x (or category) axis.
public enum DataValue: Sendable, Hashable {
    /// A category label: band scale, legend entry, sector label.
    case category(String)
    /// A number: linear scale.
    case number(Double)
    /// An instant, in seconds since 1970-01-01T00:00:00Z: time scale.
    case date(Double)
    /// A histogram bin `[lower, upper)` on a linear scale (Swift Charts' `.value(…, bin.range)`,
    /// Vega-Lite's `bin`): a bar spans it, a line or point sits at its middle. `lower < upper`.
    case interval(Double, Double)
}

/// One datum of a chart, after the language resolved the table columns (`x:`, `y:`, `angle:`,
/// `color:`). For a sector chart `x` is the sector's label and `y` its angle value.
public struct ChartRow: Sendable, Hashable {
    public var x: DataValue
    /// The measured value (bar height, line y, sector angle value). Finite.
    public var y: Double
    /// The `color:` group (stacked bar segment, line series, legend entry); `nil` for none.
    public var series: String?

    public init(x: DataValue, y: Double, series: String? = nil) {
        self.x = x
        self.y = y
        self.series = series
    }
}

/// Where a chart's legend goes.
public enum LegendPosition: String, Sendable, Hashable, CaseIterable {
    case automatic, bottom, trailing, hidden
}

/// A chart's selection, as Swift Charts' `chartAngleSelection` / `chartXSelection` set it.
public enum ChartSelection: Sendable, Hashable {
    case none
    /// The datum (sector or bar category) with this label.
    case label(String)
    /// A position on a sector chart's cumulative value axis, `>= 0` (LANGUAGE.md, `select`).
    case angleValue(Double)
}

/// A size in points.
public struct Size: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Everything needed to draw one chart: the data-space state the language keeps per object.
///
/// Option names follow the language (LANGUAGE.md, "Chart options") and Swift Charts' nouns.
public struct ChartSpec: Sendable, Hashable {
    public var mark: Mark
    /// The data in drawing order (sectors run clockwise from 12 o'clock in this order).
    public var rows: ChartRows
    /// Axis titles: the `x:`/`y:` column names, or `nil`.
    public var xTitle: String?
    public var yTitle: String?
    /// The legend's title: the `color:` column name, or `nil`.
    public var seriesTitle: String?
    /// `size:` in points; `nil` is the mark's default (300×300 sector, 400×260 others).
    public var size: Size?
    public var title: String?
    public var legend: LegendPosition
    /// Sector only: `inner:` (Swift Charts' `innerRadius`).
    public var innerRadius: MarkDimension
    /// Sector only: `outer:`, the selected sector's outer radius.
    public var outerRadius: MarkDimension
    /// Sector only: `unselectedOuter:`, every sector's outer radius when it is not selected.
    public var unselectedOuterRadius: MarkDimension
    /// Sector only: `angularInset:`, the gap between neighbouring sectors in points.
    public var angularInset: Double
    /// Sector only: `cornerRadius:` in points, clamped to half the ring thickness.
    public var cornerRadius: Double
    /// Opacity `0...1` of the marks not selected while a selection exists (`dimmed:`).
    public var dimmedOpacity: Double
    public var selection: ChartSelection
    /// A single colour for a chart without `color:` groups; `nil` is the palette's first.
    public var tint: Color?
    /// `includesZero:`: whether the automatic number domains (x and y) are widened to hold 0
    /// (Swift Charts' `.automatic(includesZero:)`); `nil` is the automatic rule, which includes
    /// zero for every mark as Swift Charts does (`ScaleDomain`: "number scales include zero").
    public var includesZero: Bool?
    /// `xDomain:`: a number x axis' exact domain (`.chartXScale(domain: lo...hi)`), `lower <
    /// upper`, finite; marks outside it are clipped to the plot. `nil` is automatic.
    public var xDomain: ClosedRange<Double>?
    /// `yDomain:`: the y axis' exact domain (`.chartYScale(domain:)`), as `xDomain`.
    public var yDomain: ClosedRange<Double>?
    /// More marks drawn over the base mark with the same scales (`layer NAME MARK …`), in
    /// order; ignored by sector charts.
    public var layers: [ChartLayer]

    public init(
        mark: Mark, rows: [ChartRow] = [], xTitle: String? = nil, yTitle: String? = nil,
        seriesTitle: String? = nil, size: Size? = nil, title: String? = nil,
        legend: LegendPosition = .automatic, innerRadius: MarkDimension = .automatic,
        outerRadius: MarkDimension = .automatic, unselectedOuterRadius: MarkDimension = .inset(10),
        angularInset: Double = 0, cornerRadius: Double = 0, dimmedOpacity: Double = 0.5,
        selection: ChartSelection = .none, tint: Color? = nil, includesZero: Bool? = nil,
        xDomain: ClosedRange<Double>? = nil, yDomain: ClosedRange<Double>? = nil,
        layers: [ChartLayer] = []
    ) {
        self.mark = mark
        self.rows = ChartRows(rows)
        self.xTitle = xTitle
        self.yTitle = yTitle
        self.seriesTitle = seriesTitle
        self.size = size
        self.title = title
        self.legend = legend
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.unselectedOuterRadius = unselectedOuterRadius
        self.angularInset = angularInset
        self.cornerRadius = cornerRadius
        self.dimmedOpacity = dimmedOpacity
        self.selection = selection
        self.tint = tint
        self.includesZero = includesZero
        self.xDomain = xDomain
        self.yDomain = yDomain
        self.layers = layers
    }
}
