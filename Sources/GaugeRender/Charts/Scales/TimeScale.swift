/// Calendar-aligned ticks for a date axis (Swift Charts' automatic date axis): whole hours,
/// days, months or years in UTC, labelled `2013`, `Jan 2013` / `Apr`, `Jan 8` / `15`, `06:00`.
///
/// The domain is the data's extent (not widened), so a line spans the whole plot; ticks fall
/// inside it.
public enum TimeScale {
    /// A tick spacing on the calendar.
    public enum Interval: Sendable, Hashable {
        case hours(Int)
        case days(Int)
        case months(Int)
        case years(Int)

        /// The approximate length in seconds, to estimate tick counts.
        var approximateSeconds: Double {
            switch self {
            case .hours(let n): Double(n) * 3600
            case .days(let n): Double(n) * 86_400
            case .months(let n): Double(n) * 30.44 * 86_400
            case .years(let n): Double(n) * 365.25 * 86_400
            }
        }
    }

    /// Candidate intervals, finest first.
    public static let intervals: [Interval] = [
        .hours(1), .hours(3), .hours(6), .hours(12), .days(1), .days(2), .days(7), .days(14),
        .months(1), .months(2), .months(3), .months(6),
    ] + [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000]
        .map { Interval.years($0) }

    /// One tick: its instant (seconds since 1970 UTC) and label.
    public struct Tick: Sendable, Hashable {
        public var seconds: Double
        public var label: String
    }

    /// The ticks of `interval` inside `lower...upper` (seconds), at most `limit` of them
    /// (an interval that would give more returns `nil`).
    public static func ticks(lower: Double, upper: Double, interval: Interval,
                             limit: Int = 60) -> [Tick]? {
        guard lower.isFinite, upper.isFinite, lower <= upper else { return [] }
        let estimate = (upper - lower) / interval.approximateSeconds
        guard estimate <= Double(limit) else { return nil }
        let first = CivilDate(seconds: lower)
        var ticks: [Tick] = []
        var previous: CivilDate?
        func add(_ seconds: Double, _ date: CivilDate, hour: Int = 0) {
            guard seconds >= lower - 1e-6, seconds <= upper + 1e-6 else { return }
            ticks.append(Tick(seconds: seconds, label: label(date, hour: hour, interval: interval,
                                                             previous: previous)))
            previous = date
        }
        switch interval {
        case .hours(let step):
            let startHour = Int(((lower - first.seconds) / 3600).rounded(.down))
            var hour = (startHour / step) * step
            var day = first
            while ticks.count <= limit {
                if hour >= 24 {
                    day = CivilDate(days: day.days + 1)
                    hour -= 24
                }
                let seconds = day.seconds + Double(hour) * 3600
                if seconds > upper + 1e-6 { break }
                add(seconds, day, hour: hour)
                hour += step
            }
        case .days(let step):
            // aligned within each month: 1, 1 + step, …, dropping a last one closer than half a
            // step to the next month's 1st (a week is 1, 8, 15, 22)
            var month = CivilDate(year: first.year, month: first.month, day: 1)
            while month.seconds <= upper + 1e-6, ticks.count <= limit {
                let next = CivilDate(year: month.year, month: month.month + 1, day: 1)
                let length = next.days - month.days
                var day = 1
                while day <= length, ticks.count <= limit {
                    if step == 1 || length - day + 1 >= (step + 1) / 2 {
                        let date = CivilDate(year: month.year, month: month.month, day: day)
                        add(date.seconds, date)
                    }
                    day += step
                }
                month = CivilDate(days: next.days)
            }
        case .months(let step):
            var month = CivilDate(year: first.year, month: ((first.month - 1) / step) * step + 1,
                                  day: 1)
            while month.seconds <= upper + 1e-6, ticks.count <= limit {
                add(month.seconds, month)
                month = CivilDate(days: CivilDate(year: month.year, month: month.month + step,
                                                  day: 1).days)
            }
        case .years(let step):
            var year = Int((Double(first.year) / Double(step)).rounded(.down)) * step
            while ticks.count <= limit {
                let date = CivilDate(year: year, month: 1, day: 1)
                if date.seconds > upper + 1e-6 { break }
                add(date.seconds, date)
                year += step
            }
        }
        return ticks
    }

    /// A tick's label; the coarser unit is added on the first tick and when it changes.
    static func label(_ date: CivilDate, hour: Int, interval: Interval,
                      previous: CivilDate?) -> String {
        switch interval {
        case .years:
            return String(date.year)
        case .months:
            return date.month == 1 || previous == nil ? "\(date.monthName) \(date.year)"
                : date.monthName
        case .days:
            return previous == nil || previous?.month != date.month
                ? "\(date.monthName) \(date.day)" : String(date.day)
        case .hours:
            if previous == nil || previous != date { return "\(date.monthName) \(date.day)" }
            return (hour < 10 ? "0" : "") + "\(hour):00"
        }
    }
}
