import Foundation
import Testing
@testable import GaugeRender

/// Writes every chart case to $GAUGE_DUMP_CHARTS (a directory) for looking at; does nothing
/// unless that variable is set.
@Suite struct ChartDumpTests {
    @Test(.enabled(if: ProcessInfo.processInfo.environment["GAUGE_DUMP_CHARTS"] != nil))
    func dump() throws {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["GAUGE_DUMP_CHARTS"] ?? "/tmp")
        for (name, drawable) in ChartWellFormedTests.cases {
            try Data(render(drawable).utf8).write(to: directory.appendingPathComponent(name + ".svg"))
        }
        #expect(!ChartWellFormedTests.cases.isEmpty)
    }
}
