/// Bars thinner than a pixel column, reduced per column (the spirit of `M4Reduction`): each
/// half-point column of the plot keeps, per series and opacity, one segment from the lowest
/// to the highest y any of its bars reaches, so the columns light the same pixels as drawing
/// every bar while the SVG holds at most a few segments per column.
///
/// Used when a chart has more bar slots than columns (`AxesChartModel.barsAreReduced`);
/// charts with fewer bars keep one segment per (category, series) and their keys.
public enum BarReduction {
    /// Above this many reduced segments (many series), segments are merged per colour and
    /// opacity instead of per series (series sharing a palette colour look the same).
    public static let maximumSegments = 6_000

    /// Whether `bars` (slot order) stand in more slots than `columns`.
    static func needsReduction(_ bars: [BarSegmentModel], columns: Int) -> Bool {
        guard bars.count > columns else { return false }
        var slots = 0
        var last: Double?
        for bar in bars where bar.x0 != last {
            last = bar.x0
            slots += 1
            if slots > columns { return true }
        }
        return false
    }

    /// One segment per (column, series, opacity) — or per (column, colour, opacity) when that
    /// would exceed `maximumSegments` — spanning the column's width (`columns` over
    /// `lower...upper`) and the min…max of its bars' `y0`/`y1`; in column order, series in
    /// stacking order. Keys `bar/column <n>/<series>`; `value` sums the column's values.
    static func reduce(_ bars: [BarSegmentModel], lower: Double, upper: Double,
                       columns: Int) -> [BarSegmentModel] {
        let columns = max(columns, 1)
        let span = upper - lower
        guard span.isFinite, span > 0 else { return bars }
        struct Group: Hashable {
            var column: Int
            var series: String?
            var color: Color
            var opacity: Double
        }
        let bySeries = Set(bars.map(\.series)).count * columns <= maximumSegments
        var order: [Group] = []
        var merged: [Group: BarSegmentModel] = [:]
        for (index, bar) in bars.enumerated() {
            if RenderCancellation.poll(index) { break }
            let column = M4Reduction.column((bar.x0 + bar.x1) / 2, lower: lower, span: span,
                                            columns: columns)
            let group = Group(column: column, series: bySeries ? bar.series : nil,
                              color: bar.color, opacity: bar.opacity)
            let low = min(bar.y0, bar.y1), high = max(bar.y0, bar.y1)
            if var segment = merged[group] {
                segment.y0 = min(segment.y0, low)
                segment.y1 = max(segment.y1, high)
                segment.value = ChartMarks.clamp(segment.value + bar.value)
                merged[group] = segment
                continue
            }
            order.append(group)
            let x0 = lower + span * Double(column) / Double(columns)
            let x1 = lower + span * Double(column + 1) / Double(columns)
            let name = bySeries ? bar.series : "\(bar.series ?? "")~\(order.count)"
            merged[group] = BarSegmentModel(
                key: ChartMarks.key("bar", "column \(column)", name), category: bar.category,
                series: bar.series, x0: x0, x1: x1, y0: low, y1: high, value: bar.value,
                color: bar.color, opacity: bar.opacity)
        }
        // columns left to right; within one, first appearance (stacking order)
        let sorted = order.enumerated().sorted {
            $0.element.column != $1.element.column ? $0.element.column < $1.element.column
                : $0.offset < $1.offset
        }
        return sorted.compactMap { merged[$0.element] }
    }
}
