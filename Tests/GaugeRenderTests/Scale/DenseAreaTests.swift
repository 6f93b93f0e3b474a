import Testing
@testable import GaugeRender

/// A long area of one series in x order is M4-reduced straight from its rows, giving what
/// `ChartMarks.areas` then `M4Reduction.reduce` give; ties in x still go through `areas`.
@Suite struct DenseAreaTests {
    static let style = ChartMarks.Style(seriesNames: [], tint: SystemColor.blue, selected: nil, dimmed: 0.5)

    @Test(arguments: ["numbers", "dates"])
    func aLongAreaReducesStraightFromItsRows(_ name: String) throws {
        let values = DenseDataTests.values(60_000, seed: 11)
        let data = ChartData(spec: ChartSpec(mark: .area, rows: values.indices.map { index in
            ChartRow(x: name == "numbers" ? .number(Double(index) * 0.25) : .date(1_600_000_000 + Double(index) * 3_600),
                     y: values[index] * 50 - 10)
        }))
        let area = try #require(ChartMarks.DenseLine(data, Self.style, prefix: "area"))
        let full = try #require(ChartMarks.areas(data, Self.style).first)
        let (lower, upper) = (full.points.first!.x, full.points.last!.x)
        for columns in [1, 640, 4_000] {
            var expected = full
            expected.points = M4Reduction.reduce(full.points, lower: lower, upper: upper, columns: columns)
            #expect(area.reduced(lower: lower, upper: upper, columns: columns) == expected, "\(name) \(columns)")
        }
        let marks = ChartMarks(mark: .area, data: data, style: Self.style)
        #expect(marks.series.isEmpty && marks.denseLine != nil)
        #expect(marks.yExtent[0] == min(0, values.map { $0 * 50 - 10 }.min()!))
        #expect(marks.yExtent[1] == values.map { $0 * 50 - 10 }.max()!)
    }

    /// Rows sharing an x are summed by `areas`, so such an area is not dense.
    @Test func tiesInXAreSummedTheUsualWay() {
        let data = ChartData(spec: ChartSpec(mark: .area, rows: (0..<60_000).map {
            ChartRow(x: .number(Double($0 / 2)), y: 1)
        }))
        #expect(ChartMarks.DenseLine(data, Self.style, prefix: "area") == nil)
        #expect(ChartMarks.DenseLine(data, Self.style, prefix: "line") != nil)
        let marks = ChartMarks(mark: .area, data: data, style: Self.style)
        #expect(marks.series.first?.points.count == 30_000 && marks.series.first?.points.first?.y == 2)
    }
}
