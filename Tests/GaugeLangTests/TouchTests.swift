import GaugeLang
import GaugeRender
import Testing

/// Records interactive displays apart from plain shows.
private final class WidgetRecordingOutput: SessionOutput {
    var shows: [DrawableOutput] = []
    var interactive: [InteractiveDisplay] = []
    func write(_ text: String) {}
    func show(_ output: DrawableOutput) { shows.append(output) }
    func showText(_ text: RichText) {}
    func showInteractive(_ display: InteractiveDisplay) { interactive.append(display) }
    var isInterrupted: Bool { false }
}

/// `show NAME interactive`, `slider NAME.KEY …`, `NAME.selection` and touches
/// (LANGUAGE.md, "Touching the chart").
struct TouchTests {
    let session = Session(workingDirectory: "/tmp")
    static let fruits = """
        let fruits = ["りんご": 15, "いちご": 12, "さくらんぼ": 6, "ぶどう": 5, "バナナ": 4, "オレンジ": 2]
        chart favorites sector data: fruits inner: inset(50)
        """

    @discardableResult
    private func run(_ source: String) throws -> WidgetRecordingOutput {
        let output = WidgetRecordingOutput()
        _ = try session.execute(source, output: output)
        return output
    }

    private func failure(_ source: String) -> GaugeError? {
        do {
            _ = try session.execute(source, output: WidgetRecordingOutput())
            return nil
        } catch {
            return error
        }
    }

    @Test func showInteractiveAsksForAWidgetAndMakesTheChartLive() throws {
        try run(Self.fruits)
        let shown = try run("show favorites interactive")
        #expect(shown.shows.isEmpty)
        #expect(shown.interactive.count == 1)
        #expect(shown.interactive.first?.output.name == "favorites")
        #expect(shown.interactive.first?.output.mode == .liveDisplay)
        #expect(shown.interactive.first?.slider == nil)
        // a typed select later updates in place, animated from the state before
        let selected = try run("select favorites \"いちご\"")
        #expect(selected.shows.map(\.mode) == [.liveUpdate])
        guard case .chart(let before)? = selected.shows.first?.previous else { throw Unexpected() }
        #expect(before.selection == .none)
    }

    @Test func selectionReadsTheLabelForEitherForm() throws {
        try run(Self.fruits)
        #expect(session.selection(of: "favorites") == "")
        try run("select favorites angle: 20")  // totals 15, 27: いちご
        #expect(session.selection(of: "favorites") == "いちご")
        #expect(session.evaluateText("favorites.selection") == "いちご")
        try run("select favorites \"ぶどう\"")
        #expect(session.evaluateText("favorites.selection") == "ぶどう")
        try run("select favorites angle: 1000")  // past the total: nothing
        #expect(session.evaluateText("favorites.selection") == "")
    }

    @Test func angleTouchRunsTheRunningTotalRuleAndTogglesOff() throws {
        try run(Self.fruits)
        try run("show favorites interactive")
        let output = WidgetRecordingOutput()
        #expect(try session.touch(.angle(chart: "favorites", value: 20), output: output)
                    == "select favorites angle: 20")
        #expect(session.selection(of: "favorites") == "いちご")
        #expect(output.shows.map(\.mode) == [.liveUpdate])
        // 27 is still いちご (15 < 27 <= 27): the selected one again clears it
        #expect(try session.touch(.angle(chart: "favorites", value: 27), output: output) == "select favorites none")
        #expect(session.selection(of: "favorites") == "")
        // 15 is the first sector's end: りんご
        try session.touch(.angle(chart: "favorites", value: 15), output: output)
        #expect(session.selection(of: "favorites") == "りんご")
        try session.touch(.clear(chart: "favorites"), output: output)
        #expect(session.selection(of: "favorites") == "")
    }

    @Test func labelTouchOnBarsTogglesAndUnknownLabelIsAValueError() throws {
        try run("""
            let sales = ["Mon": 3, "Tue": 5]
            chart week bar data: sales
            show week interactive
            """)
        try session.touch(.label(chart: "week", label: "Tue"), output: WidgetRecordingOutput())
        #expect(session.evaluateText("week.selection") == "Tue")
        try session.touch(.label(chart: "week", label: "Tue"), output: WidgetRecordingOutput())
        #expect(session.evaluateText("week.selection") == "")
        #expect(throws: GaugeError.self) {
            try session.touch(.label(chart: "week", label: "Sun"), output: WidgetRecordingOutput())
        }
        do {
            try session.touch(.label(chart: "week", label: "Sun"), output: WidgetRecordingOutput())
        } catch {
            #expect(error.ename == "ValueError")
            #expect(error.message == "no \"Sun\" in week")
        }
    }

    @Test func touchOnADeletedChartIsANameErrorAndChangesNothing() throws {
        try run(Self.fruits + "\nshow favorites interactive\ndelete favorites")
        do {
            try session.touch(.angle(chart: "favorites", value: 3), output: WidgetRecordingOutput())
            Issue.record("no error")
        } catch {
            #expect(error.ename == "NameError")
        }
        #expect(failure("favorites") != nil)
    }

    @Test func sliderBindsANumberOptionAndSlidesLikeAnAssignment() throws {
        try run("gauge battery value: 40 in: 0...100")
        let shown = try run("slider battery.value in: 0...100 step: 5")
        #expect(shown.interactive.first?.slider == SliderBinding(key: "value", range: 0...100, step: 5, value: 40))
        let output = WidgetRecordingOutput()
        #expect(try session.touch(.slide(name: "battery", key: "value", value: 65), output: output)
                    == "battery.value = 65")
        #expect(session.number("battery", key: "value") == 65)
        guard case .gauge(let spec)? = output.shows.first?.drawable, case .gauge(let before)? = output.shows.first?.previous
        else { throw Unexpected() }
        #expect(spec.value == 65 && before.value == 40)
        #expect(output.shows.first?.mode == .liveUpdate)
    }

    @Test func sliderSnapsToItsStepAndRefusesValuesOutside() {
        let slider = SliderBinding(key: "value", range: 10...20, step: 3, value: 10)
        #expect(slider.snapped(14.4) == 13)  // 10 + round(1.47) * 3
        #expect(slider.snapped(14.6) == 16)
        #expect(slider.snapped(20) == 19)  // 10 + 3 * 3; 22 would be past the end
        #expect(slider.snapped(9.9) == nil)
        #expect(slider.snapped(.nan) == nil)
        #expect(slider.snapped(.infinity) == nil)
        #expect(SliderBinding(key: "value", range: 0...1, step: nil, value: 0).snapped(0.123) == 0.123)
    }

    @Test(arguments: [
        ("slider battery.label in: 0...1", "TypeError", 1, 16),
        ("slider battery.value in: 5...5", "ValueError", 1, 27),
        ("slider battery.value in: 0...9 step: 0", "ValueError", 1, 38),
        ("slider battery.value step: 1", "SyntaxError", 1, 16),
        ("slider battery.value in: 0...9 steps: 1", "TypeError", 1, 32),
        ("slider battery value", "SyntaxError", 1, 16),
        ("slider nobody.value in: 0...1", "NameError", 1, 8),
        ("show battery interactive", "TypeError", 1, 6),
        ("show battery, battery interactive", "SyntaxError", 1, 15),
    ])
    func badWidgetStatementsNameWhatAndWhere(_ source: String, _ ename: String, _ line: Int, _ column: Int) throws {
        try run("gauge battery value: 40 label: \"Battery\"")
        let error = failure(source)
        #expect(error?.ename == ename)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }
}

private struct Unexpected: Error {}

extension Session {
    /// The text/plain of an expression's value, a text without its quotes.
    func evaluateText(_ source: String) -> String? {
        guard let plain = (try? evaluate(expression: source))?.plain else { return nil }
        guard plain.count >= 2, plain.hasPrefix("\""), plain.hasSuffix("\"") else { return plain }
        return String(plain.dropFirst().dropLast())
    }
}
