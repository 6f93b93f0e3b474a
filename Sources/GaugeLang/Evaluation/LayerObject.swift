import GaugeRender

/// One `layer CHART MARK key: value …` of a chart, kept as written so it can be resolved again
/// when its data change: its data's name (or none, to use the chart's data), its columns, and
/// a constant `y:`/`x:` kept as an expression (`mean(penguins, "body_mass_g")`), evaluated
/// again whenever data are rebound.
struct LayerObject: Sendable, Hashable {
    var mark: Mark
    /// The binding the layer follows (`data: other`), or `nil` for literal data or none.
    var dataName: String?
    /// The layer's own data; `nil` uses the chart's (and follows it).
    var data: Value?
    /// Columns; `nil` takes the chart's `x:`/`y:` (and `color:` when the layer uses the
    /// chart's data).
    var x: String?
    var y: String?
    var color: String?
    /// A number `y:` (a rule across the plot, `RuleMark(y:)`) or `x:` (down the plot).
    var constantY: Expr?
    var constantX: Expr?
    var tint: Color?
    var label: String?
}
