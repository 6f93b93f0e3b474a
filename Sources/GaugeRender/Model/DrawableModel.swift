/// A drawable resolved into data space: the value the animation layer interpolates between
/// the previous and the new state before laying out each keyframe.
///
///     Drawable ──DrawableModel(_:)──▶ DrawableModel ──scene(title:)──▶ Scene
public enum DrawableModel: Sendable, Hashable {
    case gauge(GaugeModel)
    case sectorChart(SectorChartModel)
    /// A chart mark with no model yet (the axes charts); drawn as an empty frame.
    case unsupportedChart(ChartSpec)

    /// Resolves `drawable` (never traps, whatever the numbers).
    public init(_ drawable: Drawable) {
        switch drawable {
        case .gauge(let spec): self = .gauge(GaugeModel(spec: spec))
        case .chart(let spec) where spec.mark == .sector: self = .sectorChart(SectorChartModel(spec: spec))
        case .chart(let spec): self = .unsupportedChart(spec)
        }
    }

    /// The scene of this state, with `title` as its `<title>` (see `Renderer.title`).
    public func scene(title: String) -> Scene {
        switch self {
        case .gauge(let model):
            return GaugeLayout.scene(model, title: title)
        case .sectorChart(let model):
            return SectorLayout.scene(model, title: title)
        case .unsupportedChart(let spec):
            let width = spec.size?.width ?? 400, height = spec.size?.height ?? 260
            let size = (width.isFinite && width > 0 ? min(width, 4000) : 400,
                        height.isFinite && height > 0 ? min(height, 4000) : 260)
            return Scene(width: size.0, height: size.1,
                         viewBox: Rect(x: 0, y: 0, width: size.0, height: size.1),
                         title: title, description: "\(title), \(spec.mark.rawValue) chart")
        }
    }
}
