import Testing
@testable import GaugeRender

/// Band positions, bar rectangles, stacking and selection of bar charts.
@Suite struct BarChartTests {
    static func model(_ rows: [ChartRow], _ configure: (inout ChartSpec) -> Void = { _ in })
        -> AxesChartModel {
        var spec = ChartSpec(mark: .bar, rows: rows)
        configure(&spec)
        return AxesChartModel(spec: spec)
    }

    static func rects(_ model: AxesChartModel) -> [String: RectNode] {
        var rects: [String: RectNode] = [:]
        for node in AxesChartLayout.scene(model, title: "t").nodes {
            if case .rect(let rect) = node { rects[rect.key] = rect }
        }
        return rects
    }

    @Test(arguments: [(0, 0.1, 0.9, 0.5), (2, 2.1, 2.9, 2.5), (9, 9.1, 9.9, 9.5)])
    func bandPositions(index: Int, lower: Double, upper: Double, center: Double) {
        let bar = BandScale.bar(index)
        #expect(abs(bar.lower - lower) < 1e-12 && abs(bar.upper - upper) < 1e-12)
        #expect(BandScale.center(index) == center)
    }

    /// A record a: 2, b: 4, c: 1 on the default 400 × 260 chart: plot 8…234 tall (x labels
    /// below), y 0…4, three bands over the plot width.
    @Test func rectanglesOfASmallRecord() throws {
        let model = Self.model(ChartSamples.categories([("a", 2), ("b", 4), ("c", 1)]))
        let plot = model.plotFrame
        #expect(model.width == 400 && model.height == 260)
        #expect(plot.x == 0 && plot.y == 8 && plot.height == 234)
        #expect(model.yAxis.lower == 0 && model.yAxis.upper == 4)
        #expect(model.yAxis.ticks.map(\.label) == ["0", "1", "2", "3", "4"])
        #expect(model.xAxis.ticks.map(\.label) == ["a", "b", "c"])
        // trailing y labels take the rest: one digit wide
        let labelWidth = AxisFitting.labelWidth("0")
        #expect(abs(plot.width - (400 - labelWidth - AxesChartModel.yLabelGap - 2)) < 1e-9)
        let rects = Self.rects(model)
        let band = plot.width / 3
        let b = try #require(rects["bar/b"])
        #expect(abs(b.rect.x - 1.1 * band) < 1e-9 && abs(b.rect.width - 0.8 * band) < 1e-9)
        #expect(b.rect.y == 8 && b.rect.height == 234)
        let a = try #require(rects["bar/a"])
        #expect(abs(a.rect.x - 0.1 * band) < 1e-9)
        #expect(abs(a.rect.y - (8 + 117)) < 1e-9 && abs(a.rect.height - 117) < 1e-9)
        let c = try #require(rects["bar/c"])
        #expect(abs(c.rect.height - 58.5) < 1e-9 && abs(c.rect.y + c.rect.height - 242) < 1e-9)
        #expect(a.fill == .color(SystemColor.blue) && a.opacity == 1)
    }

    /// Series stack in order of first appearance; negatives stack down from zero; duplicates sum.
    @Test func stackedSegments() {
        let model = Self.model([
            ChartRow(x: .category("Mon"), y: 3, series: "Cups"),
            ChartRow(x: .category("Mon"), y: 2, series: "Bowls"),
            ChartRow(x: .category("Tue"), y: 2, series: "Cups"),
            ChartRow(x: .category("Tue"), y: -3, series: "Bowls"),
            ChartRow(x: .category("Tue"), y: 4, series: "Plates"),
            ChartRow(x: .category("Tue"), y: -1, series: "Bowls"),
            ChartRow(x: .category("Wed"), y: 1, series: "Plates"),
            ChartRow(x: .category("Wed"), y: 1.5, series: "Plates"),
        ])
        let segments = model.bars.map { "\($0.key) \($0.y0)…\($0.y1)" }
        #expect(segments == [
            "bar/Mon/Cups 0.0…3.0", "bar/Mon/Bowls 3.0…5.0",
            "bar/Tue/Cups 0.0…2.0", "bar/Tue/Bowls 0.0…-4.0", "bar/Tue/Plates 2.0…6.0",
            "bar/Wed/Plates 0.0…2.5",
        ])
        #expect(model.bars.map(\.color) == [SystemColor.blue, SystemColor.green, SystemColor.blue,
                                            SystemColor.green, SystemColor.orange, SystemColor.orange])
        #expect(model.legend.map(\.label) == ["Cups", "Bowls", "Plates"])
        #expect(model.legendPosition == .bottom)
        #expect(model.yAxis.lower <= -4 && model.yAxis.upper >= 6)
        // negative segment is drawn below the zero line
        let rects = Self.rects(model)
        let zero = AxesChartLayout.y(model, 0)
        #expect(abs((rects["bar/Tue/Bowls"]?.rect.y ?? -1) - zero) < 1e-9)
    }

    @Test func selectedCategoryIsOpaqueOthersDimmed() {
        let model = Self.model(ChartSamples.weekly) {
            $0.selection = .label("Thu")
            $0.dimmedOpacity = 0.3
        }
        #expect(model.selectedLabel == "Thu")
        for bar in model.bars {
            #expect(bar.opacity == (bar.category == "Thu" ? 1 : 0.3), "\(bar.key)")
        }
        #expect(model.legend.allSatisfy { $0.opacity == 1 })
        let series = Self.model(ChartSamples.weekly) { $0.selection = .label("Bowls") }
        #expect(series.bars.filter { $0.opacity == 1 }.allSatisfy { $0.series == "Bowls" })
        #expect(series.legend.map(\.opacity) == [0.5, 1])
        let unknown = Self.model(ChartSamples.weekly) { $0.selection = .label("Sun") }
        #expect(unknown.selectedLabel == nil && unknown.bars.allSatisfy { $0.opacity == 1 })
    }

    /// Bars over dates stand on a time axis, one unit (the smallest gap) wide.
    @Test func barsOverDatesUseATimeAxis() {
        let day = CivilDate.secondsPerDay
        let start = TimeScaleTests.seconds(2013, 1, 1)
        let model = Self.model([ChartRow(x: .date(start), y: 1), ChartRow(x: .date(start + 2 * day), y: 2),
                                ChartRow(x: .date(start + 3 * day), y: 3),
                                ChartRow(x: .date(start + 3 * day), y: 1)])
        #expect(model.xAxis.kind == .time)
        #expect(model.xAxis.lower == start && model.xAxis.upper == start + 4 * day)
        #expect(model.bars.map(\.key) == ["bar/2013-01-01", "bar/2013-01-03", "bar/2013-01-04"])
        #expect(model.bars.map(\.x0) == [start + 0.1 * day, start + 2.1 * day, start + 3.1 * day])
        #expect(model.bars.map(\.x1) == [start + 0.9 * day, start + 2.9 * day, start + 3.9 * day])
        #expect(model.bars.map(\.y1) == [1, 2, 4])
        var spec = ChartSpec(mark: .bar, rows: [ChartRow(x: .date(start), y: 1),
                                                ChartRow(x: .date(start + day), y: 2)])
        spec.selection = .label("2013-01-02")
        #expect(AxesChartModel(spec: spec).bars.map(\.opacity) == [0.5, 1])
    }

    /// Numbers (and numbers mixed with dates) on a bar chart become category labels.
    @Test func barsOverNumbersAndDatesUseBands() {
        let model = Self.model([ChartRow(x: .number(2.5), y: 1),
                                ChartRow(x: .date(TimeScaleTests.seconds(2013, 1, 5)), y: 2)])
        #expect(model.xAxis.kind == .band)
        #expect(model.bars.map(\.category) == ["2.5", "2013-01-05"])
    }

    /// A label longer than a third of the plot is cut with …; the tick key keeps it whole.
    @Test func longLabelsAreTruncated() throws {
        let long = String(repeating: "Very long category name ", count: 10)
        let model = Self.model(ChartSamples.categories([(long, 3), ("b", 1)]))
        let tick = try #require(model.xAxis.ticks.first)
        #expect(tick.key == "x/" + long)
        #expect(tick.label.hasSuffix("…") && tick.label.count < long.count)
        #expect(AxisFitting.labelWidth(tick.label) <= model.plotFrame.width / 3 + 1e-9)
        #expect(model.xAxis.ticks.map(\.label).last == "b")
    }

    /// Many long labels are thinned until they no longer overlap.
    @Test func crowdedLabelsAreThinned() {
        let rows = (0..<60).map { ChartRow(x: .category("Category \($0)"), y: Double($0)) }
        let model = Self.model(rows)
        let ticks = model.xAxis.ticks
        #expect(ticks.count < 60 && ticks.count >= 3)
        #expect(ticks.first?.label == "Category 0")
        let positions = ticks.map { AxesChartLayout.x(model, $0.value) }
        for index in positions.indices.dropFirst() {
            let needed = (AxisFitting.labelWidth(ticks[index].label)
                + AxisFitting.labelWidth(ticks[index - 1].label)) / 2
            #expect(positions[index] - positions[index - 1] >= needed)
        }
    }

    /// The layout is a pure function of the model: an interpolated model (here edited by hand,
    /// as the animation layer does per keyframe) lays out to the geometry it describes.
    @Test func layoutFollowsAnEditedModel() throws {
        var model = Self.model(ChartSamples.categories([("a", 2), ("b", 4)]))
        let plot = model.plotFrame
        model.bars[0].y1 = 1           // half way from 2 to 0 on a 0…4 axis
        model.bars[1].opacity = 0.25
        model.yAxis.upper = 8          // the axis grows too
        let rects = Self.rects(model)
        let a = try #require(rects["bar/a"])
        #expect(abs(a.rect.height - plot.height / 8) < 1e-9)
        #expect(abs(a.rect.y - (plot.y + plot.height * 7 / 8)) < 1e-9)
        #expect(rects["bar/b"]?.opacity == 0.25)
        #expect(AxesChartLayout.scene(model, title: "t") == AxesChartLayout.scene(model, title: "t"))
    }
}
