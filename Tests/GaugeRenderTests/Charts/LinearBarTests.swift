import Testing
@testable import GaugeRender

/// Bars on a linear x axis (LANGUAGE.md v2): histogram bins span their edges with ticks at
/// the edges; bars over plain numbers are centred on them, as wide as the smallest gap allows.
@Suite struct LinearBarTests {
    static let bins = [ChartRow(x: .interval(2500, 3000), y: 3), ChartRow(x: .interval(3000, 3500), y: 5),
                       ChartRow(x: .interval(3500, 4000), y: 2)]

    @Test func binnedBarsSpanTheirEdges() throws {
        let model = BarChartTests.model(Self.bins)
        #expect(model.xAxis.kind == .linear)
        #expect(model.xAxis.lower == 2500 && model.xAxis.upper == 4000)
        #expect(model.xAxis.ticks.map(\.value) == [2500, 3000, 3500, 4000])
        #expect(model.xAxis.ticks.map(\.label) == ["2,500", "3,000", "3,500", "4,000"])
        #expect(model.bars.map(\.x0) == [2500, 3000, 3500])
        #expect(model.bars.map(\.x1) == [3000, 3500, 4000])
        #expect(model.bars.map(\.y1) == [3, 5, 2])
        #expect(model.bars.map(\.key) == ["bar/2500–3000", "bar/3000–3500", "bar/3500–4000"])
        // in the scene the first bar starts at the plot's leading edge, the last ends at its end
        let rects = BarChartTests.rects(model)
        let first = try #require(rects["bar/2500–3000"])
        let last = try #require(rects["bar/3500–4000"])
        let plot = model.plotFrame
        #expect(abs(first.rect.x - plot.x) < 1e-9)
        #expect(abs(first.rect.width - plot.width / 3) < 1e-9)
        #expect(abs(last.rect.x + last.rect.width - (plot.x + plot.width)) < 1e-9)
    }

    @Test func binsStackTheirGroups() {
        let model = BarChartTests.model([
            ChartRow(x: .interval(0, 10), y: 2, series: "a"), ChartRow(x: .interval(0, 10), y: 3, series: "b"),
            ChartRow(x: .interval(10, 20), y: 4, series: "b"),
        ])
        #expect(model.bars.map(\.key) == ["bar/0–10/a", "bar/0–10/b", "bar/10–20/b"])
        #expect(model.bars.map(\.y0) == [0, 2, 0])
        #expect(model.bars.map(\.y1) == [2, 5, 4])
        #expect(model.bars.allSatisfy { $0.x1 - $0.x0 == 10 })
    }

    /// Many narrow bins: tick labels thin out to every k-th edge and never overlap.
    @Test func crowdedEdgesAreThinned() {
        let rows = (0..<100).map { ChartRow(x: .interval(Double($0) * 1000, Double($0 + 1) * 1000), y: 1) }
        let model = BarChartTests.model(rows)
        let ticks = model.xAxis.ticks
        #expect(ticks.count < 101 && ticks.count >= 3)
        #expect(ticks.first?.value == 0)
        let step = ticks[1].value - ticks[0].value
        #expect(ticks.allSatisfy { $0.value.truncatingRemainder(dividingBy: step) == 0 })
        let positions = ticks.map { AxesChartLayout.x(model, $0.value) }
        for index in positions.indices.dropFirst() {
            let needed = (AxisFitting.labelWidth(ticks[index].label) + AxisFitting.labelWidth(ticks[index - 1].label)) / 2
            #expect(positions[index] - positions[index - 1] >= needed)
        }
    }

    /// Years on a bar chart: a linear axis around them (no zero), bars 0.8 years wide, one
    /// tick per year written as the year, half a gap of room at each end.
    @Test func barsOverNumbersAreCentredOnALinearAxis() {
        let model = BarChartTests.model([ChartRow(x: .number(2009), y: 1), ChartRow(x: .number(2007), y: 3),
                                         ChartRow(x: .number(2008), y: 2)])
        #expect(model.xAxis.kind == .linear)
        #expect(abs(model.xAxis.lower - 2006.5) < 1e-9 && abs(model.xAxis.upper - 2009.5) < 1e-9)
        #expect(model.xAxis.ticks.map(\.value) == [2007, 2008, 2009])
        #expect(model.xAxis.ticks.map(\.label) == ["2007", "2008", "2009"])
        let bars = model.bars.sorted { $0.x0 < $1.x0 }
        #expect(bars.map(\.category) == ["2007", "2008", "2009"])
        for (bar, year) in zip(bars, [2007.0, 2008, 2009]) {
            #expect(abs(bar.x0 - (year - 0.4)) < 1e-9 && abs(bar.x1 - (year + 0.4)) < 1e-9)
        }
        #expect(bars.map(\.y1) == [3, 2, 1])
    }

    /// Repeated numbers sum into one bar each, whether the rows come in x order (one pass)
    /// or not (looked up by bisection): 1 → 2 + 5, 2 → 1 + 3, 3 → 4.
    @Test func repeatedNumbersSumInAnyOrder() {
        let shuffled: [(Double, Double)] = [(2, 1), (1, 2), (2, 3), (3, 4), (1, 5)]
        let ordered: [(Double, Double)] = [(1, 2), (1, 5), (2, 1), (2, 3), (3, 4)]
        for pairs in [shuffled, ordered] {
            let order = pairs.map { ChartRow(x: .number($0.0), y: $0.1) }
            let bars = BarChartTests.model(order).bars.sorted { $0.x0 < $1.x0 }
            #expect(bars.map(\.category) == ["1", "2", "3"])
            #expect(bars.map(\.y1) == [7, 4, 4])
            #expect(bars.allSatisfy { abs($0.x1 - $0.x0 - 0.8) < 1e-9 })
        }
    }

    /// Many numbers 25 apart: nice ticks, never closer than the gap, none forced to zero.
    @Test func denseNumbersGetNiceTicksNoCloserThanTheirGap() {
        let rows = (0..<100).map { ChartRow(x: .number(2700 + Double($0) * 25), y: 1) }
        let model = BarChartTests.model(rows)
        let ticks = model.xAxis.ticks.map(\.value)
        #expect(model.xAxis.lower > 2000 && model.xAxis.lower <= 2700 - 10)
        #expect(ticks.count >= 3)
        #expect(zip(ticks, ticks.dropFirst()).allSatisfy { $1 - $0 >= 25 })
    }

    /// Uneven numbers: the smallest gap (0.5) sets every bar's width.
    @Test func theSmallestGapSetsTheWidth() {
        let model = BarChartTests.model([ChartRow(x: .number(1), y: 1), ChartRow(x: .number(1.5), y: 1),
                                         ChartRow(x: .number(4), y: 1)])
        #expect(model.bars.allSatisfy { abs($0.x1 - $0.x0 - 0.4) < 1e-9 })
    }

    /// A line over bins passes through each bin's middle.
    @Test func aLineOverBinsSitsAtTheirMiddles() {
        let model = AxesChartModel(spec: ChartSpec(mark: .line, rows: Self.bins))
        #expect(model.xAxis.kind == .linear)
        #expect(model.series.first?.points.map(\.x) == [2750, 3250, 3750])
    }

    /// Selecting a bin by its label dims the others.
    @Test func aBinIsSelectedByItsLabel() {
        let model = BarChartTests.model(Self.bins) { $0.selection = .label("3000–3500") }
        #expect(model.bars.map(\.opacity) == [0.5, 1, 0.5])
    }
}
