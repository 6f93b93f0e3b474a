#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `date` of a message header: UTC as `YYYY-MM-DDTHH:MM:SS.ffffffZ`, six fraction digits,
/// the form jupyter_client parses (it accepts 1–6 digits only; PROTOCOL.md "Versions").
public enum ISO8601Timestamp {
    /// The current time, microsecond precision.
    public static func now() -> String {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return format(seconds: Int(spec.tv_sec), microseconds: Int(spec.tv_nsec / 1000))
    }

    /// Formats seconds since 1970 (UTC) plus microseconds (0–999,999).
    public static func format(seconds: Int, microseconds: Int) -> String {
        var time = time_t(seconds)
        var parts = tm()
        gmtime_r(&time, &parts)
        return pad(Int(parts.tm_year) + 1900, 4) + "-" + pad(Int(parts.tm_mon) + 1, 2) + "-"
            + pad(Int(parts.tm_mday), 2) + "T" + pad(Int(parts.tm_hour), 2) + ":"
            + pad(Int(parts.tm_min), 2) + ":" + pad(Int(parts.tm_sec), 2) + "."
            + pad(min(max(microseconds, 0), 999_999), 6) + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

extension ISO8601Timestamp {
    /// Seconds since 1970 (UTC) of a header date `YYYY-MM-DDTHH:MM:SS[.f…][Z|±HH:MM]` (a space
    /// may stand for the `T`), or `nil` for any other text. Used only to order two dates.
    public static func seconds(from text: String) -> Double? {
        let bytes = Array(text.utf8)
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            return value
        }
        guard bytes.count >= 19, bytes[4] == 45, bytes[7] == 45, bytes[10] == 84 || bytes[10] == 32,
              bytes[13] == 58, bytes[16] == 58,
              let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
              let hour = number(11..<13), let minute = number(14..<16), let second = number(17..<19),
              (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < bytes.count, bytes[index] == 46 {
            index += 1
            var scale = 0.1
            while index < bytes.count, (48...57).contains(bytes[index]) {
                fraction += Double(bytes[index] - 48) * scale
                scale /= 10
                index += 1
            }
        }
        var offset = 0
        if index < bytes.count {
            switch bytes[index] {
            case 90 where index + 1 == bytes.count: break  // Z
            case 43, 45:  // ±HH:MM
                guard index + 6 == bytes.count, bytes[index + 3] == 58,
                      let hours = number(index + 1..<index + 3),
                      let minutes = number(index + 4..<index + 6) else { return nil }
                offset = (bytes[index] == 43 ? 1 : -1) * (hours * 3600 + minutes * 60)
            default: return nil
            }
        }
        // Days from the civil date (proleptic Gregorian), as in Howard Hinnant's algorithm.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second - offset) + fraction
    }
}
