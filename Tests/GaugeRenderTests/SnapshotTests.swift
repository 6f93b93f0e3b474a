import Foundation
import Testing
@testable import GaugeRender

/// Byte-for-byte SVG snapshots in Tests/GaugeRenderTests/Snapshots (fixed id prefix);
/// `GAUGE_UPDATE_SNAPSHOTS=1 swift test --filter GaugeRenderTests` rewrites them.
@Suite struct SnapshotTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Snapshots")

    static func url(_ name: String) -> URL { directory.appendingPathComponent(name + ".svg") }

    @Test(arguments: Samples.snapshots.map(\.name))
    func matchesSnapshot(name: String) throws {
        let drawable = try #require(Samples.snapshots.first { $0.name == name }?.drawable)
        let svg = Renderer.svg(RenderRequest(drawable: drawable, idPrefix: "snap"))
        let url = Self.url(name)
        if ProcessInfo.processInfo.environment["GAUGE_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.directory, withIntermediateDirectories: true)
            try Data((svg + "\n").utf8).write(to: url)
            return
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == svg + "\n", "snapshot \(name) differs; rerun with GAUGE_UPDATE_SNAPSHOTS=1 after checking")
    }
}
