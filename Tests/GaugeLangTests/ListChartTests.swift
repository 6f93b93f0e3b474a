import GaugeRender
import Testing
@testable import GaugeLang

/// A chart over a list keeps the session's numbers as they are (`ChartRows.list`): no row is
/// made per number and no copy per chart (issue 10: ≤ 10 bytes a number in the session).
@Suite struct ListChartTests {
    static func spec(_ run: (output: RecordingOutput, result: RichText?, error: GaugeError?), _ name: String) -> ChartSpec? {
        run.output.shows.compactMap { show -> ChartSpec? in
            guard case .chart(let spec) = show.drawable, show.name == name else { return nil }
            return spec
        }.last
    }

    @Test func chartsOverOneListShareItsStorage() throws {
        let harness = Harness()
        harness.run("let r = random(100000, seed: 2)")
        let line = try #require(Self.spec(harness.run("chart a line data: r"), "a"))
        let point = try #require(Self.spec(harness.run("chart b point data: r"), "b"))
        let lineValues = try #require(line.rows.listValues)
        let pointValues = try #require(point.rows.listValues)
        #expect(lineValues.count == 100_000)
        #expect(lineValues.withUnsafeBufferPointer { $0.baseAddress } == pointValues.withUnsafeBufferPointer { $0.baseAddress })
        #expect(line.rows[0] == ChartRow(x: .number(1), y: lineValues[0]))
        #expect(line.rows[99_999] == ChartRow(x: .number(100_000), y: lineValues[99_999]))
        #expect(line.rows == point.rows)
    }

    @Test func aSectorOverAListNamesItsSectorsByPosition() throws {
        let harness = Harness()
        let spec = try #require(Self.spec(harness.run("chart d sector data: [3, 0, 2]"), "d"))
        #expect(Array(spec.rows) == [ChartRow(x: .category("1"), y: 3), ChartRow(x: .category("2"), y: 0),
                                     ChartRow(x: .category("3"), y: 2)])
        #expect(spec.rows.listValues == [3, 0, 2])
        // a negative value is still refused, naming its position
        let run = harness.run("chart e sector data: [3, -1]")
        #expect(run.error?.message.contains("\"2\" is -1") == true, "\(String(describing: run.error))")
    }
}
