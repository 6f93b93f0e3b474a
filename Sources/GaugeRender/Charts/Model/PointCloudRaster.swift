/// Builds `PointCloudModel`s: the discs of many points rasterised on a coverage grid, then
/// turned into rectangles (runs of covered cells per grid row, merged with identical runs of
/// the rows below).
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

    /// Clouds for `points` drawn with `radius`-point discs on `plot` (size only; positions
    /// from `x`/`y`, plot-relative points), grouped by colour and opacity in order of first
    /// appearance.
    static func clouds(_ points: [PointMarkModel], radius: Double, plotWidth: Double,
                       plotHeight: Double, x: (Double) -> Double,
                       y: (Double) -> Double) -> [PointCloudModel] {
        clouds(points.lazy.map { Point(x: $0.x, y: $0.y, color: $0.color, opacity: $0.opacity) },
               radius: radius, plotWidth: plotWidth, plotHeight: plotHeight, x: x, y: y)
    }

    /// `clouds(_:radius:plotWidth:plotHeight:x:y:)` over any sequence of points, read once
    /// (so a chart's rows need no array of marks first).
    static func clouds(_ points: some Sequence<Point>, radius: Double, plotWidth: Double,
                       plotHeight: Double, x: (Double) -> Double,
                       y: (Double) -> Double) -> [PointCloudModel] {
        let cell = max(0.5, max(plotWidth, plotHeight) / Double(maximumCells))
        let reach = Int((radius / cell).rounded(.up))
        // the grid covers the plot and a radius around it (circles at the edges overhang)
        let width = Int(((plotWidth / cell).rounded(.up))) + 2 * reach + 1
        let height = Int(((plotHeight / cell).rounded(.up))) + 2 * reach + 1
        var styles: [Style] = []
        var styleIndex: [Style: Int] = [:]
        var centres: [[Bool]] = []
        var counts: [Int] = []
        // most points share the style of the one before: no hashing for them
        var last: (style: Style, group: Int)?
        for (index, point) in points.enumerated() {
            if RenderCancellation.poll(index) { break }
            let style = Style(color: point.color, opacity: point.opacity)
            let group: Int
            if let last, last.style == style {
                group = last.group
            } else if let known = styleIndex[style] {
                group = known
            } else {
                group = styles.count
                styleIndex[style] = group
                styles.append(style)
                centres.append(Array(repeating: false, count: width * height))
                counts.append(0)
            }
            last = (style, group)
            let column = (x(point.x) / cell).rounded() + Double(reach)
            let row = (y(point.y) / cell).rounded() + Double(reach)
            guard column.isFinite, row.isFinite else { continue }
            let c = Int(min(max(column, 0), Double(width - 1)))
            let r = Int(min(max(row, 0), Double(height - 1)))
            centres[group][r * width + c] = true
            counts[group] += 1
        }
        return styles.indices.map { group in
            let covered = coverage(centres[group], width: width, height: height, reach: reach)
            let blocks = rectangles(covered, width: width, height: height).map { block in
                Rect(x: (Double(block.x) - Double(reach) - 0.5) * cell,
                                      y: (Double(block.y) - Double(reach) - 0.5) * cell,
                                      width: Double(block.width) * cell,
                                      height: Double(block.height) * cell)
            }
            return PointCloudModel(key: "points/\(group)", color: styles[group].color,
                                   opacity: styles[group].opacity, count: counts[group],
                                   blocks: blocks)
        }
    }

    /// Cells whose centre lies within `reach` cells of a marked centre: per row the distance
    /// to the nearest centre in that row, then a disc test over the rows around.
    static func coverage(_ centres: [Bool], width: Int, height: Int, reach: Int) -> [Bool] {
        let far = UInt16(min(reach + 1, Int(UInt16.max)))
        var nearest = Array(repeating: far, count: width * height)
        for row in 0..<height {
            if RenderCancellation.poll(row * 256) { return [] }  // asks every 16 rows
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
        // half-width of the disc at each row offset
        let spans = (-reach...reach).map { offset in
            UInt16((Double(reach * reach - offset * offset)).squareRoot().rounded(.down))
        }
        var covered = Array(repeating: false, count: width * height)
        for row in 0..<height {
            if RenderCancellation.poll(row * 256) { return [] }  // asks every 16 rows
            for offset in -reach...reach {
                let other = row + offset
                guard other >= 0, other < height else { continue }
                let span = spans[offset + reach]
                let base = other * width
                for column in 0..<width where nearest[base + column] <= span {
                    covered[row * width + column] = true
                }
            }
        }
        return covered
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
