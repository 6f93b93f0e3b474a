import GaugeLang
import GaugeRender
import Testing

/// `where:` and `filter(T, CONDITION)` (LANGUAGE.md v2): comparisons, and/or/not, missing
/// cells, column shadowing, dates, and the errors.
@Suite struct ConditionTests {
    func rowCount(_ harness: Harness, _ expression: String) -> Int? {
        let run = harness.run("count(\(expression))")
        return run.result.flatMap { Int($0.plain) }
    }

    func penguins() -> Harness {
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        return harness
    }

    @Test func adelieRowsMatchADirectCount() throws {
        let file = try PenguinsFile()
        let adelie = file.rows.filter { file.cell($0, "species") == "Adelie" }
        let heavy = adelie.filter { (file.number($0, "body_mass_g") ?? 0) > 4000 }
        #expect(adelie.count == 152)
        let harness = penguins()
        #expect(rowCount(harness, "filter(penguins, species == \"Adelie\")") == adelie.count)
        #expect(rowCount(harness, "filter(penguins, species == \"Adelie\" and body_mass_g > 4000)") == heavy.count)
        // the filtered table keeps every column, row-aligned
        let sum = harness.run("sum(filter(penguins, species == \"Adelie\" and body_mass_g > 4000), \"body_mass_g\")")
        let expected = heavy.compactMap { file.number($0, "body_mass_g") }.reduce(0, +)
        #expect(Double(sum.result?.plain ?? "") == expected)
    }

    @Test func orAndNotAndParenthesesFollowThePrecedenceOfSwift() throws {
        let file = try PenguinsFile()
        let harness = penguins()
        // and binds tighter than or: Gentoo, or Adelie on Dream
        let mixed = file.rows.filter {
            file.cell($0, "species") == "Gentoo" || (file.cell($0, "species") == "Adelie" && file.cell($0, "island") == "Dream")
        }
        #expect(rowCount(harness, "filter(penguins, species == \"Gentoo\" or species == \"Adelie\" and island == \"Dream\")") == mixed.count)
        let grouped = file.rows.filter {
            (file.cell($0, "species") == "Gentoo" || file.cell($0, "species") == "Adelie") && file.cell($0, "island") == "Dream"
        }
        #expect(rowCount(harness, "filter(penguins, (species == \"Gentoo\" or species == \"Adelie\") and island == \"Dream\")") == grouped.count)
        #expect(mixed.count != grouped.count)
        let notDream = file.rows.filter { file.cell($0, "island") != "Dream" }
        #expect(rowCount(harness, "filter(penguins, not island == \"Dream\")") == notDream.count)
        // arithmetic binds tighter than a comparison
        let kilos = file.rows.filter { (file.number($0, "body_mass_g") ?? 0) / 1000 >= 4.5 }
        #expect(rowCount(harness, "filter(penguins, body_mass_g / 1000 >= 4.5)") == kilos.count)
    }

    @Test func aMissingCellNeverMatches() throws {
        let file = try PenguinsFile()
        let harness = penguins()
        let male = file.rows.filter { file.cell($0, "sex") == "male" }.count
        let female = file.rows.filter { file.cell($0, "sex") == "female" }.count
        let missing = file.rows.filter { file.cell($0, "sex") == nil }.count
        #expect(missing == 11)
        #expect(rowCount(harness, "filter(penguins, sex == \"male\")") == male)
        #expect(rowCount(harness, "filter(penguins, sex != \"male\")") == female)
        #expect(rowCount(harness, "filter(penguins, not sex == \"male\")") == female)
        #expect(rowCount(harness, "filter(penguins, sex == \"male\" or body_mass_g > 0)") == 342)
    }

    @Test func aBareNameIsAColumnFirstThenASessionValue() throws {
        let file = try PenguinsFile()
        let harness = penguins()
        harness.run("let year = 1\nlet limit = 6000")
        let of2009 = file.rows.filter { file.number($0, "year") == 2009 }.count
        #expect(rowCount(harness, "filter(penguins, year == 2009)") == of2009)
        let masses = file.rows.compactMap { file.number($0, "body_mass_g") }
        #expect(rowCount(harness, "filter(penguins, body_mass_g >= limit)") == masses.filter { $0 >= 6000 }.count)
        let mean = masses.reduce(0, +) / Double(masses.count)
        #expect(rowCount(harness, "filter(penguins, body_mass_g > mean(penguins, \"body_mass_g\"))")
                == masses.filter { $0 > mean }.count)
    }

    @Test func datesCompareWithISODateStrings() {
        let harness = Harness()
        harness.run("let weather = csv(\"seattle-weather.csv\")")
        #expect(rowCount(harness, "filter(weather, date >= \"2012-06-01\" and date < \"2012-07-01\")") == 30)
        #expect(rowCount(harness, "filter(weather, date == \"2015/12/31\")") == 1)
        let bad = harness.run("filter(weather, date > \"June\")").error
        #expect(bad?.kind == .valueError)
        #expect(bad?.message.contains("\"June\" is not a date") == true)
        let number = harness.run("filter(weather, date > 2012)").error
        #expect(number?.kind == .typeError)
    }

    @Test func errorsNameWhatAndWhere() throws {
        let harness = penguins()
        let text = try #require(harness.run("filter(penguins, species > 3)").error)
        #expect(text.kind == .typeError)
        #expect(text.message.contains("the column \"species\" (text)"))
        #expect(text.line == 1 && text.column == 26)
        let quoted = try #require(harness.run("filter(penguins, body_mass_g > \"4000\")").error)
        #expect(quoted.suggestion == "Write 4000 without quotes to compare numbers.")
        let typo = try #require(harness.run("filter(penguins, specis == \"Adelie\")").error)
        #expect(typo.kind == .nameError)
        #expect(typo.column == 18)
        #expect(typo.suggestion?.contains("species") == true)
        let chained = try #require(harness.run("filter(penguins, 1 < body_mass_g < 5000)").error)
        #expect(chained.kind == .syntaxError)
        #expect(chained.column == 34)
        let bare = try #require(harness.run("filter(penguins, species)").error)
        #expect(bare.kind == .typeError)
        #expect(bare.message == "species is not a condition")
        let outside = try #require(harness.run("print 3 > 2").error)
        #expect(outside.kind == .typeError)
        #expect(outside.message.contains("3 > 2"))
        let bang = try #require(harness.run("filter(penguins, !species)").error)
        #expect(bang.kind == .syntaxError)
    }

    @Test func whereFiltersAChartThatFollowsItsData() throws {
        let harness = penguins()
        let run = harness.run("chart c bar data: penguins x: \"island\" where: species == \"Adelie\"")
        #expect(run.error == nil)
        guard case .chart(let spec)? = run.output.shows.last?.drawable else { Issue.record("no chart"); return }
        let file = try PenguinsFile()
        let adelie = file.rows.filter { file.cell($0, "species") == "Adelie" }
        let islands = ["Torgersen", "Biscoe", "Dream"].map { island in
            ChartRow(x: .category(island), y: Double(adelie.filter { file.cell($0, "island") == island }.count))
        }
        #expect(Array(spec.rows) == islands)
        #expect(harness.run("c.where").result?.plain == "\"species == \"Adelie\"\"")
        // a new binding of the data redraws the filtered chart
        let rebound = harness.run("let penguins = filter(penguins, island == \"Dream\")")
        guard case .chart(let after)? = rebound.output.shows.last?.drawable else { Issue.record("no redraw"); return }
        #expect(after.rows == [islands[2]])
        // no row left is not an error: the chart has no rows
        let empty = harness.run("c.where = species == \"Gentoo\"")
        #expect(empty.error == nil)
        guard case .chart(let none)? = empty.output.shows.last?.drawable else { Issue.record("no chart"); return }
        #expect(none.rows.isEmpty)
        harness.run("c.where = none")
        #expect(harness.run("c.where").result?.plain == "\"\"")
    }

    @Test func conditionsReadBackAsSourceText() {
        let harness = penguins()
        harness.run("chart c bar data: penguins x: \"island\" where: (species == \"Adelie\" or island == \"Dream\") and not body_mass_g - 100 * 2 <= -(3)")
        #expect(harness.run("c.where").result?.plain
                == "\"(species == \"Adelie\" or island == \"Dream\") and not body_mass_g - 100 * 2 <= -3\"")
    }

    /// Backslash, quote and line feed are escaped scalar by scalar, also inside a CR LF pair
    /// (one Character) or before a combining mark, so the text reads back as the same string.
    @Test func stringsInConditionsReadBackEscaped() throws {
        let harness = penguins()
        harness.run("chart c bar data: penguins x: \"island\" where: species == \"a\\\\b\\\"\u{301}c\\r\\nd\"")
        let text = try #require(harness.run("c.where").result?.plain)
        #expect(text == "\"species == \"a\\\\b\\\"\u{301}c\r\\nd\"\"")
        harness.run("c.where = species == \"Adelie\"")
        #expect(harness.run("c.where = " + text.dropFirst().dropLast()).error == nil)
        #expect(harness.run("c.where").result?.plain == text)
    }

    /// A pasted 5,000-term condition is folded in loops (parse, evaluate, read back), and a
    /// hostile string is only compared, never interpreted.
    @Test func longAndHostileConditions() throws {
        let harness = penguins()
        // a table of a few rows keeps the debug build quick; the depth is what is tested
        harness.run("let big = filter(penguins, body_mass_g >= 6000)")
        let terms = Array(repeating: "body_mass_g > 0", count: 5_000).joined(separator: " and ")
        #expect((rowCount(harness, "big") ?? 0) > 0)
        #expect(rowCount(harness, "filter(big, \(terms))") == rowCount(harness, "big"))
        #expect(harness.run("chart c bar data: big x: \"island\" where: \(terms)").error == nil)
        let text = try #require(harness.run("c.where").result?.plain)
        #expect(text.count == terms.count + 2)
        #expect(rowCount(harness, "filter(penguins, species == \"\\\"); delete penguins\\n\u{202E}\")") == 0)
        let huge = try #require(harness.run("filter(penguins, body_mass_g > 1e308 * 10)").error)
        #expect(huge.kind == .valueError)
    }

    @Test func whereOnARecordIsATypeError() throws {
        let error = try #require(Harness().run("chart c bar data: [\"a\": 1] where: x > 1").error)
        #expect(error.kind == .typeError)
        #expect(error.message.contains("where: keeps rows of a table"))
    }
}
