/// Time and progress of an `AnimationCurve`: how long it lasts and how far it has got.
///
/// Timing curves follow `BezierTiming` over their `duration`; springs follow `SpringTiming`
/// until they settle. A curve with no usable duration (`.none`, a non-positive or non-finite
/// duration) does not move at all.
extension AnimationCurve {
    /// The longest timing curve honoured, in seconds, to bound the size of the keyframes.
    public static let maximumDuration = 10.0

    /// The motion's length in seconds; 0 when nothing moves. Capped at `maximumDuration`.
    public var duration: Double {
        switch self {
        case .none:
            return 0
        case .timingCurve(_, _, _, _, let duration):
            guard duration.isFinite, duration > 0 else { return 0 }
            return min(duration, Self.maximumDuration)
        case .spring(let response, let dampingFraction):
            return SpringTiming(response: response, dampingFraction: dampingFraction).settlingDuration
        }
    }

    /// Whether a change under this curve moves at all.
    public var isAnimated: Bool { duration > 0 }

    /// The progress at `time` seconds after the change starts: 0 at the start, exactly 1 from
    /// `duration` on (a spring is snapped to 1 once settled), possibly outside `0...1` between
    /// (a spring overshoots). A curve that does not move is at 1 immediately.
    public func progress(at time: Double) -> Double {
        let total = duration
        guard total > 0, time < total else { return 1 }
        guard time > 0 else { return 0 }
        switch self {
        case .none:
            return 1
        case .timingCurve(let x1, let y1, let x2, let y2, _):
            return BezierTiming(x1: x1, y1: y1, x2: x2, y2: y2).progress(at: time / total)
        case .spring(let response, let dampingFraction):
            return SpringTiming(response: response, dampingFraction: dampingFraction).value(at: time)
        }
    }
}
