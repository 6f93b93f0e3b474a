import Testing
@testable import JupyterKernel

/// The history a long-running kernel keeps is bounded in entries and bytes (issue 11: RSS must
/// stay flat over 100,000 requests), oldest first out.
@Suite struct ExecutionHistoryTests {
    @Test func keepsTheLastThousandEntries() {
        var history = ExecutionHistory()
        for line in 1...10_005 { history.record(line: line, input: "x + \(line)", output: "\(line)") }
        #expect(ExecutionHistory.maximumEntries == 1_000)
        #expect(history.entries.count == 1_000)
        #expect(history.entries.first?.line == 9_006)
        #expect(history.tail(2).map(\.line) == [10_004, 10_005])
        #expect(history.range(session: 0, start: 1, stop: 9_008).map(\.line) == [9_006, 9_007])
        #expect(history.search(pattern: "x + 10005", unique: false, n: nil).map(\.line) == [10_005])
        #expect(history.search(pattern: "x + 9005", unique: false, n: nil).isEmpty)
    }

    @Test func forgetsOldCellsPastThirtyTwoMebibytes() {
        var history = ExecutionHistory()
        let big = String(repeating: "1", count: 10_000_000)
        for line in 1...4 { history.record(line: line, input: big, output: nil) }
        history.record(line: 5, input: "small", output: "ok")
        #expect(history.entries.map(\.line) == [2, 3, 4, 5])
        // a single entry larger than the budget is still kept until the next one comes
        history.record(line: 6, input: String(repeating: "2", count: 40_000_000), output: nil)
        #expect(history.entries.map(\.line) == [6])
        history.record(line: 7, input: "after", output: nil)
        #expect(history.entries.map(\.line) == [7])
    }
}
