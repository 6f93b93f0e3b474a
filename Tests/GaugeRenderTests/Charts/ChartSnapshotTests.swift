import Foundation
import Testing
@testable import GaugeRender

/// Byte-for-byte SVG snapshots of one chart per mark, in Tests/GaugeRenderTests/Snapshots
/// (the same mechanism and `GAUGE_UPDATE_SNAPSHOTS=1` switch as `SnapshotTests`), and a
/// raster check through rsvg-convert that each draws something.
@Suite struct ChartSnapshotTests {
    @Test(arguments: ChartSamples.snapshots.map(\.name))
    func matchesSnapshot(name: String) throws {
        let drawable = try #require(ChartSamples.snapshots.first { $0.name == name }?.drawable)
        let svg = Renderer.svg(RenderRequest(drawable: drawable, idPrefix: "snap"))
        let url = SnapshotTests.url(name)
        if ProcessInfo.processInfo.environment["GAUGE_UPDATE_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: SnapshotTests.directory,
                                                    withIntermediateDirectories: true)
            try Data((svg + "\n").utf8).write(to: url)
            return
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == svg + "\n", "snapshot \(name) differs; rerun with GAUGE_UPDATE_SNAPSHOTS=1 after checking")
    }

    @Test(.enabled(if: RasterTests.converter != nil, "rsvg-convert is not installed"),
          arguments: ChartSamples.snapshots.map(\.name))
    func rasterIsNotBlank(name: String) throws {
        let (image, painted) = try RasterTests.rasterize(snapshot: name)
        let total = image.width * image.height
        #expect(image.width == 800)
        #expect(painted > total / 50, "\(name): only \(painted) of \(total) pixels painted")
        #expect(painted < total * 9 / 10, "\(name): almost every pixel painted")
    }
}
