/// Text conventions of the SVG writer: compact numbers, colours, XML escaping.
enum SVGFormat {
    /// Largest magnitude written; beyond it numbers are clamped so no exponent or overflow
    /// reaches the output.
    static let limit = 1e9

    /// `value` with at most 3 decimals, trailing zeros trimmed, never `-0`, `NaN` or `inf`
    /// (a non-finite value writes `0`).
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let clamped = min(max(value, -limit), limit)
        let thousandths = (clamped * 1000).rounded()
        if thousandths == 0 { return "0" }
        let magnitude = Int64(abs(thousandths))
        let whole = magnitude / 1000
        var fraction = magnitude % 1000
        var text = thousandths < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let padded = String(fraction)
            text += "." + String(repeating: "0", count: digits - padded.count) + padded
        }
        return text
    }

    /// `#rrggbb` for the colour's components, clamped to `0...1`.
    static func hex(_ color: Color) -> String {
        func byte(_ component: Double) -> String {
            let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue)
    }

    /// The alpha to write, clamped to `0...1`; a non-finite alpha is opaque.
    static func alpha(_ color: Color) -> Double {
        color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
    }

    /// `text` safe inside an XML attribute or element: `& < > " '` escaped, characters XML 1.0
    /// forbids (C0 controls but tab/newline/return, U+FFFE, U+FFFF) removed.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// An id prefix reduced to `[A-Za-z][A-Za-z0-9_-]*`, so it is a valid XML name.
    static func idPrefix(_ prefix: String) -> String {
        let allowed = prefix.unicodeScalars.filter {
            $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                || $0 == "_" || $0 == "-")
        }
        let cleaned = String(String.UnicodeScalarView(allowed))
        guard let first = cleaned.unicodeScalars.first, first.properties.isAlphabetic else {
            return "g" + cleaned
        }
        return cleaned
    }

    /// The `d` attribute for `path`.
    static func pathData(_ path: PathData) -> String {
        var parts: [String] = []
        func point(_ p: Point) -> String { number(p.x) + " " + number(p.y) }
        for command in path.commands {
            switch command {
            case .move(let p): parts.append("M" + point(p))
            case .line(let p): parts.append("L" + point(p))
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let to):
                parts.append("A" + number(rx) + " " + number(ry) + " " + number(rotation) + " "
                    + (largeArc ? "1" : "0") + " " + (sweep ? "1" : "0") + " " + point(to))
            case .cubic(let c1, let c2, let to):
                parts.append("C" + point(c1) + " " + point(c2) + " " + point(to))
            case .close: parts.append("Z")
            }
        }
        return parts.joined()
    }
}
