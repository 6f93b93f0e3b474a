/// How a gauge writes its value when no `current:` text is given (LANGUAGE.md, `format:`).
public enum ValueFormatter {
    /// `.number`: `value` as `number(_:)` writes it (`75`, `0.3`, `-2.5`, `2.5e+20`);
    /// `.percent`: the position in the range × 100, rounded, then `%` (`75%`). Like every label it says the real value, not the clamped drawing: 150
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

    /// `value` as every other text writes it (`NumberFormat.plain`: whole numbers exactly, others
    /// to 6 significant digits, exponent form when tiny or huge: `75`, `0.3`, `-123457`,
    /// `1e-300`); a non-finite value writes `–`, as a picture has no NaN to show.
    public static func number(_ value: Double) -> String {
        value.isFinite ? NumberFormat.plain(value) : "–"
    }
}
