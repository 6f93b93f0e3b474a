import GaugeRender

/// SwiftUI's system colours in light mode (Apple HIG, "Color", "Specifications"), by the names
/// users write (`red`, `.red`), and `#RRGGBB` / `#RRGGBBAA` literals.
enum NamedColors {
    static let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
                        "indigo", "purple", "pink", "brown", "gray", "black", "white", "clear"]

    private static let rgb: [String: (Double, Double, Double, Double)] = [
        "red": (255, 59, 48, 1), "orange": (255, 149, 0, 1), "yellow": (255, 204, 0, 1),
        "green": (52, 199, 89, 1), "mint": (0, 199, 190, 1), "teal": (48, 176, 199, 1),
        "cyan": (50, 173, 230, 1), "blue": (0, 122, 255, 1), "indigo": (88, 86, 214, 1),
        "purple": (175, 82, 222, 1), "pink": (255, 45, 85, 1), "brown": (162, 132, 94, 1),
        "gray": (142, 142, 147, 1), "black": (0, 0, 0, 1), "white": (255, 255, 255, 1),
        "clear": (0, 0, 0, 0),
    ]

    /// The colour called `name`, or `nil`.
    static func color(named name: String) -> Color? {
        guard let (r, g, b, a) = rgb[name] else { return nil }
        return Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    /// The colour of `RRGGBB` or `RRGGBBAA` hex digits (the lexer checked the digits).
    static func color(hex: String) -> Color? {
        guard hex.count == 6 || hex.count == 8, let bits = UInt32(hex, radix: 16) else {
            return nil
        }
        let full = hex.count == 6 ? (bits << 8) | 0xFF : bits
        func channel(_ shift: UInt32) -> Double { Double((full >> shift) & 0xFF) / 255 }
        return Color(red: channel(24), green: channel(16), blue: channel(8), alpha: channel(0))
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when translucent) for display.
    static func hex(_ color: Color) -> String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        let name = names.first { NamedColors.color(named: $0) == color }
        if let name { return name }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
            + (color.alpha < 1 ? byte(color.alpha) : "")
    }
}
