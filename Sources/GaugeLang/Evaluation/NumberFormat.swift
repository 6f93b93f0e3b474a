import Foundation

/// How numbers are written back to the user, by `print`, `describe`, `list` and messages alike:
/// whole numbers below 10¹⁵ exactly and without `.0` (`75`); others rounded to 6 significant
/// digits in Swift's `description` style (`0.3`, `1e-300`, `2.5e+20`), so a non-zero value
/// never reads as `0`.
enum NumberFormat {
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : value < 0 ? "-inf" : "inf" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        // %.5e rounds to 6 significant digits exactly, at any magnitude (subnormals too).
        let rounded = Double(String(format: "%.5e", value)) ?? value
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}
