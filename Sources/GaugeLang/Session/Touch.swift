/// A reader's touch on an interactive display (LANGUAGE.md, "Touching the chart"), as the host
/// received it from the widget. Positions are in the chart's own terms, never in pixels.
public enum Touch: Sendable, Hashable {
    /// A tap at `value` on a sector chart's cumulative value axis (Swift Charts'
    /// `chartAngleSelection`: the angle from 12 o'clock, clockwise, as a share of the total).
    case angle(chart: String, value: Double)
    /// A tap on the mark (bar category or sector) labelled `label`.
    case label(chart: String, label: String)
    /// A tap outside the marks.
    case clear(chart: String)
    /// A slider moved to `value` (already snapped to its step, see `SliderBinding.snapped`).
    case slide(name: String, key: String, value: Double)
}

extension SliderBinding {
    /// `value` rounded to the nearest step from the lower bound (the seed's `.rounded()`) and
    /// kept inside the range; `nil` for a value outside the range or not finite, which a
    /// front end must not send.
    public func snapped(_ value: Double) -> Double? {
        guard value.isFinite, range.contains(value) else { return nil }
        guard let step else { return value }
        let steps = ((value - range.lowerBound) / step).rounded()
        return min(range.upperBound, range.lowerBound + steps * step)
    }
}
