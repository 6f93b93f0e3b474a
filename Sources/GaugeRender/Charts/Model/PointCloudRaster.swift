/// Builds `PointCloudModel`s: the discs of many points rasterised on a coverage grid, then
/// turned into rectangles (runs of covered cells per grid row, merged with identical runs of
/// the rows below).
///
/// A point's cell is an affine function of its x and y (`Grid`), rounded by adding 1.5 × 2⁵²
/// (no `round` call, no conversion check): marking ten million points is one loop over their
/// numbers with no closure or style comparison per point. The grid is stored column by column,
/// so a list's points, which come column after column, mark a few hundred neighbouring bytes
/// at a time (`Canvas.mark(list:style:)`).
enum PointCloudRaster {
    /// Grid cells per side at most; the cell is half a point unless the plot is larger.
    static let maximumCells = 1_200

    /// One point to rasterise: its centre in data units and how it is painted.
    struct Point {
        var x: Double
        var y: Double
        var color: Color
        var opacity: Double
    }

    /// How a cloud is painted: points of one colour and opacity make one cloud.
    struct Style: Hashable {
        var color: Color
        var opacity: Double
    }

    /// The coverage grid over a plot: `cell`-point cells, the plot plus `reach` cells (a
    /// point's radius) around it, and where a value falls on it. Cells are stored column by
    /// column: cell (column, row) is at `column * height + row`.
    struct Grid {
        let cell: Double
        /// The point radius in cells, rounded up.
        let reach: Int
        let width: Int
        let height: Int
        /// A value's column is `x * xScale + xOffset` rounded to the nearest cell and clamped to
        /// the grid: the cell whose centre is nearest its `AxisModel.position`.
        private let xScale: Double
        private let xOffset: Double
        private let yScale: Double
        private let yOffset: Double
        private let lastColumn: Double
        private let lastRow: Double

        /// The grid of `radius`-point discs on a `plotWidth` × `plotHeight` plot whose x runs
        /// left to right over `xAxis` and y bottom to top over `yAxis`.
        init(radius: Double, plotWidth: Double, plotHeight: Double, xAxis: AxisModel, yAxis: AxisModel) {
            cell = max(0.5, max(plotWidth, plotHeight) / Double(PointCloudRaster.maximumCells))
            reach = Int((radius / cell).rounded(.up))
            // the grid covers the plot and a radius around it (circles at the edges overhang)
            width = Int((plotWidth / cell).rounded(.up)) + 2 * reach + 1
            height = Int((plotHeight / cell).rounded(.up)) + 2 * reach + 1
            lastColumn = Double(width - 1)
            lastRow = Double(height - 1)
            let x = Self.affine(xAxis, start: 0, end: plotWidth, cell: cell, reach: reach)
            let y = Self.affine(yAxis, start: plotHeight, end: 0, cell: cell, reach: reach)
            (xScale, xOffset, yScale, yOffset) = (x.scale, x.offset, y.scale, y.offset)
        }

        /// `AxisModel.position(_:start:end:)` as scale × value + offset, in cells from the
        /// grid's edge (`reach` cells before the plot's); a degenerate domain (or one so
        /// narrow the scale overflows) maps every value to the middle.
        private static func affine(_ axis: AxisModel, start: Double, end: Double, cell: Double,
                                   reach: Int) -> (scale: Double, offset: Double) {
            let span = axis.upper - axis.lower
            let middle = (start + end) / 2 / cell + Double(reach)
            guard span.isFinite, span > 0 else { return (0, middle) }
            let scale = (end - start) / span / cell
            let offset = start / cell - axis.lower * scale + Double(reach)
            return scale.isFinite && offset.isFinite ? (scale, offset) : (0, middle)
        }

        /// `value` clamped to `0...last` (NaN to 0) and rounded to the nearest integer (ties to
        /// even): adding 1.5 × 2⁵² leaves the integer in the low bits of the sum.
        @inline(__always)
        private static func nearest(_ value: Double, last: Double) -> Int {
            let clamped = value >= 0 ? (value < last ? value : last) : 0
            return Int(truncatingIfNeeded: (clamped + 6_755_399_441_055_744).bitPattern & 0xFFFF_FFFF)
        }

        /// The column of x (data units).
        @inline(__always)
        func column(_ x: Double) -> Int { Self.nearest(x * xScale + xOffset, last: lastColumn) }

        /// The row of y (data units).
        @inline(__always)
        func row(_ y: Double) -> Int { Self.nearest(y * yScale + yOffset, last: lastRow) }

        /// The index of the cell a point at (`x`, `y`) data units marks; values off the grid
        /// mark its edge.
        @inline(__always)
        func cellIndex(x: Double, y: Double) -> Int { column(x) * height + row(y) }

        /// A block of cells as a rectangle in plot-relative points.
        func rect(_ block: CellRect) -> Rect {
            Rect(x: (Double(block.x) - Double(reach) - 0.5) * cell,
                 y: (Double(block.y) - Double(reach) - 0.5) * cell,
                 width: Double(block.width) * cell, height: Double(block.height) * cell)
        }
    }

    /// Clouds being rasterised: per style (in order of first appearance) the grid cells
    /// holding a point's centre, and how many points it holds.
    struct Canvas {
        let grid: Grid
        private(set) var styles: [Style] = []
        private var styleIndex: [Style: Int] = [:]
        private var centres: [[Bool]] = []
        private(set) var counts: [Int] = []

        init(_ grid: Grid) { self.grid = grid }

        /// The cloud of `style`, made when new.
        mutating func group(_ style: Style) -> Int {
            if let known = styleIndex[style] { return known }
            styleIndex[style] = styles.count
            styles.append(style)
            centres.append(Array(repeating: false, count: grid.width * grid.height))
            counts.append(0)
            return styles.count - 1
        }

        /// Marks any points, read once (so a chart's rows need no array of marks first).
        mutating func mark(_ points: some Sequence<Point>) {
            // most points share the style of the one before: no hashing for them
            var last: (style: Style, group: Int)?
            for (index, point) in points.enumerated() {
                if RenderCancellation.poll(index) { break }
                let style = Style(color: point.color, opacity: point.opacity)
                let group: Int
                if let last, last.style == style {
                    group = last.group
                } else {
                    group = self.group(style)
                }
                last = (style, group)
                centres[group][grid.cellIndex(x: point.x, y: point.y)] = true
                counts[group] += 1
            }
        }

        /// Marks a list's rows (x = position + 1, y the value clamped as `ChartData.Rows`
        /// reads it), all of one style. Their x ascend, so each column's points are a run
        /// (found by galloping, `M4Reduction.runEnd`), marked by their rows alone.
        mutating func mark(list values: [Double], style: Style) {
            let group = self.group(style)
            let grid = grid
            var marked = 0
            centres[group].withUnsafeMutableBufferPointer { cells in
                values.withUnsafeBufferPointer { ys in
                    guard let cells = cells.baseAddress else { return }
                    var start = 0
                    while start < ys.count {
                        if RenderCancellation.isCancelled { break }  // once a column or chunk
                        let column = grid.column(Double(start + 1))
                        let chunk = min(start + RenderCancellation.interval, ys.count)
                        let end = M4Reduction.runEnd(from: start, to: chunk) { grid.column(Double($0 + 1)) == column }
                        let cellsOfColumn = cells + column * grid.height
                        for index in start..<end {
                            cellsOfColumn[grid.row(LinearScale.clamped(ys[index]))] = true
                        }
                        start = end
                        marked = end
                    }
                }
            }
            counts[group] += marked
        }

        /// Marks `ChartData` rows (band x at their band's centre) whose style depends on their
        /// series only (`style(series)`, -1 for none), looked up once per series.
        mutating func mark(rows: [ChartData.Row], band: Bool, style: (Int) -> Style) {
            var groupOfSeries: [Int] = []  // by series + 1; -1 until seen
            for chunk in stride(from: 0, to: rows.count, by: RenderCancellation.interval) {
                if RenderCancellation.poll(chunk) { break }
                for index in chunk..<min(chunk + RenderCancellation.interval, rows.count) {
                    let row = rows[index]
                    let series = Int(row.series) + 1
                    if series >= groupOfSeries.count {
                        groupOfSeries += Array(repeating: -1, count: series + 1 - groupOfSeries.count)
                    }
                    var group = groupOfSeries[series]
                    if group < 0 {
                        group = self.group(style(series - 1))
                        groupOfSeries[series] = group
                    }
                    let x = band ? BandScale.center(Int(row.x)) : row.x
                    centres[group][grid.cellIndex(x: x, y: row.y)] = true
                    counts[group] += 1
                }
            }
        }

        /// One cloud per style, in order of first appearance, keyed `points/<n>`.
        func clouds() -> [PointCloudModel] {
            styles.indices.map { group in
                // the grid column by column is the transposed grid row by row, and a disc's
                // coverage transposes with it
                let covered = transposed(coverage(centres[group], width: grid.height, height: grid.width,
                                                  reach: grid.reach),
                                         width: grid.height, height: grid.width)
                let blocks = rectangles(covered, width: grid.width, height: grid.height).map(grid.rect)
                return PointCloudModel(key: "points/\(group)", color: styles[group].color,
                                       opacity: styles[group].opacity, count: counts[group],
                                       blocks: blocks)
            }
        }
    }

    /// `cells` (`height` rows of `width`) as `width` rows of `height`.
    static func transposed(_ cells: [Bool], width: Int, height: Int) -> [Bool] {
        guard cells.count == width * height else { return [] }
        var result = Array(repeating: false, count: cells.count)
        result.withUnsafeMutableBufferPointer { result in
            cells.withUnsafeBufferPointer { cells in
                for row in 0..<height {
                    for column in 0..<width { result[column * height + row] = cells[row * width + column] }
                }
            }
        }
        return result
    }

    /// Clouds for `points` drawn with `radius`-point discs on `grid`, grouped by colour and
    /// opacity in order of first appearance.
    static func clouds(_ points: [PointMarkModel], grid: Grid) -> [PointCloudModel] {
        var canvas = Canvas(grid)
        canvas.mark(points.lazy.map { Point(x: $0.x, y: $0.y, color: $0.color, opacity: $0.opacity) })
        return canvas.clouds()
    }

    /// Cells whose centre lies within `reach` cells of a marked centre (`height` rows of
    /// `width`): per row the distance to the nearest centre in that row, then a disc test over
    /// the rows around.
    static func coverage(_ centres: [Bool], width: Int, height: Int, reach: Int) -> [Bool] {
        let far = UInt16(min(reach + 1, Int(UInt16.max)))
        var nearest = Array(repeating: far, count: width * height)
        centres.withUnsafeBufferPointer { centres in
            nearest.withUnsafeMutableBufferPointer { nearest in
                for row in 0..<height {
                    if RenderCancellation.poll(row * 256) { return }  // asks every 16 rows
                    let base = row * width
                    var distance = far
                    for column in 0..<width {
                        distance = centres[base + column] ? 0 : min(distance &+ 1, far)
                        nearest[base + column] = distance
                    }
                    distance = far
                    for column in (0..<width).reversed() {
                        distance = centres[base + column] ? 0 : min(distance &+ 1, far)
                        nearest[base + column] = min(nearest[base + column], distance)
                    }
                }
            }
        }
        // half-width of the disc at each row offset
        let spans = (-reach...reach).map { offset in
            UInt16((Double(reach * reach - offset * offset)).squareRoot().rounded(.down))
        }
        var covered = Array(repeating: UInt8(0), count: width * height)
        nearest.withUnsafeBufferPointer { nearest in
            covered.withUnsafeMutableBufferPointer { covered in
                guard let nearest = nearest.baseAddress, let covered = covered.baseAddress else { return }
                for row in 0..<height {
                    if RenderCancellation.poll(row * 256) { return }  // asks every 16 rows
                    let target = covered + row * width
                    for offset in -reach...reach {
                        let other = row + offset
                        guard other >= 0, other < height else { continue }
                        let span = spans[offset + reach]
                        let source = nearest + other * width
                        // no branch and no overflow check, so the compiler vectorises it
                        for column in 0..<width {
                            target[column] |= source[column] <= span ? 1 : 0
                        }
                    }
                }
            }
        }
        return RenderCancellation.wasCancelled ? [] : covered.map { $0 != 0 }
    }

    struct CellRect {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
    }

    /// Runs of covered cells per row, a run extending the rectangle of the same run in the
    /// row above.
    static func rectangles(_ covered: [Bool], width: Int, height: Int) -> [CellRect] {
        guard covered.count == width * height else { return [] }
        var done: [CellRect] = []
        var open: [Int: CellRect] = [:]  // by start * width + end
        for row in 0..<height {
            var next: [Int: CellRect] = [:]
            var column = 0
            while column < width {
                guard covered[row * width + column] else { column += 1; continue }
                let start = column
                while column < width, covered[row * width + column] { column += 1 }
                let id = start * (width + 1) + column
                if var rect = open.removeValue(forKey: id) {
                    rect.height += 1
                    next[id] = rect
                } else {
                    next[id] = CellRect(x: start, y: row, width: column - start, height: 1)
                }
            }
            done += open.values
            open = next
        }
        done += open.values
        return done.sorted { $0.y != $1.y ? $0.y < $1.y : $0.x < $1.x }
    }
}
