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
        guard points.count > 4 * max(columns, 1) else { return points }
        return reduce(points[...], lower: lower, upper: upper, columns: columns)
    }

    /// `reduce(_:lower:upper:columns:)` over any collection of points read by index (a chart's
    /// rows seen as points, so they need no array of points first); always a new array.
    /// - Parameter xAscending: the points' x never decrease (a dense line's rows, a list), so
    ///   each column's points are found by a galloping search for where the column changes
    ///   instead of computing every point's column; the same columns, and so the same points.
    /// - Parameter extremes: finds the first lowest and first highest point of a column's
    ///   range faster than reading point by point (a list's numbers, eight at a time); `nil`
    ///   reads the points.
    static func reduce<Points: RandomAccessCollection<SeriesPoint>>(
        _ points: Points, lower: Double, upper: Double, columns: Int, xAscending: Bool = false,
        extremes: ((Range<Int>) -> (lowest: Int, highest: Int))? = nil
    ) -> [SeriesPoint] where Points.Index == Int {
        let columns = max(columns, 1)
        guard points.count > 4 * columns else { return Array(points) }
        let span = upper - lower
        guard span.isFinite, span > 0 else {
            return reduceColumn(points, points.startIndex..<points.endIndex, extremes).map { points[$0] }
        }
        var kept: [SeriesPoint] = []
        kept.reserveCapacity(4 * columns + 4)
        let end = points.endIndex
        var start = points.startIndex
        if xAscending {
            while start < end {
                if RenderCancellation.isCancelled { break }  // once a column
                let column = self.column(points[start].x, lower: lower, span: span, columns: columns)
                let low = runEnd(from: start, to: end) {
                    self.column(points[$0].x, lower: lower, span: span, columns: columns) == column
                }
                for keptIndex in reduceColumn(points, start..<low, extremes) {
                    kept.append(points[keptIndex])
                }
                start = low
            }
            return kept
        }
        var column = self.column(points[start].x, lower: lower, span: span, columns: columns)
        for index in (start + 1)...end {
            let next = index < end
                ? self.column(points[index].x, lower: lower, span: span, columns: columns) : -1
            if index == end || next != column {
                for keptIndex in reduceColumn(points, start..<index, extremes) {
                    kept.append(points[keptIndex])
                }
                start = index
                column = next
            }
        }
        return kept
    }

    /// The end of the run of indices from `start` for which `isInRun` holds, where it holds
    /// up to some index of `start..<end` and not after (`start` itself in the run): found by
    /// galloping, then bisecting, so a run of `k` indices costs O(log k) calls, not `k`.
    static func runEnd(from start: Int, to end: Int, _ isInRun: (Int) -> Bool) -> Int {
        // [start, known) are in the run; gallop until an index that is not (or the end)
        var known = start + 1
        var step = 1
        var outside = end
        while known < end {
            let probe = min(known + step - 1, end - 1)
            if isInRun(probe) {
                known = probe + 1
                step *= 2
            } else {
                outside = probe
                break
            }
        }
        // the first index of [known, outside) not in the run
        var low = known
        var high = outside
        while low < high {
            let middle = low + (high - low) / 2
            if isInRun(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The pixel column of `x`, clamped to `0..<columns`.
    static func column(_ x: Double, lower: Double, span: Double, columns: Int) -> Int {
        let fraction = (x - lower) / span
        guard fraction.isFinite else { return 0 }
        return min(max(Int((fraction * Double(columns)).rounded(.down)), 0), columns - 1)
    }

    /// Indices (ascending) of the first, min-y, max-y and last points of `points[range]`
    /// (`extremes` finds the min-y and max-y ones when given).
    static func reduceColumn<Points: RandomAccessCollection<SeriesPoint>>(
        _ points: Points, _ range: Range<Int>,
        _ extremes: ((Range<Int>) -> (lowest: Int, highest: Int))? = nil
    ) -> [Int] where Points.Index == Int {
        guard let first = range.first, let last = range.last else { return [] }
        var lowest = first
        var highest = first
        if let extremes {
            (lowest, highest) = extremes(range)
        } else {
            var lowestY = points[first].y
            var highestY = lowestY
            for index in range {
                let y = points[index].y
                if y < lowestY { (lowest, lowestY) = (index, y) }
                if y > highestY { (highest, highestY) = (index, y) }
            }
        }
        return Array(Set([first, lowest, highest, last])).sorted()
    }
}
