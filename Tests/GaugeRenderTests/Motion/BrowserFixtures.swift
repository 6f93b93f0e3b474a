import Foundation
import Testing
@testable import GaugeRender

/// Animated SVGs and what to measure in them, for the browser harness (integration/browser):
/// written to `$GAUGE_FIXTURE_DIR` as `<name>.svg` + `<name>.json` when that variable is set.
///
/// Each probe names a quantity the browser reads from pixels, its value before (`from`) and
/// after (`to`) the change, in output pixels or degrees; the harness checks that at time t it
/// reads `from + (to − from)·curve(t)` within 1 % of `|to − from|`.
@Suite struct BrowserFixtures {
    struct Curve: Encodable {
        var kind: String
        var x1 = 0.0, y1 = 0.0, x2 = 1.0, y2 = 1.0
        var response = 0.0, dampingFraction = 0.0
        var duration: Double
    }

    struct Probe: Encodable {
        /// `boundary`: clockwise scan along a circle from `startAngle`, the angle where colour
        /// A turns into colour B. `span`: along row `y` from `x` (or down column `x` from `y`
        /// for `length`), the extent covered by colour A over background B. `opacity`: the opacity of colour A over B at (`x`, `y`).
        var kind: String
        var colorA: String
        var colorB: String
        var x = 0.0, y = 0.0, radius = 0.0, startAngle = 0.0
        /// `span` only: scan down column `x` for `length` points instead of along row `y`.
        var vertical = false
        var length = 0.0
        var from: Double
        var to: Double
    }

    struct Fixture: Encodable {
        var name: String
        var width: Double
        var height: Double
        var curve: Curve
        var probe: Probe
    }

    static func hex(_ color: Color) -> String { SVGFormat.hex(color) }

    /// `color` at `opacity` over white, as the browser paints it.
    static func overWhite(_ color: Color, _ opacity: Double) -> Color {
        func mix(_ c: Double) -> Double { 1 + (c - 1) * opacity }
        return Color(red: mix(color.red), green: mix(color.green), blue: mix(color.blue))
    }

    static func sectorProbe(_ from: Drawable, _ to: Drawable) -> (SectorChartModel, SectorChartModel) {
        (sectorModel(from), sectorModel(to))
    }

    /// The fixtures: each an animated SVG and its probe.
    static func fixtures() -> [(Fixture, String)] {
        var result: [(Fixture, String)] = []
        func add(_ name: String, _ from: Drawable, _ to: Drawable, _ curve: AnimationCurve,
                 _ info: Curve, _ probe: Probe) {
            let svg = Renderer.svg(RenderRequest(drawable: to, previous: from, animation: curve,
                                                 idPrefix: "fx-" + name))
            let scene = Renderer.scene(for: to)
            result.append((Fixture(name: name, width: scene.width, height: scene.height,
                                   curve: info, probe: probe), svg))
        }

        // Donut [1,1] → [1,3], easeInOut: sector a's end goes 180° → 90°.
        let donutFrom = sectorChart([1, 1]) { $0.innerRadius = .ratio(0.5) }
        let donutTo = sectorChart([1, 3]) { $0.innerRadius = .ratio(0.5) }
        let donut = sectorModel(donutTo)
        let ring = donut.sectors[0]
        add("donut-easeInOut", donutFrom, donutTo, .easeInOut(2),
            Curve(kind: "bezier", x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 2),
            Probe(kind: "boundary", colorA: hex(ring.color), colorB: hex(donut.sectors[1].color),
                  x: donut.center.x, y: donut.center.y,
                  radius: ring.outerRadius - 0.15 * (ring.outerRadius - ring.innerRadius),
                  startAngle: 5, from: 180, to: 90))

        // Capacity ring 25 % → 75 %, linear: the fill's end (plus its round cap) 90° → 270°.
        let green = SystemColor.green
        let capacity = { (value: Double) in Drawable.gauge(GaugeSpec(
            value: value, style: .accessoryCircularCapacity, tint: .color(green), size: 290)) }
        let scale = 290 / CircularGaugeLayout.diameter
        let capDegrees = CircularGaugeLayout.lineWidth / 2 / CircularGaugeLayout.radius * 180 / .pi
        add("capacity-linear", capacity(0.25), capacity(0.75), .linear(2),
            Curve(kind: "bezier", duration: 2),
            Probe(kind: "boundary", colorA: hex(green),
                  colorB: hex(overWhite(green, CircularGaugeLayout.trackOpacity)),
                  x: CircularGaugeLayout.center.x * scale, y: CircularGaugeLayout.center.y * scale,
                  radius: CircularGaugeLayout.radius * scale, startAngle: 3,
                  from: 90 + capDegrees, to: 270 + capDegrees))

        // The same over 5 s: 120 intervals at 24 per second, checked between keyframes too.
        add("capacity-easeInOut-5s", capacity(0.1), capacity(0.9), .easeInOut(5),
            Curve(kind: "bezier", x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 5),
            Probe(kind: "boundary", colorA: hex(green),
                  colorB: hex(overWhite(green, CircularGaugeLayout.trackOpacity)),
                  x: CircularGaugeLayout.center.x * scale, y: CircularGaugeLayout.center.y * scale,
                  radius: CircularGaugeLayout.radius * scale, startAngle: 3,
                  from: 36 + capDegrees, to: 324 + capDegrees))

        // Capsule 0.2 → 0.8, easeIn: black fill width over the gray track.
        let capsule = { (value: Double) in Drawable.gauge(GaugeSpec(
            value: value, style: .capsule, size: 400, fill: SystemColor.label)) }
        let capsuleScale = 400 / CapsuleGaugeLayout.width
        let span = Probe(kind: "span", colorA: hex(SystemColor.label), colorB: hex(SystemColor.gray5),
                         x: 0, y: 16 * capsuleScale, from: 0.2 * 400, to: 0.8 * 400)
        add("capsule-easeIn", capsule(0.2), capsule(0.8), .easeIn(2),
            Curve(kind: "bezier", x1: 0.42, y1: 0, x2: 1, y2: 1, duration: 2), span)

        // Capsule 0.2 → 0.6 under an underdamped spring: it overshoots to ≈ 0.665.
        var springSpan = span
        springSpan.to = 0.6 * 400
        let spring = AnimationCurve.spring(response: 1, dampingFraction: 0.5)
        add("capsule-spring", capsule(0.2), capsule(0.6), spring,
            Curve(kind: "spring", response: 1, dampingFraction: 0.5,
                  duration: KeyframeClock(curve: spring)?.duration ?? 0),
            springSpan)

        // Bar a 2 → 6 beside b = 8 (the y domain stays), easeInOut: its height in points.
        let barsFrom = axesChart(.bar, [("a", 2), ("b", 8)])
        let barsTo = axesChart(.bar, [("a", 6), ("b", 8)])
        if case .axesChart(let bars) = DrawableModel(barsTo), let bar = bars.bars.first {
            let plot = bars.plotFrame
            let unit = plot.height / (bars.yAxis.upper - bars.yAxis.lower)
            add("bar-easeInOut", barsFrom, barsTo, .easeInOut(2),
                Curve(kind: "bezier", x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 2),
                Probe(kind: "span", colorA: hex(bar.color), colorB: "#ffffff",
                      x: AxesChartLayout.x(bars, (bar.x0 + bar.x1) / 2), y: plot.y,
                      vertical: true, length: plot.height, from: 2 * unit, to: 6 * unit))
        }

        // Selecting sector a dims sector b: its opacity 1 → 0.2, easeOut. (A range of 0.8 keeps
        // 1 % above the 8-bit rounding of a composited pixel, ≈ 0.004.)
        let pieFrom = sectorChart([1, 1]) { $0.innerRadius = .ratio(0.5); $0.dimmedOpacity = 0.2 }
        let pieTo = sectorChart([1, 1]) {
            $0.innerRadius = .ratio(0.5)
            $0.dimmedOpacity = 0.2
            $0.selection = .label("a")
        }
        let pie = sectorModel(pieTo)
        let dimmed = pie.sectors[1]
        let point = Point.polar(center: pie.center,
                                radius: dimmed.outerRadius - 0.15 * (dimmed.outerRadius - dimmed.innerRadius),
                                degrees: 300)
        add("select-easeOut", pieFrom, pieTo, .easeOut(2),
            Curve(kind: "bezier", x1: 0, y1: 0, x2: 0.58, y2: 1, duration: 2),
            Probe(kind: "opacity", colorA: hex(dimmed.color), colorB: "#ffffff",
                  x: point.x, y: point.y, from: 1, to: dimmed.opacity))
        return result
    }

    @Test func fixturesAreAnimatedAndWrittenOnRequest() throws {
        let fixtures = Self.fixtures()
        #expect(fixtures.count == 7)
        for (fixture, svg) in fixtures {
            #expect(svg.contains("<animate"), "\(fixture.name)")
            #expect(svg.contains("prefers-reduced-motion"), "\(fixture.name)")
            #expect(fixture.probe.from != fixture.probe.to && fixture.curve.duration > 0)
        }
        guard let directory = ProcessInfo.processInfo.environment["GAUGE_FIXTURE_DIR"] else { return }
        let folder = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        for (fixture, svg) in fixtures {
            try Data(svg.utf8).write(to: folder.appendingPathComponent(fixture.name + ".svg"))
            try encoder.encode(fixture).write(to: folder.appendingPathComponent(fixture.name + ".json"))
        }
    }
}
