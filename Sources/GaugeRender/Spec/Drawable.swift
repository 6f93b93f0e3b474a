/// One object the session can draw: the unit the renderer turns into an SVG.
public enum Drawable: Sendable, Hashable {
    case gauge(GaugeSpec)
    case chart(ChartSpec)
}

/// The timing of a change, as SwiftUI's `Animation` gives it (`withAnimation(_:_:)`).
///
/// Bézier control points follow CSS/SwiftUI timing curves (VISUAL.md, "Motion"): easeInOut
/// (0.42, 0, 0.58, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1), linear (0, 0, 1, 1).
public enum AnimationCurve: Sendable, Hashable {
    /// No motion: the new state appears at once.
    case none
    /// A cubic Bézier timing curve from (0,0) to (1,1) with these control points, lasting
    /// `duration` seconds (> 0).
    case timingCurve(x1: Double, y1: Double, x2: Double, y2: Double, duration: Double)
    /// SwiftUI's `spring(response:dampingFraction:)`: `response` in seconds, damping fraction
    /// in `0...1`; it overshoots, so it is emitted as sampled keyframes.
    case spring(response: Double, dampingFraction: Double)

    /// SwiftUI's `easeInOut(duration:)`; the default duration is 0.35 s.
    public static func easeInOut(_ duration: Double = 0.35) -> AnimationCurve {
        .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: duration)
    }
    /// SwiftUI's `easeIn(duration:)`.
    public static func easeIn(_ duration: Double = 0.35) -> AnimationCurve {
        .timingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1, duration: duration)
    }
    /// SwiftUI's `easeOut(duration:)`.
    public static func easeOut(_ duration: Double = 0.35) -> AnimationCurve {
        .timingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1, duration: duration)
    }
    /// SwiftUI's `linear(duration:)`.
    public static func linear(_ duration: Double = 0.35) -> AnimationCurve {
        .timingCurve(x1: 0, y1: 0, x2: 1, y2: 1, duration: duration)
    }
    /// SwiftUI's `spring` with its defaults: response 0.5 s, damping fraction 0.825.
    public static let defaultSpring = AnimationCurve.spring(response: 0.5, dampingFraction: 0.825)
    /// The session's animation before any `animation` statement: easeInOut over 0.35 s.
    public static let `default` = AnimationCurve.easeInOut()
}
