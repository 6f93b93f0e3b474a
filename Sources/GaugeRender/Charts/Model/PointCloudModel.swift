/// Dense points (more than `AxesChartModel.densePointCount`) of one colour and opacity, as
/// the area their circles cover: the union of every point's disc (radius
/// `MarkLayout.pointRadius`), rasterised on a grid of `cellSize`-point cells (half a point
/// up to 1,200 cells per side) and stored as rectangles of covered cells, in points relative
/// to the plot's origin.
///
/// The picture is the one drawing every circle gives (to half a point at the edges, no
/// anti-aliased rims), while the SVG is bounded by the plot's area rather than the row
/// count: one `<path>` per colour and opacity, one subpath per rectangle. Differences: where
/// circles of different colours overlap, the colour drawn last by group (first appearance
/// order) wins instead of the last row; dimmed points overlapping do not darken each other.
public struct PointCloudModel: Sendable, Hashable {
    /// `points/<n>` by first appearance of the colour and opacity.
    public var key: String
    public var color: Color
    public var opacity: Double
    /// How many rows (after dropping non-finite ones) this cloud stands for.
    public var count: Int
    /// Rectangles of covered cells, in plot-relative points.
    public var blocks: [Rect]

    public init(key: String, color: Color, opacity: Double, count: Int, blocks: [Rect]) {
        self.key = key
        self.color = color
        self.opacity = opacity
        self.count = count
        self.blocks = blocks
    }
}
