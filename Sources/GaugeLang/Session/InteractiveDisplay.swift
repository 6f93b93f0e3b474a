import GaugeRender

/// A slider bound to a number option of a gauge or chart (`slider NAME.KEY in: LO...HI
/// step: S`; SwiftUI `Slider(value: $v, in: lo...hi, step: s)`).
public struct SliderBinding: Sendable, Hashable {
    /// The option it sets, e.g. `value`.
    public var key: String
    /// The slider's ends, `lowerBound < upperBound`, both finite.
    public var range: ClosedRange<Double>
    /// The step values are rounded to (from the lower bound), `> 0`; `nil`: continuous.
    public var step: Double?
    /// The option's value now.
    public var value: Double

    public init(key: String, range: ClosedRange<Double>, step: Double?, value: Double) {
        self.key = key
        self.range = range
        self.step = step
        self.value = value
    }
}

/// An interactive display of an object that the session asks its host for: a picture the
/// reader touches (`show NAME interactive`), or the same with a slider (`slider NAME.KEY …`).
/// Touches come back as `Session.touch(_:output:)`.
public struct InteractiveDisplay: Sendable, Hashable {
    /// The picture now (mode `.liveDisplay`: later changes arrive as `.liveUpdate`).
    public var output: DrawableOutput
    /// The slider shown with it, or `nil` for a touchable chart.
    public var slider: SliderBinding?

    public init(output: DrawableOutput, slider: SliderBinding?) {
        self.output = output
        self.slider = slider
    }
}

extension SessionOutput {
    /// A host without widgets shows the picture as a live display.
    public func showInteractive(_ display: InteractiveDisplay) {
        show(display.output)
    }
}
