import GaugeLang
import GaugeRender
import Testing

/// `NAME.KEY` reads every option that has a value; `xs[i]` indexes a list from 0.
@Suite struct MemberAndIndexTests {
    let harness = Harness()

    init() {
        harness.run("""
            gauge g value: 30 in: 0...50 style: capsule tint: gradient(red, blue) label: "L" \
                  current: "C" min: "0" max: "50" format: percent size: 200 height: 40 track: gray \
                  fill: black anchor: trailing
            gauge bare value: 0.5
            let weather = csv("seattle-weather.csv")
            chart c bar data: weather x: "date" y: "wind" color: "weather" size: 300x200 \
                  title: "T" legend: trailing tint: orange unit: year
            chart s sector data: ["a": 1, "b": 2] inner: inset(20) outer: ratio(0.9) \
                  unselectedOuter: 80 angularInset: 2 cornerRadius: 4 dimmed: 0.3
            let xs = [10, 20, 30.5]
            """)
    }

    @Test(arguments: [
        ("g.value", "30"), ("g.in", "0...50"), ("g.style", "\"capsule\""), ("g.tint", "gradient(red, blue)"),
        ("g.label", "\"L\""), ("g.current", "\"C\""), ("g.min", "\"0\""), ("g.max", "\"50\""),
        ("g.format", "\"percent\""), ("g.size", "200"), ("g.height", "40"), ("g.track", "gray"),
        ("g.fill", "black"), ("g.anchor", "\"trailing\""), ("bare.label", "\"\""), ("bare.style", "\"linearCapacity\""),
        ("c.x", "\"date\""), ("c.y", "\"wind\""), ("c.color", "\"weather\""), ("c.size", "300x200"),
        ("c.title", "\"T\""), ("c.legend", "\"trailing\""), ("c.tint", "orange"), ("c.unit", "\"year\""),
        ("c.mark", "\"bar\""),         ("s.inner", "inset(20)"), ("s.outer", "ratio(0.9)"), ("s.unselectedOuter", "80"), ("s.angularInset", "2"),
        ("s.cornerRadius", "4"), ("s.dimmed", "0.3"), ("s.legend", "\"automatic\""), ("s.data", "[\"a\": 1, \"b\": 2]"),
        ("g.value * 2 + g.height", "100"), ("count(c.data)", "1461"),
    ])
    func readsOption(source: String, plain: String) {
        let run = harness.run(source)
        #expect(run.error == nil, "\(source): \(run.error?.evalue ?? "")")
        #expect(run.result?.plain == plain)
    }

    @Test(arguments: [
        ("bare.tint", "ValueError", "bare.tint is not set"), ("bare.size", "ValueError", "bare.size is not set"),
        ("s.x", "ValueError", "s.x is not set"), ("s.tint", "ValueError", "s.tint is not set"),
        ("g.colour", "TypeError", "unknown option \"colour\""), ("xs.value", "TypeError", "\"xs\" is a list; only a gauge or chart has .value"),
        ("nope.value", "NameError", "\"nope\" is not defined"),
    ])
    func unsetOrUnknownOptionIsAnError(source: String, kind: String, message: String) throws {
        let error = try #require(harness.run(source).error)
        #expect(error.kind.rawValue == kind)
        #expect(error.message == message)
    }

    @Test func optionsCopyAcrossObjects() throws {
        let run = harness.run("gauge h value: g.value in: g.in style: g.style tint: g.tint anchor: g.anchor")
        #expect(run.error == nil, "\(run.error?.evalue ?? "")")
        guard case .gauge(let spec)? = run.output.shows.first?.drawable else { Issue.record("no gauge"); return }
        #expect(spec.value == 30 && spec.range == 0...50 && spec.style == .capsule && spec.anchor == .trailing)
        guard case .gradient(let colors)? = spec.tint else { Issue.record("no gradient"); return }
        #expect(colors.count == 2 && colors.first?.red == 1 && colors.last?.blue == 1)
    }

    @Test(arguments: [("xs[0]", "10"), ("xs[2]", "30.5"), ("xs[1] + xs[2]", "50.5"), ("xs[count(xs) - 1]", "30.5"),
                      ("[4, 5, 6][1]", "5"), ("range(1...10)[9]", "10")])
    func listIndexStartsAtZero(source: String, plain: String) {
        #expect(harness.run(source).result?.plain == plain)
    }

    @Test(arguments: [
        ("xs[3]", "ValueError", "index 3 is out of range: valid indices are 0...2 (the list has 3 numbers)", 4),
        ("xs[-1]", "ValueError", "index -1 is out of range: valid indices are 0...2 (the list has 3 numbers)", 4),
        ("xs[1.5]", "ValueError", "a list's index must be a whole number, not 1.5", 4),
        ("xs[\"a\"]", "TypeError", "a list's index must be a whole number, not a string", 4),
        ("[][0]", "ValueError", "index 0 is out of range: the list is empty, so no index is valid", 4),
        ("xs[1e300]", "ValueError", "index 1e+300 is out of range: valid indices are 0...2 (the list has 3 numbers)", 4),
        ("g[0]", "TypeError", "\"g\" is a gauge, not a value", 1),
    ])
    func badIndexIsAClearError(source: String, kind: String, message: String, column: Int) throws {
        let error = try #require(harness.run(source).error)
        #expect(error.kind.rawValue == kind)
        #expect(error.message == message)
        #expect(error.column == column)
    }

    @Test func settingAListItemReplacesItAndChartsFollow() throws {
        harness.run("chart l line data: xs")
        let run = harness.run("xs[1] = 25")
        #expect(run.error == nil)
        guard case .chart(let spec)? = run.output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(spec.rows.map(\.y) == [10, 25, 30.5])
        #expect(harness.run("xs").result?.plain == "[10, 25, 30.5]")
        #expect(harness.run("xs[3] = 1").error?.message.hasPrefix("index 3 is out of range") == true)
        #expect(harness.run("xs").result?.plain == "[10, 25, 30.5]")
    }
}
