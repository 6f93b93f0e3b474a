import Foundation
import Testing

/// Renders every snapshot SVG with `rsvg-convert` and checks the picture is not blank, so a
/// syntactically fine SVG that draws nothing (bad clip, zero radius) is caught.
@Suite struct RasterTests {
    static let converter = ["/usr/bin/rsvg-convert", "/usr/local/bin/rsvg-convert"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// The snapshot `name` drawn by rsvg-convert at 2× (static attributes only, as every
    /// viewer that ignores animation), and how many of its pixels are painted.
    static func rasterize(snapshot name: String) throws -> (image: PNGImage, painted: Int) {
        let converter = try #require(Self.converter)
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("gauge-raster-\(name)-\(ProcessInfo.processInfo.processIdentifier).png")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-z", "2", SnapshotTests.url(name).path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let image = try PNGImage(data: Data(contentsOf: output))
        return (image, image.paintedPixelCount())
    }

    @Test(.enabled(if: converter != nil, "rsvg-convert is not installed (apt install librsvg2-bin)"),
          arguments: Samples.snapshots.map(\.name))
    func snapshotRastersAreNotBlank(name: String) throws {
        let (image, painted) = try Self.rasterize(snapshot: name)
        let total = image.width * image.height
        #expect(image.width > 0 && image.height > 0)
        // something visible, and not a solid slab (every shape here has round or empty corners)
        #expect(painted > total / 50, "\(name): only \(painted) of \(total) pixels painted")
        #expect(painted < total, "\(name): every pixel painted")
    }
}
