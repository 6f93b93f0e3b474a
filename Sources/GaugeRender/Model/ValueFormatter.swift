import Foundation

/// How a gauge writes its value when no `current:` text is given (LANGUAGE.md, `format:`).
public enum ValueFormatter {
    /// `.number`: `value` with up to 6 decimals, trailing zeros trimmed (`75`, `0.3`, `-2.5`,
    /// `1e+20` for huge magnitudes); `.percent`: the position in the range × 100, rounded,
    /// then `%` (`75%`). Like every label it says the real value, not the clamped drawing: 150
    /// in `0...100` is `150%`. A non-finite value writes `–`.
    /// - Parameter fraction: `(value − lower) / (upper − lower)`, not clamped.
    public static func format(_ value: Double, format: ValueFormat, fraction: Double) -> String {
        switch format {
        case .percent:
            let percent = fraction * 100
            guard percent.isFinite, abs(percent) < 1e15 else { return number(percent) + "%" }
            return number(percent.rounded()) + "%"
        case .number:
            return number(value)
        }
    }

    /// `value` compactly: integers without a decimal point, others with at most 6 decimals
    /// and no trailing zeros; magnitudes ≥ 1e15, and non-zero ones below 1e-4 (which 6
    /// decimals would write as 0), in exponent form (`1e-300`).
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if abs(value) >= 1e15 || (value != 0 && abs(value) < 1e-4) {
            return String(format: "%g", value)
        }
        var text = String(format: "%.6f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
