import GaugeLang
import GaugeRender
import Testing

/// One number format everywhere (issue 8, finding 6), and counts in the right number
/// (finding 4): the same value reads the same through print, list, describe, a chart's
/// text/plain, a gauge's SVG label and aria-label.
@Suite struct OneNumberFormatTests {
    static func svg(_ output: DrawableOutput) -> String {
        Renderer.svg(RenderRequest(drawable: output.drawable, idPrefix: "t", name: output.name))
    }

    @Test(arguments: [(3700.662252, "3700.66"), (-123456.789, "-123457"), (1e-300, "1e-300"),
                      (2.5e20, "2.5e+20"), (0.1 + 0.2, "0.3"), (75, "75")] as [(Double, String)])
    func theSameValueReadsTheSameEverywhere(value: Double, text: String) throws {
        let harness = Harness()
        let literal = NumberFormat.exact(value)
        #expect(harness.run("let v = \(literal)\nprint v").output.written == [text])
        #expect(harness.run("describe v").output.texts.map(\.plain) == ["v: a number \(text)"])
        let lower = min(value, 0) - 1, upper = max(value, 0) + 1
        let cell = "gauge g value: \(literal) in: \(NumberFormat.exact(lower))...\(NumberFormat.exact(upper))\n"
            + "chart b bar data: [\"a\": \(literal)]"
        let shows = harness.run(cell).output.shows
        let gauge = try #require(shows.first { $0.name == "g" })
        let chart = try #require(shows.first { $0.name == "b" })
        #expect(Renderer.plainText(chart.drawable, name: "b") == "Chart b (bar): a \(text)")
        #expect(Renderer.plainText(gauge.drawable, name: "g").hasPrefix("Gauge g: \(text) ("))
        let picture = Self.svg(gauge)
        #expect(picture.contains(">\(text)</text>"), "\(picture)")
        #expect(picture.contains("aria-label=\"Gauge g, \(text), "))
        let listed = harness.run("list").output.texts.map(\.plain).joined(separator: "\n")
        #expect(listed.contains("v (number): \(text)"), "\(listed)")
        #expect(listed.contains("Gauge g: \(text) ("))
        #expect(listed.contains("Chart b (bar): a \(text)"))
    }

    @Test func oneOfAnythingIsSingular() {
        let harness = Harness()
        #expect(harness.run("let r = [\"a\": 2]\ndescribe r").output.texts.first?.plain.hasPrefix("r: record of 1 label, total 2") == true)
        #expect(harness.run("let t = csv(\"penguins.csv\")").error == nil)
        let one = harness.run("chart c bar data: [\"a\": 1]").output.shows.first
        #expect(one.map { Self.svg($0).contains("1 value, 1 category") } == true)
        let sector = harness.run("chart s sector data: [\"a\": 1]").output.shows.first
        #expect(sector.map { Self.svg($0).contains("1 sector: a 100%") } == true)
    }
}
