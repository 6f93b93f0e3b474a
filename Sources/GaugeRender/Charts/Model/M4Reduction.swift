/// M4 reduction of a dense polyline (Jugel et al., "M4: A Visualization-Oriented Time Series
/// Data Aggregation", VLDB 2014): per pixel column keep the first, lowest, highest and last
/// point, so a line drawn through what is kept lights the same pixels as one through every
/// point, while the SVG holds at most 4 points per column (VISUAL.md, "Axes charts").
public enum M4Reduction {
    /// Columns per point of plot width: 2, so the picture also holds on 2× (Retina) screens.
    public static let columnsPerPoint = 2.0

    /// The points of `points` (sorted by `x`) to keep when drawn `columns` pixel columns
    /// wide over `lower...upper`; `points` unchanged when it has at most `4 × columns`.
    ///
    /// Kept points stay in their original order; each column keeps its first and last point
    /// and those with the smallest and largest `y` (the first of equals).
    public static func reduce(_ points: [SeriesPoint], lower: Double, upper: Double,
                              columns: Int) -> [SeriesPoint] {
        let columns = max(columns, 1)
        guard points.count > 4 * columns else { return points }
        let span = upper - lower
        guard span.isFinite, span > 0 else {
            return reduceColumn(points[...]).map { points[$0] }
        }
        var kept: [SeriesPoint] = []
        kept.reserveCapacity(4 * columns + 4)
        var start = 0
        var column = self.column(points[0].x, lower: lower, span: span, columns: columns)
        for index in 1...points.count {
            let next = index < points.count
                ? self.column(points[index].x, lower: lower, span: span, columns: columns) : -1
            if index == points.count || next != column {
                for keptIndex in reduceColumn(points[start..<index]) {
                    kept.append(points[keptIndex])
                }
                start = index
                column = next
            }
        }
        return kept
    }

    /// The pixel column of `x`, clamped to `0..<columns`.
    static func column(_ x: Double, lower: Double, span: Double, columns: Int) -> Int {
        let fraction = (x - lower) / span
        guard fraction.isFinite else { return 0 }
        return min(max(Int((fraction * Double(columns)).rounded(.down)), 0), columns - 1)
    }

    /// Indices (ascending) of the first, min-y, max-y and last points of one column.
    static func reduceColumn(_ slice: ArraySlice<SeriesPoint>) -> [Int] {
        guard let first = slice.indices.first, let last = slice.indices.last else { return [] }
        var lowest = first
        var highest = first
        for index in slice.indices {
            if slice[index].y < slice[lowest].y { lowest = index }
            if slice[index].y > slice[highest].y { highest = index }
        }
        return Array(Set([first, lowest, highest, last])).sorted()
    }
}
