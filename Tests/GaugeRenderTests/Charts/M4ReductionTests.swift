import Foundation
import Testing
@testable import GaugeRender

/// The per-column first/min/max/last reduction of dense lines.
@Suite struct M4ReductionTests {
    /// A noisy signal whose extremes are scattered inside columns.
    static func signal(_ count: Int) -> [SeriesPoint] {
        (0..<count).map { index in
            let x = Double(index)
            return SeriesPoint(x: x, y: sin(x * 0.013) * 50 + Double((index * 7919) % 101) - 50)
        }
    }

    @Test func keepsEachColumnsExtremesAndTheEndpoints() {
        let points = Self.signal(10_000)
        let columns = 37
        let kept = M4Reduction.reduce(points, lower: 0, upper: 9999, columns: columns)
        #expect(kept.count <= 4 * columns && kept.count >= 2 * columns)
        #expect(kept.first == points.first && kept.last == points.last)
        #expect(kept.map(\.x) == kept.map(\.x).sorted())
        for column in 0..<columns {
            let inColumn = points.filter {
                M4Reduction.column($0.x, lower: 0, span: 9999, columns: columns) == column
            }
            let keptInColumn = kept.filter {
                M4Reduction.column($0.x, lower: 0, span: 9999, columns: columns) == column
            }
            #expect(keptInColumn.map(\.y).min() == inColumn.map(\.y).min())
            #expect(keptInColumn.map(\.y).max() == inColumn.map(\.y).max())
            #expect(keptInColumn.first == inColumn.first && keptInColumn.last == inColumn.last)
        }
    }

    @Test func shortLinesAreUntouched() {
        let points = Self.signal(40)
        #expect(M4Reduction.reduce(points, lower: 0, upper: 39, columns: 10) == points)
        let flat = (0..<100).map { SeriesPoint(x: 5, y: Double($0 % 7)) }
        let kept = M4Reduction.reduce(flat, lower: 5, upper: 5, columns: 3)
        #expect(kept.map(\.y) == [0, 6, 1])
    }

    /// A million-point line renders into a small SVG that still spans the data (its speed is
    /// measured in bench/render_vs_peers.py, not here).
    @Test func millionPointLineIsSmall() throws {
        let rows: [ChartRow] = (0..<1_000_000).map { (index: Int) -> ChartRow in
            let wave: Double = sin(Double(index) / 5000) * 100
            let noise = Double((index * 7919) % 13)
            return ChartRow(x: .number(Double(index)), y: wave + noise)
        }
        let values: [Double] = rows.map(\.y)
        let svg = render(.chart(ChartSpec(mark: .line, rows: rows, title: "Million")))
        #expect(svg.utf8.count < 300_000, "\(svg.utf8.count) bytes")
        let model = AxesChartModel(spec: ChartSpec(mark: .line, rows: rows))
        let line = try #require(model.series.first)
        #expect(line.points.count <= 4 * Int((model.plotFrame.width * 2).rounded(.up)))
        #expect(line.points.first?.x == 0 && line.points.last?.x == 999_999)
        let kept: [Double] = line.points.map(\.y)
        #expect(kept.max() == values.max())
        #expect(kept.min() == values.min())
        #expect(SVGDocument(svg) != nil)
    }

    /// 200,000 points on a 100 × 100 grid are drawn as one cloud of the area they cover;
    /// 2,500 stay circles with their keys, 2,501 are a cloud.
    @Test func densePointsBecomeACloud() throws {
        let rows = (0..<200_000).map { ChartRow(x: .number(Double($0 % 100)), y: Double(($0 / 100) % 100)) }
        let model = AxesChartModel(spec: ChartSpec(mark: .point, rows: rows))
        #expect(model.points.isEmpty)
        let cloud = try #require(model.pointClouds.first)
        #expect(model.pointClouds.count == 1 && cloud.count == 200_000)
        // a 100 × 100 grid of 8-point discs about 3.8 × 2.1 points apart covers the plot
        // and a disc's radius around it in one rectangle per run of rows
        let covered = cloud.blocks.map { $0.width * $0.height }.reduce(0, +)
        let plot = model.plotFrame
        #expect(covered >= plot.width * plot.height)
        #expect(covered <= (plot.width + 9) * (plot.height + 9))
        let sparse = AxesChartModel(spec: ChartSpec(mark: .point, rows: Array(rows.prefix(2_500))))
        #expect(sparse.points.count == 2_500 && sparse.pointClouds.isEmpty)
        #expect(sparse.points.first?.key == "point/0" && sparse.points.last?.key == "point/99 #25")
        let over = AxesChartModel(spec: ChartSpec(mark: .point, rows: Array(rows.prefix(2_501))))
        #expect(over.points.isEmpty && over.pointClouds.first?.count == 2_501)
    }

    /// Dense points of two series are rasterised straight from the chart's rows: one cloud
    /// per series in its palette colour, the unselected one dimmed, every row counted, and
    /// the y domain covering the rows' extremes (`-250` and `1_999`).
    @Test func denseSeriesBecomeOneCloudEach() throws {
        let rows: [ChartRow] = (0..<20_000).map { (index: Int) -> ChartRow in
            var y = Double(index % 1_000)
            if index == 7 { y = -250 }
            if index == 19_999 { y = 1_999 }
            return ChartRow(x: .number(Double(index % 200)), y: y,
                            series: index % 2 == 0 ? "even" : "odd")
        }
        let model = AxesChartModel(spec: ChartSpec(mark: .point, rows: rows, dimmedOpacity: 0.25,
                                                   selection: .label("odd")))
        #expect(model.points.isEmpty)
        let clouds = model.pointClouds
        #expect(clouds.map(\.count) == [10_000, 10_000])
        #expect(clouds.map(\.color) == [SystemColor.categorical(0), SystemColor.categorical(1)])
        #expect(clouds.map(\.opacity) == [0.25, 1])
        #expect(model.yAxis.lower <= -250 && model.yAxis.lower > -1_000)
        #expect(model.yAxis.upper >= 1_999 && model.yAxis.upper < 3_000)
    }

    /// A long line in x order is reduced straight from its rows; the same rows in reverse go
    /// through sorting and the array of points: both give the same line and axes.
    @Test func aLineInXOrderReducesLikeASortedOne() throws {
        let rows: [ChartRow] = (0..<60_000).map { (index: Int) -> ChartRow in
            ChartRow(x: .number(Double(index)), y: Double((index * 7_919) % 1_013) - 500)
        }
        let direct = AxesChartModel(spec: ChartSpec(mark: .line, rows: rows))
        let sorted = AxesChartModel(spec: ChartSpec(mark: .line, rows: rows.reversed()))
        let line = try #require(direct.series.first)
        #expect(direct.series.count == 1)
        #expect(line.points == sorted.series.first?.points)
        #expect(line.key == sorted.series.first?.key)
        #expect(line.points.count <= 4 * Int((direct.plotFrame.width * 2).rounded(.up)))
        #expect(line.points.first?.x == 0 && line.points.last?.x == 59_999)
        #expect(direct.yAxis.lower == sorted.yAxis.lower && direct.yAxis.upper == sorted.yAxis.upper)
        #expect(direct.yAxis.lower <= -500 && direct.yAxis.upper >= 512)
    }

    /// Ascending x found by galloping keeps exactly the points the scan of every column keeps:
    /// with ties, with x on column boundaries, and with x beyond the domain (clamped columns).
    @Test(arguments: [1, 7, 800, 3_000])
    func gallopingOverAscendingXKeepsWhatTheScanKeeps(_ columns: Int) {
        var state: UInt64 = 99
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var x = -50.0
        let points = (0..<40_000).map { index -> SeriesPoint in
            if index % 5 != 0 { x += (next() < 0.3 ? 0 : next() * 0.05) }  // ties, and jumps
            if index % 997 == 0 { x = x.rounded(.up) }  // whole numbers: on column boundaries
            return SeriesPoint(x: x, y: next() * 10 - 5)
        }
        let evenly = (0..<40_000).map { SeriesPoint(x: Double($0 + 1), y: next()) }
        for (set, lower, upper) in [(points, -40.0, points.last!.x - 5), (evenly, 1.0, 40_000.0),
                                    (evenly, 0.0, 40_000.0)] {
            #expect(M4Reduction.reduce(set[...], lower: lower, upper: upper, columns: columns, xAscending: true)
                        == M4Reduction.reduce(set[...], lower: lower, upper: upper, columns: columns),
                    "\(columns) columns over \(lower)...\(upper)")
        }
    }
}
