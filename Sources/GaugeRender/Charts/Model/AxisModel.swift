/// What kind of values an axis shows (Swift Charts' categorical, quantitative and temporal
/// scales).
public enum AxisKind: String, Sendable, Hashable {
    /// Categories in band units (`BandScale`): category `i` owns `[i, i + 1]`.
    case band
    /// Numbers.
    case linear
    /// Instants in seconds since 1970-01-01T00:00:00Z.
    case time
}

/// One tick of an axis: where its gridline and label go, in the axis' data units.
public struct AxisTick: Sendable, Hashable {
    /// Stable across frames: `x/<label>` or `y/<label>`.
    public var key: String
    public var value: Double
    public var label: String
    public init(key: String, value: Double, label: String) {
        self.key = key
        self.value = value
        self.label = label
    }
}

/// One axis in data space: its kind, domain and ticks. The layout maps `lower...upper`
/// linearly onto the plot (x left to right, y bottom to top).
public struct AxisModel: Sendable, Hashable {
    public var kind: AxisKind
    /// The domain in data units (band units, numbers or seconds), `lower < upper`.
    public var lower: Double
    public var upper: Double
    /// The labelled ticks, already thinned so no two labels overlap.
    public var ticks: [AxisTick]
    /// Draw a gridline at each tick (y always; x for linear and time axes).
    public var showsGridlines: Bool
    /// The axis title (the column name), if any.
    public var title: String?

    public init(kind: AxisKind, lower: Double, upper: Double, ticks: [AxisTick] = [],
                showsGridlines: Bool = true, title: String? = nil) {
        self.kind = kind
        self.lower = lower
        self.upper = upper
        self.ticks = ticks
        self.showsGridlines = showsGridlines
        self.title = title
    }

    /// `value` mapped onto `start...end` (points); a degenerate domain maps to the middle,
    /// and results are clamped to ±1e7 so no overflow reaches the output.
    public func position(_ value: Double, start: Double, end: Double) -> Double {
        let span = upper - lower
        guard span.isFinite, span > 0, value.isFinite else { return (start + end) / 2 }
        let fraction = (value - lower) / span
        let point = start + fraction * (end - start)
        return point.isFinite ? min(max(point, -1e7), 1e7) : (start + end) / 2
    }
}
