/// One more mark drawn over an axes chart's own marks, on the same scales (Swift Charts:
/// several marks in one `Chart { }`; Vega-Lite `layer`). Layers are drawn in order, after the
/// chart's base mark; the chart's domains cover every layer's values, and the layers' `color:`
/// groups join the chart's legend and palette.
public struct ChartLayer: Sendable, Hashable {
    /// `.bar`, `.line`, `.point`, `.area` or `.rule`; a `.sector` layer is never drawn.
    public var mark: Mark
    /// The layer's data, resolved like a chart's (`ChartSpec.rows`); x values of the same kind
    /// as the chart's (rows of another kind are placed as the chart's axis allows).
    public var rows: ChartRows
    /// A rule at this value across the whole plot (`RuleMark(y:)`), drawn in addition to rows;
    /// `nil` for none. Data units of the y axis.
    public var ruleY: Double?
    /// A rule at this value down the whole plot (`RuleMark(x:)`); `nil` for none. Data units
    /// of a number x axis.
    public var ruleX: Double?
    /// The colour of rows without a `color:` group; `nil` is the next palette colour after
    /// the chart's series (so a layer stands out from the base mark).
    public var tint: Color?
    /// Text drawn by the layer's rules (`ruleY`/`ruleX`, and horizontal rules from rows),
    /// e.g. `"mean"`; `nil` draws the row labels only.
    public var label: String?

    /// A layer of `mark` over `rows`, with an optional constant rule (`ruleY`/`ruleX`, data
    /// units), colour and label; every part is optional except the mark.
    public init(mark: Mark, rows: [ChartRow] = [], ruleY: Double? = nil, ruleX: Double? = nil,
                tint: Color? = nil, label: String? = nil) {
        self.mark = mark
        self.rows = ChartRows(rows)
        self.ruleY = ruleY
        self.ruleX = ruleX
        self.tint = tint
        self.label = label
    }
}
