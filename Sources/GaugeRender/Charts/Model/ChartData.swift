/// A chart's rows made safe and placed on the x axis: the x kind chosen, every x in x units,
/// series in order of first appearance. Non-finite values are dropped; magnitudes are clamped
/// (`LinearScale.limit` for numbers, `CivilDate.limit` for instants) so no sum overflows.
///
/// Rows hold numbers only (no `String`, so a million of them cost no reference counting);
/// a row's x label and series name are looked up when a mark needs them (`label(_:)`,
/// `seriesName(_:)`), and the spec's rows are shared, not copied.
struct ChartData {
    struct Row {
        /// The position in x units (band units, number, seconds).
        var x: Double
        var y: Double
        /// Index into `seriesNames`; -1 for a row without a series.
        var series: Int
        /// Index of the row in the spec's rows (for its label).
        var source: Int
    }

    var kind: AxisKind
    var rows: [Row]
    /// Band axes: the distinct labels in order of first appearance.
    var categories: [String]
    /// Distinct series in order of first appearance.
    var seriesNames: [String]
    /// Whether some row has no series.
    var hasUnnamedSeries: Bool
    /// The smallest and largest x of `rows`; `nil` without rows.
    var xExtent: (lower: Double, upper: Double)?
    private let source: [ChartRow]

    /// A time axis when every x is a date; otherwise bars use a band axis (numbers become
    /// category labels, as years usually are), and other marks a linear axis when every x is a
    /// number, and a band axis for categories or a mix of kinds.
    init(spec: ChartSpec) {
        source = spec.rows
        var allNumbers = true
        var allDates = true
        var validCount = 0
        for (index, row) in spec.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            guard Self.isValid(row) else { continue }
            validCount += 1
            switch row.x {
            case .number: allDates = false
            case .date: allNumbers = false
            case .category: (allNumbers, allDates) = (false, false)
            }
        }
        if validCount > 0, spec.mark != .bar, allNumbers {
            kind = .linear
        } else if validCount > 0, allDates {
            kind = .time
        } else {
            kind = .band
        }
        let limit = LinearScale.limit
        // bars over numbers: distinct numbers are distinct labels, so find bands by number
        // and make each label once
        let bandsByNumber = kind == .band && allNumbers
        var categoryIndex: [String: Int] = [:]
        var numberIndex: [Double: Int] = [:]
        var categories: [String] = []
        var seriesIndex: [String: Int] = [:]
        var seriesNames: [String] = []
        // rows of one series usually come together: remember the last one looked up
        var lastSeries: (name: String, index: Int)?
        var hasUnnamedSeries = false
        var lower = Double.infinity
        var upper = -Double.infinity
        var rows: [Row] = []
        rows.reserveCapacity(validCount)
        for (index, row) in spec.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            guard Self.isValid(row) else { continue }
            var x: Double
            switch (kind, row.x) {
            case (.linear, .number(let value)): x = min(max(value, -limit), limit)
            case (.time, .date(let value)): x = min(max(value, -CivilDate.limit), CivilDate.limit)
            case (_, .number(let value)) where bandsByNumber:
                if let known = numberIndex[value] {
                    x = Double(known)
                } else {
                    x = Double(categories.count)
                    numberIndex[value] = categories.count
                    categories.append(Self.numberLabel(value))
                }
            default:
                let label = Self.label(row.x)
                if let known = categoryIndex[label] {
                    x = Double(known)
                } else {
                    x = Double(categories.count)
                    categoryIndex[label] = categories.count
                    categories.append(label)
                }
            }
            var series = -1
            if let name = row.series {
                if let last = lastSeries, last.name == name {
                    series = last.index
                } else if let known = seriesIndex[name] {
                    series = known
                } else {
                    series = seriesNames.count
                    seriesIndex[name] = series
                    seriesNames.append(name)
                }
                lastSeries = (name, series)
            } else {
                hasUnnamedSeries = true
            }
            lower = min(lower, x)
            upper = max(upper, x)
            rows.append(Row(x: x, y: min(max(row.y, -limit), limit), series: series, source: index))
        }
        self.rows = rows
        self.categories = categories
        self.seriesNames = seriesNames
        self.hasUnnamedSeries = hasUnnamedSeries
        xExtent = rows.isEmpty ? nil : (lower, upper)
    }

    /// A row's x as text: its category, or its number or date as `label(_:)` writes them.
    func label(_ row: Row) -> String {
        kind == .band ? categories[Int(row.x)] : Self.label(source[row.source].x)
    }

    /// A row's series name; `nil` for a row without one.
    func seriesName(_ row: Row) -> String? {
        row.series < 0 ? nil : seriesNames[row.series]
    }

    /// Whether some row has `label` as its x label (made only for number and date x).
    func containsLabel(_ label: String) -> Bool {
        kind == .band ? categories.contains(label) : rows.contains { self.label($0) == label }
    }

    static func isValid(_ row: ChartRow) -> Bool {
        guard row.y.isFinite else { return false }
        switch row.x {
        case .number(let value), .date(let value): return value.isFinite
        case .category: return true
        }
    }

    /// `value` as its shortest round-tripping decimal, integers without `.0` (`3`, `2.5`,
    /// `1e+300`); fast enough for a million rows, unlike `String(format:)`.
    static func numberLabel(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A row's x as text: the category, a compact number, or an ISO date (`2013-01-05`).
    static func label(_ value: DataValue) -> String {
        switch value {
        case .category(let text): text
        case .number(let number): numberLabel(number)
        case .date(let seconds): CivilDate(seconds: seconds).iso
        }
    }
}
