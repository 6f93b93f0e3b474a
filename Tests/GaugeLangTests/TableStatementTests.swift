import GaugeLang
import GaugeRender
import Testing

/// csv tables through the language: aggregates, columns, describe, charts over columns.
@Suite struct TableStatementTests {
    let harness = Harness()

    init() {
        harness.run("let penguins = csv(\"penguins.csv\")\nlet weather = csv(\"/work/shared/data/seattle-weather.csv\")")
    }

    @Test func aggregates() {
        #expect(harness.run("count(penguins)").result?.plain == "344")
        #expect(harness.run("count(penguins, by: \"species\")").result?.plain
                == "[\"Adelie\": 152, \"Gentoo\": 124, \"Chinstrap\": 68]")
        #expect(harness.run("count(column(penguins, \"body_mass_g\"))").result?.plain == "342")
        #expect(harness.run("sum(penguins, \"year\", by: \"species\")").result?.plain
                == "[\"Adelie\": 305218, \"Gentoo\": 249002, \"Chinstrap\": 136542]")
        let mean = harness.run("mean(penguins, \"body_mass_g\", by: \"species\")").result?.plain ?? ""
        #expect(mean.hasPrefix("[\"Adelie\": 3700.66"))
    }

    @Test func describeTable() throws {
        let text = try #require(harness.run("describe penguins").output.texts.first)
        #expect(text.plain.hasPrefix("penguins: 344 rows × 8 columns"))
        #expect(text.html?.contains("<table") == true)
    }

    @Test func columnErrorsPointAtTheName() {
        let text = MarkedText("count(penguins, by: 1️⃣\"specis\")")
        let error = harness.run(text.source).error
        #expect(error?.kind == .nameError)
        #expect(error?.column == text.column)
        #expect(error?.suggestion == "Did you mean \"species\"?")
        #expect(harness.run("sum(penguins, \"species\")").error?.kind == .typeError)
    }

    @Test func missingFile() {
        let error = harness.run("let t = csv(\"nope.csv\")").error
        #expect(error?.kind == .fileError)
        #expect(error?.column == 9)
    }

    @Test func barChartCountsRowsPerCategory() {
        let run = harness.run("chart bars bar data: penguins x: \"species\"")
        guard case .chart(let spec)? = run.output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(spec.rows == [ChartRow(x: .category("Adelie"), y: 152), ChartRow(x: .category("Gentoo"), y: 124),
                              ChartRow(x: .category("Chinstrap"), y: 68)])
        #expect(spec.xTitle == "species")
        #expect(spec.yTitle == "count")
    }

    @Test func lineChartOverDatesGivesDateX() {
        let run = harness.run("chart temps line data: weather x: \"date\" y: \"temp_max\" color: \"weather\"")
        guard case .chart(let spec)? = run.output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(spec.rows.count == 1461)
        #expect(spec.rows.first == ChartRow(x: .date(1_325_376_000), y: 12.8, series: "drizzle"))
        #expect(spec.seriesTitle == "weather")
    }

    @Test func sectorChartOverATable() {
        let run = harness.run("chart pie sector data: penguins color: \"island\"")
        guard case .chart(let spec)? = run.output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(spec.rows.map(\.y).reduce(0, +) == 344)
        let missing = harness.run("chart bad bar data: penguins y: \"body_mass_g\"").error
        #expect(missing?.kind == .valueError)
    }
}
