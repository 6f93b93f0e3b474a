import Foundation
import Testing
@testable import GaugeRender

/// Animated output, parsed back as XML: every `<animate>` well-formed for SMIL, whatever the
/// change or curve, and never a NaN or infinity.
@Suite struct AnimatedSVGTests {
    static let curves: [AnimationCurve] = [
        .default, .easeIn(0.5), .easeOut(3), .linear(0.05), .defaultSpring,
        .spring(response: 0.3, dampingFraction: 0.2),
        .timingCurve(x1: .nan, y1: 5, x2: -1, y2: .infinity, duration: 0.4),
        .spring(response: .infinity, dampingFraction: .nan),
        .timingCurve(x1: 0.2, y1: -0.6, x2: 0.3, y2: 1.8, duration: 1e300),
    ]

    static let hostile: [(Drawable, Drawable)] = [
        (.gauge(GaugeSpec(value: .nan, range: 0...1, style: .accessoryCircular)),
         .gauge(GaugeSpec(value: 1e308, range: -1e308...1e308, style: .accessoryCircular))),
        (.gauge(GaugeSpec(value: 0.5, style: .capsule, size: .infinity, capsuleHeight: -3)),
         .gauge(GaugeSpec(value: -4, style: .capsule, size: 1e-9))),
        (sectorChart([0, 0, 0]), sectorChart([1e308, 1e308, 5])),
        (sectorChart([1, 2, 3]), sectorChart([])),
        (sectorChart([3], labels: ["a"]) { $0.cornerRadius = 1e9; $0.angularInset = 400 },
         sectorChart([1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) { $0.angularInset = .nan }),
    ]

    static var changes: [(Drawable, Drawable)] {
        StaticFinalFrameTests.changes.map { ($0.from, $0.to) } + hostile
    }

    @Test(arguments: 0..<curves.count)
    func everyAnimationIsWellFormed(_ curveIndex: Int) throws {
        let curve = Self.curves[curveIndex]
        for (index, change) in Self.changes.enumerated() {
            let prefix = "c\(curveIndex)x\(index)"
            let svg = Renderer.svg(RenderRequest(drawable: change.1, previous: change.0,
                                                 animation: curve, idPrefix: prefix))
            #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"), "\(prefix)")
            let document = try #require(SVGDocument(svg), "\(prefix) is not well-formed")
            for animate in document.all("animate") {
                let values = animate.attributes["values"]?.split(separator: ";") ?? []
                let times = (animate.attributes["keyTimes"]?.split(separator: ";") ?? []).compactMap { Double($0) }
                #expect(values.count == times.count && times.count >= 2, "\(prefix)")
                #expect(times.first == 0 && times.last == 1, "\(prefix)")
                #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(prefix)")
                let duration = Double(animate.attributes["dur"]?.dropLast() ?? "") ?? 0
                #expect(duration > 0 && duration <= AnimationCurve.maximumDuration, "\(prefix)")
                #expect(animate.attributes["fill"] == "freeze")
            }
            let ids = document.elements.compactMap { $0.attributes["id"] }
            #expect(Set(ids).count == ids.count && ids.allSatisfy { $0.hasPrefix(prefix) }, "\(prefix)")
            let classes = document.elements.compactMap { $0.attributes["class"] }
            #expect(classes.allSatisfy { ["-motion", "-still", "-in", "-out"].contains($0.dropFirst(prefix.count)) }, "\(prefix)")
            // classes mark what moves: SMIL keyframes or a cross-fade's CSS animations
            #expect(classes.isEmpty == (document.all("animate").isEmpty && !svg.contains("@keyframes")), "\(prefix)")
        }
    }
}
