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

        /// `nil` unless `data` has more than `minimumCount` rows, all of one series, in x order
        /// (strictly increasing for an area, `prefix` "area").
        init?(_ data: ChartData, _ style: Style, prefix: String) {
            let strictly = prefix == "area"
            let groups = ChartMarks.groups(data)
            guard data.rows.count > Self.minimumCount, groups.count == 1 else { return nil }
            var lower = Double.infinity
            var upper = -Double.infinity
            if let values = data.rows.listValues {
                // x = 1, 2, … strictly increase: only the extent is left to find
                for value in values {
                    lower = Swift.min(lower, value)
                    upper = Swift.max(upper, value)
                }
                lower = LinearScale.clamped(lower)
                upper = LinearScale.clamped(upper)
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
        }

        /// The line M4-reduced to `columns` pixel columns over `lower...upper` x units, as
        /// `ChartMarks.lines` then `M4Reduction.reduce` would make it.
        func reduced(lower: Double, upper: Double, columns: Int) -> SeriesModel {
            let reduced: [SeriesPoint]
            if let values = data.rows.listValues {
                // a list read by position: no `Row` per number on the way
                let points = values.indices.lazy.map { index in
                    SeriesPoint(x: Double(index + 1), y: LinearScale.clamped(values[index]))
                }
                reduced = M4Reduction.reduce(points, lower: lower, upper: upper, columns: columns,
                                              xAscending: true)
            } else {
                let band = data.kind == .band
                let points = data.rows.lazy.map { row in
                    SeriesPoint(x: band ? BandScale.center(Int(row.x)) : row.x, y: row.y)
                }
                reduced = M4Reduction.reduce(points, lower: lower, upper: upper, columns: columns,
                                              xAscending: true)
            }
            return SeriesModel(key: key, series: series, points: reduced, color: color, opacity: opacity)
        }
    }
}
