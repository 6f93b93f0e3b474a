/// A gauge resolved into data space: every field is a number, colour or string that an
/// animation can interpolate field by field (`p`, tint stops, scale, capsule height).
///
/// Built from a `GaugeSpec` by `init(spec:)`; layout turns it into a `Scene` and never looks
/// at the spec (VISUAL.md, "Gauges").
public struct GaugeModel: Sendable, Hashable {
    public var style: GaugeStyle
    /// The normalised value `clamp((value − lower) / (upper − lower), 0, 1)`; what is drawn.
    public var p: Double
    /// The tint's colours, spread evenly over the whole track; one colour is a solid tint.
    public var tint: [Color]
    /// The centre/current text: `currentValueLabel`, else the value formatted.
    public var valueText: String
    public var label: String?
    public var minimumLabel: String?
    public var maximumLabel: String?
    /// Output size ÷ intrinsic size (1 = 58 pt circular, 160 pt linear).
    public var scale: Double
    /// Capsule style: track height in points.
    public var capsuleHeight: Double
    /// Capsule style: the track colour.
    public var trackColor: Color
    /// Capsule style: the fill colours (one, or a gradient's stops).
    public var fillColors: [Color]
    /// Capsule style: whether the fill grows from the trailing end.
    public var growsFromTrailing: Bool

    public init(style: GaugeStyle, p: Double, tint: [Color], valueText: String,
                label: String? = nil, minimumLabel: String? = nil, maximumLabel: String? = nil,
                scale: Double = 1, capsuleHeight: Double = 32,
                trackColor: Color = SystemColor.gray5, fillColors: [Color] = [SystemColor.blue],
                growsFromTrailing: Bool = false) {
        self.style = style
        self.p = p
        self.tint = tint
        self.valueText = valueText
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        self.scale = scale
        self.capsuleHeight = capsuleHeight
        self.trackColor = trackColor
        self.fillColors = fillColors
        self.growsFromTrailing = growsFromTrailing
    }

    /// Intrinsic width in points: 58 for the circular styles, 160 for the linear ones.
    public static func intrinsicWidth(_ style: GaugeStyle) -> Double {
        switch style {
        case .accessoryCircular, .accessoryCircularCapacity: 58
        case .accessoryLinear, .accessoryLinearCapacity, .linearCapacity, .capsule: 160
        }
    }

    /// Resolves `spec`. Never traps: a non-finite value or an empty/inverted range draws at
    /// `p = 0` (the language rejects those first; this is only a guard).
    public init(spec: GaugeSpec) {
        let lower = spec.range.lowerBound, upper = spec.range.upperBound
        let span = upper - lower
        // `fraction` is the value's place in the range, unclamped (the percent label says it);
        // `p` is what is drawn.
        var p = 0.0, fraction = 0.0
        if spec.value.isFinite, span.isFinite, span > 0 {
            let ratio = (spec.value - lower) / span
            fraction = ratio.isFinite ? ratio : (spec.value > lower ? 1 : 0)
            p = min(max(fraction, 0), 1)
        } else if spec.value.isFinite, lower.isFinite, upper.isFinite, span > 0 {
            // span overflowed to infinity: compare halves instead
            let ratio = (spec.value / 2 - lower / 2) / (upper / 2 - lower / 2)
            fraction = ratio.isFinite ? ratio : 0
            p = min(max(fraction, 0), 1)
        }
        let tint: [Color]
        switch spec.tint {
        case .none: tint = [SystemColor.blue]
        case .color(let color): tint = [color]
        case .gradient(let colors): tint = colors.isEmpty ? [SystemColor.blue] : colors
        }
        let text = spec.currentValueLabel
            ?? ValueFormatter.format(spec.value, format: spec.format, fraction: fraction)
        let intrinsic = Self.intrinsicWidth(spec.style)
        var scale = 1.0
        if let size = spec.size, size.isFinite, size > 0 { scale = min(max(size / intrinsic, 0.05), 100) }
        let height = spec.capsuleHeight.isFinite && spec.capsuleHeight > 0
            ? min(spec.capsuleHeight, 1000) : 32
        self.init(
            style: spec.style, p: p, tint: tint, valueText: text, label: spec.label,
            minimumLabel: spec.minimumValueLabel, maximumLabel: spec.maximumValueLabel,
            scale: scale, capsuleHeight: height, trackColor: spec.track ?? SystemColor.gray5,
            fillColors: spec.fill.map { [$0] } ?? tint, growsFromTrailing: spec.anchor == .trailing)
    }
}
