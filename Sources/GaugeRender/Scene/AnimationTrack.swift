/// A value an animated attribute takes at one keyframe; written with the same number and
/// colour formatting as static attributes.
public enum AttributeValue: Sendable, Hashable {
    case number(Double)
    case color(Color)
    case path(PathData)
    case text(String)
}

/// How an `<animate>` moves between keyframes (SMIL `calcMode`).
public enum CalcMode: String, Sendable, Hashable {
    case linear, spline, discrete
}

/// One cubic Bézier timing segment for `calcMode="spline"` (SMIL `keySplines`).
public struct KeySpline: Sendable, Hashable {
    public var x1: Double, y1: Double, x2: Double, y2: Double
    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }
}

/// The keyframes of one attribute of one primitive, emitted as an SVG
/// `<animate attributeName values keyTimes dur fill="freeze">` child of the primitive.
///
/// `values` and `keyTimes` have the same count (≥ 2); `keyTimes` run from 0 to 1;
/// `duration` and `begin` are in seconds.
public struct AnimationTrack: Sendable, Hashable {
    public var attribute: String
    public var values: [AttributeValue]
    public var keyTimes: [Double]
    public var duration: Double
    public var begin: Double
    public var calcMode: CalcMode
    /// One per interval (`values.count - 1`) when `calcMode == .spline`.
    public var keySplines: [KeySpline]

    public init(attribute: String, values: [AttributeValue], keyTimes: [Double],
                duration: Double, begin: Double = 0, calcMode: CalcMode = .linear,
                keySplines: [KeySpline] = []) {
        self.attribute = attribute
        self.values = values
        self.keyTimes = keyTimes
        self.duration = duration
        self.begin = begin
        self.calcMode = calcMode
        self.keySplines = keySplines
    }
}
