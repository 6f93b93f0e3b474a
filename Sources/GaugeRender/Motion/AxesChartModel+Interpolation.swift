/// Data-space interpolation of a bar, line, area, point or rule chart (VISUAL.md, "Motion":
/// a bar's height, a point's position): marks matched by `key`, axis domains moving so every
/// mark and tick slides with the scale.
extension AxesChartModel {
    /// The chart `progress` of the way from `self` to `target`, or `nil` when the two cannot
    /// move into each other (another mark, or an axis of another kind).
    ///
    /// Frame, plot and legend rectangles and both axis domains are mixed; ticks are
    /// `target`'s once moving (positioned on the moving domain, so they slide into place).
    /// Bars mix their extents, colour and opacity; an entering bar grows from its stack base
    /// and a leaving one shrinks onto it. Lines and areas are resampled onto the union of
    /// both states' x values — each clamped to its own x range, so an end point stays an
    /// end point — and mixed point by point; an entering series rises from its baselines.
    /// Points and rules mix position, colour and opacity and fade in or out when they enter
    /// or leave. Order follows `target`, a leaving mark after its old predecessor. Layers are
    /// matched by key and mark; an entering layer's marks enter as a new chart's do.
    public func interpolated(to target: AxesChartModel, progress q: Double) -> AxesChartModel? {
        guard mark == target.mark, xAxis.kind == target.xAxis.kind,
              yAxis.kind == target.yAxis.kind else { return nil }
        var model = Lerp.step(self, target, q)
        model.width = Lerp.number(width, target.width, q)
        model.height = Lerp.number(height, target.height, q)
        model.plotFrame = Lerp.rect(plotFrame, target.plotFrame, q)
        model.legendFrame = Lerp.rect(legendFrame, target.legendFrame, q)
        model.xAxis = xAxis.interpolated(to: target.xAxis, progress: q)
        model.yAxis = yAxis.interpolated(to: target.yAxis, progress: q)
        model.markLayers = Keyed.pairs(markLayers, target.markLayers, key: \.matchKey,
                                       entering: \.cleared, leaving: \.cleared)
            .map { $0.interpolated(to: $1, progress: q) }
        model.legend = Keyed.legend(legend, target.legend, progress: q)
        return model
    }
}

extension MarkLayerModel {
    /// Layers match when both key and mark agree (a layer redrawn as another mark enters anew).
    var matchKey: String { key + "/" + mark.rawValue }

    /// The layer without marks: what an entering layer grows from and a leaving one shrinks to.
    var cleared: MarkLayerModel { MarkLayerModel(key: key, mark: mark) }

    /// The layer `q` of the way to `target` (same key and mark): each kind of mark matched by
    /// key, entering and leaving as `AxesChartModel.interpolated` describes.
    func interpolated(to target: MarkLayerModel, progress q: Double) -> MarkLayerModel {
        var layer = Lerp.step(self, target, q)
        layer.bars = Keyed.pairs(bars, target.bars, key: \.key, entering: \.collapsed,
                                 leaving: \.collapsed).map { $0.interpolated(to: $1, progress: q) }
        layer.series = Keyed.pairs(series, target.series, key: \.key, entering: \.collapsed,
                                   leaving: \.collapsed).map { $0.interpolated(to: $1, progress: q) }
        layer.points = Keyed.pairs(points, target.points, key: \.key, entering: \.transparent,
                                   leaving: \.transparent).map { $0.interpolated(to: $1, progress: q) }
        layer.rules = Keyed.pairs(rules, target.rules, key: \.key, entering: \.transparent,
                                  leaving: \.transparent).map { $0.interpolated(to: $1, progress: q) }
        return layer
    }
}

extension AxisModel {
    /// The axis `q` of the way to `target` (same kind): domain mixed, ticks `target`'s once
    /// moving, a tick both share mixing its value, ticks outside the current domain left out.
    func interpolated(to target: AxisModel, progress q: Double) -> AxisModel {
        var axis = Lerp.step(self, target, q)
        axis.lower = Lerp.number(lower, target.lower, q)
        axis.upper = Lerp.number(upper, target.upper, q)
        let old = Dictionary(ticks.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        axis.ticks = axis.ticks.map { tick in
            var moved = tick
            if q > 0, let value = old[tick.key] { moved.value = Lerp.number(value, tick.value, q) }
            return moved
        }
        // a tick outside the moving domain would sit beyond the plot; it appears once reached
        let slack = abs(axis.upper - axis.lower) * 1e-9
        axis.ticks.removeAll { $0.value < min(axis.lower, axis.upper) - slack
            || $0.value > max(axis.lower, axis.upper) + slack }
        return axis
    }
}

extension BarSegmentModel {
    func interpolated(to target: BarSegmentModel, progress q: Double) -> BarSegmentModel {
        var bar = Lerp.step(self, target, q)
        bar.x0 = Lerp.number(x0, target.x0, q)
        bar.x1 = Lerp.number(x1, target.x1, q)
        bar.y0 = Lerp.number(y0, target.y0, q)
        bar.y1 = Lerp.number(y1, target.y1, q)
        bar.value = Lerp.number(value, target.value, q)
        bar.color = Lerp.color(color, target.color, q)
        bar.opacity = Lerp.number(opacity, target.opacity, q)
        return bar
    }
}

extension SeriesModel {
    func interpolated(to target: SeriesModel, progress q: Double) -> SeriesModel {
        var line = Lerp.step(self, target, q)
        let xs = Array(Set(points.map(\.x) + target.points.map(\.x))).sorted()
        let from = clampedResample(at: xs), to = target.clampedResample(at: xs)
        if from.count == to.count {
            line.points = zip(from, to).map { a, b in
                SeriesPoint(x: Lerp.number(a.x, b.x, q), y: Lerp.number(a.y, b.y, q),
                            baseline: Lerp.number(a.baseline, b.baseline, q))
            }
        }
        line.color = Lerp.color(color, target.color, q)
        line.opacity = Lerp.number(opacity, target.opacity, q)
        return line
    }

    /// Points at `xs` (`resampled(at:)`), with those beyond this series' x range pulled onto
    /// its end points, so the polyline drawn is unchanged; empty when the series is.
    func clampedResample(at xs: [Double]) -> [SeriesPoint] {
        guard let first = points.first?.x, let last = points.last?.x else { return [] }
        return resampled(at: xs).points.map { point in
            var clamped = point
            clamped.x = min(max(point.x, first), last)
            return clamped
        }
    }
}

extension PointMarkModel {
    /// Where an entering point fades in from and a leaving one fades out to.
    var transparent: PointMarkModel {
        var copy = self
        copy.opacity = 0
        return copy
    }

    func interpolated(to target: PointMarkModel, progress q: Double) -> PointMarkModel {
        var point = Lerp.step(self, target, q)
        point.x = Lerp.number(x, target.x, q)
        point.y = Lerp.number(y, target.y, q)
        point.color = Lerp.color(color, target.color, q)
        point.opacity = Lerp.number(opacity, target.opacity, q)
        return point
    }
}

extension RuleMarkModel {
    /// Where an entering rule fades in from and a leaving one fades out to.
    var transparent: RuleMarkModel {
        var copy = self
        copy.opacity = 0
        return copy
    }

    func interpolated(to target: RuleMarkModel, progress q: Double) -> RuleMarkModel {
        var rule = Lerp.step(self, target, q)
        rule.x = Lerp.number(x, target.x, q)
        rule.y0 = Lerp.number(y0, target.y0, q)
        rule.y1 = Lerp.number(y1, target.y1, q)
        rule.color = Lerp.color(color, target.color, q)
        rule.opacity = Lerp.number(opacity, target.opacity, q)
        return rule
    }
}
