/// Interpolation between two resolved drawables, when they are of one kind.
extension DrawableModel {
    /// The state `progress` of the way from `self` to `target` (see the `interpolated(to:
    /// progress:)` of `GaugeModel`, `SectorChartModel` and `AxesChartModel`), or `nil` when
    /// the two cannot move into each other: gauges of different styles, a gauge and a chart,
    /// a sector chart and an axes chart, or axes charts of different marks or axis kinds.
    public func interpolated(to target: DrawableModel, progress q: Double) -> DrawableModel? {
        switch (self, target) {
        case (.gauge(let from), .gauge(let to)) where from.style == to.style:
            return .gauge(from.interpolated(to: to, progress: q))
        case (.sectorChart(let from), .sectorChart(let to)):
            return .sectorChart(from.interpolated(to: to, progress: q))
        case (.axesChart(let from), .axesChart(let to)):
            return from.interpolated(to: to, progress: q).map(DrawableModel.axesChart)
        default:
            return nil
        }
    }
}
