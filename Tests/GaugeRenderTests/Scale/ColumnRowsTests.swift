import Testing
@testable import GaugeRender

/// A chart over a table's columns (`ChartRows.columns`) reads its rows from the columns
/// (`ChartData.ColumnRows`, no `ChartRow` per row) and draws exactly what the same rows given
/// one by one draw: same SVG bytes, same text/plain.
@Suite struct ColumnRowsTests {
    /// Which column kind is on x.
    enum XKind: CaseIterable { case numbers, dates, categories }

    /// `n` shuffled table rows: x numbers in shuffled order (or dates a day apart, or one of 7
    /// categories), y in -100..<200, a series of 4 labels with every 9th row unnamed, and every
    /// 5th row left out (as `where:` or a missing cell would leave it).
    static func columns(_ n: Int, x kind: XKind, seed: UInt64 = 3) -> ChartColumns {
        let ys = DenseDataTests.values(n, seed: seed).map { $0 * 300 - 100 }
        let keys = DenseDataTests.values(n, seed: seed + 1)
        let order = keys.indices.sorted { keys[$0] < keys[$1] }
        let x: ChartColumns.X = switch kind {
        case .numbers: .numbers(order.map { Double($0) * 0.5 })
        case .dates: .dates(order.map { 1_325_376_000 + Double($0) * 86_400 })
        case .categories: .categories(ChartCodes(codes: order.map { Int32($0 % 7) },
                                                 labels: ["b", "a", "g", "c", "f", "e", "d"]))
        }
        let series = ChartCodes(codes: (0..<n).map { $0 % 9 == 8 ? -1 : Int32(($0 * 7) % 4) },
                                labels: ["s2", "s0", "s3", "s1"])
        let rows = (0..<Int32(n)).filter { $0 % 5 != 2 }
        return ChartColumns(x: x, y: ys, series: series, rows: rows)
    }

    static func specs(_ mark: Mark, _ columns: ChartColumns) -> (columns: ChartSpec, rows: ChartSpec) {
        var fromColumns = ChartSpec(mark: mark)
        fromColumns.rows = .columns(columns)
        return (fromColumns, ChartSpec(mark: mark, rows: Array(fromColumns.rows)))
    }

    @Test(arguments: XKind.allCases)
    func columnsReadAsTheirRows(_ kind: XKind) {
        let (columns, rows) = Self.specs(.point, Self.columns(3_000, x: kind))
        let fromColumns = ChartData(spec: columns)
        let fromRows = ChartData(spec: rows)
        #expect(fromColumns.rows.isReadFromColumns && !fromRows.rows.isReadFromColumns)
        #expect(fromColumns.rows.count == 2_400)
        #expect(fromColumns.kind == fromRows.kind)
        #expect(zip(fromColumns.rows, fromRows.rows).allSatisfy {
            $0.x == $1.x && $0.y == $1.y && $0.series == $1.series && $0.layer == $1.layer && $0.source == $1.source
        })
        #expect(fromColumns.categories == fromRows.categories && fromColumns.seriesNames == fromRows.seriesNames)
        #expect(fromColumns.hasUnnamedSeries && fromRows.hasUnnamedSeries)
        #expect(fromColumns.xExtent?.lower == fromRows.xExtent?.lower && fromColumns.xExtent?.upper == fromRows.xExtent?.upper)
        #expect(fromColumns.layerRanges == fromRows.layerRanges)
        #expect(fromColumns.label(fromColumns.rows[7]) == fromRows.label(fromRows.rows[7]))
    }

    @Test(arguments: [Mark.line, .point, .bar, .area], XKind.allCases)
    func columnsDrawWhatTheirRowsDraw(_ mark: Mark, _ kind: XKind) {
        let (columns, rows) = Self.specs(mark, Self.columns(3_000, x: kind))
        let svg = Renderer.svg(RenderRequest(drawable: .chart(columns), idPrefix: "c"))
        #expect(svg == Renderer.svg(RenderRequest(drawable: .chart(rows), idPrefix: "c")), "\(mark) \(kind)")
        #expect(svg.contains("s3"))
        #expect(Renderer.plainText(.chart(columns), name: "c") == Renderer.plainText(.chart(rows), name: "c"))
    }

    /// Past `DenseLine.minimumCount` and `densePointCount`: lines M4-reduced and points
    /// rasterised straight from the columns, x ascending, one series.
    @Test(arguments: [Mark.line, .point, .area, .bar])
    func denseColumnsDrawWhatTheirRowsDraw(_ mark: Mark) {
        let n = 60_000
        let columns = ChartColumns(x: .numbers((0..<n).map { Double($0) / 4 }),
                                   y: DenseDataTests.values(n, seed: 9), rows: (0..<Int32(n)).filter { $0 % 11 != 0 })
        let (fromColumns, rows) = Self.specs(mark, columns)
        #expect(Renderer.svg(RenderRequest(drawable: .chart(fromColumns), idPrefix: "d"))
                    == Renderer.svg(RenderRequest(drawable: .chart(rows), idPrefix: "d")), "\(mark)")
        #expect(Renderer.plainText(.chart(fromColumns), name: "d") == Renderer.plainText(.chart(rows), name: "d"))
    }

    /// A row that cannot be drawn (a non-finite y), a label repeated in the codes' labels, or
    /// a layer: the row-by-row path, which drops what cannot be drawn and merges by name.
    @Test func otherColumnsAreReadRowByRow() {
        var infinite = ChartSpec(mark: .line)
        infinite.rows = .columns(ChartColumns(x: .numbers([1, 2, 3]), y: [1, .infinity, 3]))
        #expect(ChartData(spec: infinite).rows.map(\.y) == [1, 3])
        #expect(!ChartData(spec: infinite).rows.isReadFromColumns)
        var repeated = ChartSpec(mark: .bar)
        repeated.rows = .columns(ChartColumns(x: .categories(ChartCodes(codes: [0, 1, 2], labels: ["a", "b", "a"])),
                                              y: [1, 2, 3], series: ChartCodes(codes: [1, 0, -1], labels: ["s", "s"])))
        let data = ChartData(spec: repeated)
        #expect(data.categories == ["a", "b"] && data.rows.map(\.x) == [0, 1, 0])
        #expect(data.seriesNames == ["s"] && data.rows.map(\.series) == [0, 0, -1])
        var layered = Self.specs(.bar, Self.columns(100, x: .numbers)).columns
        layered.layers = [ChartLayer(mark: .rule, rows: [ChartRow(x: .number(5), y: 7)])]
        #expect(ChartData(spec: layered).layerRanges == [0..<80, 80..<81])
    }

    /// Category labels come once each, in order of first appearance among the rows drawn,
    /// as reading the rows one by one finds them; numbers and dates have none.
    @Test func categoryLabelsAreReadFromCodes() {
        let columns = Self.columns(3_000, x: .categories)
        var expected: [String] = []
        for row in ChartRows.columns(columns) {
            if case .category(let label) = row.x, !expected.contains(label) { expected.append(label) }
        }
        #expect(ChartRows.columns(columns).categoryLabels == expected && expected.count == 7)
        #expect(ChartRows(Array(ChartRows.columns(columns))).categoryLabels == expected)
        #expect(ChartRows.columns(Self.columns(50, x: .numbers)).categoryLabels.isEmpty)
    }

    /// Two charts over one table share its columns: equal in constant time, and equal to the
    /// same rows one by one.
    @Test func columnsCompareAsRows() {
        let columns = Self.columns(500, x: .dates)
        let a = ChartRows.columns(columns), b = ChartRows.columns(columns)
        #expect(a == b && a == ChartRows(Array(a)) && a.count == 400)
        var other = columns
        other.rows = columns.rows.map { Array($0.dropLast()) }
        #expect(a != ChartRows.columns(other))
        #expect(a[1] == ChartRow(x: .date(columns.dateX(1)), y: columns.y[1], series: "s1"))
    }
}

private extension ChartColumns {
    func dateX(_ row: Int) -> Double {
        guard case .dates(let values) = x else { return .nan }
        return values[row]
    }
}
