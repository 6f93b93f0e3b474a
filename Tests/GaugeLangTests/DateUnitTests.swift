import Foundation
import GaugeLang
import GaugeRender
import Testing

/// `unit:` bins a chart's dates to calendar units, as Swift Charts' `.value(_, date, unit:)`.
@Suite struct DateUnitTests {
    static let day = 86_400.0

    func chartRows(_ harness: Harness, _ cell: String) -> [ChartRow]? {
        let run = harness.run(cell)
        guard run.error == nil, case .chart(let spec)? = run.output.shows.last?.drawable else { return nil }
        return Array(spec.rows)
    }

    /// January 2012's precipitation, summed straight from the csv text (not through the language).
    func januaryTotal() throws -> Double {
        let text = try String(contentsOfFile: "/work/shared/data/seattle-weather.csv", encoding: .utf8)
        var total = 0.0
        for line in text.split(separator: "\n").dropFirst() where line.hasPrefix("2012/01/") {
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            total += Double(String(cells[1])) ?? .nan
        }
        return total
    }

    @Test func monthlyBarsOfSeattleRain() throws {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        let rows = try #require(chartRows(harness, "chart rain bar data: weather x: \"date\" y: \"precipitation\" unit: month"))
        #expect(rows.count == 48)
        #expect(Set(rows.map(\.x)).count == 48)
        // 2012-01-01T00:00Z is 15340 days after 1970-01-01.
        #expect(rows.first?.x == .date(15_340 * DateUnitTests.day))
        #expect(rows.last?.x == .date(Double(15_340 + 1430) * DateUnitTests.day)) // 2015-12-01
        let january = try januaryTotal()
        #expect(abs(january - 173.3) < 1e-9)
        #expect(abs((rows.first?.y ?? 0) - january) < 1e-9)
        let all = harness.run("sum(weather, \"precipitation\")").result?.plain
        #expect(abs(rows.map(\.y).reduce(0, +) - (Double(all ?? "") ?? 0)) < 1e-6)
    }

    @Test func optionCanBeSetReadAndCleared() throws {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")\nchart t line data: weather x: \"date\" y: \"temp_max\"")
        #expect(harness.run("t.unit").result?.plain == "\"none\"")
        #expect(chartRows(harness, "t.unit = year")?.count == 4)
        #expect(harness.run("t.unit").result?.plain == "\"year\"")
        let weeks = try #require(chartRows(harness, "t.unit = week"))
        #expect(weeks.count == 210)
        // 2012-01-01 was a Sunday: its week starts Monday 2011-12-26 (15334 days).
        #expect(weeks.first?.x == .date(15_334 * DateUnitTests.day))
        for row in weeks {
            guard case .date(let seconds) = row.x else { Issue.record("not a date"); continue }
            let days = Int(seconds / DateUnitTests.day)
            #expect(((days + 3) % 7 + 7) % 7 == 0, "week start \(days) is not a Monday")
        }
        #expect(chartRows(harness, "t.unit = day")?.count == 1461)
        #expect(chartRows(harness, "chart t unit: none")?.count == 1461)
        #expect(harness.run("t.unit").result?.plain == "\"none\"")
    }

    /// Dates before 1970, leap days and far years bin like Python's `datetime` (days since 1970).
    @Test(arguments: [("week", [-3, -25511, 11015, -135145, 20087]), ("month", [-31, -25508, 10988, -135140, 20058]),
                      ("year", [-365, -25567, 10957, -135140, 19723]), ("day", [-1, -25508, 11016, -135140, 20087])])
    func binsMatchTheCalendar(unit: String, days: [Int]) throws {
        let folder = NSTemporaryDirectory() + "gauge-units-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let csv = "date,n\n1969-12-31,1\n1900-03-01,2\n2000-02-29,3\n1600-01-01,4\n2024-12-30,5\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/dates.csv"))
        let session = Session(workingDirectory: folder)
        let output = RecordingOutput()
        _ = try session.execute("chart c point data: csv(\"dates.csv\") x: \"date\" y: \"n\" unit: \(unit)", output: output)
        guard case .chart(let spec)? = output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(Array(spec.rows) == days.enumerated().map { ChartRow(x: .date(Double($1) * DateUnitTests.day), y: Double($0 + 1)) })
    }

    @Test func countingRowsPerMonthKeepsDates() throws {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        let rows = try #require(chartRows(harness, "chart n bar data: weather x: \"date\" unit: month"))
        #expect(rows.count == 48)
        #expect(rows.first == ChartRow(x: .date(15_340 * DateUnitTests.day), y: 31))
        #expect(rows[1].y == 29) // February 2012, a leap year
    }

    @Test func seriesAreSummedSeparately() throws {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        let rows = try #require(chartRows(harness, "chart w bar data: weather x: \"date\" y: \"precipitation\" color: \"weather\" unit: year"))
        #expect(Set(rows.map(\.x)).count == 4)
        #expect(rows.count == Set(rows.map { "\($0.x)|\($0.series ?? "")" }).count)
    }

    @Test(arguments: [
        ("chart s bar data: penguins x: \"species\" unit: month", "TypeError", "the column \"species\" holds text"),
        ("chart s bar data: penguins x: \"bill_length_mm\" y: \"body_mass_g\" unit: week", "TypeError", "holds numbers"),
        ("chart s bar data: [1, 2, 3] unit: day", "TypeError", "this chart's data is a list"),
        ("chart s bar data: [\"a\": 1] unit: day", "TypeError", "this chart's data is a record"),
        ("chart s bar data: [1] unit: fortnight", "ValueError", "unknown unit \"fortnight\""),
    ])
    func unitOnWhatIsNotADateIsAnError(cell: String, kind: String, message: String) throws {
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let error = try #require(harness.run(cell).error)
        #expect(error.kind.rawValue == kind)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(harness.run("list").error == nil)
        #expect(harness.run("s").error != nil) // nothing was created
    }

    @Test func completionAndHelp() {
        let harness = Harness()
        let done = harness.session.complete("chart c bar unit: m", cursor: 19)
        #expect(done.matches == ["month"])
        #expect(done.cursorStart == 18)
        #expect(harness.session.complete("chart c bar unit: ", cursor: 18).matches == ["day", "week", "month", "year", "none"])
        #expect(harness.session.complete("chart c bar un", cursor: 14).matches == ["unselectedOuter", "unit"])
        #expect(harness.session.inspect("chart c bar unit: month", cursor: 20)?.hasPrefix("month — unit: month") == true)
        #expect(harness.run("help week").output.texts.first?.plain.contains("Monday") == true)
        #expect(harness.session.inspect("chart c bar unit: month", cursor: 13)?.hasPrefix("unit: day | week | month | year | none") == true)
    }
}
