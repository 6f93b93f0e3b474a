import GaugeLang
import GaugeRender
import Testing

/// An option the chart or gauge would not use is a TypeError at the option, with a hint
/// (issue 8, finding 7); the state before the statement is kept.
@Suite struct IgnoredOptionTests {
    static let setup = """
        let fruits = ["りんご": 15, "いちご": 12]
        let t = csv("penguins.csv")
        gauge battery value: 50 in: 0...100
        chart favorites sector data: fruits
        chart bars bar data: [1, 2]
        """

    static let cases: [ErrorTests.Case] = [
        .init(marked: "chart c sector data: fruits 1️⃣x: \"label\"", kind: .typeError,
              message: "x: names a table column, but this chart's data is a record",
              suggestion: "A record's labels are the marks and its numbers their values; drop x:, or chart a table."),
        .init(marked: "chart c line data: [1, 2] 1️⃣y: \"v\"", kind: .typeError,
              message: "y: names a table column, but this chart's data is a list",
              suggestion: "A list's numbers are the values at 1, 2, 3, …; drop y:, or chart a table."),
        .init(marked: "favorites.1️⃣color = \"k\"", kind: .typeError,
              message: "color: names a table column, but this chart's data is a record",
              suggestion: "A record's labels are the marks and its numbers their values; drop color:, or chart a table."),
        .init(marked: "chart c bar data: fruits 1️⃣angle: \"v\"", kind: .typeError,
              message: "angle: names a table column, but this chart's data is a record",
              suggestion: "A record's labels are the marks and its numbers their values; drop angle:, or chart a table."),
        .init(marked: "chart c bar 1️⃣angle: \"v\"", kind: .typeError,
              message: "angle: shapes sectors, and this is a bar chart",
              suggestion: "A bar chart's values come from y:."),
        .init(marked: "chart c bar data: [1] 1️⃣inner: ratio(0.5)", kind: .typeError,
              message: "inner: shapes sectors, and this is a bar chart",
              suggestion: "Drop inner:, or make it a sector chart: chart NAME sector."),
        .init(marked: "bars.1️⃣cornerRadius = 4", kind: .typeError,
              message: "cornerRadius: shapes sectors, and this is a bar chart",
              suggestion: "Drop cornerRadius:, or make it a sector chart: chart NAME sector."),
        .init(marked: "chart favorites 1️⃣tint: orange", kind: .typeError,
              message: "tint: colours the marks of a bar, line, point, area or rule chart; sectors take one palette colour each",
              suggestion: "Drop tint:."),
        .init(marked: "gauge battery 1️⃣height: 40", kind: .typeError,
              message: "height: is drawn only by the capsule style, and this gauge is linearCapacity",
              suggestion: "Add style: capsule, or drop height:."),
        .init(marked: "battery.1️⃣track = gray", kind: .typeError,
              message: "track: is drawn only by the capsule style, and this gauge is linearCapacity",
              suggestion: "Add style: capsule, or drop track:."),
        .init(marked: "gauge g style: accessoryCircular 1️⃣anchor: trailing", kind: .typeError,
              message: "anchor: is drawn only by the capsule style, and this gauge is accessoryCircular",
              suggestion: "Add style: capsule, or drop anchor:."),
    ]

    @Test(arguments: cases)
    func ignoredOptionIsAnError(_ test: ErrorTests.Case) throws {
        let harness = Harness()
        #expect(harness.run(Self.setup).error == nil)
        let text = MarkedText(test.marked)
        let error = try #require(harness.run(text.source).error)
        #expect(error.kind == test.kind)
        #expect(error.message == test.message)
        #expect(error.line == text.line)
        #expect(error.column == text.column)
        #expect(error.suggestion == test.suggestion)
        // nothing changed: the objects read as before
        #expect(harness.run("list").output.texts.last?.plain.contains("favorites (chart): Chart favorites (sector): りんご 15, いちご 12") == true)
    }

    @Test func optionsThatApplyStillWork() {
        let harness = Harness()
        #expect(harness.run(Self.setup).error == nil)
        #expect(harness.run("chart s sector data: t angle: \"body_mass_g\" color: \"species\" inner: ratio(0.5)").error == nil)
        #expect(harness.run("chart b bar data: t x: \"species\" y: \"body_mass_g\" tint: orange").error == nil)
        #expect(harness.run("gauge p value: 0.3 style: capsule height: 20 track: gray fill: black anchor: trailing").error == nil)
        #expect(harness.run("gauge q height: 20 style: capsule").error == nil)
    }
}
