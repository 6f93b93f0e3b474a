/// The calendar unit a chart's date x values are binned to (`unit: month`), as Swift Charts'
/// `PlottableValue.value(_:_:unit:)` (`.value("Month", date, unit: .month)`) bins dates.
///
/// Binning is in UTC on the proleptic Gregorian calendar: a day starts at 00:00, a week on
/// Monday (ISO 8601), a month on its 1st, a year on 1 January.
enum DateUnit: String, Sendable, Hashable, CaseIterable {
    case day, week, month, year

    static let secondsPerDay = 86_400.0

    /// The start of the unit holding `seconds` (seconds since 1970-01-01T00:00:00Z), in the
    /// same units. An instant too far out for whole days is returned unchanged.
    func start(of seconds: Double) -> Double {
        let dayCount = (seconds / DateUnit.secondsPerDay).rounded(.down)
        // ±2.9 million years: far beyond any csv date, and far from Int overflow in the calendar.
        guard let days = Int(exactly: dayCount), abs(days) < 1_000_000_000 else { return seconds }
        let startDay: Int
        switch self {
        case .day:
            startDay = days
        case .week:
            // 1970-01-01 was a Thursday, 3 days after a Monday.
            let sinceMonday = ((days + 3) % 7 + 7) % 7
            startDay = days - sinceMonday
        case .month:
            let date = TableCalendar.civil(days: days)
            startDay = TableCalendar.days(year: date.year, month: date.month, day: 1)
        case .year:
            let date = TableCalendar.civil(days: days)
            startDay = TableCalendar.days(year: date.year, month: 1, day: 1)
        }
        return Double(startDay) * DateUnit.secondsPerDay
    }
}

extension ColumnValues {
    var isDates: Bool {
        if case .dates = self { return true }
        return false
    }
}
