/// A proleptic Gregorian calendar date in UTC, converted to and from days since 1970-01-01
/// by plain integer arithmetic (the "days from civil" method), so time ticks need no
/// `Calendar` or time zone.
struct CivilDate: Sendable, Hashable {
    var year: Int
    /// 1...12
    var month: Int
    /// 1...31
    var day: Int

    static let secondsPerDay = 86_400.0
    /// Instants beyond ±8e12 s (about ±250,000 years) are clamped so day counts stay small.
    static let limit = 8e12

    static let monthNames = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep",
                             "Oct", "Nov", "Dec"]

    /// The date of `seconds` since 1970-01-01T00:00:00Z (clamped to ±`limit`; non-finite is 0).
    init(seconds: Double) {
        let clamped = seconds.isFinite ? min(max(seconds, -Self.limit), Self.limit) : 0
        self.init(days: Int((clamped / Self.secondsPerDay).rounded(.down)))
    }

    init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` after 1970-01-01.
    init(days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 (month may be outside 1...12: it carries into the year).
    var days: Int {
        let totalMonths = year * 12 + (month - 1)
        let normalizedYear = totalMonths >= 0 ? totalMonths / 12 : (totalMonths - 11) / 12
        let normalizedMonth = totalMonths - normalizedYear * 12 + 1
        let y = normalizedMonth <= 2 ? normalizedYear - 1 : normalizedYear
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = normalizedMonth > 2 ? normalizedMonth - 3 : normalizedMonth + 9
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Seconds since 1970-01-01T00:00:00Z at this date's midnight.
    var seconds: Double { Double(days) * Self.secondsPerDay }

    /// `Jan`, `Feb`, …
    var monthName: String { Self.monthNames[min(max(month - 1, 0), 11)] }

    /// `2013-01-05`.
    var iso: String {
        func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(year)-\(pad(month))-\(pad(day))"
    }
}
