import Testing
@testable import GaugeRender

/// Dense areas and bars drawn from per-column coverage (`FillCoverage`): the layers' heights
/// are where each column's covered share crosses the layer's threshold, exactly for straight
/// pieces of curve and for bars; the opacities stack to `m / levels` in 8-bit compositing.
@Suite struct FillCoverageTests {
    static func grid(_ lower: Double, _ upper: Double, _ columns: Int) -> FillCoverage.Grid {
        FillCoverage.Grid(lower: lower, upper: upper, columns: columns)
    }

    static func area(_ points: [SeriesPoint], _ grid: FillCoverage.Grid) -> FillCoverage {
        FillCoverage.area(points, key: "area", color: SystemColor.blue, opacity: 1, grid: grid)
    }

    /// One rising piece from 0 to 1 across one column: the share above t is 1 − t, so layer k
    /// (threshold (k + ½)/32) ends at 1 − (k + ½)/32.
    @Test func risingPieceCoversOneMinusT() {
        let coverage = Self.area([SeriesPoint(x: 0, y: 0), SeriesPoint(x: 1, y: 1)], Self.grid(0, 1, 1))
        #expect(coverage.levels == 32)
        for k in 0..<32 {
            #expect(abs(coverage.tops[k] - (1 - (Double(k) + 0.5) / 32)) < 1e-9, "layer \(k)")
            #expect(coverage.bottoms[k] == 0)
        }
    }

    /// A piece from (0, 0) to (2, 2) over two columns is cut at x = 1: the first column
    /// holds 0…1 (tops 1 − θ), the second 1…2, covered fully up to 1 (tops 2 − θ).
    @Test func piecesAreCutAtColumnEdges() {
        let coverage = Self.area([SeriesPoint(x: 0, y: 0), SeriesPoint(x: 2, y: 2)], Self.grid(0, 2, 2))
        let levels = coverage.levels
        for k in 0..<levels {
            let threshold = (Double(k) + 0.5) / Double(levels)
            #expect(abs(coverage.tops[k] - (1 - threshold)) < 1e-9, "column 0 layer \(k)")
            #expect(abs(coverage.tops[levels + k] - (2 - threshold)) < 1e-9, "column 1 layer \(k)")
        }
    }

    /// A noisy zigzag 0, 1, 0, 1, … covers half the column at mid-height: the layers below
    /// threshold ½ reach above 0.5, those above it stay below, and the mean height of the
    /// layers is the mean of the curve (½), as the column's average colour needs.
    @Test func zigzagIsHalfCoveredAtMidHeight() {
        let points = (0...1_000).map { SeriesPoint(x: Double($0) / 1_000, y: Double($0 % 2)) }
        let coverage = Self.area(points, Self.grid(0, 1, 1))
        let levels = coverage.levels
        let mean = coverage.tops.prefix(levels).reduce(0, +) / Double(levels)
        #expect(abs(mean - 0.5) < 1e-3)
        #expect(coverage.tops[levels / 2 - 1] > 0.5 && coverage.tops[levels / 2] < 0.5)
    }

    /// A flat curve at −1 covers everything between −1 and 0: every layer's bottom is −1 (to
    /// a grid step, 1/256 of the extent), no top.
    @Test func negativeAreaHangsBelowZero() {
        let coverage = Self.area([SeriesPoint(x: 0, y: -1), SeriesPoint(x: 1, y: -1)], Self.grid(0, 1, 1))
        for k in 0..<coverage.levels {
            #expect(abs(coverage.bottoms[k] + 1) <= 1.0 / 256, "layer \(k): \(coverage.bottoms[k])")
            #expect(coverage.tops[k] == 0)
        }
    }

    /// Four bars a quarter of the column wide reaching 1, 2, 3 and 4 cover the column 100 %,
    /// 75 %, 50 % and 25 % in the bands between: layer k reaches the value where the share
    /// falls below (k + ½)/32 (within a grid step, 4/256).
    @Test func barsCoverTheirShareOfTheColumn() {
        let values = [1.0, 2, 3, 4]
        let coverage = FillCoverage.bars(
            count: 4, x: { 0.125 + 0.25 * Double($0) }, values: values, barWidth: 0.25,
            extent: { _ in (1, 4) }, key: "bar", color: SystemColor.blue, opacity: 1, grid: Self.grid(0, 1, 1))
        for k in 0..<coverage.levels {
            let threshold = (Double(k) + 0.5) / Double(coverage.levels)
            let expected = threshold <= 0.25 ? 4.0 : threshold <= 0.5 ? 3 : threshold <= 0.75 ? 2 : 1
            #expect(coverage.tops[k] >= expected - 1e-9 && coverage.tops[k] <= expected + 4.0 / 256,
                    "layer \(k): \(coverage.tops[k])")
        }
    }

    /// A 10⁵-number list's bars: the coverage columns stand on whole points, every layer's
    /// height lies within the data (0…1), layers nest (k + 1 never above k), and the
    /// columns' mean coverage (mean layer height) is the numbers' mean, ½, to 1 %.
    @Test func listBarsNestAndKeepTheMean() throws {
        let (data, style) = FastPathTests.list(.bar, DenseDataTests.values(100_000, seed: 3))
        let dense = try #require(ChartMarks.DenseBars(data, style))
        let grid = FillCoverage.Grid.aligned(plot: Rect(x: 0.4, y: 0, width: 375.2, height: 200),
                                             xLower: 0, xUpper: 100_001)
        #expect(grid.columns == 376)
        #expect(abs(grid.lower - (-0.4 * 100_001 / 375.2)) < 1e-9)
        let coverage = try #require(dense.coverage(grid: grid))
        let levels = coverage.levels
        var total = 0.0
        for c in 0..<coverage.columns {
            for k in 0..<levels {
                let top = coverage.tops[c * levels + k]
                #expect(top >= 0 && top <= 1)
                if k > 0 { #expect(top <= coverage.tops[c * levels + k - 1] + 1e-12) }
                total += top
            }
        }
        // the first and last columns are partly outside the bars
        let inner = Double(coverage.columns - 2) * Double(levels)
        #expect(abs(total / inner - 0.5) < 0.01)
    }

    /// `addCurve` (one hinge a point, its cell found by rounding, not `ceil`) builds the same
    /// profile as `addSegment` piece by piece, also where points fall exactly on grid points
    /// (whole positions, 0 and the top): 2,000 points of which every third is on the grid.
    @Test func curveLoopMatchesPieceByPiece() {
        let random = DenseDataTests.values(2_000, seed: 11)
        let points = random.enumerated().map { index, value in
            // every third on a grid point: 0, 1/256, …, 1
            SeriesPoint(x: Double(index) * 0.5, y: index % 3 == 0 ? (value * 256).rounded() / 256 : value)
        }
        var curve = CoverageProfile(), pieces = CoverageProfile()
        curve.reset(lower: 0, upper: 1)
        pieces.reset(lower: 0, upper: 1)
        curve.addCurve(points, 0..<points.count)
        for index in 1..<points.count {
            pieces.addSegment(points[index - 1].y, points[index].y, width: points[index].x - points[index - 1].x)
        }
        let (a, b) = (curve.values(), pieces.values())
        #expect(a.count == 257 && curve.width == pieces.width && curve.width == 999.5)
        for j in a.indices { #expect(abs(a[j] - b[j]) < 1e-6, "grid point \(j): \(a[j]) vs \(b[j])") }
        #expect(a[0] == 999.5)  // everything reaches the bottom
    }

    /// NaN and ±∞ in a curve (rows never hold them, but the loop writes raw buffers, so
    /// nothing may index outside them): NaN and −∞ count as the bottom of the grid, +∞ as its
    /// top, as the same curve with those points at 0 and 1.
    @Test func nonFiniteHeightsStayOnTheGrid() {
        let ys = [0.5, .nan, 0.25, .infinity, 0.75, -.infinity, 1, .nan]
        let clamped = [0.5, 0, 0.25, 1, 0.75, 0, 1, 0]
        func profile(_ ys: [Double]) -> [Double] {
            var profile = CoverageProfile()
            profile.reset(lower: 0, upper: 1)
            profile.addCurve(ys.enumerated().map { SeriesPoint(x: Double($0.offset), y: $0.element) }, 0..<ys.count)
            return profile.values()
        }
        let (a, b) = (profile(ys), profile(clamped))
        #expect(a.allSatisfy { $0.isFinite })
        for j in a.indices { #expect(abs(a[j] - b[j]) < 1e-9, "grid point \(j)") }
    }

    /// A dense list's area takes each column's extent from its M4 pass over the same columns:
    /// the coverage is the one read point by point (`FillCoverage.area` without extents),
    /// and the M4 points stand on those columns (at most 4 a column).
    @Test func listAreaSharesItsExtentsWithM4() throws {
        let values = DenseDataTests.values(100_000, seed: 5)
        let (data, style) = FastPathTests.list(.area, values)
        let dense = try #require(ChartMarks.DenseLine(data, style, prefix: "area"))
        let grid = FillCoverage.Grid.aligned(plot: Rect(x: 30.6, y: 0, width: 360.8, height: 200),
                                             xLower: 1, xUpper: 100_000)
        let series = dense.reduced(lower: 1, upper: 100_000, columns: 360, grid: grid)
        let coverage = try #require(series.coverage)
        let reference = FillCoverage.area(ChartMarks.ListPoints(values: values),
                                          key: coverage.key, color: coverage.color, opacity: coverage.opacity,
                                          grid: grid)
        #expect(coverage.tops == reference.tops && coverage.bottoms == reference.bottoms)
        #expect(series.points.count <= 4 * grid.columns && series.points.count >= 2 * (grid.columns - 2))
    }

    /// Layer opacities are whole 255ths (+0.2/255) and, composited one over another as 8-bit
    /// "over" rounds, reach the byte nearest m/levels of the series' opacity after m layers.
    @Test(arguments: [4, 16, 32], [1.0, 0.5])
    func opacitiesStackToEvenSteps(levels: Int, opacity: Double) {
        let coverage = FillCoverage(key: "a", color: SystemColor.blue, opacity: opacity, lower: 0, upper: 1,
                                    columns: FillCoverage.layerColumns / levels)
        #expect(coverage.levels == levels)
        var alpha = 0
        for (m, layer) in coverage.layerOpacities().enumerated() {
            let byte = Int(layer * 255)
            #expect(layer == 0 || layer == 1 || abs(layer * 255 - Double(byte) - 0.2) < 1e-9)
            alpha += FillCoverage.multiply(byte, 255 - alpha)
            let target = 255 * opacity * Double(m + 1) / Double(levels)
            #expect(abs(Double(alpha) - target) <= 1, "m \(m + 1): \(alpha) for \(target)")
        }
    }

    /// Relative `h`/`v` are written to a tenth, from the point as written, so a staircase of
    /// steps that are not whole tenths does not drift: 0.5 + 3 × 0.333… ends at 1.5.
    @Test func staircasesAreWrittenToTenthsWithoutDrift() {
        var path = PathData()
        path.move(to: Point(x: 0.5, y: 10))
        for step in 1...3 {
            path.commands.append(.vertical(10 - Double(step) * 0.26))
            path.commands.append(.horizontal(0.5 + Double(step) / 3))
        }
        path.commands.append(.vertical(10))
        path.close()
        var buffer = SVGBuffer()
        buffer.write(path: path)
        #expect(buffer.string == "M0.5 10v-.3h.3v-.2h.4v-.3h.3v.8Z")
    }
}
