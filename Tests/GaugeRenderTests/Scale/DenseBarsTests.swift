import Testing
@testable import GaugeRender

/// Bars kept as sums (`ChartMarks.DenseBars`) give exactly what making every bar and then
/// reducing it per column (`ChartMarks.bars`, `BarReduction.reduce`) gives.
@Suite struct DenseBarsTests {
    /// 20,000 rows over 12,000 distinct numbers (duplicates, out of order), y of both signs,
    /// two series and rows without one.
    static func spec(x: (Int) -> DataValue) -> ChartSpec {
        let values = DenseDataTests.values(20_000, seed: 7)
        let rows = values.indices.map { index in
            ChartRow(x: x((index * 7_919) % 12_000),
                     y: values[index] * 200 - 60,
                     series: index % 3 == 0 ? nil : (index % 3 == 1 ? "a" : "b"))
        }
        return ChartSpec(mark: .bar, rows: rows)
    }

    static func dense(_ spec: ChartSpec) throws -> (ChartMarks.DenseBars, ChartData, ChartMarks.Style) {
        let data = ChartData(spec: spec)
        let style = ChartMarks.Style(seriesNames: data.seriesNames, tint: SystemColor.blue, selected: nil,
                                     dimmed: 0.5)
        return (try #require(ChartMarks.DenseBars(data, style)), data, style)
    }

    @Test(arguments: ["numbers", "dates"])
    func sumsGiveTheSegmentsAndTheirColumnReduction(_ name: String) throws {
        let x: (Int) -> DataValue = name == "numbers" ? { .number(Double($0) * 0.5 - 1_000) }
            : { .date(1_700_000_000 + Double($0) * 60) }
        let (dense, data, style) = try Self.dense(Self.spec(x: x))
        let bars = ChartMarks.bars(data, style)
        #expect(dense.slots.count == 12_000, "\(name)")
        #expect(dense.segments() == bars, "\(name)")
        let extent = try #require(ChartMarks.BarExtent(bars))
        #expect(dense.extent.lower == extent.lower && dense.extent.upper == extent.upper, "\(name)")
        #expect(dense.extent.lastWidth == extent.lastWidth, "\(name)")
        var low = Double.infinity, high = -Double.infinity
        for bar in bars { low = min(low, bar.y0, bar.y1); high = max(high, bar.y0, bar.y1) }
        #expect(dense.yExtent == (min(low, 0), max(high, 0)), "\(name)")
        // beyond `maximumSegments` (3 series × 2,900 columns) the segments are made and merged
        // per colour by `BarReduction`, so the sums are not reduced themselves
        for columns in [1, 777, 2_900] {
            #expect(dense.reducesTo(columns: columns) == (columns * 3 <= BarReduction.maximumSegments))
            guard dense.reducesTo(columns: columns) else { continue }
            let reduced = dense.reduced(lower: extent.lower, upper: extent.upper, columns: columns)
            #expect(reduced == BarReduction.reduce(bars, lower: extent.lower, upper: extent.upper,
                                                   columns: columns), "\(name), \(columns) columns")
        }
    }

    /// Few distinct x, bins, band axes and a selection keep one model per bar.
    @Test func smallBinnedBandAndSelectedChartsMakeEveryBar() throws {
        let few = ChartData(spec: ChartSpec(mark: .bar, rows: (0..<4_000).map {
            ChartRow(x: .number(Double($0)), y: 1)
        }))
        let style = ChartMarks.Style(seriesNames: [], tint: SystemColor.blue, selected: nil, dimmed: 0.5)
        #expect(ChartMarks.DenseBars(few, style) == nil)
        let bins = ChartData(spec: ChartSpec(mark: .bar, rows: (0..<6_000).map {
            ChartRow(x: .interval(Double($0), Double($0) + 1), y: 1)
        }))
        #expect(ChartMarks.DenseBars(bins, style) == nil)
        let band = ChartData(spec: ChartSpec(mark: .bar, rows: (0..<6_000).map {
            ChartRow(x: .category("c\($0)"), y: 1)
        }))
        #expect(ChartMarks.DenseBars(band, style) == nil)
        let many = ChartData(spec: ChartSpec(mark: .bar, rows: (0..<6_000).map {
            ChartRow(x: .number(Double($0)), y: 1)
        }))
        #expect(ChartMarks.DenseBars(many, style) != nil)
        let selected = ChartMarks.Style(seriesNames: [], tint: SystemColor.blue, selected: "7", dimmed: 0.5)
        #expect(ChartMarks.DenseBars(many, selected) == nil)
    }

    /// Through the whole model: a 100,000-bar list is reduced to its plot's columns, its x axis
    /// spans the bars and its y axis the stacks.
    @Test func aLongListOfBarsIsReducedToItsColumns() throws {
        let values = DenseDataTests.values(100_000, seed: 3)
        let model = AxesChartModel(spec: ChartSpec(mark: .bar, rows: values.indices.map {
            ChartRow(x: .number(Double($0 + 1)), y: values[$0])
        }))
        #expect(model.barsAreReduced)
        let columns = Int((model.plotFrame.width * M4Reduction.columnsPerPoint).rounded(.up))
        let span = model.xAxis.upper - model.xAxis.lower
        let used = Set((1...100_000).map {
            M4Reduction.column(Double($0), lower: model.xAxis.lower, span: span, columns: columns)
        })
        #expect(model.bars.count == used.count && used.count > columns * 3 / 4)
        #expect(model.xAxis.lower <= 0.6 && model.xAxis.upper >= 100_000.4)
        #expect(model.yAxis.lower == 0 && model.yAxis.upper >= values.max()!)
        #expect(model.bars.allSatisfy { $0.y0 == 0 && $0.y1 > 0 })
    }
}
