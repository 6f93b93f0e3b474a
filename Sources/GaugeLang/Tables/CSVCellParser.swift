/// Recognises the text of one csv cell as missing, a number or a date, straight from its UTF-8
/// bytes (no `String` is made on the fast paths).
enum CSVCellParser {
    private static let powersOfTen: [Double] = (0...22).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Whether the cell is missing: empty, or exactly `NA`.
    static func isMissing(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        b.isEmpty || (b.count == 2 && b[0] == UInt8(ascii: "N") && b[1] == UInt8(ascii: "A"))
    }

    /// A decimal number: optional sign, digits with an optional fraction (`12`, `-3.5`, `.5`,
    /// `5.`), optional exponent (`1e3`, `2.5E-4`). `nan`, `inf`, hex and values too large for a
    /// Double are not numbers.
    static func number(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        let n = b.count
        var i = 0
        var negative = false
        if i < n, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
            negative = b[i] == UInt8(ascii: "-")
            i += 1
        }
        var mantissa: UInt64 = 0
        var digits = 0
        var exponent = 0
        var exact = true
        while i < n, b[i] &- 48 < 10 {
            accumulate(b[i], into: &mantissa, exponent: &exponent, exact: &exact, fraction: false)
            digits += 1
            i += 1
        }
        if i < n, b[i] == UInt8(ascii: ".") {
            i += 1
            while i < n, b[i] &- 48 < 10 {
                accumulate(b[i], into: &mantissa, exponent: &exponent, exact: &exact, fraction: true)
                digits += 1
                i += 1
            }
        }
        guard digits > 0 else { return nil }
        if i < n, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            var expNegative = false
            if i < n, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") {
                expNegative = b[i] == UInt8(ascii: "-")
                i += 1
            }
            var written = 0
            var expDigits = 0
            while i < n, b[i] &- 48 < 10 {
                if written < 100_000 { written = written * 10 + Int(b[i] &- 48) }
                expDigits += 1
                i += 1
            }
            guard expDigits > 0 else { return nil }
            exponent += expNegative ? -written : written
        }
        guard i == n else { return nil }
        // Clinger's fast path: both factors exact in a Double, so one rounding.
        if exact, mantissa <= 1 << 53, exponent >= -22, exponent <= 22 {
            let magnitude = exponent >= 0 ? Double(mantissa) * powersOfTen[exponent]
                                          : Double(mantissa) / powersOfTen[-exponent]
            return negative ? -magnitude : magnitude
        }
        guard let value = Double(String(decoding: b, as: UTF8.self)), value.isFinite else { return nil }
        return value
    }

    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, exponent: inout Int,
                                   exact: inout Bool, fraction: Bool) {
        let d = UInt64(digit &- 48)
        if mantissa <= (UInt64.max - 9) / 10 {
            mantissa = mantissa * 10 + d
            if fraction { exponent -= 1 }
        } else {
            // Digits past 19 significant ones: the slow path decides the value.
            exact = false
            if !fraction { exponent += 1 }
        }
    }

    /// An ISO date `2012-01-01` or `2012/01/01` (month and day may have one digit), optionally
    /// followed by `T` or a space and a time `HH:MM[:SS[.fff]]`, optionally with `Z` or an
    /// offset `+HH:MM` / `-HHMM`. Without an offset the time is UTC.
    /// - Returns: seconds since 1970-01-01T00:00:00Z, or nil when the text is not such a date.
    static func date(_ b: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        guard let year = digits(b, &i, min: 4, max: 4), i < b.count else { return nil }
        let separator = b[i]
        guard separator == UInt8(ascii: "-") || separator == UInt8(ascii: "/") else { return nil }
        i += 1
        guard let month = digits(b, &i, min: 1, max: 2), (1...12).contains(month),
              i < b.count, b[i] == separator else { return nil }
        i += 1
        guard let day = digits(b, &i, min: 1, max: 2), day >= 1,
              day <= TableCalendar.daysInMonth(year: year, month: month) else { return nil }
        var seconds = Double(TableCalendar.days(year: year, month: month, day: day)) * 86_400
        if i == b.count { return seconds }
        guard b[i] == UInt8(ascii: "T") || b[i] == UInt8(ascii: " ") else { return nil }
        i += 1
        guard let hour = digits(b, &i, min: 2, max: 2), hour < 24,
              i < b.count, b[i] == UInt8(ascii: ":") else { return nil }
        i += 1
        guard let minute = digits(b, &i, min: 2, max: 2), minute < 60 else { return nil }
        seconds += Double(hour * 3600 + minute * 60)
        if i < b.count, b[i] == UInt8(ascii: ":") {
            i += 1
            guard let second = digits(b, &i, min: 2, max: 2), second < 60 else { return nil }
            seconds += Double(second)
            if i < b.count, b[i] == UInt8(ascii: ".") {
                i += 1
                var scale = 0.1
                let start = i
                while i < b.count, b[i] &- 48 < 10 { seconds += Double(b[i] &- 48) * scale; scale /= 10; i += 1 }
                guard i > start else { return nil }
            }
        }
        if i == b.count { return seconds }
        if b[i] == UInt8(ascii: "Z") { return i + 1 == b.count ? seconds : nil }
        guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-") else { return nil }
        let sign = b[i] == UInt8(ascii: "+") ? 1.0 : -1.0
        i += 1
        guard let offsetHours = digits(b, &i, min: 2, max: 2), offsetHours < 24 else { return nil }
        if i < b.count, b[i] == UInt8(ascii: ":") { i += 1 }
        guard let offsetMinutes = digits(b, &i, min: 2, max: 2), offsetMinutes < 60,
              i == b.count else { return nil }
        return seconds - sign * Double(offsetHours * 3600 + offsetMinutes * 60)
    }

    private static func digits(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int, min: Int, max: Int) -> Int? {
        var value = 0
        var count = 0
        while i < b.count, count < max, b[i] &- 48 < 10 {
            value = value * 10 + Int(b[i] &- 48)
            count += 1
            i += 1
        }
        return count >= min ? value : nil
    }
}
