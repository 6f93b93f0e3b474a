/// A cubic Bézier timing function from (0, 0) to (1, 1), as CSS `cubic-bezier(x1, y1, x2, y2)`
/// and SwiftUI's `timingCurve(_:_:_:_:duration:)` define it.
///
/// `progress(at:)` maps a time fraction `t` in `0...1` to the animation's progress: it solves
/// `x(s) = t` for the curve parameter `s` (Newton's method, falling back to bisection) and
/// returns `y(s)`. Progress may leave `0...1` when `y1`/`y2` do (a back-out curve); `x1`/`x2`
/// are clamped to `0...1` so `x(s)` is monotonic and the solution unique (CSS Easing §3.3).
/// Non-finite control points make the curve linear, so no NaN ever leaves it.
public struct BezierTiming: Sendable, Hashable {
    /// The first control point (x in `0...1`).
    public let x1: Double, y1: Double
    /// The second control point (x in `0...1`).
    public let x2: Double, y2: Double

    /// A timing curve with control points (x1, y1) and (x2, y2); see the type's notes on clamping.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        guard [x1, y1, x2, y2].allSatisfy(\.isFinite) else {
            (self.x1, self.y1, self.x2, self.y2) = (0, 0, 1, 1)
            return
        }
        self.x1 = min(max(x1, 0), 1)
        self.y1 = y1
        self.x2 = min(max(x2, 0), 1)
        self.y2 = y2
    }

    /// SwiftUI's `easeInOut`: (0.42, 0, 0.58, 1).
    public static let easeInOut = BezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// SwiftUI's `easeIn`: (0.42, 0, 1, 1).
    public static let easeIn = BezierTiming(x1: 0.42, y1: 0, x2: 1, y2: 1)
    /// SwiftUI's `easeOut`: (0, 0, 0.58, 1).
    public static let easeOut = BezierTiming(x1: 0, y1: 0, x2: 0.58, y2: 1)
    /// SwiftUI's `linear`: progress equals time.
    public static let linear = BezierTiming(x1: 0, y1: 0, x2: 1, y2: 1)

    /// The progress at time fraction `t`: 0 at `t <= 0`, 1 at `t >= 1`, `y(s)` where `x(s) = t`
    /// between (solved to within 1e-9 in x). A NaN `t` counts as the end.
    public func progress(at t: Double) -> Double {
        guard t > 0 else { return t.isNaN ? 1 : 0 }
        guard t < 1 else { return 1 }
        return Self.coordinate(parameter(forX: t), y1, y2)
    }

    /// The curve parameter `s` in `0...1` whose x coordinate is `x`.
    func parameter(forX x: Double) -> Double {
        let tolerance = 1e-9
        // Newton from s = x converges in a few steps except where the slope is nearly flat.
        var s = x
        for _ in 0..<8 {
            let error = Self.coordinate(s, x1, x2) - x
            if abs(error) < tolerance { return s }
            let slope = Self.derivative(s, x1, x2)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
            if !(0...1).contains(s) { break }
        }
        // Bisection: x(s) is monotonic because x1, x2 lie in 0...1.
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<64 {
            let value = Self.coordinate(s, x1, x2)
            if abs(value - x) < tolerance { return s }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }

    /// One coordinate of the cubic with end points 0 and 1 and inner control values `c1`, `c2`.
    static func coordinate(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
    }

    /// d/ds of `coordinate`.
    static func derivative(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * c1 + 6 * u * s * (c2 - c1) + 3 * s * s * (1 - c2)
    }

    /// The piece of this curve between time fractions `start` and `end` (`0 <= start < end
    /// <= 1`), rescaled to a unit box: the `keySplines` entry a SMIL player needs to follow
    /// the curve between two keyframes sampled at those times. A cubic's piece between
    /// parameters a and b is the cubic with end points B(a), B(b) and inner control points
    /// B(a) + (b − a)/3·B′(a), B(b) − (b − a)/3·B′(b). Linear when the progress does not change.
    public func segment(from start: Double, to end: Double) -> KeySpline {
        let a = start <= 0 ? 0 : parameter(forX: min(start, 1))
        let b = end >= 1 ? 1 : parameter(forX: max(end, 0))
        let third = (b - a) / 3
        let x0 = Self.coordinate(a, x1, x2), x3 = Self.coordinate(b, x1, x2)
        let y0 = Self.coordinate(a, y1, y2), y3 = Self.coordinate(b, y1, y2)
        let cx1 = x0 + third * Self.derivative(a, x1, x2), cx2 = x3 - third * Self.derivative(b, x1, x2)
        let cy1 = y0 + third * Self.derivative(a, y1, y2), cy2 = y3 - third * Self.derivative(b, y1, y2)
        let width = x3 - x0, height = y3 - y0
        guard width > 1e-12, abs(height) > 1e-12 else { return KeySpline(x1: 0, y1: 0, x2: 1, y2: 1) }
        func unit(_ value: Double) -> Double { min(max(value, 0), 1) }
        return KeySpline(x1: unit((cx1 - x0) / width), y1: unit((cy1 - y0) / height),
                         x2: unit((cx2 - x0) / width), y2: unit((cy2 - y0) / height))
    }
}
