/// One sector of a sector chart in data space: what an animation interpolates, matched
/// across frames by `key` (VISUAL.md, "Sectors").
public struct SectorModel: Sendable, Hashable {
    /// The sector's label, made unique within the chart (a repeated label gets ` #2`, …).
    public var key: String
    /// The label as the user wrote it (legend, percent label, plain text).
    public var label: String
    /// The angle value (≥ 0) in the user's units.
    public var value: Double
    /// Degrees from 12 o'clock, clockwise; `endAngle ≥ startAngle`, both in `0...360`.
    public var startAngle: Double
    public var endAngle: Double
    /// Radii in points; `0 ≤ innerRadius ≤ outerRadius`.
    public var innerRadius: Double
    public var outerRadius: Double
    /// `0...1`: 1, or the `dimmed` opacity when another sector is selected.
    public var opacity: Double
    public var color: Color
    /// The sector's share as shown, e.g. `34%` (largest-remainder rounded, summing to 100).
    public var percentText: String
    /// True for a run of merged thin sectors (`SectorChartModel.mergingThin`): drawn with a
    /// hairline of its own colour so neighbouring runs leave no anti-aliased seams.
    public var isRun: Bool

    public init(key: String, label: String, value: Double, startAngle: Double, endAngle: Double,
                innerRadius: Double, outerRadius: Double, opacity: Double, color: Color,
                percentText: String, isRun: Bool = false) {
        self.isRun = isRun
        self.key = key
        self.label = label
        self.value = value
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.opacity = opacity
        self.color = color
        self.percentText = percentText
    }
}

/// One legend entry: a colour swatch and a label, in order of first appearance.
///
/// Legends are capped (`LegendEntry.capped`): beyond `maximumCount` entries the rest are
/// summarised by one entry `+ N more` without a swatch.
public struct LegendEntry: Sendable, Hashable {
    public var label: String
    public var color: Color
    /// `0...1`, follows the sector's dimming.
    public var opacity: Double
    /// False for the `+ N more` summary entry, drawn as text only.
    public var showsSwatch: Bool
    public init(label: String, color: Color, opacity: Double = 1, showsSwatch: Bool = true) {
        self.label = label
        self.color = color
        self.opacity = opacity
        self.showsSwatch = showsSwatch
    }

    /// Entries shown before the rest are summarised.
    public static let maximumCount = 12

    /// `entries` when at most `maximumCount + 1`; else the first `maximumCount` and an entry
    /// `+ N more` (no swatch) standing for the other N — a legend of thousands of labels
    /// cannot be read, and would make the SVG grow with the data.
    /// - Parameter total: how many entries there are when `entries` is only their start
    ///   (at least `maximumCount + 1` of them), so a caller need not build them all.
    public static func capped(_ entries: [LegendEntry], total: Int? = nil) -> [LegendEntry] {
        let total = max(total ?? entries.count, entries.count)
        guard total > maximumCount + 1 else { return entries }
        return Array(entries.prefix(maximumCount))
            + [LegendEntry(label: "+ \(total - maximumCount) more",
                           color: SystemColor.secondaryLabel, showsSwatch: false)]
    }
}
