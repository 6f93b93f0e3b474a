/// Interpolation between two resolved drawables, when they are of one kind.
extension DrawableModel {
    /// The state `progress` of the way from `self` to `target` (see
    /// `GaugeModel.interpolated(to:progress:)`, `SectorChartModel.interpolated(to:progress:)`),
    /// or `nil` when the two cannot move into each other: gauges of different styles, a gauge
    /// and a chart, or a chart mark without a model.
    public func interpolated(to target: DrawableModel, progress q: Double) -> DrawableModel? {
        switch (self, target) {
        case (.gauge(let from), .gauge(let to)) where from.style == to.style:
            return .gauge(from.interpolated(to: to, progress: q))
        case (.sectorChart(let from), .sectorChart(let to)):
            return .sectorChart(from.interpolated(to: to, progress: q))
        default:
            return nil
        }
    }
}
