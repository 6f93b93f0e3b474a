import GaugeLang
import GaugeRender
import Testing

/// Every statement, through a recording output.
@Suite struct EvaluatorTests {
    func gauge(_ output: RecordingOutput, _ index: Int = 0) -> GaugeSpec? {
        guard output.shows.indices.contains(index), case .gauge(let spec) = output.shows[index].drawable else { return nil }
        return spec
    }

    func chart(_ output: RecordingOutput, _ index: Int = 0) -> ChartSpec? {
        guard output.shows.indices.contains(index), case .chart(let spec) = output.shows[index].drawable else { return nil }
        return spec
    }

    @Test(arguments: [
        ("2 + 3", "5"), ("10 / 4", "2.5"), ("-(2 - 5) * 2", "6"), ("0.1 + 0.2", "0.3"),
        ("sum([1, 2, 3.5])", "6.5"), ("count([1, 2])", "2"), ("min([4, 2, 9])", "2"), ("max([4, 2, 9])", "9"),
        ("mean([1, 2, 3, 4])", "2.5"), ("max(3, 7, 5)", "7"), ("sum(range(1...100))", "5050"),
        ("count(range(0.5...3.5))", "3"), ("count(random(1000, seed: 1))", "1000"),
        ("\"りんご\"", "\"りんご\""), ("[1, 2]", "[1, 2]"), ("[\"a\": 1]", "[\"a\": 1]"), ("0...100", "0...100"),
        ("red", "red"), ("#102030", "#102030"), ("gradient(red, #FF000080)", "gradient(red, #FF000080)"),
        ("inset(10)", "inset(10)"), ("300x200", "300x200"), ("easeInOut(2)", "easeInOut(2)"),
        ("range(1...12)", "[1, 2, 3, 4, 5, 6, 7, …, 10, 11, 12] (12 numbers)"),
    ])
    func bareExpressionIsTheResult(source: String, plain: String) {
        let run = Harness().run(source)
        #expect(run.error == nil)
        #expect(run.result?.plain == plain)
    }

    @Test func onlyTheLastBareExpressionIsTheResult() {
        let harness = Harness()
        #expect(harness.run("1 + 1\nlet x = 2").result == nil)
        #expect(harness.run("1 + 1\nx * 10").result?.plain == "20")
    }

    @Test func randomIsReproducibleAndInUnitInterval() {
        let harness = Harness()
        let a = harness.run("random(5, seed: 42)").result
        let b = harness.run("random(5, seed: 42)").result
        let c = harness.run("random(5, seed: 43)").result
        #expect(a == b)
        #expect(a != c)
        harness.run("let r = random(10000, seed: 7)")
        #expect(harness.run("min(r) >= 0").error != nil) // comparisons are not part of the language
        let low = Double(harness.run("min(r)").result?.plain ?? "") ?? -1
        let high = Double(harness.run("max(r)").result?.plain ?? "") ?? 2
        #expect(low >= 0 && high < 1)
    }

    @Test func letAndSetEntry() {
        let harness = Harness()
        harness.run("let fruits = [\"りんご\": 15, \"いちご\": 12]\nfruits[\"りんご\"] = 20\nfruits[\"バナナ\"] = 4")
        #expect(harness.run("fruits").result?.plain == "[\"りんご\": 20, \"いちご\": 12, \"バナナ\": 4]")
        #expect(harness.run("fruits[\"いちご\"] * 2").result?.plain == "24")
        #expect(harness.run("sum(fruits)").result?.plain == "36")
    }

    @Test func gaugeStatementChangesOnlyTheGivenOptions() {
        let harness = Harness()
        harness.run("gauge g value: 5 in: 0...10 style: accessoryLinear label: \"Speed\" format: percent tint: .blue")
        let run = harness.run("gauge g value: 7 current: \"seven\" min: 0 max: \"10\" size: 120")
        let spec = gauge(run.output)
        #expect(spec?.value == 7)
        #expect(spec?.range == 0...10)
        #expect(spec?.style == .accessoryLinear)
        #expect(spec?.label == "Speed")
        #expect(spec?.format == .percent)
        #expect(spec?.currentValueLabel == "seven")
        #expect(spec?.minimumValueLabel == "0")
        #expect(spec?.maximumValueLabel == "10")
        #expect(spec?.size == 120)
        #expect(spec?.tint == .color(Color(red: 0, green: 122 / 255, blue: 1)))
    }

    @Test func newGaugeStartsAtItsLowerBound() {
        let run = Harness().run("gauge g in: 10...20")
        #expect(gauge(run.output)?.value == 10)
        #expect(gauge(run.output)?.style == .linearCapacity)
    }

    @Test func capsuleOptionsAndMemberAssignment() {
        let harness = Harness()
        harness.run("gauge c value: 0.3 style: capsule")
        let run = harness.run("""
            c.height = 40
            c.track = #DDDDDD
            c.fill = .black
            c.anchor = trailing
            c.style = capsule
            c.in = 0...2
            c.tint = gradient(red, green)
            """)
        let spec = gauge(run.output)
        #expect(run.output.shows.count == 1)
        #expect(spec?.capsuleHeight == 40)
        #expect(spec?.track == Color(red: 221 / 255, green: 221 / 255, blue: 221 / 255))
        #expect(spec?.fill == Color(red: 0, green: 0, blue: 0))
        #expect(spec?.anchor == .trailing)
        #expect(spec?.range == 0...2)
        #expect(harness.run("c.value + 1").result?.plain == "1.3")
    }

    @Test func chartOptions() {
        let run = Harness().run("""
            chart d sector data: ["a": 1, "b": 0, "c": 3] inner: ratio(0.5) outer: inset(5) \\
                unselectedOuter: 100 angularInset: 2 cornerRadius: 4 dimmed: 0.3 \\
                title: "Fruit" legend: trailing size: 250
            """)
        let spec = chart(run.output)
        #expect(spec?.rows == [ChartRow(x: .category("a"), y: 1), ChartRow(x: .category("b"), y: 0),
                               ChartRow(x: .category("c"), y: 3)])
        #expect(spec?.innerRadius == .ratio(0.5))
        #expect(spec?.outerRadius == .inset(5))
        #expect(spec?.unselectedOuterRadius == .fixed(100))
        #expect(spec?.angularInset == 2)
        #expect(spec?.cornerRadius == 4)
        #expect(spec?.dimmedOpacity == 0.3)
        #expect(spec?.title == "Fruit")
        #expect(spec?.legend == .trailing)
        #expect(spec?.size == Size(width: 250, height: 250))
        #expect(chart(Harness().run("chart b bar data: [1] tint: orange").output)?.tint
                    == Color(red: 1, green: 149 / 255, blue: 0))
    }

    @Test func listDataGivesNumberedRows() {
        let run = Harness().run("chart l line data: [3, 1, 2]\nchart p sector data: [3, 1]")
        #expect(chart(run.output)?.rows == [ChartRow(x: .number(1), y: 3), ChartRow(x: .number(2), y: 1),
                                            ChartRow(x: .number(3), y: 2)])
        #expect(chart(run.output, 1)?.rows.map(\.x) == [.category("1"), .category("2")])
    }

    @Test func chartFollowsItsDataName() throws {
        let harness = Harness()
        harness.run("let fruits = [\"りんご\": 15, \"いちご\": 12]\nchart donut sector data: fruits")
        let run = harness.run("fruits[\"りんご\"] = 20")
        let shown = try #require(run.output.shows.first)
        #expect(shown.name == "donut")
        guard case .chart(let before)? = shown.previous, case .chart(let after) = shown.drawable else {
            Issue.record("charts"); return
        }
        #expect(before.rows.first?.y == 15)
        #expect(after.rows.first?.y == 20)
        let rebound = harness.run("let fruits = [\"x\": 1]")
        #expect(chart(rebound.output)?.rows == [ChartRow(x: .category("x"), y: 1)])
        // Literal data does not follow anything.
        harness.run("chart lit bar data: [\"a\": 1]")
        #expect(harness.run("let a = [1]").output.shows.isEmpty)
    }

    @Test func selectByLabelAndAngle() {
        let harness = Harness()
        harness.run("chart b bar data: [\"x\": 1, \"y\": 2]\nchart s sector data: [\"p\": 0, \"q\": 5]")
        #expect(chart(harness.run("select b \"y\"").output)?.selection == .label("y"))
        #expect(chart(harness.run("select s angle: 0").output)?.selection == .angleValue(0))
        #expect(chart(harness.run("select s none").output)?.selection == ChartSelection.none)
    }

    @Test func animationStatementAndOption() {
        let harness = Harness()
        harness.run("gauge g value: 0.1")
        #expect(harness.run("g.value = 0.2").output.shows.first?.animation == .easeInOut())
        harness.run("animation spring")
        #expect(harness.run("g.value = 0.3").output.shows.first?.animation == .defaultSpring)
        harness.run("animation .linear(2)")
        #expect(harness.run("g.value = 0.4").output.shows.first?.animation == .linear(2))
        harness.run("animation spring(response: 0.4, dampingFraction: 0.6)")
        #expect(harness.run("g.value = 0.5").output.shows.first?.animation == .spring(response: 0.4, dampingFraction: 0.6))
        #expect(harness.run("gauge g value: 0.6 animation: easeOut").output.shows.first?.animation == .easeOut())
        harness.run("animation none")
        #expect(harness.run("g.value = 0.7").output.shows.first?.animation == AnimationCurve.none)
        harness.run("animation easeIn")
        #expect(harness.run("g.value = 0.8").output.shows.first?.animation == .easeIn(0.35))
    }

    @Test func printWritesText() {
        let run = Harness().run("print 1 + 1\nprint \"hello\"\nprint [\"a\": 1]")
        #expect(run.output.written == ["2", "hello", "[\"a\": 1]"])
    }

    @Test func waitPausesAndIsInterruptible() {
        let harness = Harness()
        let clock = ContinuousClock()
        let start = clock.now
        #expect(harness.run("wait 50ms").error == nil)
        #expect(clock.now - start >= .milliseconds(50))
        let output = RecordingOutput()
        output.interruptAfter = 3
        let began = clock.now
        #expect(throws: GaugeError.self) { try harness.session.execute("wait 30s", output: output) }
        #expect(clock.now - began < .seconds(5))
    }

    @Test func describeListDeleteReset() throws {
        let harness = Harness()
        harness.run("let fruits = [\"a\": 1, \"b\": 2]\nlet xs = [1, 2, 3]\ngauge g value: 0.5")
        let described = harness.run("describe fruits").output.texts.first
        #expect(described?.plain == "fruits: record of 2 labels, total 3\n  a: 1\n  b: 2")
        #expect(described?.html?.contains("<td>a</td><td>1</td>") == true)
        #expect(harness.run("describe xs").output.texts.first?.plain == "xs: list, count 3, min 1, max 3, mean 2")
        let listed = try #require(harness.run("list").output.texts.first)
        #expect(listed.plain.hasPrefix("fruits (record): [\"a\": 1, \"b\": 2]\nxs (list): [1, 2, 3]\ng (gauge): "))
        harness.run("delete xs")
        #expect(harness.run("xs").error?.kind == .nameError)
        harness.run("reset")
        #expect(harness.run("fruits").error?.kind == .nameError)
        #expect(harness.run("list").output.texts.first?.plain == "nothing defined yet")
    }

    @Test func helpTexts() {
        let harness = Harness()
        #expect(harness.run("help").output.texts.first?.plain.hasPrefix("gauge language") == true)
        #expect(harness.run("help style").output.texts.first?.plain.hasPrefix("style: NAME") == true)
        #expect(harness.run("help accessoryCircular").output.texts.first?.plain.contains("270°") == true)
        let unknown = harness.run("help stlye").error
        #expect(unknown?.kind == .nameError)
        #expect(unknown?.suggestion == "Did you mean \"style\"?")
    }
}
