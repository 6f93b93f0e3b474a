import GaugeRender

/// The text form of table cells: how numbers and dates read as labels (when a table is grouped
/// by a number or date column) and in summaries.
public enum TableText {
    /// A number as a label: whole numbers without a fraction (`2007`, not `2007.0`), others in
    /// Swift's shortest round-trip form (`43.9`, `1e+20`); `-0` reads `0`.
    public static func number(_ value: Double) -> String { NumberFormat.exact(value) }

    /// A number rounded for reading in a summary: at most 2 decimals for values of 1 and more,
    /// 3 significant digits below (`1.23e-07` when tiny); trailing zeros dropped.
    public static func rounded(_ value: Double) -> String { NumberFormat.summary(value) }

    /// An instant in seconds since 1970 UTC as an ISO date `2012-01-01`, with a time
    /// `2012-01-01T10:00:00Z` when it is not midnight (fractions of a second dropped).
    public static func date(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return NumberFormat.exact(seconds) }
        let whole = Int(seconds.rounded(.down))
        let days = whole >= 0 ? whole / 86_400 : -((-whole + 86_399) / 86_400)
        let secondOfDay = whole - days * 86_400
        let (year, month, day) = TableCalendar.civil(days: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        if secondOfDay != 0 {
            text += "T" + pad(secondOfDay / 3600, 2) + ":" + pad(secondOfDay / 60 % 60, 2)
                + ":" + pad(secondOfDay % 60, 2) + "Z"
        }
        return text
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
