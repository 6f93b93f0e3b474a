import Foundation

/// How a gauge writes its value when no `current:` text is given (LANGUAGE.md, `format:`).
public enum ValueFormatter {
    /// `.number`: `value` with up to 6 significant decimals, trailing zeros trimmed
    /// (`75`, `0.3`, `-2.5`, `1e+20` for huge magnitudes); `.percent`: `p × 100` rounded, then
    /// `%` (`75%`). A non-finite value writes `–`.
    public static func format(_ value: Double, format: ValueFormat, p: Double) -> String {
        switch format {
        case .percent:
            let percent = p.isFinite ? (min(max(p, 0), 1) * 100).rounded() : 0
            return String(Int(percent)) + "%"
        case .number:
            return number(value)
        }
    }

    /// `value` compactly: integers without a decimal point, others with at most 6 decimals
    /// and no trailing zeros; magnitudes ≥ 1e15 in exponent form.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if abs(value) >= 1e15 { return String(format: "%g", value) }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
