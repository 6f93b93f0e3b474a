/// Estimated text widths for placing labels and legends without a font engine
/// (VISUAL.md, "Text and ids": per character, CJK and emoji full width).
public enum TextMetrics {
    /// The estimated advance of `text` at `fontSize` points, in points: full-width characters
    /// (CJK, kana, Hangul, full-width forms, emoji) count 1 em, narrow punctuation 0.3 em,
    /// capitals 0.68 em, everything else 0.56 em.
    public static func width(_ text: String, fontSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            ems += advance(character)
        }
        return ems * (fontSize.isFinite ? max(fontSize, 0) : 0)
    }

    /// The advance of one grapheme in ems.
    static func advance(_ character: Character) -> Double {
        guard let scalar = character.unicodeScalars.first else { return 0 }
        let value = scalar.value
        if isWide(value) || character.unicodeScalars.count > 1 && value >= 0x2000 { return 1 }
        if value < 0x20 { return 0 }
        if " .,:;'|!il".unicodeScalars.contains(scalar) { return 0.3 }
        if scalar.properties.isUppercase { return 0.68 }
        return 0.56
    }

    /// East Asian wide and emoji ranges (an approximation of UAX #11 "W"/"F").
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF,
             0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F000...0x1FAFF,
             0x20000...0x3FFFD, 0x2600...0x27BF:
            return true
        default:
            return false
        }
    }

    /// `text` wrapped into at most `maximumLines` lines of at most `width` points at
    /// `fontSize`, as SwiftUI's `Text` wraps with a `lineLimit`: breaking after spaces where it
    /// can, inside a word (or between CJK characters) where it must; the last line ends in
    /// `…` when text is left over. Empty text gives no lines.
    public static func lines(_ text: String, width: Double, fontSize: Double,
                             maximumLines: Int) -> [String] {
        guard !text.isEmpty, maximumLines > 0 else { return [] }
        var lines: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty, lines.count < maximumLines - 1 {
            var used = 0.0
            var end = rest.startIndex
            var lastSpace: String.Index?
            while end < rest.endIndex {
                let next = advance(rest[end]) * fontSize
                if used + next > width + fitTolerance, end > rest.startIndex { break }
                used += next
                if rest[end] == " " { lastSpace = end }
                end = rest.index(after: end)
            }
            if end == rest.endIndex {
                lines.append(String(rest))
                return lines
            }
            let cut = lastSpace.map { rest.index(after: $0) } ?? end
            lines.append(String(rest[..<cut]).trimmingTrailingSpaces)
            rest = rest[cut...].drop { $0 == " " }
        }
        if !rest.isEmpty { lines.append(truncated(String(rest), width: width, fontSize: fontSize)) }
        return lines
    }

    /// Points of rounding noise a width may exceed its budget by and still count as fitting.
    static let fitTolerance = 1e-6

    /// The baseline y that centres a line of `fontSize` text vertically on `y`.
    static func baseline(centeredOn y: Double, fontSize: Double) -> Double {
        y + fontSize * 0.35
    }

    /// The largest font size ≤ `maximum` at which `text` fits in `width` points.
    static func fittingSize(_ text: String, width: Double, maximum: Double) -> Double {
        let perPoint = self.width(text, fontSize: 1)
        guard perPoint > 0, width > 0 else { return maximum }
        return min(maximum, width / perPoint)
    }

    /// `text` shortened with a trailing `…` so its estimated width fits `width` points at
    /// `fontSize`; unchanged when it already fits (up to `fitTolerance`, so a budget made by
    /// adding and taking away the same widths keeps the text it was made for), just `…`
    /// when nothing else does.
    public static func truncated(_ text: String, width: Double, fontSize: Double) -> String {
        guard fontSize.isFinite else { return text }  // as `width` measures it: 0
        let width = width + fitTolerance
        let ellipsis = advance("…") * fontSize
        // one pass that stops once past the width: a 10,000-character label costs what fits
        var used = 0.0
        var cut: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let next = advance(text[index]) * fontSize
            if cut == nil, used + next + ellipsis > width { cut = index }
            used += next
            if used > width { return String(text[..<(cut ?? index)]) + "…" }
            index = text.index(after: index)
        }
        return text
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
