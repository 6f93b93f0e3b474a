import Foundation
import GaugeLang
import GaugeRender
import Testing

/// `aggregate:` and `sort:` (LANGUAGE.md v2).
@Suite struct AggregateSortTests {
    func chartRows(_ run: (output: RecordingOutput, result: RichText?, error: GaugeError?)) -> [ChartRow]? {
        guard run.error == nil, case .chart(let spec)? = run.output.shows.last?.drawable else { return nil }
        return Array(spec.rows)
    }

    /// temp_max of every day of January 2012, straight from the csv text.
    func januaryMaxima() throws -> [Double] {
        let text = try String(contentsOfFile: "/work/shared/data/seattle-weather.csv", encoding: .utf8)
        return text.split(separator: "\n").dropFirst().filter { $0.hasPrefix("2012/01/") }.compactMap {
            Double(String($0.split(separator: ",", omittingEmptySubsequences: false)[2]))
        }
    }

    @Test func meanTemperaturePerMonth() throws {
        let january = try januaryMaxima()
        #expect(january.count == 31)
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        let run = harness.run("chart t line data: weather x: \"date\" y: \"temp_max\" unit: month aggregate: mean")
        let months = try #require(chartRows(run))
        #expect(months.count == 48)
        #expect(abs(months[0].y - january.reduce(0, +) / 31) < 1e-9)
        guard case .chart(let spec)? = run.output.shows.last?.drawable else { return }
        #expect(spec.yTitle == "mean of temp_max")
        let maxima = try #require(chartRows(harness.run("t.aggregate = max")))
        #expect(maxima[0].y == january.max())
        let counted = try #require(chartRows(harness.run("t.aggregate = count")))
        #expect(counted[0].y == 31)
        #expect(counted[1].y == 29) // February 2012
    }

    @Test func medianOfAnEvenCountIsTheMeanOfTheMiddleTwo() throws {
        let january = try januaryMaxima()
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        // 30 days: 2012-01-01 … 2012-01-30 (even), from filtering the dates
        let rows = try #require(chartRows(harness.run(
            "chart t bar data: weather x: \"date\" y: \"temp_max\" unit: month aggregate: median where: date <= \"2012-01-30\"")))
        #expect(rows.count == 1)
        let sorted = january.prefix(30).sorted()
        #expect(rows[0].y == (sorted[14] + sorted[15]) / 2)
        let odd = try #require(chartRows(harness.run("t.where = date <= \"2012-01-31\"")))
        #expect(odd[0].y == january.sorted()[15])
    }

    @Test func aggregatePerCategoryWithoutUnit() throws {
        let file = try PenguinsFile()
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let rows = try #require(chartRows(harness.run("chart m bar data: penguins x: \"species\" y: \"body_mass_g\" aggregate: mean")))
        for row in rows {
            guard case .category(let species) = row.x else { Issue.record("not a category"); continue }
            let masses = file.rows.filter { file.cell($0, "species") == species }.compactMap { file.number($0, "body_mass_g") }
            #expect(abs(row.y - masses.reduce(0, +) / Double(masses.count)) < 1e-9)
        }
        #expect(rows.map(\.x) == [.category("Adelie"), .category("Gentoo"), .category("Chinstrap")])
        let least = try #require(chartRows(harness.run("m.aggregate = min")))
        #expect(least.map(\.y) == [2850, 3950, 2700])
    }

    @Test func sortOrdersCategoriesByValueOrLabel() throws {
        let harness = Harness()
        harness.run("let fruits = [\"b10\": 4, \"B2\": 9, \"a\": 4, \"c\": 1]")
        let ascending = try #require(chartRows(harness.run("chart f bar data: fruits sort: ascending")))
        #expect(ascending.map(\.x) == ["c", "b10", "a", "B2"].map(DataValue.category)) // ties keep their order
        let descending = try #require(chartRows(harness.run("f.sort = descending")))
        #expect(descending.map(\.x) == ["B2", "b10", "a", "c"].map(DataValue.category))
        let label = try #require(chartRows(harness.run("f.sort = label")))
        #expect(label.map(\.x) == ["a", "B2", "b10", "c"].map(DataValue.category))
        #expect(harness.run("f.sort").result?.plain == "\"label\"")
        let none = try #require(chartRows(harness.run("f.sort = none")))
        #expect(none.map(\.x) == ["b10", "B2", "a", "c"].map(DataValue.category))
    }

    @Test func sortByTheTotalOfStackedGroups() throws {
        let file = try PenguinsFile()
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let rows = try #require(chartRows(harness.run("chart s bar data: penguins x: \"island\" color: \"species\" sort: descending")))
        var order: [String] = []
        for row in rows { if case .category(let island) = row.x, !order.contains(island) { order.append(island) } }
        let totals = Dictionary(grouping: file.rows, by: { file.cell($0, "island") ?? "" }).mapValues(\.count)
        #expect(order == totals.keys.sorted { totals[$0] ?? 0 > totals[$1] ?? 0 })
        #expect(order.first == "Biscoe")
    }

    @Test func aggregateAndSortErrors() throws {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        let unknown = try #require(harness.run("chart t line data: weather x: \"date\" y: \"temp_max\" aggregate: average").error)
        #expect(unknown.kind == .valueError)
        #expect(unknown.column == 63)
        let noY = try #require(harness.run("chart t line data: weather x: \"weather\" aggregate: mean").error)
        #expect(noY.kind == .valueError)
        #expect(noY.message.contains("no y:"))
        let dates = try #require(harness.run("chart t line data: weather x: \"date\" y: \"temp_max\" sort: label").error)
        #expect(dates.kind == .typeError)
        #expect(dates.message.contains("holds dates"))
    }
}
