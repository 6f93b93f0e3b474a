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
