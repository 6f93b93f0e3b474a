#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place numbers become text, so `print`, `describe`, `list`, messages and the pictures'
/// labels agree (docs/language.md, "Numbers are written the same way everywhere"); a non-zero
/// value never reads as `0`. It lives in GaugeRender so both the renderer and the language use it.
public enum NumberFormat {
    /// For reading: whole numbers below 10¹⁵ exactly and without `.0` (`75`); others rounded to
    /// 6 significant digits in Swift's `description` style (`0.3`, `1e-300`, `2.5e+20`).
    public static func plain(_ value: Double) -> String { plain(value, significantDigits: 6) }

    /// `value` rounded to `significantDigits` (at least 1) significant digits, written as `exact`
    /// writes it; whole numbers below 10¹⁵ stay exact.
    public static func plain(_ value: Double, significantDigits: Int) -> String {
        guard value.isFinite, value != value.rounded() || abs(value) >= 1e15 else { return exact(value) }
        // %.Ne rounds to N + 1 significant digits exactly, at any magnitude (subnormals too).
        let rounded = Double(printf("%.\(max(0, significantDigits - 1))e", value)) ?? value
        return exact(rounded)
    }

    /// Exactly, for labels and source text, where two different numbers must never read the
    /// same: whole numbers below 10¹⁵ without `.0`, others in Swift's shortest round-trip form
    /// (`43.9`, `1e+20`); `-0` reads `0`, infinities `∞` and `-∞`.
    public static func exact(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    /// For summaries (`describe` of a table): at most 2 decimals from 1 up, 3 significant digits
    /// below (`43.92`, `0.0123`, `1.23e-07`).
    public static func summary(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return exact(value) }
        guard abs(value) >= 1 else { return plain(value, significantDigits: 3) }
        return exact((value * 100).rounded() / 100)
    }

    /// `value` written by C's `printf` with `format`, a pattern of one `double` conversion
    /// (`%.3e`, `%g`, `%.2f`), in the C locale the kernel runs in (a `.` decimal point, no
    /// grouping): the text Foundation's `String(format:)` gave, which formats doubles the same
    /// way. Any length; a pattern C rejects gives `""`.
    static func printf(_ format: String, _ value: Double) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        while true {
            let capacity = buffer.count
            let length = Int(withVaList([value]) { arguments in
                buffer.withUnsafeMutableBufferPointer { vsnprintf($0.baseAddress, capacity, format, arguments) }
            })
            guard length >= 0 else { return "" }
            if length < capacity {
                return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            buffer = [CChar](repeating: 0, count: length + 1)
        }
    }
}
