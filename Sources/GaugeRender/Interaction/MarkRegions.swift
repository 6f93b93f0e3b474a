/// Where a chart's marks lie in its SVG, so an interactive view can tell which mark a pointer
/// is over (Swift Charts' `chartAngleSelection` / `chartXSelection` hit areas). Coordinates
/// are the scene's points (the SVG `viewBox` space); angles are degrees from 12 o'clock,
/// clockwise (VISUAL.md, "Sectors").
public struct MarkRegions: Sendable, Hashable {
    /// One sector: its label, value and ring.
    public struct Sector: Sendable, Hashable {
        /// The label as drawn (a run of merged thin sectors has the run's label).
        public var label: String
        /// The angle value in the user's units.
        public var value: Double
        /// Degrees from 12 o'clock, clockwise; `startAngle <= endAngle`.
        public var startAngle: Double
        public var endAngle: Double
        /// Points from `center`.
        public var innerRadius: Double
        public var outerRadius: Double
    }

    /// One bar segment: its category, `color:` group, value and rectangle.
    public struct Bar: Sendable, Hashable {
        /// The x category (what a tap selects).
        public var category: String
        /// The `color:` group of a stacked segment, or `nil`.
        public var series: String?
        public var value: Double
        /// Scene points, `y` down.
        public var rect: Rect
    }

    /// A sector chart's centre, `nil` for other drawables.
    public var center: Point?
    /// The sum of the sectors' positive values: a full turn on the cumulative value axis.
    public var total: Double
    public var sectors: [Sector]
    /// Bar segments, empty when the chart has none or draws them reduced (too many to touch
    /// one by one).
    public var bars: [Bar]

    /// The regions of `drawable` in its final state (what `Renderer.svg` draws last).
    public init(_ drawable: Drawable) {
        center = nil
        total = 0
        sectors = []
        bars = []
        switch DrawableModel(drawable) {
        case .gauge:
            break
        case .sectorChart(let model):
            center = model.center
            sectors = model.sectors.map { sector in
                Sector(label: sector.label, value: sector.value, startAngle: sector.startAngle,
                       endAngle: sector.endAngle, innerRadius: sector.innerRadius, outerRadius: sector.outerRadius)
            }
            total = model.sectors.reduce(0) { $0 + (($1.value > 0 && $1.value.isFinite) ? $1.value : 0) }
        case .axesChart(let model):
            guard !model.barsAreReduced else { break }
            bars = model.bars.map { bar in
                Bar(category: bar.category, series: bar.series, value: bar.value,
                    rect: MarkLayout.rect(of: bar, model))
            }
        }
    }
}
