/// The drawing styles of SwiftUI's `Gauge` (`GaugeStyle`, SwiftUI docs), plus the `capsule`
/// custom style of the seed notebook. Raw values are the names users write in a cell.
public enum GaugeStyle: String, Sendable, Hashable, CaseIterable {
    case accessoryCircularCapacity
    case accessoryCircular
    case accessoryLinear
    case accessoryLinearCapacity
    case linearCapacity
    case capsule
}

/// How a gauge's value is written when no `current:` text is given.
public enum ValueFormat: String, Sendable, Hashable, CaseIterable {
    /// The value as a plain number, e.g. `75`, `0.3`.
    case number
    /// The normalised position `p` as a percentage, e.g. `75%`.
    case percent
}

/// Which end of a capsule gauge the fill grows from.
public enum CapsuleAnchor: String, Sendable, Hashable, CaseIterable {
    case leading
    case trailing
}

/// Everything needed to draw one gauge: the data-space state the language keeps per object.
///
/// Mirrors SwiftUI's `Gauge(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:)`
/// with the style and tint modifiers. Values are in the caller's units; the drawing uses the
/// normalised `p = clamp((value − lower) / (upper − lower), 0, 1)` (VISUAL.md, "Gauges").
public struct GaugeSpec: Sendable, Hashable {
    /// The gauge's value, in the units of `range`. Must be finite.
    public var value: Double
    /// The value range (`in:`); SwiftUI's default is `0...1`. `lowerBound < upperBound`.
    public var range: ClosedRange<Double>
    public var style: GaugeStyle
    /// `nil` draws in the default accent colour (SwiftUI's blue).
    public var tint: Tint?
    /// The gauge's label (`label:`).
    public var label: String?
    /// `current:`, SwiftUI's `currentValueLabel`; `nil` shows the value formatted by `format`.
    public var currentValueLabel: String?
    /// `min:`, SwiftUI's `minimumValueLabel`.
    public var minimumValueLabel: String?
    /// `max:`, SwiftUI's `maximumValueLabel`.
    public var maximumValueLabel: String?
    public var format: ValueFormat
    /// `size:` in points: the width the whole drawing is scaled to, as `.scaleEffect` does.
    /// `nil` keeps the intrinsic size (58 pt circular, 160 pt linear).
    public var size: Double?
    /// Capsule style only: track height in points (default 32).
    public var capsuleHeight: Double
    /// Capsule style only: the track colour (`track:`); `nil` is a light gray.
    public var track: Color?
    /// Capsule style only: the fill colour (`fill:`); `nil` falls back to `tint`, then blue.
    public var fill: Color?
    /// Capsule style only: the end the fill grows from.
    public var anchor: CapsuleAnchor

    public init(
        value: Double, range: ClosedRange<Double> = 0...1, style: GaugeStyle = .linearCapacity,
        tint: Tint? = nil, label: String? = nil, currentValueLabel: String? = nil,
        minimumValueLabel: String? = nil, maximumValueLabel: String? = nil,
        format: ValueFormat = .number, size: Double? = nil, capsuleHeight: Double = 32,
        track: Color? = nil, fill: Color? = nil, anchor: CapsuleAnchor = .leading
    ) {
        self.value = value
        self.range = range
        self.style = style
        self.tint = tint
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.format = format
        self.size = size
        self.capsuleHeight = capsuleHeight
        self.track = track
        self.fill = fill
        self.anchor = anchor
    }
}
