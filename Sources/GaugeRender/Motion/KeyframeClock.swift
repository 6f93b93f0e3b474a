/// The instants at which an animation is sampled, and the curve's progress at each.
///
/// Frames are evenly spaced at about 60 per second of `duration` (at least 12 intervals, at
/// most 120, so a 10 s animation still writes 121 frames and stays small), the interval count
/// rounded up to a multiple of 4 so that ¼, ½ and ¾ of the duration are keyframes. Between
/// keyframes a player interpolates linearly; at 120 frames the gap to an ease curve is below
/// 1e-4 of the range and an arc end point's chord error below 0.01 pt. Each key time is rounded to 1/1000 — the SVG writer's precision —
/// *before* sampling, so the `keyTimes` written are exactly the instants sampled and a
/// `calcMode="linear"` player is exact at every keyframe and within a hair of the curve between.
public struct KeyframeClock: Sendable, Hashable {
    /// Seconds, rounded to whole milliseconds (as written in `dur`).
    public let duration: Double
    /// Fractions of `duration` in `0...1`, strictly increasing, first 0, last 1.
    public let keyTimes: [Double]
    /// The curve's progress at each key time: first 0, last exactly 1 (a spring may pass 1).
    public let progress: [Double]
    /// Empty for a clock of at least `minimumIntervals` intervals (a player interpolates
    /// linearly between keyframes); for a clock `thinned` below that, under a timing curve,
    /// one `calcMode="spline"` segment per interval: the curve's own piece between the two
    /// key times, so progress is exact at every instant, not only at the keyframes.
    public let keySplines: [KeySpline]

    /// Keyframes per second of animation.
    public static let framesPerSecond = 60.0
    /// Fewest intervals for any animation, however short.
    public static let minimumIntervals = 12
    /// Most intervals (2 s at 60 per second), bounding the output's size.
    public static let maximumIntervals = 120

    /// The clock for `curve`, or `nil` when it does not move (`.none`, a zero duration).
    /// - Parameter intervalLimit: fewer intervals than `maximumIntervals` for a big drawing
    ///   (rounded down to a multiple of 4, never below `minimumIntervals`).
    public init?(curve: AnimationCurve, intervalLimit: Int = KeyframeClock.maximumIntervals) {
        let seconds = (curve.duration * 1000).rounded() / 1000
        guard seconds >= 0.001 else { return nil }
        let wanted = max(Self.minimumIntervals, Int((seconds * Self.framesPerSecond).rounded(.up)))
        let limit = max(Self.minimumIntervals, min(Self.maximumIntervals, intervalLimit) / 4 * 4)
        let intervals = min(limit, (wanted + 3) / 4 * 4)
        var times: [Double] = []
        for index in 0...intervals {
            let fraction = (Double(index * 1000) / Double(intervals)).rounded() / 1000
            if let last = times.last, fraction <= last { continue }
            times.append(fraction)
        }
        duration = seconds
        keyTimes = times
        progress = times.map { fraction in
            fraction >= 1 ? 1 : curve.progress(at: fraction * curve.duration)
        }
        keySplines = []
    }

    private init(duration: Double, keyTimes: [Double], progress: [Double], keySplines: [KeySpline]) {
        self.duration = duration
        self.keyTimes = keyTimes
        self.progress = progress
        self.keySplines = keySplines
    }

    /// The key-time indices a clock of `intervals` intervals keeps of this one: evenly
    /// spread, first and last always, at most `keyTimes.count`.
    public func indices(thinnedTo intervals: Int) -> [Int] {
        let last = keyTimes.count - 1
        guard intervals >= 1, intervals < last else { return Array(0...max(last, 0)) }
        var kept: [Int] = []
        for step in 0...intervals {
            let index = Int((Double(step * last) / Double(intervals)).rounded())
            if kept.last != index { kept.append(index) }
        }
        return kept
    }

    /// This clock keeping only `indices(thinnedTo: intervals)` of its key times, so a big
    /// drawing repeats its attributes fewer times. Below `minimumIntervals`, under a timing
    /// curve, each interval gets the curve's own piece as a key spline
    /// (`BezierTiming.segment`), so the timing stays exact and only quantities that are not
    /// linear in the progress (an arc's end point, a mark on a moving axis) are approximated
    /// between keyframes; a spring keeps linear segments through its samples.
    public func thinned(to intervals: Int, curve: AnimationCurve) -> KeyframeClock {
        let kept = indices(thinnedTo: intervals)
        guard kept.count < keyTimes.count else { return self }
        let times = kept.map { keyTimes[$0] }
        var splines: [KeySpline] = []
        // from 12 intervals on, straight segments stay within half a percent of the curve:
        // no splines (about 20 bytes an interval on every track)
        if kept.count - 1 < Self.minimumIntervals,
           case .timingCurve(let x1, let y1, let x2, let y2, _) = curve {
            let timing = BezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
            splines = zip(times, times.dropFirst()).map { timing.segment(from: $0, to: $1) }
        }
        return KeyframeClock(duration: duration, keyTimes: times, progress: kept.map { progress[$0] },
                             keySplines: splines)
    }
}
