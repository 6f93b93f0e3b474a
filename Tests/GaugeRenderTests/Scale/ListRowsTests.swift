import Testing
@testable import GaugeRender

/// A chart over a long list (60,000 numbers: past `DenseLine.minimumCount`) reads its rows
/// from the list (`ChartData.Rows(list:)`) and draws exactly what the same numbers given row
/// by row draw.
@Suite struct ListRowsTests {
    static let values = DenseDataTests.values(60_000, seed: 5).map { $0 * 300 - 100 }

    static func specs(_ mark: Mark) -> (list: ChartSpec, rows: ChartSpec) {
        var list = ChartSpec(mark: mark)
        list.rows = .list(values)
        let rows = ChartSpec(mark: mark, rows: values.indices.map { ChartRow(x: .number(Double($0 + 1)), y: values[$0]) })
        return (list, rows)
    }

    @Test func aListsDataIsTheSameAsItsRows() {
        let (list, rows) = Self.specs(.line)
        let fromList = ChartData(spec: list)
        let fromRows = ChartData(spec: rows)
        #expect(fromList.kind == fromRows.kind && fromList.kind == .linear)
        #expect(fromList.rows.count == fromRows.rows.count)
        #expect(zip(fromList.rows, fromRows.rows).allSatisfy {
            $0.x == $1.x && $0.y == $1.y && $0.series == $1.series && $0.layer == $1.layer && $0.source == $1.source
        })
        #expect(fromList.categories == fromRows.categories && fromList.seriesNames == fromRows.seriesNames)
        #expect(fromList.hasUnnamedSeries == fromRows.hasUnnamedSeries)
        #expect(fromList.xExtent?.lower == fromRows.xExtent?.lower && fromList.xExtent?.upper == fromRows.xExtent?.upper)
        #expect(fromList.layerRanges == fromRows.layerRanges)
        #expect(fromList.label(fromList.rows[41]) == "42")
    }

    @Test(arguments: [Mark.line, .point, .bar, .area, .rule])
    func aListDrawsWhatItsRowsDraw(_ mark: Mark) {
        let (list, rows) = Self.specs(mark)
        #expect(Renderer.svg(RenderRequest(drawable: .chart(list), idPrefix: "l"))
                    == Renderer.svg(RenderRequest(drawable: .chart(rows), idPrefix: "l")), "\(mark)")
        #expect(Renderer.plainText(.chart(list), name: "c") == Renderer.plainText(.chart(rows), name: "c"))
    }

    /// A non-finite number, a short list or a layer keeps the row-by-row path (which drops
    /// what cannot be drawn and shares the axis with the layers).
    @Test func otherListsAreMadeRowByRow() {
        var infinite = ChartSpec(mark: .line)
        infinite.rows = .list(Self.values + [.infinity])
        #expect(ChartData(spec: infinite).rows.count == Self.values.count)
        var short = ChartSpec(mark: .line)
        short.rows = .list([1, 2, 3])
        #expect(ChartData(spec: short).rows.map(\.y) == [1, 2, 3])
        var layered = Self.specs(.bar).list
        layered.layers = [ChartLayer(mark: .rule, rows: [ChartRow(x: .number(5), y: 7)])]
        let data = ChartData(spec: layered)
        #expect(data.layerRanges == [0..<60_000, 60_000..<60_001])
    }
}
