import Testing
@testable import GaugeRender

@Suite struct GaugeModelTests {
    static let clamps: [(Double, ClosedRange<Double>, Double)] = [
        (75.0, 0.0...100.0, 0.75), (150, 0...100, 1), (-5, 0...100, 0), (0.3, 0...1, 0.3),
        (-1, -2...2, 0.25), (.nan, 0...1, 0), (5, 5...5, 0), (5e307, -1e308...1e308, 0.75),
    ]

    @Test(arguments: clamps)
    func normalisedValueIsClamped(value: Double, range: ClosedRange<Double>, p: Double) {
        #expect(GaugeModel(spec: GaugeSpec(value: value, range: range)).p == p)
    }

    @Test(arguments: [
        (GaugeSpec(value: 75, range: 0...100), "75"),
        (GaugeSpec(value: 150, range: 0...100), "150"),
        (GaugeSpec(value: 0.30000000000000004), "0.3"),
        (GaugeSpec(value: -2.5, range: -5...5), "-2.5"),
        (GaugeSpec(value: 0.726, format: .percent), "73%"),
        // Labels say the real value, never the clamped drawing (a user found "100%" here).
        (GaugeSpec(value: 150, range: 0...100, format: .percent), "150%"),
        (GaugeSpec(value: 1.5, format: .percent), "150%"),
        (GaugeSpec(value: -25, range: 0...100, format: .percent), "-25%"),
        (GaugeSpec(value: 1e-300, range: 0...1), "1e-300"),
        (GaugeSpec(value: 1, currentValueLabel: "full"), "full"),
        (GaugeSpec(value: 2e20, range: 0...1), "2e+20"),
    ])
    func valueTextIsCurrentLabelElseFormattedValue(spec: GaugeSpec, text: String) {
        #expect(GaugeModel(spec: spec).valueText == text)
    }

    @Test func tintAndScaleResolve() {
        let gradient = GaugeModel(spec: GaugeSpec(value: 0.5, style: .accessoryCircular,
                                                  tint: .gradient([SystemColor.red, SystemColor.green]),
                                                  size: 116))
        #expect(gradient.tint == [SystemColor.red, SystemColor.green])
        #expect(gradient.scale == 2)
        let plain = GaugeModel(spec: GaugeSpec(value: 0.5, style: .linearCapacity, size: 80))
        #expect(plain.tint == [SystemColor.blue])
        #expect(plain.scale == 0.5)
        let capsule = GaugeModel(spec: GaugeSpec(value: 0.5, style: .capsule, tint: .color(SystemColor.red)))
        #expect(capsule.fillColors == [SystemColor.red])
        #expect(capsule.trackColor == SystemColor.gray5)
    }

    @Test(arguments: [
        (0.0, Color(red: 1, green: 0, blue: 0)), (0.25, Color(red: 1, green: 0.5, blue: 0)),
        (0.5, Color(red: 1, green: 1, blue: 0)), (0.75, Color(red: 0.5, green: 1, blue: 0)),
        (1.0, Color(red: 0, green: 1, blue: 0)), (7.0, Color(red: 0, green: 1, blue: 0)),
        (-1.0, Color(red: 1, green: 0, blue: 0)), (.nan, Color(red: 1, green: 0, blue: 0)),
    ])
    func gradientColourAtP(p: Double, expected: Color) {
        let stops = [Color(red: 1, green: 0, blue: 0), Color(red: 1, green: 1, blue: 0),
                     Color(red: 0, green: 1, blue: 0)]
        #expect(GradientColor.color(at: p, stops: stops) == expected)
    }

    @Test func gradientColourEdgeCases() {
        #expect(GradientColor.color(at: 0.4, stops: []) == SystemColor.blue)
        #expect(GradientColor.color(at: 0.4, stops: [SystemColor.red]) == SystemColor.red)
        #expect(GradientColor.stops([SystemColor.red, SystemColor.green, SystemColor.blue]).map(\.offset)
            == [0, 0.5, 1])
    }

    static let widths: [(String, Double, Double)] = [
        ("abc", 12, 20.16), ("いちご", 10, 30), ("A i", 10, 12.8), ("👍🏽", 10, 10), ("", 12, 0),
    ]

    @Test(arguments: widths)
    func textWidthEstimate(text: String, size: Double, width: Double) {
        #expect(abs(TextMetrics.width(text, fontSize: size) - width) < 1e-9)
    }
}
