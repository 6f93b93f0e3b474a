/// A drawable resolved into data space: the value the animation layer interpolates between
/// the previous and the new state before laying out each keyframe.
///
///     Drawable ──DrawableModel(_:)──▶ DrawableModel ──scene(title:)──▶ Scene
public enum DrawableModel: Sendable, Hashable {
    case gauge(GaugeModel)
    case sectorChart(SectorChartModel)
    /// A bar, line, point, area or rule chart (Charts/).
    case axesChart(AxesChartModel)

    /// Resolves `drawable` (never traps, whatever the numbers).
    public init(_ drawable: Drawable) {
        switch drawable {
        case .gauge(let spec): self = .gauge(GaugeModel(spec: spec))
        case .chart(let spec) where spec.mark == .sector: self = .sectorChart(SectorChartModel(spec: spec))
        case .chart(let spec): self = .axesChart(AxesChartModel(spec: spec))
        }
    }

    /// The scene of this state, with `title` as its `<title>` (see `Renderer.title`).
    public func scene(title: String) -> Scene {
        switch self {
        case .gauge(let model):
            return GaugeLayout.scene(model, title: title)
        case .sectorChart(let model):
            return SectorLayout.scene(model, title: title)
        case .axesChart(let model):
            return AxesChartLayout.scene(model, title: title)
        }
    }
}
