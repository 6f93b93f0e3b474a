import GaugeLang
import GaugeRender
import Testing

/// Error kinds, positions (marked with 1️⃣ in the source), messages and suggestions.
@Suite struct ErrorTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var marked: String
        var kind: GaugeErrorKind
        var message: String
        var suggestion: String?
        var testDescription: String { marked }
    }

    static let setup = """
        let fruits = ["りんご": 15, "いちご": 12]
        gauge battery value: 50 in: 0...100
        chart favorites sector data: fruits
        chart bars bar data: [1, 2]
        """

    static let cases: [Case] = [
        Case(marked: "gauge g style: 1️⃣acessoryCircular", kind: .valueError,
             message: "unknown style \"acessoryCircular\"", suggestion: "Did you mean \"accessoryCircular\"?"),
        Case(marked: "gauge g 1️⃣valeu: 3", kind: .typeError, message: "unknown option \"valeu\"",
             suggestion: "Did you mean \"value\"?"),
        Case(marked: "battery.1️⃣vlaue = 3", kind: .typeError, message: "unknown option \"vlaue\"",
             suggestion: "Did you mean \"value\"?"),
        Case(marked: "gauge g tint: 1️⃣gren", kind: .valueError, message: "unknown color \"gren\"",
             suggestion: "Did you mean \"green\"?"),
        Case(marked: "gauge g tint: 1️⃣.xyzzy", kind: .valueError, message: "unknown color \".xyzzy\"",
             suggestion: "Known colors: red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown, gray, black, white, clear"),
        Case(marked: "chart c 1️⃣sectr data: fruits", kind: .valueError, message: "unknown mark \"sectr\"",
             suggestion: "Did you mean \"sector\"?"),
        Case(marked: "animation 1️⃣easeInOt(1)", kind: .valueError, message: "unknown animation curve \"easeInOt\"",
             suggestion: "Did you mean \"easeInOut\"?"),
        Case(marked: "print 1️⃣frutis", kind: .nameError, message: "\"frutis\" is not defined",
             suggestion: "Did you mean \"fruits\"?"),
        Case(marked: "print 1️⃣sm(fruits)", kind: .nameError, message: "unknown function \"sm\"",
             suggestion: "Did you mean \"sum\"?"),
        Case(marked: "gauge g value: 1️⃣\"high\"", kind: .typeError,
             message: "value: must be a number, not a string",
             suggestion: "Usage: value: N — the gauge's value, in the units of in:."),
        Case(marked: "gauge g in: 1️⃣5", kind: .typeError,
             message: "in: must be a range such as 0...100, not a number"),
        Case(marked: "gauge g in: 10 1️⃣... 10", kind: .valueError,
             message: "a range needs lower < upper, got 10...10"),
        Case(marked: "gauge g value: 1️⃣NaN", kind: .valueError, message: "NaN and infinities are not numbers here"),
        Case(marked: "print 1 1️⃣/ (2 - 2)", kind: .valueError, message: "division by zero"),
        Case(marked: "print 1e300 1️⃣* 1e300", kind: .valueError, message: "the result is too large for a number"),
        Case(marked: "chart c sector data: 1️⃣[\"a\": 1, \"b\": -2]", kind: .valueError,
             message: "a sector's value cannot be negative: \"b\" is -2",
             suggestion: "Sectors take values >= 0 (a 0 keeps its legend entry); change \"b\"."),
        Case(marked: "fruits[\"りんご\"] = 1️⃣-1", kind: .valueError,
             message: "the chart favorites follows fruits: a sector's value cannot be negative: \"りんご\" is -1",
             suggestion: "Sectors take values >= 0 (a 0 keeps its legend entry); change \"りんご\"."),
        Case(marked: "print fruits[1️⃣\"みかん\"]", kind: .valueError, message: "no label \"みかん\" in this record",
             suggestion: "Known labels: りんご, いちご"),
        Case(marked: "select favorites angle: 1️⃣-1", kind: .valueError,
             message: "angle: must be >= 0 (a position on the running total)"),
        Case(marked: "select bars angle: 1️⃣3", kind: .typeError,
             message: "angle: selects in a sector chart; select a bar by its label", suggestion: "select bars \"LABEL\""),
        Case(marked: "select favorites 1️⃣\"ばなな\"", kind: .valueError, message: "no \"ばなな\" in favorites",
             suggestion: "Known labels: いちご, りんご"),
        Case(marked: "let 1️⃣battery = 3", kind: .typeError, message: "\"battery\" is a gauge; data cannot replace it",
             suggestion: "Choose another name, or delete battery first."),
        Case(marked: "show 1️⃣fruits", kind: .typeError,
             message: "\"fruits\" is a record; only gauges and charts can be shown",
             suggestion: "Use print fruits or describe fruits."),
        Case(marked: "print random(1️⃣20000000)", kind: .valueError,
             message: "at most 10000000 numbers can be made at once"),
        Case(marked: "print (1 +\n  1️⃣)", kind: .syntaxError, message: "expected a value, found )"),
        Case(marked: "chart 1️⃣newone data: fruits", kind: .valueError, message: "a new chart needs a mark after its name",
             suggestion: "Marks: sector, bar, line, point, area, rule"),
        Case(marked: "gauge g label: \"😀👨‍👩‍👧é\" value: 1️⃣xyzzy", kind: .nameError, message: "\"xyzzy\" is not defined",
             suggestion: "Known names: fruits, battery, favorites, bars"),
        Case(marked: "wait 1️⃣-1", kind: .valueError, message: "wait takes 0 to 3600 seconds"),
        Case(marked: "animation easeIn(1️⃣0)", kind: .valueError,
             message: "a duration must be above 0 and at most 60 seconds"),
    ]

    @Test(arguments: cases)
    func error(_ test: Case) throws {
        try Self.check(test, after: Self.setup)
    }

    /// Runs `setup` (when given), then the case's cell: its error has the case's kind,
    /// message and suggestion, points at the 1️⃣ marker, and quotes the marked line.
    static func check(_ test: Case, after setup: String? = nil) throws {
        let harness = Harness()
        if let setup { #expect(harness.run(setup).error == nil) }
        let text = MarkedText(test.marked)
        let error = try #require(harness.run(text.source).error)
        #expect(error.kind == test.kind)
        #expect(error.message == test.message)
        #expect(error.line == text.line)
        #expect(error.column == text.column)
        #expect(error.suggestion == test.suggestion)
        let lines = text.source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.sourceLine == String(lines[text.line - 1]))
    }

    @Test func tracebackHasACaretUnderTheColumn() throws {
        let error = try #require(Harness().run("let x = 1\ngauge g style: acessoryCircular").error)
        #expect(error.ename == "ValueError")
        #expect(error.evalue == "line 2, column 16: unknown style \"acessoryCircular\"")
        #expect(error.traceback == ["ValueError: line 2, column 16: unknown style \"acessoryCircular\"",
                                    "  gauge g style: acessoryCircular", "                 ^",
                                    "Did you mean \"accessoryCircular\"?"])
    }

    @Test func stateSurvivesEveryError() {
        let harness = Harness()
        harness.run(ErrorTests.setup)
        for test in ErrorTests.cases { harness.run(MarkedText(test.marked).source) }
        #expect(harness.run("fruits").result?.plain == "[\"りんご\": 15, \"いちご\": 12]")
        #expect(harness.run("battery.value").result?.plain == "50")
        #expect(harness.run("favorites.data").result?.plain == "[\"りんご\": 15, \"いちご\": 12]")
        #expect(harness.run("1 + 1").result?.plain == "2")
    }

    @Test func evaluateExpressionDoesNotChangeTheSession() throws {
        let harness = Harness()
        harness.run("let xs = [1, 2, 3]")
        #expect(try harness.session.evaluate(expression: "sum(xs) * 2").plain == "12")
        #expect(throws: GaugeError.self) { try harness.session.evaluate(expression: "let y = 1") }
        let error = try #require(harness.run("y").error)
        #expect(error.kind == .nameError)
    }
}
