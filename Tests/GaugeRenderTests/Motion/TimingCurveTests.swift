import Foundation
import Testing
@testable import GaugeRender

/// Bézier timing values; references computed independently by 200-step bisection in Python.
@Suite struct BezierTimingTests {
    struct Sample: Sendable, CustomStringConvertible {
        let name: String, curve: BezierTiming, t: Double, expected: Double
        var description: String { "\(name)(\(t))" }
    }

    static let samples: [Sample] = [
        .init(name: "easeInOut", curve: .easeInOut, t: 0.5, expected: 0.5),
        .init(name: "easeInOut", curve: .easeInOut, t: 0.25, expected: 0.129162),
        .init(name: "easeInOut", curve: .easeInOut, t: 0.75, expected: 0.870838),
        .init(name: "easeInOut", curve: .easeInOut, t: 0.1, expected: 0.019722),
        .init(name: "easeIn", curve: .easeIn, t: 0.25, expected: 0.093465),
        .init(name: "easeIn", curve: .easeIn, t: 0.5, expected: 0.315357),
        .init(name: "easeIn", curve: .easeIn, t: 0.9, expected: 0.839428),
        .init(name: "easeOut", curve: .easeOut, t: 0.1, expected: 0.160572),
        .init(name: "easeOut", curve: .easeOut, t: 0.5, expected: 0.684643),
        .init(name: "easeOut", curve: .easeOut, t: 0.75, expected: 0.906535),
        .init(name: "linear", curve: .linear, t: 0.3, expected: 0.3),
    ]

    @Test(arguments: samples)
    func progressMatchesReference(_ sample: Sample) {
        #expect(abs(sample.curve.progress(at: sample.t) - sample.expected) < 1e-6)
    }

    @Test(arguments: [BezierTiming.easeInOut, .easeIn, .easeOut, .linear])
    func endsAndMonotonic(_ curve: BezierTiming) {
        #expect(curve.progress(at: 0) == 0)
        #expect(curve.progress(at: 1) == 1)
        #expect(curve.progress(at: -3) == 0)
        #expect(curve.progress(at: 7) == 1)
        var previous = 0.0
        for step in 1...1000 {
            let value = curve.progress(at: Double(step) / 1000)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test func easeInOutIsSymmetric() {
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            let a = BezierTiming.easeInOut.progress(at: t)
            let b = BezierTiming.easeInOut.progress(at: 1 - t)
            #expect(abs(a + b - 1) < 1e-9)
        }
    }

    @Test func flatSlopeCurveStillSolves() {
        // x1 = x2 = 1, y1 = y2 = 0: x = 1 − (1 − s)³, y = s³, and dx/ds vanishes at s = 1.
        let curve = BezierTiming(x1: 1, y1: 0, x2: 1, y2: 0)
        #expect(abs(curve.progress(at: 0.999) - 0.729) < 1e-6)        // s = 0.9
        let nearEnd = curve.progress(at: 1 - 1e-12)  // x solved to 1e-9: 1 − s ≤ 0.001
        #expect(nearEnd >= 0.997 && nearEnd <= 1)
    }

    @Test func badControlPointsNeverProduceNaN() {
        let nan = BezierTiming(x1: .nan, y1: 0, x2: .infinity, y2: 1)
        #expect(nan == .linear)
        #expect(abs(nan.progress(at: 0.4) - 0.4) < 1e-9)
        let clamped = BezierTiming(x1: -2, y1: 0, x2: 5, y2: 1)
        #expect(clamped.x1 == 0 && clamped.x2 == 1)
        #expect(BezierTiming.easeIn.progress(at: .nan) == 1)
    }
}

@Suite struct SpringTimingTests {
    @Test func swiftUICoefficients() {
        let spring = SpringTiming(response: 0.5, dampingFraction: 0.825)
        #expect(abs(spring.stiffness - pow(2 * Double.pi / 0.5, 2)) < 1e-9)   // ≈ 157.91
        #expect(abs(spring.damping - 4 * Double.pi * 0.825 / 0.5) < 1e-9)     // ≈ 20.73
        #expect(abs(spring.damping - 2 * 0.825 * spring.stiffness.squareRoot()) < 1e-9)
    }

    @Test func defaultSpringValues() {
        let spring = SpringTiming(response: 0.5, dampingFraction: 0.825)
        #expect(spring.value(at: 0) == 0)
        #expect(abs(spring.value(at: 0.1) - 0.393608) < 1e-5)
        #expect(abs(spring.value(at: 0.25) - 0.908178) < 1e-5)
        // Peak overshoot ≈ 1.0102 at t ≈ 0.442 s (reference: 0.1 ms grid in Python).
        let peak = stride(from: 0.0, through: 1.0, by: 0.0001).map(spring.value(at:)).max() ?? 0
        #expect(abs(peak - 1.010191) < 1e-5)
        #expect(abs(spring.settlingDuration - 0.689) < 0.0015)
    }

    @Test func underdampedOvershootMatchesTheory() {
        // ζ = 0.5: overshoot e^(−πζ/√(1−ζ²)) ≈ 0.16303 at t = π/ω_d ≈ 0.28868 s.
        let spring = SpringTiming(response: 0.5, dampingFraction: 0.5)
        let peakTime = Double.pi / (spring.angularFrequency * (0.75).squareRoot())
        #expect(abs(peakTime - 0.288675) < 1e-5)
        #expect(abs(spring.value(at: peakTime) - 1.163033) < 1e-5)
        #expect(spring.value(at: peakTime) > 1)
    }

    @Test(arguments: [0.3, 0.5, 0.825, 1.0, 2.0])
    func settlesAtOne(_ zeta: Double) {
        let spring = SpringTiming(response: 0.5, dampingFraction: zeta)
        let end = spring.settlingDuration
        #expect(end > 0.1 && end < SpringTiming.maximumDuration)
        for t in stride(from: end, through: end + 2, by: 0.01) {
            #expect(abs(spring.value(at: t) - 1) <= SpringTiming.settlingTolerance)
        }
        #expect(abs(spring.value(at: end - 0.002) - 1) > 0 )
    }

    @Test(arguments: [1.0, 2.0])
    func criticalAndOverdampedNeverOvershoot(_ zeta: Double) {
        let spring = SpringTiming(response: 0.5, dampingFraction: zeta)
        var previous = 0.0
        for t in stride(from: 0.0, through: 3, by: 0.001) {
            let value = spring.value(at: t)
            #expect(value <= 1 && value >= previous - 1e-12)
            previous = value
        }
    }

    @Test func undampedSpringIsCapped() {
        let spring = SpringTiming(response: 0.5, dampingFraction: 0)
        #expect(spring.settlingDuration == SpringTiming.maximumDuration)
        #expect(abs(spring.value(at: 0.25) - 2) < 1e-9)   // half a period: 1 − cos(π)
    }

    @Test func badParametersAreRepaired() {
        let spring = SpringTiming(response: -1, dampingFraction: .nan)
        #expect(spring.response == 0.5 && spring.dampingFraction == 0.825)
        #expect(SpringTiming(response: .infinity, dampingFraction: 40).dampingFraction == 10)
    }
}

@Suite struct AnimationCurveTimingTests {
    @Test func durations() {
        #expect(AnimationCurve.none.duration == 0)
        #expect(AnimationCurve.default.duration == 0.35)
        #expect(AnimationCurve.easeInOut(1).duration == 1)
        #expect(AnimationCurve.linear(-1).duration == 0)
        #expect(AnimationCurve.linear(.nan).duration == 0)
        #expect(AnimationCurve.linear(1e9).duration == AnimationCurve.maximumDuration)
        #expect(abs(AnimationCurve.defaultSpring.duration - 0.689) < 0.0015)
        #expect(!AnimationCurve.none.isAnimated && AnimationCurve.default.isAnimated)
    }

    @Test func progressOverTime() {
        let curve = AnimationCurve.easeInOut(2)
        #expect(curve.progress(at: 0) == 0)
        #expect(abs(curve.progress(at: 1) - 0.5) < 1e-9)
        #expect(abs(curve.progress(at: 0.5) - 0.129162) < 1e-6)
        #expect(curve.progress(at: 2) == 1)
        #expect(AnimationCurve.none.progress(at: 0) == 1)
        let spring = AnimationCurve.spring(response: 0.5, dampingFraction: 0.5)
        #expect(spring.progress(at: 0.288675) > 1.16)
        #expect(spring.progress(at: spring.duration) == 1)
    }
}
