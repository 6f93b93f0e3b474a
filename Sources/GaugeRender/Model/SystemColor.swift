/// SwiftUI's system colours in light mode (Apple HIG, "Color", system colors), the ones the
/// renderer paints with by default.
public enum SystemColor {
    private static func rgb(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Double = 1) -> Color {
        Color(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255,
              alpha: alpha)
    }
    public static let blue = rgb(0, 122, 255)
    public static let green = rgb(52, 199, 89)
    public static let orange = rgb(255, 149, 0)
    public static let purple = rgb(175, 82, 222)
    public static let red = rgb(255, 59, 48)
    public static let cyan = rgb(50, 173, 230)
    public static let yellow = rgb(255, 204, 0)
    public static let gray = rgb(142, 142, 147)
    /// `systemGray5`: the capsule gauge's default track.
    public static let gray5 = rgb(229, 229, 234)
    /// The primary text colour (`Color.primary`).
    public static let label = rgb(0, 0, 0)
    /// Secondary text (`Color.secondary`): 60 % gray.
    public static let secondaryLabel = rgb(60, 60, 67, 0.6)
    /// A neutral track or empty ring (`systemFill`-like).
    public static let fill = rgb(120, 120, 128, 0.2)

    /// Swift Charts' default categorical palette, in order; it repeats (VISUAL.md, "Palette").
    public static let categorical: [Color] = [blue, green, orange, purple, red, cyan, yellow]

    /// The palette colour for the category first seen at position `index` (0-based).
    public static func categorical(_ index: Int) -> Color {
        categorical[((index % categorical.count) + categorical.count) % categorical.count]
    }
}
