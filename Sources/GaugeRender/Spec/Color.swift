/// An sRGB colour with straight (not premultiplied) alpha; every component is in `0...1`.
///
/// Named colours follow SwiftUI's system palette in light mode (`Color.red`, `.orange`, …,
/// Apple Human Interface Guidelines, "Color", system colors).
public struct Color: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// - Parameters: components in `0...1`; values outside are clamped when written to SVG.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}

/// How a gauge's fill (or a mark) is painted: one colour, or a gradient whose stops spread
/// evenly over the whole track from minimum to maximum (VISUAL.md, "Tint with a gradient").
public enum Tint: Sendable, Hashable {
    case color(Color)
    /// At least one colour; one colour behaves as `.color`.
    case gradient([Color])
}
