/// Helpers for moving between two states of a chart's marks (VISUAL.md, "Motion": animate
/// data-space quantities and lay out each keyframe): a line or area resampled onto the x
/// values of another, and marks collapsed to where they grow from.
extension SeriesModel {
    /// This series with one point at each of `xs` (increasing), `y` and `baseline` linearly
    /// interpolated between the neighbouring points (held flat beyond the ends), so two states
    /// with different points can be interpolated point by point on the union of their x.
    /// A series without points stays empty.
    public func resampled(at xs: [Double]) -> SeriesModel {
        var copy = self
        guard let first = points.first, let last = points.last else { return copy }
        var index = 0
        copy.points = xs.map { x in
            if x <= first.x { return SeriesPoint(x: x, y: first.y, baseline: first.baseline) }
            if x >= last.x { return SeriesPoint(x: x, y: last.y, baseline: last.baseline) }
            // xs increase, so the segment search only moves forward
            while index + 1 < points.count, points[index + 1].x < x { index += 1 }
            let left = points[index]
            let right = points[min(index + 1, points.count - 1)]
            let span = right.x - left.x
            let t = span > 0 ? (x - left.x) / span : 0
            return SeriesPoint(x: x, y: left.y + (right.y - left.y) * t,
                               baseline: left.baseline + (right.baseline - left.baseline) * t)
        }
        return copy
    }

    /// The series flattened onto its baselines (zero height), where an entering area grows
    /// from and a leaving one shrinks to; a line flattens onto 0.
    public var collapsed: SeriesModel {
        var copy = self
        copy.points = points.map { SeriesPoint(x: $0.x, y: $0.baseline, baseline: $0.baseline) }
        return copy
    }
}

extension BarSegmentModel {
    /// The segment with zero height at its stack base (`y1 = y0`): where an entering bar grows
    /// from and a leaving one shrinks to.
    public var collapsed: BarSegmentModel {
        var copy = self
        copy.y1 = y0
        return copy
    }
}
