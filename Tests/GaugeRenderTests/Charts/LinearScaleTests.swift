import Testing
@testable import GaugeRender

/// Nice domains and ticks (1, 2, 5 × 10ⁿ) and tick labels.
@Suite struct LinearScaleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var values: [Double]
        var zero: Bool
        var target: Int
        var ticks: [Double]
        var testDescription: String { "\(values) zero:\(zero) → \(ticks)" }
    }

    static let cases: [Case] = [
        Case(values: [0, 6], zero: true, target: 5, ticks: [0, 1, 2, 3, 4, 5, 6]),
        Case(values: [0, 6], zero: true, target: 3, ticks: [0, 2, 4, 6]),
        Case(values: [1, 6], zero: true, target: 6, ticks: [0, 1, 2, 3, 4, 5, 6]),
        Case(values: [3, 97], zero: true, target: 5, ticks: [0, 20, 40, 60, 80, 100]),
        Case(values: [-3, 12], zero: true, target: 5, ticks: [-4, -2, 0, 2, 4, 6, 8, 10, 12]),
        Case(values: [-3, 12], zero: true, target: 3, ticks: [-5, 0, 5, 10, 15]),
        Case(values: [0.1, 0.37], zero: false, target: 5, ticks: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4]),
        Case(values: [0.1, 0.37], zero: false, target: 3, ticks: [0.1, 0.2, 0.3, 0.4]),
        Case(values: [5, 5], zero: false, target: 5, ticks: [4.4, 4.6, 4.8, 5, 5.2, 5.4, 5.6]),
        Case(values: [5, 5], zero: true, target: 5, ticks: [0, 1, 2, 3, 4, 5]),
        Case(values: [0, 0], zero: true, target: 2, ticks: [0, 0.5, 1]),
        Case(values: [0, 0], zero: false, target: 2, ticks: [-1, 0, 1]),
        Case(values: [], zero: true, target: 5, ticks: [0, 0.2, 0.4, 0.6, 0.8, 1]),
        Case(values: [.nan, .infinity, 7], zero: true, target: 4, ticks: [0, 2, 4, 6, 8]),
        Case(values: [-250, -20], zero: true, target: 5, ticks: [-250, -200, -150, -100, -50, 0]),
        Case(values: [1e300], zero: true, target: 5, ticks: [0, 2e299, 4e299, 6e299, 8e299, 1e300]),
        Case(values: [-1e308, 1e308], zero: true, target: 2, ticks: [-1e300, 0, 1e300]),
    ]

    @Test(arguments: cases)
    func niceTicks(_ item: Case) {
        let scale = LinearScale(covering: item.values, includesZero: item.zero,
                                targetCount: item.target)
        #expect(scale.ticks.count == item.ticks.count, "\(scale.ticks)")
        for (tick, expected) in zip(scale.ticks, item.ticks) {
            #expect(abs(tick - expected) <= abs(expected) * 1e-12, "\(scale.ticks)")
        }
        #expect(scale.lower == scale.ticks.first && scale.upper == scale.ticks.last)
        #expect(scale.lower < scale.upper && scale.step > 0)
    }

    static let steps: [(Double, Double)] = [
        (0.7, 0.5), (0.75, 1), (1.1, 1), (1.5, 2), (2, 2), (3, 2), (3.3, 5), (7.5, 10), (0.013, 0.01), (4.2e-7, 5e-7),
        (1.5e200, 2e200), (0, 1), (-3, 1), (.nan, 1),
    ]

    @Test(arguments: steps)
    func niceStep(raw: Double, step: Double) {
        #expect(abs(LinearScale.niceStep(raw) - step) <= step * 1e-12)
    }

    static let labels: [(Double, Double, String)] = [
        (0, 1, "0"), (1000, 200, "1,000"), (1_234_567, 1, "1,234,567"), (0.25, 0.05, "0.25"),
        (0.3, 0.1, "0.3"), (-20, 10, "-20"), (-1500, 500, "-1,500"), (1e300, 2e299, "1e+300"),
        (2.5, 0.5, "2.5"), (1, 0.5, "1"), (0.1, 0.05, "0.1"), (.nan, 1, "–"),
    ]

    @Test(arguments: labels)
    func tickLabel(value: Double, step: Double, label: String) {
        #expect(LinearScale.label(value, step: step) == label)
    }
}
