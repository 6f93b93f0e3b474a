/// Text conventions of the SVG writer: compact numbers, colours, XML escaping.
enum SVGFormat {
    /// Largest magnitude written; beyond it numbers are clamped so no exponent or overflow
    /// reaches the output.
    static let limit = 1e9

    /// `value` with at most 3 decimals, trailing zeros trimmed, never `-0`, `NaN` or `inf`
    /// (a non-finite value writes `0`).
    static func number(_ value: Double) -> String {
        var buffer = SVGBuffer()
        buffer.write(number: value)
        return buffer.string
    }

    /// `#rrggbb` for the colour's components, clamped to `0...1`.
    static func hex(_ color: Color) -> String {
        var buffer = SVGBuffer()
        buffer.write(hex: color)
        return buffer.string
    }

    /// The alpha to write, clamped to `0...1`; a non-finite alpha is opaque.
    static func alpha(_ color: Color) -> Double {
        color.alpha.isFinite ? min(max(color.alpha, 0), 1) : 1
    }

    /// `text` safe inside an XML attribute or element: `& < > " '` escaped, characters XML 1.0
    /// forbids (C0 controls but tab/newline/return, U+FFFE, U+FFFF) removed.
    static func escape(_ text: String) -> String {
        var buffer = SVGBuffer(capacity: text.utf8.count)
        buffer.write(escaped: text)
        return buffer.string
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
        var buffer = SVGBuffer()
        buffer.write(path: path)
        return buffer.string
    }
}
