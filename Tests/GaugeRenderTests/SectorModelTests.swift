import Testing
@testable import GaugeRender

@Suite struct SectorModelTests {
    static func model(_ values: [Double], _ configure: (inout ChartSpec) -> Void = { _ in })
        -> SectorChartModel {
        let rows = values.enumerated().map { ChartRow(x: .category("s\($0.offset)"), y: $0.element) }
        var spec = ChartSpec(mark: .sector, rows: rows)
        configure(&spec)
        return SectorChartModel(spec: spec)
    }

    @Test(arguments: [
        ([4.0, 1, 1], [0.0, 240, 300], [240.0, 300, 360]),
        ([3.0, 2, 0], [0.0, 216, 360], [216.0, 360, 360]),
        ([5.0], [0.0], [360.0]),
        ([0.0, 0, 0], [0.0, 0, 0], [0.0, 0, 0]),
        ([1.0, 1], [0.0, 180], [180.0, 360]),
    ])
    func anglesRunClockwiseFromTwelveInDataOrder(values: [Double], starts: [Double], ends: [Double]) {
        let sectors = Self.model(values).sectors
        #expect(sectors.map(\.startAngle) == starts)
        #expect(sectors.map(\.endAngle) == ends)
    }

    @Test func allZeroIsEmptyAndSelectsNothing() {
        let model = Self.model([0, 0, 0]) { $0.selection = .angleValue(0) }
        #expect(model.isEmpty)
        #expect(model.selectedKey == nil)
        #expect(model.legend.map(\.label) == ["s0", "s1", "s2"])
        #expect(model.sectors.allSatisfy { $0.opacity == 1 })
    }

    @Test(arguments: [
        (ChartSelection.angleValue(20), "いちご" as String?),
        (.angleValue(0), "りんご"), (.angleValue(15), "りんご"), (.angleValue(15.01), "いちご"),
        (.angleValue(44), "オレンジ"), (.angleValue(44.5), nil), (.angleValue(-1), nil),
        (.label("ぶどう"), "ぶどう"), (.label("メロン"), nil), (.none, nil),
    ])
    func selectionFollowsRunningTotals(selection: ChartSelection, expected: String?) {
        let model = SectorChartModel(spec: {
            var spec = ChartSpec(mark: .sector, rows: Samples.fruits.map {
                ChartRow(x: .category($0.0), y: $0.1)
            })
            spec.selection = selection
            return spec
        }())
        #expect(model.selectedKey == expected)
    }

    @Test func zeroSectorsAreNeverSelected() {
        let labels = ["z", "a", "b"]
        #expect(SectorSelection.index(.angleValue(0), labels: labels, values: [0, 2, 3]) == 1)
        #expect(SectorSelection.index(.label("z"), labels: labels, values: [0, 2, 3]) == nil)
        #expect(SectorSelection.index(.angleValue(2), labels: labels, values: [2, 0, 3]) == 0)
        #expect(SectorSelection.index(.angleValue(2.5), labels: labels, values: [2, 0, 3]) == 2)
    }

    @Test func selectionLookSetsRadiiAndOpacity() {
        // 300×300 with a 6-entry legend below: plot radius from the remaining height
        let model = Self.model([1, 2, 3]) {
            $0.selection = .label("s1")
            $0.innerRadius = .ratio(0.5)
            $0.dimmedOpacity = 0.3
        }
        let r = model.plotRadius
        #expect(r > 100 && r < 150)
        #expect(model.sectors.map(\.outerRadius) == [r - 10, r, r - 10])
        let inner: [Double] = [(r - 10) / 2, r / 2, (r - 10) / 2]
        #expect(model.sectors.map(\.innerRadius) == inner)
        #expect(model.sectors.map(\.opacity) == [0.3, 1, 0.3])
        #expect(model.legend.map(\.opacity) == [0.3, 1, 0.3])
        let unselected = Self.model([1, 2, 3]) { $0.innerRadius = .inset(50) }
        let radii = unselected.sectors.map { [$0.innerRadius, $0.outerRadius] }
        #expect(radii == [[r - 50, r - 10], [r - 50, r - 10], [r - 50, r - 10]])
        #expect(unselected.sectors.allSatisfy { $0.opacity == 1 })
    }

    @Test func paletteByFirstAppearanceRepeats() {
        let rows = ["a", "b", "a", "c", "d", "e", "f", "g", "h"].map { ChartRow(x: .category($0), y: 1) }
        let model = SectorChartModel(spec: ChartSpec(mark: .sector, rows: rows))
        #expect(model.sectors[0].color == SystemColor.blue)
        #expect(model.sectors[2].color == SystemColor.blue)
        #expect(model.sectors[2].key == "a #2")
        #expect(model.legend.count == 8)
        let expected: [Color] = [
            SystemColor.blue, Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255), SystemColor.orange,
            SystemColor.purple, SystemColor.red, SystemColor.cyan, SystemColor.yellow, SystemColor.blue,
        ]
        #expect(model.legend.map(\.color) == expected)
    }

    @Test(arguments: [
        ([1.0, 1, 1], [34, 33, 33]),
        ([4.0, 1, 1], [67, 17, 16]),
        ([15.0, 12, 6, 5, 4, 2], [34, 27, 14, 11, 9, 5]),
        ([1.0, 0, 0], [100, 0, 0]),
        ([0.0, 0], [0, 0]),
        ([2.0, 2, 2, 2, 2, 2, 2], [15, 15, 14, 14, 14, 14, 14]),
        ([1e308, 1e308], [50, 50]),
    ])
    func percentagesSumToHundred(values: [Double], expected: [Int]) {
        let result = PercentLabels.percentages(values)
        #expect(result == expected)
        if values.contains(where: { $0 > 0 }) { #expect(result.reduce(0, +) == 100) }
    }

    @Test func percentTextFollowsPercentages() {
        #expect(Self.model([1, 1, 1]).sectors.map(\.percentText) == ["34%", "33%", "33%"])
    }
}
