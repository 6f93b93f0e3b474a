import Testing
@testable import GaugeRender

/// Every chart's aria-label (and text/plain) describes its real data at every size, counted
/// in the right number (issue 8, findings 3 and 4), and slices read `<1%`/`>99%` rather than
/// a false `0%`/`100%` (finding 5).
@Suite struct ChartDescriptionTests {
    /// `count` rows: numbers on x, except sectors (a label each) and bars (ten categories, so
    /// a million rows stack instead of making a million bands).
    static func rows(_ count: Int, mark: Mark) -> [ChartRow] {
        let categories = (0..<10).map { DataValue.category("c\($0)") }
        return (0..<count).map { index in
            let x: DataValue = mark == .sector ? .category("c\(index)")
                : mark == .bar ? categories[index % 10] : .number(Double(index))
            return ChartRow(x: x, y: Double(index % 7 + 1))
        }
    }

    @Test(arguments: [10, 10_000, 1_000_000])
    func everyMarkSaysHowManyValuesItShows(count: Int) {
        for mark in [Mark.bar, .line, .point, .area, .rule] {
            let scene = Renderer.scene(for: .chart(ChartSpec(mark: mark, rows: Self.rows(count, mark: mark))),
                                       name: "c")
            let name = mark.rawValue.prefix(1).uppercased() + mark.rawValue.dropFirst()
            #expect(scene.description.hasPrefix("\(name) chart Chart c: \(count) values, "), "\(scene.description)")
            #expect(!scene.description.contains("no data"))
            if mark == .bar { #expect(scene.description.contains(" values, 10 categories, y 0 to ")) }
        }
        let sectors = Renderer.scene(for: .chart(ChartSpec(mark: .sector, rows: Self.rows(count, mark: .sector))),
                                     name: "c")
        #expect(sectors.description.hasPrefix("Chart c, \(count) sectors: c0"), "\(sectors.description)")
        #expect(sectors.description.hasSuffix(count > LegendEntry.maximumCount ? ", …" : "%"))
    }

    @Test func oneOfAnythingIsSingular() {
        let bar = Renderer.scene(for: .chart(ChartSpec(mark: .bar, rows: [ChartRow(x: .category("a"), y: 2)])),
                                 name: "b")
        #expect(bar.description == "Bar chart Chart b: 1 value, 1 category, y 0 to 2")
        let sector = Renderer.scene(for: .chart(ChartSpec(mark: .sector, rows: [ChartRow(x: .category("a"), y: 2)])),
                                    name: "s")
        #expect(sector.description == "Chart s, 1 sector: a 100%")
        #expect(Plural.count(1, "category", "categories") == "1 category")
        #expect(Plural.count(0, "row") == "0 rows")
        #expect(Plural.count(2, "series", "series") == "2 series")
    }

    @Test func emptyAndAllZeroChartsSaySo() {
        #expect(Renderer.scene(for: .chart(ChartSpec(mark: .point)), name: "p").description
                    == "Point chart Chart p: no data")
        #expect(Renderer.scene(for: .chart(ChartSpec(mark: .sector)), name: "s").description
                    == "Chart s, sectors: no data")
        let zeros = ChartSpec(mark: .sector, rows: [ChartRow(x: .category("a"), y: 0),
                                                    ChartRow(x: .category("b"), y: 0)])
        #expect(Renderer.scene(for: .chart(zeros), name: "z").description == "Chart z, 2 sectors, all 0")
    }

    @Test func tinySlicesAreNotZeroAndBigOnesNotTheWhole() {
        let spec = ChartSpec(mark: .sector, rows: [ChartRow(x: .category("big"), y: 1000),
                                                   ChartRow(x: .category("tiny"), y: 1),
                                                   ChartRow(x: .category("none"), y: 0)])
        let model = SectorChartModel(spec: spec)
        #expect(model.sectors.map(\.percentText) == [">99%", "<1%", "0%"])
        #expect(Renderer.scene(for: .chart(spec), name: "f").description
                    == "Chart f, 3 sectors: big >99%, tiny <1%, none 0%")
        // the rest still sums to 100 by largest remainders
        let thirds = SectorChartModel(spec: ChartSpec(mark: .sector, rows: ["a", "b", "c"].map {
            ChartRow(x: .category($0), y: 1)
        }))
        #expect(thirds.sectors.map(\.percentText) == ["34%", "33%", "33%"])
        let mixed = [60.0, 39.6, 0.4]
        #expect(PercentLabels.percentages(mixed) == [60, 40, 0])
        #expect(zip(PercentLabels.percentages(mixed), mixed).map {
            PercentLabels.text($0, value: $1, isWhole: false)
        } == ["60%", "40%", "<1%"])
        #expect(PercentLabels.text(100, value: 5, isWhole: true) == "100%")
    }

    @Test func numbersReadAsEverywhereElse() {
        let bar = Drawable.chart(ChartSpec(mark: .bar, rows: [ChartRow(x: .category("a"), y: 3700.662252)]))
        #expect(Renderer.plainText(bar, name: "b") == "Chart b (bar): a 3700.66")
        let gauge = GaugeSpec(value: -123456.789, range: -200000...0)
        #expect(GaugeModel(spec: gauge).valueText == "-123457")
        #expect(Renderer.plainText(.gauge(gauge), name: "g") == "Gauge g: -123457 (-200000…0, linearCapacity)")
        #expect(ValueFormatter.number(1e-300) == "1e-300")
        #expect(ValueFormatter.number(.nan) == "–")
    }
}
