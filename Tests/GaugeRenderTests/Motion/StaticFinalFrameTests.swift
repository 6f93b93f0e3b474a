import Foundation
import Testing
@testable import GaugeRender

/// A viewer that ignores animation must show the end state: rsvg-convert (librsvg) renders
/// the animated SVG and the plain final-state SVG to identical PNGs.
@Suite struct StaticFinalFrameTests {
    static let converter = "/usr/bin/rsvg-convert"

    static let changes: [(name: String, from: Drawable, to: Drawable)] = [
        ("donut", sectorChart([1, 1]) { $0.innerRadius = .ratio(0.5) },
         sectorChart([1, 3]) { $0.innerRadius = .ratio(0.5) }),
        ("sectorAppears", sectorChart([2, 1], labels: ["a", "c"]), sectorChart([2, 1, 1], labels: ["a", "b", "c"])),
        ("sectorVanishes", sectorChart([2, 1, 1], labels: ["a", "b", "c"]), sectorChart([2, 1], labels: ["a", "c"])),
        ("selection", sectorChart([15, 12, 6]) { $0.angularInset = 2 },
         sectorChart([15, 12, 6]) { $0.angularInset = 2; $0.selection = .angleValue(20) }),
        ("capacity", .gauge(GaugeSpec(value: 50, range: 0...100, style: .accessoryCircularCapacity, size: 200)),
         .gauge(GaugeSpec(value: 75, range: 0...100, style: .accessoryCircularCapacity, size: 200))),
        ("capacityToZero", .gauge(GaugeSpec(value: 0.6, style: .accessoryCircularCapacity, size: 200)),
         .gauge(GaugeSpec(value: 0, style: .accessoryCircularCapacity, size: 200))),
        ("gradientArc", .gauge(GaugeSpec(value: 20, range: 0...100, style: .accessoryCircular,
                                         tint: .gradient([SystemColor.red, SystemColor.yellow, SystemColor.green]), size: 200)),
         .gauge(GaugeSpec(value: 90, range: 0...100, style: .accessoryCircular,
                          tint: .gradient([SystemColor.red, SystemColor.yellow, SystemColor.green]), size: 200))),
        ("capsuleToZero", .gauge(GaugeSpec(value: 0.7, style: .capsule)), .gauge(GaugeSpec(value: 0, style: .capsule))),
        ("bars", axesChart(.bar, [("a", 2), ("b", 4), ("gone", 1)]), axesChart(.bar, [("a", 6), ("new", 3), ("b", 4)])),
        ("line", numericChart(.line, [(0, 1), (2, 5), (3, 2)]), numericChart(.line, [(1, 2), (2, 3), (5, 8)])),
        ("area", numericChart(.area, [(0, 1), (2, 5)]), numericChart(.area, [(0, 3), (1, 1), (2, 2)])),
        ("points", axesChart(.point, [("a", 1), ("b", 2)]), axesChart(.point, [("b", 5), ("c", 3)])),
        ("rules", axesChart(.rule, [("low", 1), ("high", 9)]), axesChart(.rule, [("low", 3), ("mid", 5)])),
        // under the 150 KB budget: a cross-faded M4 line, bars morphing over one interval,
        // 300 sectors cross-faded
        ("denseLine", AnimatedBoundTests.list(.line, 100_000, seed: 1), AnimatedBoundTests.list(.line, 100_000, seed: 2)),
        ("denseBars", AnimatedBoundTests.list(.bar, 20_000, seed: 1), AnimatedBoundTests.list(.bar, 20_000, seed: 2)),
        ("donut300", AnimatedBoundTests.donut(300, seed: 1), AnimatedBoundTests.donut(300, seed: 2)),
    ]

    @Test(arguments: changes.map(\.name))
    func rsvgShowsTheFinalFrame(_ name: String) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.converter) else { return }
        let change = try #require(Self.changes.first { $0.name == name })
        let animated = Renderer.svg(RenderRequest(drawable: change.to, previous: change.from,
                                                  animation: .default, idPrefix: "p"))
        let still = Renderer.svg(RenderRequest(drawable: change.to, idPrefix: "p"))
        // dense one-series bars are drawn from their coverage and change at once (their
        // layers fill the byte budget: AnimatedBoundTests.showsEndState); the rest move
        #expect((animated.contains("<animate") || animated.contains("@keyframes")) == (name != "denseBars"))
        let animatedPNG = try Self.rasterize(animated)
        let stillPNG = try Self.rasterize(still)
        #expect(animatedPNG.count > 100)
        #expect(animatedPNG == stillPNG)
    }

    /// PNG bytes of `svg` from rsvg-convert.
    static func rasterize(_ svg: String) throws -> Data {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("motion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("in.svg"), output = directory.appendingPathComponent("out.png")
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = ["-o", output.path, input.path]
        try process.run()
        process.waitUntilExit()
        return try Data(contentsOf: output)
    }
}
