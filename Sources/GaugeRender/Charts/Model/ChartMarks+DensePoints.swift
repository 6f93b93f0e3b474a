/// Points beyond `AxesChartModel.densePointCount` are drawn as clouds (`PointCloudRaster`),
/// never matched across frames, so they need no `PointMarkModel` (about 100 bytes with its
/// key, label and series): the layer's rows are kept as they are (shared, not copied) and
/// rasterised straight from their x and y once the axes are known.
extension ChartMarks {
    struct DensePoints {
        var data: ChartData
        var style: Style
        /// The smallest and largest y of the rows, for the y domain; `nil` without rows.
        var yExtent: (lower: Double, upper: Double)?

        init(_ data: ChartData, _ style: Style) {
            self.data = data
            self.style = style
            if let extent = data.listYExtent {
                yExtent = extent
                return
            }
            var lower = Double.infinity
            var upper = -Double.infinity
            for row in data.rows {
                lower = min(lower, row.y)
                upper = max(upper, row.y)
            }
            yExtent = lower <= upper ? (lower, upper) : nil
        }

        /// The rows as cloud points: plot x (band centres for categories), y, colour by series
        /// and opacity by selection (a label is made only while something is selected).
        var cloudPoints: some Sequence<PointCloudRaster.Point> {
            let (data, style) = (data, style)
            return data.rows.lazy.map { row in
                PointCloudRaster.Point(
                    x: data.kind == .band ? BandScale.center(Int(row.x)) : row.x, y: row.y,
                    color: style.color(seriesAt: Int(row.series)),
                    opacity: style.opacity(row, in: data))
            }
        }

        /// The rows' clouds on `grid`. Without a selection a row's style is its series' colour,
        /// so a list or the rows are marked in one loop over their numbers; with one, each
        /// row's opacity depends on its label (`cloudPoints`).
        func clouds(on grid: PointCloudRaster.Grid) -> [PointCloudModel] {
            var canvas = PointCloudRaster.Canvas(grid)
            if style.selected == nil, let values = data.rows.listValues {
                canvas.mark(list: values, style: PointCloudRaster.Style(color: style.color(seriesAt: -1), opacity: 1))
            } else if style.selected == nil, let rows = data.rows.madeOneByOne {
                let style = style
                canvas.mark(rows: rows, band: data.kind == .band) { series in
                    PointCloudRaster.Style(color: style.color(seriesAt: series), opacity: 1)
                }
            } else {
                canvas.mark(cloudPoints)
            }
            return canvas.clouds()
        }
    }
}
