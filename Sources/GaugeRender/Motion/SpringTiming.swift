#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SwiftUI's `spring(response:dampingFraction:)` as a function of time: a unit mass on a spring
/// released at rest from 0 towards 1, with stiffness `(2π / response)²` and damping
/// `4π · dampingFraction / response` (SwiftUI `Spring(response:dampingRatio:)` documentation).
///
/// `value(at:)` is the closed form of the damped harmonic oscillator (under-, critically and
/// over-damped); with a damping fraction below 1 it overshoots 1. `settlingDuration` is the time
/// after which it stays within `settlingTolerance` of 1, capped at `maximumDuration` seconds.
public struct SpringTiming: Sendable, Hashable {
    /// Seconds for one period of the undamped spring (> 0).
    public let response: Double
    /// ζ: 0 never stops, below 1 overshoots, 1 is critically damped.
    public let dampingFraction: Double

    /// The distance from 1 within which the spring counts as settled (0.1 %).
    public static let settlingTolerance = 0.001
    /// The longest a spring may last, in seconds, so an undamped one still ends.
    public static let maximumDuration = 10.0

    /// A spring; a non-finite or non-positive `response` becomes SwiftUI's default 0.5 s and
    /// `dampingFraction` is clamped to `0...10` (non-finite: 0.825).
    public init(response: Double, dampingFraction: Double) {
        self.response = response.isFinite && response > 0 ? max(response, 0.001) : 0.5
        self.dampingFraction = dampingFraction.isFinite ? min(max(dampingFraction, 0), 10) : 0.825
    }

    /// Natural angular frequency ω₀ = √stiffness = 2π / response, in radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }
    /// Spring stiffness k = (2π / response)² for a unit mass.
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// Damping coefficient c = 4π ζ / response (= 2 ζ √k).
    public var damping: Double { 4 * Double.pi * dampingFraction / response }

    /// The position at `time` seconds: 0 at `time <= 0`, tending to 1.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(at: time)
    }

    /// The position minus 1: starts at −1 with zero velocity.
    func displacement(at t: Double) -> Double {
        let w0 = angularFrequency, zeta = dampingFraction
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return -exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        }
        if zeta == 1 {
            return -(1 + w0 * t) * exp(-w0 * t)
        }
        // Overdamped: two real roots r1 > r2; y = A e^{r1 t} + B e^{r2 t}, y(0) = −1, y'(0) = 0.
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        return (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r1 - r2)
    }

    /// An upper bound of |displacement| from `t` on (the decaying envelope).
    func envelope(at t: Double) -> Double {
        let zeta = dampingFraction
        guard zeta < 1 else { return abs(displacement(at: t)) }  // monotonic when ζ ≥ 1
        return exp(-zeta * angularFrequency * t) / (1 - zeta * zeta).squareRoot()
    }

    /// Seconds until the spring stays within `settlingTolerance` of 1, found on a 1 ms grid;
    /// at most `maximumDuration`, at least one grid step.
    public var settlingDuration: Double {
        let step = 0.001, tolerance = Self.settlingTolerance
        var lastOutside = 0.0
        var t = step
        while t < Self.maximumDuration, envelope(at: t) > tolerance {
            if abs(displacement(at: t)) > tolerance { lastOutside = t }
            t += step
        }
        return min(lastOutside + step, Self.maximumDuration)
    }
}
