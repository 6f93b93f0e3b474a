import Foundation
import GaugeRender
import Testing
@testable import GaugeLang

/// A table's columns are held once (`NumberCells`: contiguous `Double`s and a validity bitmap;
/// `TextCells`: codes into distinct labels), shared by every statement and chart, and a chart
/// that draws a table's rows as they are hands them to GaugeRender as columns
/// (`ChartRows.columns`): what it draws is byte for byte what the row-by-row path draws, over
/// shuffled rows with missing cells in every column, with `color:`, `where:` and `bin:`.
@Suite struct ColumnChartTests {
    /// 3,000 rows in shuffled order: `x` numbers, `d` dates, `y` numbers (negative too),
    /// `g` one of four texts, `k` a number used as a series; about 1 cell in 17 missing in each.
    static let csv: String = {
        var state: UInt64 = 7
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        func cell(_ text: String) -> String { next(17) == 0 ? (next(2) == 0 ? "" : "NA") : text }
        var lines = ["x,d,y,g,k"]
        for _ in 0..<3_000 {
            let day = 1 + next(28), month = 1 + next(12)
            lines.append([cell(String(Double(next(100_000)) / 8)),
                          cell("2013-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"),
                          cell(String(Double(next(20_000) - 5_000) / 16)),
                          cell(["a", "b", "c", "d"][next(4)]),
                          cell(String(2007 + next(3)))].joined(separator: ","))
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    /// A session with the table bound to `t`.
    static func harness() throws -> Harness {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-columns-\(UUID()).csv").path
        try csv.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let harness = Harness()
        harness.run("let t = csv(\"\(path)\")")
        return harness
    }

    static func chart(_ harness: Harness, _ name: String) throws -> ChartObject {
        guard case .chart(let chart)? = harness.session.state[name] else { throw Missing.chart(name) }
        return chart
    }

    enum Missing: Error { case chart(String) }

    static let options = [
        "x: x y: y color: g",
        "x: d y: y color: k",
        "x: g y: y",
        "x: x y: y color: g where: y > 0 and g != \"b\"",
        "x: d y: y where: d >= \"2013-06-01\" or k == 2008",
        "x: y bin: 12 color: g where: x > 3000",
        "x: g where: y < 100",
        "x: d y: y unit: month color: g where: not (g == \"c\")",
        "x: k y: y aggregate: mean color: g",
        "x: g y: y aggregate: median color: k where: x < 9000",
        "x: d y: y unit: week color: k",
        "x: g color: g",
        "x: d where: y > 0",
    ]

    /// `chart c MARK data: t OPTIONS` as the session draws it, and the rows of the row-by-row
    /// path: `where:` as a filtered table (`filter(t, CONDITION)`, copied), one `ChartRow` a row.
    static func chartAndOracle(_ mark: String, _ options: String) throws -> (spec: ChartSpec, oracle: ChartRows) {
        let harness = try harness()
        let run = harness.run("chart c \(mark) data: t \(options)")
        #expect(run.error == nil, "\(String(describing: run.error))")
        var oracle = options
        if let range = options.range(of: " where: ") {
            harness.run("let f = filter(t, \(options[range.upperBound...]))")
            oracle = String(options[..<range.lowerBound])
        }
        harness.run("chart o \(mark) data: \(oracle == options ? "t" : "f") \(oracle)")
        let object = try chart(harness, "o")
        let rows = try ChartData.resolve(#require(object.data), chart: object, at: SourcePosition(line: 1, column: 1, offset: 0),
                                         columnar: false).rows
        return (try chart(harness, "c").spec, rows)
    }

    /// Each chart against the row-by-row path over `filter(t, CONDITION)` (the table copied,
    /// then one `ChartRow` per row): the same rows, SVG and text/plain.
    @Test(arguments: ["line", "point", "bar", "area"], options)
    func columnsDrawWhatRowsDraw(_ mark: String, _ options: String) throws {
        let (spec, oracle) = try Self.chartAndOracle(mark, options)
        var rows = spec
        rows.rows = oracle
        #expect(rows.rows.columns == nil)
        let drawsRows = options.contains("y: y") && !options.contains("unit:") && !options.contains("aggregate:")
        #expect((spec.rows.columns != nil) == drawsRows, "\(options)")
        #expect(Array(spec.rows) == Array(rows.rows))
        #expect(spec.rows.count > (drawsRows ? 1_000 : 2))
        let svg = Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "c"))
        #expect(svg == Renderer.svg(RenderRequest(drawable: .chart(rows), idPrefix: "c")), "\(mark) \(options)")
        #expect(Renderer.plainText(.chart(spec), name: "c") == Renderer.plainText(.chart(rows), name: "c"))
    }

    /// Sectors over a text column are counted or combined from its codes: the same sectors as
    /// the row-by-row path; over a number or date column (labels) they keep that path.
    @Test(arguments: ["color: g", "x: g angle: k aggregate: mean", "color: g angle: x where: y > 0",
                      "color: k angle: x", "x: d"])
    func sectorsOverColumnsAreTheRowsSectors(_ options: String) throws {
        let (spec, rows) = try Self.chartAndOracle("sector", options)
        #expect(Array(spec.rows) == Array(rows) && spec.rows.count >= 3, "\(options)")
        var drawn = spec
        drawn.rows = rows
        #expect(Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "s"))
                    == Renderer.svg(RenderRequest(drawable: .chart(drawn), idPrefix: "s")))
    }

    /// `select` finds a label among a table chart's rows, names the labels it lacks, and
    /// completion offers each category once.
    @Test func selectingInATableChart() throws {
        let harness = try Self.harness()
        harness.run("chart b bar data: t x: g y: y")
        #expect(harness.run("select b \"c\"").error == nil)
        guard case .chart(let chart)? = harness.session.state["b"], case .label("c") = chart.spec.selection else {
            Issue.record("b is not selected")
            return
        }
        let missing = harness.run("select b \"e\"").error
        #expect(missing?.message.contains("no \"e\" in b") == true)
        let completions = harness.session.complete("select b \"", cursor: 10)
        #expect(completions.matches.sorted() == ["a", "b", "c", "d"])
    }

    /// Series named by numbers or dates are one series per label, as the row-by-row path
    /// names them: `-0` and `0` read `0`, instants a fraction of a second apart one date.
    @Test(arguments: ["point", "bar"])
    func seriesThatReadTheSameAreOne(_ mark: String) throws {
        let table = try Table.parse(csv: "x,y,n,d\n1,2,0,2012-01-01T10:00:00.2\n2,3,-0,2012-01-01T10:00:00.7\n"
                                        + "3,4,1,2012-01-02\n1,5,-0,2012-01-01T10:00:00.7\n")
        let harness = Harness()
        harness.session.state["t"] = .data(.table(table))
        for options in ["x: x y: y color: n", "x: x y: y color: d", "x: x y: y color: d aggregate: sum"] {
            harness.run("chart c \(mark) data: t \(options)")
            let chart = try Self.chart(harness, "c")
            let rows = try ChartData.resolve(#require(chart.data), chart: chart, at: SourcePosition(line: 1, column: 1, offset: 0),
                                             columnar: false).rows
            #expect(Array(chart.spec.rows) == Array(rows), "\(options)")
            #expect(Set(rows.compactMap(\.series)).count == 2)
            var oracle = chart.spec
            oracle.rows = rows
            #expect(Renderer.svg(RenderRequest(drawable: .chart(chart.spec), idPrefix: "s"))
                        == Renderer.svg(RenderRequest(drawable: .chart(oracle), idPrefix: "s")))
        }
    }

    /// The table's columns are stored once: numbers as 8 bytes a cell (NaN under a missing
    /// cell, marked in the validity bitmap), text as codes; `column(t, "y")` and two charts
    /// over the table read the same storage.
    @Test func columnsAreSharedNotCopied() throws {
        let harness = try Self.harness()
        guard case .data(.table(let table))? = harness.session.state["t"],
              case .numbers(let y) = try table.column(named: "y").values,
              case .dates(let d) = try table.column(named: "d").values,
              case .strings(let g) = try table.column(named: "g").values else {
            Issue.record("t is not the table")
            return
        }
        #expect(y.values.count == 3_000 && y.missingCount == y.values.count { $0.isNaN } && y.missingCount > 100)
        #expect(y.validity?.words.count == 47 && y.validity?.missingCount == y.missingCount)
        #expect(zip(y.values.indices, y).allSatisfy { index, cell in (cell == nil) == !(y.validity?.isPresent(index) ?? true) })
        #expect(d.missingCount > 100 && Set(g.labels) == ["a", "b", "c", "d"])
        #expect(g.codes.count == 3_000 && Set(g.codes) == [-1, 0, 1, 2, 3])
        harness.run("chart a line data: t x: x y: y")
        harness.run("chart b point data: t x: d y: y color: g")
        let a = try #require(try Self.chart(harness, "a").spec.rows.columns)
        let b = try #require(try Self.chart(harness, "b").spec.rows.columns)
        func address(_ values: [Double]) -> UnsafeRawPointer? { values.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
        #expect(address(a.y) == address(y.values) && address(b.y) == address(y.values))
        #expect(b.series?.codes.withUnsafeBufferPointer { $0.baseAddress } == g.codes.withUnsafeBufferPointer { $0.baseAddress })
        // rows left out are the missing cells, as indices
        #expect(a.rows?.count == (0..<3_000).count { !y.values[$0].isNaN && a.xValue($0) })
    }

    /// csv text is encoded by its bytes: each distinct text once (the table grows past its
    /// first 64 slots), equal texts one code, and the cells read back as written.
    @Test func textIsEncodedOncePerDistinctText() throws {
        let texts = (0..<6_000).map { $0 % 7 == 3 ? "é\($0 % 3_000)" : "t\($0 % 3_000)" }
        let table = try Table.parse(csv: "s\n" + texts.joined(separator: "\n") + "\nNA\n")
        guard case .strings(let cells) = try table.column(named: "s").values else {
            Issue.record("s is not text")
            return
        }
        #expect(Array(cells) == texts + [nil])
        #expect(cells.labels.count == Set(texts).count && Set(cells.labels).count == cells.labels.count)
        #expect(cells.distinctCount == Set(texts).count && cells.missingCount == 1)
        let codes = cells.codes
        let sameTextSameCode = (0..<3_000).allSatisfy { (row: Int) -> Bool in
            texts[row] != texts[row + 3_000] || codes[row] == codes[row + 3_000]
        }
        #expect(sameTextSameCode)
    }

    /// `sum`, `mean`, `min`, `max` of a column with missing cells read it in place, skipping
    /// them: the same numbers as over its present values made into a list.
    @Test(arguments: ["sum", "mean", "min", "max"])
    func reductionsSkipMissingCellsInPlace(_ function: String) throws {
        let harness = try Self.harness()
        harness.run("let ys = column(t, \"y\")")
        let inPlace = try #require(harness.run("\(function)(t, \"y\")").result?.plain)
        #expect(inPlace == harness.run("\(function)(ys)").result?.plain)
        guard case .data(.table(let table))? = harness.session.state["t"], case .numbers(let y) = try table.column(named: "y").values
        else { return }
        #expect(harness.run("count(ys)").result?.plain == String(3_000 - y.missingCount))
        #expect(try table.mean("y") == Table.mean(of: y.presentValues) && y.missingCount > 0)
    }

    /// Missing cells are marked in the bitmap, least significant bit first, and the values
    /// kept as given when NaN is already under them (csv reading: no copy of the column); an
    /// infinity becomes a missing cell.
    @Test func missingCellsAreMarkedInPlace() {
        let raw: [Double] = [1, .nan, 3, .nan, 5]
        let cells = NumberCells(values: raw)
        #expect(cells.values.withUnsafeBufferPointer { $0.baseAddress } == raw.withUnsafeBufferPointer { $0.baseAddress })
        #expect(cells.validity?.words == [0b10101] && cells.missingCount == 2)
        #expect(Array(cells) == [1, nil, 3, nil, 5] && cells.presentValues == [1, 3, 5])
        let infinite = NumberCells(values: [2, -.infinity, 4])
        #expect(Array(infinite) == [2, nil, 4] && infinite.values[1].isNaN && infinite.missingCount == 1)
        #expect(NumberCells([2, nil, 4]) == infinite && NumberCells([2, 0, 4]) != infinite)
    }

    /// A clean column (no missing cell) has no bitmap, its present values are its own storage,
    /// and a chart over it lists no rows.
    @Test func aCleanColumnIsItsValues() throws {
        let table = try Table.parse(csv: "x,y\n1,4\n2,5\n3,6\n")
        guard case .numbers(let y) = try table.column(named: "y").values else {
            Issue.record("y is not numbers")
            return
        }
        #expect(y.validity == nil && y.values == [4, 5, 6])
        #expect(y.presentValues.withUnsafeBufferPointer { $0.baseAddress } == y.values.withUnsafeBufferPointer { $0.baseAddress })
        #expect(try table.numbers(in: "y") == [4, 5, 6])
        let harness = Harness()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-clean-\(UUID()).csv").path
        try "x,y\n1,4\n2,5\n3,6\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        harness.run("let t = csv(\"\(path)\")")
        harness.run("chart c line data: t x: x y: y")
        let columns = try #require(try Self.chart(harness, "c").spec.rows.columns)
        #expect(columns.rows == nil && columns.count == 3)
        #expect(Array(try Self.chart(harness, "c").spec.rows) == [ChartRow(x: .number(1), y: 4), ChartRow(x: .number(2), y: 5),
                                                                   ChartRow(x: .number(3), y: 6)])
    }

    /// Conditions keep SQL's three-valued logic on the new storage: a missing cell is unknown,
    /// `not unknown` stays unknown, and arithmetic on a missing cell is missing.
    @Test func conditionsOverMissingCells() throws {
        let table = try Table.parse(csv: "a,s\n1,x\n,y\n3,\nNA,x\n5,z\n")
        let harness = Harness()
        func count(_ condition: String) -> String? {
            harness.session.state["t"] = .data(.table(table))
            return harness.run("count(filter(t, \(condition)))").result?.plain
        }
        #expect(count("a > 2") == "2")
        #expect(count("not (a > 2)") == "1")
        #expect(count("a * 2 >= 2") == "3")
        #expect(count("a / 0 > 0 or s == \"x\"") == "2")
        #expect(count("s < \"y\"") == "2")
        #expect(count("\"y\" <= s") == "2")
        #expect(count("not (s == \"x\")") == "2")
    }

    /// A filtered text column keeps its source's labels, yet counts and groups only the texts
    /// it holds; a cell reading "(missing)" groups with the missing cells, as labels do.
    @Test func filteredTextCountsWhatItHolds() throws {
        let table = try Table.parse(csv: "s,n\na,1\nb,2\n,3\n(missing),4\na,5\n")
        let kept = table.filtered([true, false, true, true, true])
        #expect(kept.summary().columns[0].distinct == 2 && kept.summary().columns[0].missing == 1)
        #expect(try kept.count(by: "s").map(\.label) == ["a", "(missing)"])
        #expect(try kept.count(by: "s").map(\.value) == [2, 2])
        #expect(try table.sum("n", by: "s").map(\.value) == [6, 2, 7])
    }
}

private extension ChartColumns {
    /// Whether table row `row` has a present x.
    func xValue(_ row: Int) -> Bool {
        switch x {
        case .numbers(let values), .dates(let values): !values[row].isNaN
        case .categories(let codes): codes.codes[row] >= 0
        }
    }
}
