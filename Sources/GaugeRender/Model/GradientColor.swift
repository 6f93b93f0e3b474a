/// Colours along a gradient whose stops spread evenly from 0 to 1 (VISUAL.md, "Tint with a
/// gradient").
public enum GradientColor {
    /// The gradient's colour at position `p` (clamped to `0...1`; a non-finite `p` is 0):
    /// component-wise linear interpolation in sRGB between the two neighbouring stops, stop `i`
    /// of `n` sitting at `i / (n − 1)`. No stops give SwiftUI's blue; one stop is that colour.
    public static func color(at p: Double, stops: [Color]) -> Color {
        guard let first = stops.first else { return SystemColor.blue }
        guard stops.count > 1 else { return first }
        let t = p.isFinite ? min(max(p, 0), 1) : 0
        let scaled = t * Double(stops.count - 1)
        let index = min(Int(scaled), stops.count - 2)
        return lerp(stops[index], stops[index + 1], scaled - Double(index))
    }

    /// The colour `fraction` of the way from `a` to `b`, per component.
    public static func lerp(_ a: Color, _ b: Color, _ fraction: Double) -> Color {
        func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * fraction }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green),
                     blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// The stops of `colors` spread evenly over `0...1`, for an SVG gradient.
    public static func stops(_ colors: [Color]) -> [GradientStop] {
        guard colors.count > 1 else {
            return colors.map { GradientStop(offset: 0, color: $0) }
        }
        return colors.enumerated().map { index, color in
            GradientStop(offset: Double(index) / Double(colors.count - 1), color: color)
        }
    }
}
