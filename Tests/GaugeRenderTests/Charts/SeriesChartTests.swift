import Testing
@testable import GaugeRender

/// Line, area, point and rule geometry.
@Suite struct SeriesChartTests {
    static func scene(_ spec: ChartSpec) -> (AxesChartModel, [String: Node]) {
        let model = AxesChartModel(spec: spec)
        var nodes: [String: Node] = [:]
        for node in AxesChartLayout.scene(model, title: "t").nodes { nodes[node.key] = node }
        return (model, nodes)
    }

    /// (0, 0), (5, 10), (10, 5) on x 0…10 and y 0…10 — each vertex lands on the plot's
    /// corners and middles.
    @Test func linePathCoordinates() throws {
        let (model, nodes) = Self.scene(ChartSpec(mark: .line, rows: [
            ChartRow(x: .number(10), y: 5), ChartRow(x: .number(0), y: 0),
            ChartRow(x: .number(5), y: 10),
        ]))
        #expect(model.xAxis.lower == 0 && model.xAxis.upper == 10)
        #expect(model.yAxis.lower == 0 && model.yAxis.upper == 10)
        let plot = model.plotFrame
        guard case .path(let line) = try #require(nodes["line"]) else {
            Issue.record("no line path")
            return
        }
        #expect(line.path.commands == [
            .move(Point(x: plot.x, y: plot.y + plot.height)),
            .line(Point(x: plot.x + plot.width / 2, y: plot.y)),
            .line(Point(x: plot.x + plot.width, y: plot.y + plot.height / 2)),
        ])
        #expect(line.stroke == Stroke(.color(SystemColor.blue), width: 2, cap: .round))
    }

    @Test func oneLinePerSeriesInPaletteOrder() {
        let (model, _) = Self.scene(ChartSpec(mark: .line, rows: ChartSamples.weekly))
        #expect(model.series.map(\.key) == ["line/Cups", "line/Bowls"])
        #expect(model.series.map(\.color) == [SystemColor.blue, SystemColor.green])
        // categories sit at band centres
        #expect(model.series[0].points.map(\.x) == [0.5, 1.5, 2.5, 3.5, 4.5])
    }

    @Test func areasStackBySeries() {
        let rows = [ChartRow(x: .number(1), y: 2, series: "a"), ChartRow(x: .number(2), y: 3, series: "a"),
                    ChartRow(x: .number(1), y: 1, series: "b"), ChartRow(x: .number(2), y: 4, series: "b")]
        let (model, nodes) = Self.scene(ChartSpec(mark: .area, rows: rows))
        #expect(model.series.map(\.key) == ["area/a", "area/b"])
        #expect(model.series[1].points == [SeriesPoint(x: 1, y: 3, baseline: 2),
                                           SeriesPoint(x: 2, y: 7, baseline: 3)])
        guard case .path(let area) = nodes["area/b"] else {
            Issue.record("no area path")
            return
        }
        #expect(area.path.commands.count == 5 && area.path.commands.last == .close)
        #expect(area.fill == .color(SystemColor.green))
    }

    /// 3,000 series each at its own x would stack into 9,000,000 points; each keeps its own.
    @Test func manySeriesAreasStayLinear() {
        let rows = (0..<3000).map { ChartRow(x: .number(Double($0)), y: 1, series: "s\($0)") }
        let model = AxesChartModel(spec: ChartSpec(mark: .area, rows: rows, legend: .hidden))
        #expect(model.series.count == 3000)
        #expect(model.series.map(\.points.count).reduce(0, +) == 3000)
        #expect(model.series[5].points == [SeriesPoint(x: 5, y: 1, baseline: 0)])
    }

    @Test func pointsAndRules() throws {
        let (points, pointNodes) = Self.scene(ChartSpec(mark: .point, rows: [
            ChartRow(x: .number(2), y: 4), ChartRow(x: .number(2), y: 4)]))
        #expect(points.points.map(\.key) == ["point/2", "point/2 #2"])
        guard case .circle(let circle) = try #require(pointNodes["point/2"]) else {
            Issue.record("no circle")
            return
        }
        #expect(circle.radius == 4)
        #expect(circle.center.y == AxesChartLayout.y(points, 4))

        let (horizontal, ruleNodes) = Self.scene(ChartSpec(mark: .rule, rows: ChartSamples.categories([("Average", 12.5)])))
        #expect(horizontal.rules.first?.isHorizontal == true)
        #expect(horizontal.xAxis.ticks.isEmpty)
        guard case .line(let rule) = try #require(ruleNodes["rule/Average"]) else {
            Issue.record("no rule line")
            return
        }
        let plot = horizontal.plotFrame
        #expect(rule.from == Point(x: plot.x, y: AxesChartLayout.y(horizontal, 12.5)))
        #expect(rule.to.x == plot.x + plot.width && rule.to.y == rule.from.y)
        #expect(ruleNodes["rule/Average/label"] != nil)

        let (vertical, _) = Self.scene(ChartSpec(mark: .rule, rows: [ChartRow(x: .number(3), y: 7)]))
        let first = try #require(vertical.rules.first)
        #expect(!first.isHorizontal && first.x == 3 && first.y0 == 0 && first.y1 == 7)
    }

    @Test func legendPositions() {
        let hidden = AxesChartModel(spec: ChartSpec(mark: .line, rows: ChartSamples.weekly, legend: .hidden))
        #expect(hidden.legendPosition == .hidden)
        let trailing = AxesChartModel(spec: ChartSpec(mark: .line, rows: ChartSamples.weekly, legend: .trailing))
        #expect(trailing.legendPosition == .trailing)
        #expect(trailing.legendFrame.x > trailing.plotFrame.x + trailing.plotFrame.width)
        let single = AxesChartModel(spec: ChartSpec(mark: .line, rows: ChartSamples.pancakes, legend: .bottom))
        #expect(single.legendPosition == .hidden && single.legend.isEmpty)
    }
}

/// Resampling and collapsing, the data-space helpers an animation uses.
@Suite struct SeriesResamplingTests {
    @Test func resampledInterpolatesAndHoldsTheEnds() {
        let series = SeriesModel(key: "area/a", series: "a", points: [
            SeriesPoint(x: 0, y: 2, baseline: 0), SeriesPoint(x: 10, y: 12, baseline: 4),
            SeriesPoint(x: 20, y: 2, baseline: 4)], color: SystemColor.blue)
        let resampled = series.resampled(at: [-5, 0, 5, 10, 15, 30])
        #expect(resampled.points == [
            SeriesPoint(x: -5, y: 2, baseline: 0), SeriesPoint(x: 0, y: 2, baseline: 0),
            SeriesPoint(x: 5, y: 7, baseline: 2), SeriesPoint(x: 10, y: 12, baseline: 4),
            SeriesPoint(x: 15, y: 7, baseline: 4), SeriesPoint(x: 30, y: 2, baseline: 4)])
        #expect(resampled.key == "area/a")
        let empty = SeriesModel(key: "line", series: nil, points: [], color: SystemColor.blue)
        #expect(empty.resampled(at: [1, 2]).points.isEmpty)
        #expect(series.collapsed.points.map(\.y) == [0, 4, 4])
    }

    @Test func collapsedBarKeepsItsBase() {
        let bar = BarSegmentModel(key: "bar/a/s", category: "a", series: "s", x0: 0.1, x1: 0.9,
                                  y0: 3, y1: 5, value: 2, color: SystemColor.green)
        #expect(bar.collapsed.y0 == 3 && bar.collapsed.y1 == 3 && bar.collapsed.x1 == 0.9)
    }
}
