/// A long line of one series whose rows come in x order (the usual dense case: a list or a
/// time series) needs no `[SeriesPoint]` copy of its rows: they are kept as they are (shared,
/// not copied) and M4-reduced straight from their x and y once the x axis is known. An area
/// of one series whose x strictly increase is the same line filled down to zero (with ties
/// `ChartMarks.areas` sums them first).
extension ChartMarks {
    struct DenseLine {
        /// Above this many rows a line of one series in x order is kept as rows.
        static let minimumCount = 50_000

        var data: ChartData
        var key: String
        var series: String?
        var color: Color
        var opacity: Double
        /// The smallest and largest y of the rows, for the y domain.
        var yExtent: (lower: Double, upper: Double)
        /// An area (filled down to 0): its fill is drawn from its coverage (`FillCoverage`).
        var fills = false

        /// `nil` unless `data` has more than `minimumCount` rows, all of one series, in x order
        /// (strictly increasing for an area, `prefix` "area").
        init?(_ data: ChartData, _ style: Style, prefix: String) {
            let strictly = prefix == "area"
            let groups = ChartMarks.groups(data)
            guard data.rows.count > Self.minimumCount, groups.count == 1 else { return nil }
            var lower = Double.infinity
            var upper = -Double.infinity
            if let extent = data.listYExtent {
                // x = 1, 2, … strictly increase, and the extent is known
                (lower, upper) = extent
            } else {
                var previous = -Double.infinity
                for (index, row) in data.rows.enumerated() {
                    if RenderCancellation.poll(index) { return nil }
                    // band x are indices: in order exactly when their centres are
                    guard row.x > previous || (!strictly && row.x == previous) else { return nil }
                    previous = row.x
                    lower = min(lower, row.y)
                    upper = max(upper, row.y)
                }
            }
            self.data = data
            key = ChartMarks.key(prefix, groups[0])
            series = groups[0]
            color = style.color(groups[0])
            opacity = style.opacity(label: nil, series: groups[0])
            yExtent = (lower, upper)
            fills = strictly
        }

        /// The line M4-reduced to `columns` pixel columns over `lower...upper` x units, as
        /// `ChartMarks.lines` then `M4Reduction.reduce` would make it; an area also gets its
        /// fill's coverage over the columns of `grid` when one is given (`FillCoverage.area`),
        /// and a list's area is then M4-reduced on those columns instead (one pass for both).
        func reduced(lower: Double, upper: Double, columns: Int, grid: FillCoverage.Grid? = nil) -> SeriesModel {
            var coverage: FillCoverage?
            let reduced: [SeriesPoint]
            if let values = data.rows.listValues {
                let extremes = { (range: Range<Int>) -> (lowest: Int, highest: Int) in
                    values.withUnsafeBufferPointer { values in
                        let (lowest, highest) = NumberExtent.firstExtremes(
                            UnsafeBufferPointer(rebasing: values[range]), limit: LinearScale.limit)
                        return (range.lowerBound + lowest, range.lowerBound + highest)
                    }
                }
                if fills, let grid {
                    // M4 on the coverage's own columns: the two then walk the same column runs,
                    // and the coverage takes each run's extent from M4's pass over the numbers
                    // instead of a second pass of its own (a fifth of a 10⁷-point area's time)
                    var runs: [(range: Range<Int>, lowest: Int, highest: Int)] = []
                    runs.reserveCapacity(grid.columns)
                    reduced = M4Reduction.reduce(ListPoints(values: values), lower: grid.lower, upper: grid.upper,
                                                 columns: grid.columns, xAscending: true) { range in
                        let found = extremes(range)
                        runs.append((range, found.lowest, found.highest))
                        return found
                    }
                    var next = 0
                    coverage = FillCoverage.area(ListPoints(values: values), key: key, color: color,
                                                 opacity: opacity, grid: grid) { range in
                        while next < runs.count, runs[next].range.lowerBound < range.lowerBound { next += 1 }
                        if next < runs.count, runs[next].range == range {
                            let lowest = LinearScale.clamped(values[runs[next].lowest])
                            let highest = LinearScale.clamped(values[runs[next].highest])
                            // a run that starts with NaN reports it: read that run as below
                            if !lowest.isNaN, !highest.isNaN { return (lowest, highest) }
                        }
                        // the numbers' extent, clamped as `ListPoints` reads them (one SIMD pass)
                        let extent = values.withUnsafeBufferPointer {
                            NumberExtent(UnsafeBufferPointer(rebasing: $0[range]))
                        }
                        guard extent.allFinite else { return FillCoverage.extent(ListPoints(values: values), range) }
                        return (LinearScale.clamped(extent.lower), LinearScale.clamped(extent.upper))
                    }
                } else {
                    reduced = M4Reduction.reduce(ListPoints(values: values), lower: lower, upper: upper,
                                                 columns: columns, xAscending: true, extremes: extremes)
                }
            } else {
                reduced = M4Reduction.reduce(RowPoints(data: data), lower: lower, upper: upper,
                                             columns: columns, xAscending: true)
                if fills, let grid {
                    coverage = FillCoverage.area(RowPoints(data: data), key: key, color: color,
                                                 opacity: opacity, grid: grid)
                }
            }
            return SeriesModel(key: key, series: series, points: reduced, color: color, opacity: opacity,
                               coverage: coverage)
        }
    }

    /// A list's rows as line points, read by position (no `Row` and no closure per number):
    /// x = position + 1, y the number clamped as `ChartData.Rows(list:)` reads it.
    struct ListPoints: RandomAccessCollection {
        let values: [Double]
        var startIndex: Int { 0 }
        var endIndex: Int { values.count }

        subscript(position: Int) -> SeriesPoint {
            SeriesPoint(x: Double(position + 1), y: LinearScale.clamped(values[position]))
        }
    }

    /// `ChartData` rows as line points (band x at their band's centre), as `ChartMarks.lines`
    /// places them.
    struct RowPoints: RandomAccessCollection {
        let data: ChartData
        var startIndex: Int { 0 }
        var endIndex: Int { data.rows.count }

        subscript(position: Int) -> SeriesPoint {
            let row = data.rows[position]
            return SeriesPoint(x: data.kind == .band ? BandScale.center(Int(row.x)) : row.x, y: row.y)
        }
    }
}
