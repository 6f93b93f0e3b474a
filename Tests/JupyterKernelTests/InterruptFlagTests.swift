import JupyterWire
import Testing
@testable import JupyterKernel

/// An interrupt sent as one cell ends must never stop the next one (found by the black-box
/// test that interrupts `wait 0.05` at every 4 ms: 1 run in 50 failed the following `1 + 1`).
@Suite struct InterruptFlagTests {
    @Test func anInterruptSentBeforeTheRunningCellIsIgnored() {
        let flag = InterruptFlag()
        flag.beginExecution(sentAt: "2026-11-30T15:00:00.200000Z")
        #expect(!flag.raise(requestSentAt: "2026-11-30T15:00:00.199999Z"))
        #expect(!flag.isRaised)
    }

    @Test(arguments: ["2026-11-30T15:00:00.200000Z", "2026-11-30T15:00:01Z", "2026-11-30T16:00:00.5+01:00"])
    func anInterruptSentDuringTheCellStopsIt(sentAt: String) {
        let flag = InterruptFlag()
        flag.beginExecution(sentAt: "2026-11-30T15:00:00.200000Z")
        #expect(flag.raise(requestSentAt: sentAt))
        #expect(flag.isRaised)
    }

    @Test(arguments: [nil, "yesterday"] as [String?])
    func withoutComparableDatesAnInterruptAlwaysCounts(sentAt: String?) {
        let flag = InterruptFlag()
        flag.beginExecution(sentAt: "2026-11-30T15:00:00.200000Z")
        #expect(flag.raise(requestSentAt: sentAt))
        let undated = InterruptFlag()
        undated.beginExecution(sentAt: nil)
        #expect(undated.raise(requestSentAt: "2026-11-30T15:00:00Z"))
    }

    @Test func anExecutionStartClearsAnEarlierInterrupt() {
        let flag = InterruptFlag()
        flag.raise()
        flag.beginExecution(sentAt: nil)
        #expect(!flag.isRaised)
    }

    /// The soak's lost interrupt: control read it before shell began the cell it was sent after.
    @Test func anInterruptReadBeforeItsCellStartsStopsIt() {
        let flag = InterruptFlag()
        flag.beginExecution(sentAt: "2026-11-30T15:00:00Z")
        flag.endExecution()
        #expect(!flag.isRaised)
        #expect(flag.raise(requestSentAt: "2026-11-30T15:00:01.050000Z"))
        flag.beginExecution(sentAt: "2026-11-30T15:00:01Z")
        #expect(flag.isRaised)
        flag.endExecution()
        #expect(!flag.isRaised)
    }

    /// Read between cells but sent before the next one (or undated): that cell is spared.
    @Test(arguments: ["2026-11-30T15:00:00.999999Z", nil] as [String?])
    func anInterruptFromBeforeTheNextCellIsDropped(sentAt: String?) {
        let flag = InterruptFlag()
        flag.raise(requestSentAt: sentAt)
        flag.beginExecution(sentAt: "2026-11-30T15:00:01Z")
        #expect(!flag.isRaised)
    }

    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2026-11-30T15:00:00.123456Z", 1_796_050_800.123456),
        ("2026-11-30 16:00:00+01:00", 1_796_050_800),
        ("2000-02-29T00:00:00-00:30", 951_784_200),
    ])
    func headerDatesAreReadAsSeconds(text: String, seconds: Double) throws {
        let value = try #require(ISO8601Timestamp.seconds(from: text))
        #expect(abs(value - seconds) < 1e-6)
    }

    @Test(arguments: ["", "yesterday", "2026-13-01T00:00:00Z", "2026-11-30T15:00", "2026-11-30T15:00:00Q"])
    func otherTextIsNoDate(text: String) {
        #expect(ISO8601Timestamp.seconds(from: text) == nil)
    }
}
