import Synchronization
import Testing
@testable import GaugeRender

/// The loops over a list's numbers (issue 10) give exactly what the row-by-row paths give:
/// `NumberExtent` what a scalar scan gives, point clouds marked from a list or from rows what
/// marking each `PointCloudRaster.Point` gives, a list's bar columns what making every bar
/// and `BarReduction` give, a list's M4 columns what reading every point gives.
@Suite struct FastPathTests {
    /// The first index where `a` and `b` differ (`count` when one is a prefix of the other),
    /// `nil` when equal: a failure names one element, not ten thousand.
    static func firstDifference<T: Equatable>(_ a: [T], _ b: [T]) -> Int? {
        a.indices.first { $0 >= b.count || a[$0] != b[$0] } ?? (a.count == b.count ? nil : a.count)
    }

    /// Numbers with what the fast paths must get right: ties, both signs, −0, magnitudes past
    /// `LinearScale.limit`, and (when `nonFinite`) NaN and infinities at odd positions.
    static func awkward(_ n: Int, seed: UInt64, nonFinite: Bool = false) -> [Double] {
        var values = DenseDataTests.values(n, seed: seed).map { ($0 * 20).rounded() - 10 }  // ties
        for index in stride(from: 3, to: n, by: 11) { values[index] = -0.0 }
        for index in stride(from: 5, to: n, by: 97) { values[index] = index % 2 == 0 ? 3e300 : -2e300 }
        if nonFinite {
            for index in stride(from: 7, to: n, by: 53) { values[index] = [.nan, .infinity, -.infinity][index % 3] }
        }
        return values
    }

    /// The data and style of a `mark` chart over the list `values`, without a selection.
    static func list(_ mark: Mark, _ values: [Double]) -> (ChartData, ChartMarks.Style) {
        var spec = ChartSpec(mark: mark)
        spec.rows = .list(values)
        let data = ChartData(spec: spec)
        return (data, ChartMarks.Style(seriesNames: data.seriesNames, tint: SystemColor.blue, selected: nil,
                                       dimmed: 0.5))
    }

    @Test(arguments: [0, 1, 7, 8, 9, 16, 63, 1_000])
    func extentIsTheScalarScans(count: Int) {
        for nonFinite in [false, true] {
            let values = Self.awkward(count, seed: UInt64(count) + 1, nonFinite: nonFinite)
            var lower = Double.infinity, upper = -Double.infinity
            for value in values where !value.isNaN {
                lower = min(lower, value)
                upper = max(upper, value)
            }
            let extent = NumberExtent(values)
            #expect(extent.lower == lower && extent.upper == upper, "\(count) \(nonFinite)")
            #expect(extent.allFinite == values.allSatisfy(\.isFinite))
            let finite = values.filter(\.isFinite)
            let expected = finite.isEmpty ? nil : (finite.min()!, finite.max()!)
            #expect(NumberExtent.finite(values)?.lower == expected?.0
                        && NumberExtent.finite(values)?.upper == expected?.1)
        }
    }

    /// The first lowest and highest of clamped numbers, as `M4Reduction.reduceColumn` finds
    /// them point by point, at every offset and length (lanes of 8 and a scalar tail).
    @Test func firstExtremesAreTheScalarScans() {
        let values = Self.awkward(300, seed: 9, nonFinite: true)
        values.withUnsafeBufferPointer { all in
            for start in [0, 1, 7, 8, 13] {
                for length in [1, 2, 7, 8, 9, 17, 64, 200] where start + length <= values.count {
                    let column = UnsafeBufferPointer(rebasing: all[start..<(start + length)])
                    var lowest = 0, highest = 0
                    var low = LinearScale.clamped(column[0]), high = low
                    for (index, value) in column.enumerated() {
                        let y = LinearScale.clamped(value)
                        if y < low { (lowest, low) = (index, y) }
                        if y > high { (highest, high) = (index, y) }
                    }
                    let found = NumberExtent.firstExtremes(column, limit: LinearScale.limit)
                    #expect(found.lowest == lowest && found.highest == highest, "\(start) + \(length)")
                }
            }
        }
    }

    /// A list's points and rows' points (by series, band x too) mark the cells, counts and
    /// clouds that marking each point in turn marks.
    @Test(arguments: ["list", "series", "bands"])
    func pointCloudsAreThePointByPointOnes(_ kind: String) throws {
        let values = Self.awkward(30_000, seed: 4).map { $0 / 7 }
        var spec: ChartSpec
        switch kind {
        case "list":
            spec = ChartSpec(mark: .point)
            spec.rows = .list(values)
        case "series":
            spec = ChartSpec(mark: .point, rows: values.indices.map {
                ChartRow(x: .number(Double($0 % 997) * 0.37), y: values[$0], series: $0 % 5 == 0 ? nil : "s\($0 % 9)")
            })
        default:
            spec = ChartSpec(mark: .point, rows: values.indices.map {
                ChartRow(x: .category("c\($0 % 40)"), y: values[$0])
            })
        }
        spec.yDomain = -1...1  // most points off the plot, onto its edges
        let data = ChartData(spec: spec)
        #expect((data.rows.listValues != nil) == (kind == "list"))
        let style = ChartMarks.Style(seriesNames: data.seriesNames, tint: SystemColor.blue, selected: nil,
                                     dimmed: 0.5)
        let dense = ChartMarks.DensePoints(data, style)
        let model = AxesChartModel(spec: spec)
        let grid = PointCloudRaster.Grid(radius: MarkLayout.pointRadius, plotWidth: model.plotFrame.width,
                                         plotHeight: model.plotFrame.height, xAxis: model.xAxis,
                                         yAxis: model.yAxis)
        var oneByOne = PointCloudRaster.Canvas(grid)
        oneByOne.mark(dense.cloudPoints)
        let clouds = dense.clouds(on: grid)
        #expect(Self.firstDifference(clouds, oneByOne.clouds()) == nil, "\(kind)")
        #expect(clouds.map(\.count).reduce(0, +) == values.count)
        #expect(Self.firstDifference(model.pointClouds, clouds) == nil)
        // 9 series and the tint share the palette's 7 colours: one cloud per colour
        #expect(clouds.count == (kind == "series" ? SystemColor.categorical.count : 1))
    }

    /// A list's bars reduced per column from its numbers are what making every bar and
    /// reducing them gives, with −0, ties and numbers past the limit (clamped, then copied).
    @Test(arguments: [100, 777, 5_999])
    func listBarColumnsAreTheReducedBars(columns: Int) throws {
        let values = Self.awkward(12_000, seed: 6)
        let (data, style) = Self.list(.bar, values)
        let dense = try #require(ChartMarks.DenseBars(data, style))
        let bars = ChartMarks.bars(data, style)
        #expect(Self.firstDifference(dense.segments(), bars) == nil)
        #expect(dense.yExtent == (-LinearScale.limit, LinearScale.limit))
        let extent = try #require(ChartMarks.BarExtent(bars))
        #expect(dense.reducesTo(columns: columns))
        let reduced = dense.reduced(lower: extent.lower, upper: extent.upper, columns: columns)
        #expect(Self.firstDifference(reduced, BarReduction.reduce(bars, lower: extent.lower, upper: extent.upper,
                                                                  columns: columns)) == nil)
        #expect(reduced.count == min(columns, values.count))
    }

    /// Sums within the limit are added without a clamp per step; sums that pass it are
    /// clamped step by step, as `BarReduction` adds them.
    @Test func columnSumsClampOnlyWhenTheyMust() throws {
        let (data, style) = Self.list(.bar, Array(repeating: 6e299, count: 10_000) + Array(repeating: -1, count: 10_000))
        let dense = try #require(ChartMarks.DenseBars(data, style))
        let bars = ChartMarks.bars(data, style)
        let extent = try #require(ChartMarks.BarExtent(bars))
        let reduced = dense.reduced(lower: extent.lower, upper: extent.upper, columns: 3)
        #expect(Self.firstDifference(reduced, BarReduction.reduce(bars, lower: extent.lower, upper: extent.upper,
                                                                  columns: 3)) == nil)
        #expect(reduced.first?.value == LinearScale.limit)
    }

    /// A list's line reduced with its columns' extremes found eight numbers at a time keeps
    /// the points M4 keeps reading every point, ties and clamped numbers included.
    @Test(arguments: [1, 13, 700, 2_900])
    func listLinesKeepWhatM4Keeps(columns: Int) throws {
        let (data, style) = Self.list(.line, Self.awkward(60_000, seed: 8))
        let line = try #require(ChartMarks.DenseLine(data, style, prefix: "line"))
        #expect(line.yExtent == (-LinearScale.limit, LinearScale.limit))
        let points = ChartMarks.lines(data, style, prefix: "line")[0].points
        let reduced = line.reduced(lower: -3, upper: 60_100, columns: columns)
        #expect(Self.firstDifference(reduced.points,
                                     M4Reduction.reduce(points, lower: -3, upper: 60_100, columns: columns)) == nil)
    }

    /// Every mark over a long list stops at the first poll after the flip: the loops over the
    /// numbers ask between chunks and columns.
    @Test(arguments: [Mark.bar, .point, .line, .area])
    func listChartsStop(mark: Mark) {
        var spec = ChartSpec(mark: mark)
        spec.rows = .list(DenseDataTests.values(2_000_000, seed: 2))
        let flag = CancellationTests.Flag(flipAt: 2)
        #expect(throws: RenderCancelled()) {
            _ = try Renderer.cancellableSVG(RenderRequest(drawable: .chart(spec), idPrefix: "m",
                                                          isCancelled: { flag.isCancelled() }))
        }
        #expect(flag.calls.load(ordering: .relaxed) == 2)
    }
}
