import GaugeRender

/// Turns a chart's data into `ChartRow`s (LANGUAGE.md, "Chart options"):
/// a record gives category x + y; a list gives number x = 1, 2, … + y; a table gives the
/// columns named by `x:`/`y:`/`angle:`/`color:` (a date column gives `.date` x). A table
/// chart without a value column counts rows per category. With `unit:` the dates are binned
/// to the start of their unit and rows sharing a (unit, series) are summed, so a line or a
/// bar shows one total per unit (ChartData+Binning.swift). `where:` comes as the rows it keeps;
/// `bin:`, `aggregate:` and `sort:` follow ChartData+Transforms.swift.
///
/// A table chart that draws its rows as they are (no `bin:`, `unit:`, `aggregate:`, not a
/// sector) hands GaugeRender the table's columns themselves (`ChartRows.columns`,
/// ChartData+Columns.swift): no row is made per table row.
enum ChartData {
    struct Resolved {
        /// A list's numbers stay the session's `[Double]` (`ChartRows.list`), never copied.
        var rows: ChartRows
        var xTitle: String?
        var yTitle: String?
        var seriesTitle: String?
    }

    /// How often (in rows) long loops ask whether the cell was interrupted.
    static let pollInterval = 1 << 16

    /// - Parameters:
    ///   - keep: a table's rows that `where:` keeps (row-aligned), `nil` for every row.
    ///   - isInterrupted: polled every `pollInterval` rows; `true` stops with a
    ///     KeyboardInterrupt.
    ///   - columnar: whether a table's rows drawn as they are are handed over as its columns
    ///     (false: one `ChartRow` per row, the path the columns are tested against).
    /// - Throws: TypeError for data that is not a record, list or table, a column of the
    ///   wrong type, or `unit:` on x values that are not dates; ValueError for a missing
    ///   column, a negative sector value or totals too large for a number.
    static func resolve(_ data: Value, keep: [Bool]? = nil, chart: ChartObject, at position: SourcePosition,
                        isInterrupted: () -> Bool = { false }, columnar: Bool = true) throws(Failure) -> Resolved {
        let sector = chart.spec.mark == .sector
        var resolved: Resolved
        switch data {
        case .record(let record):
            try requireNoUnit(chart, "a record", at: position)
            try requireNoBin(chart, "a record", at: position)
            resolved = Resolved(rows: ChartRows(record.entries.map { ChartRow(x: .category($0.label), y: $0.value) }))
        case .list(let list):
            try requireNoUnit(chart, "a list", at: position)
            try requireNoBin(chart, "a list", at: position)
            resolved = Resolved(rows: .list(list, categories: sector))
        case .table(let table):
            resolved = try fromTable(table, keep: keep, chart: chart, at: position, isInterrupted: isInterrupted,
                                     columnar: columnar)
        default:
            throw Failure(.typeError, "data: must be a record, a list or a table, not \(data.typeName)",
                          at: position)
        }
        resolved.rows = try sorted(resolved.rows, chart.sort, at: position)
        if sector, let negative = resolved.rows.first(where: { $0.y < 0 }) {
            throw Failure(.valueError, "a sector's value cannot be negative: \(label(negative)) is \(NumberFormat.plain(negative.y))",
                          at: position,
                          suggestion: "Sectors take values >= 0 (a 0 keeps its legend entry); change \(label(negative)).")
        }
        return resolved
    }

    static func interrupted(at position: SourcePosition) -> Failure {
        Failure(.keyboardInterrupt, "the cell was interrupted", at: position)
    }

    /// `unit:` bins dates, so it needs a table's date column on x.
    static func requireNoUnit(_ chart: ChartObject, _ what: String, at position: SourcePosition) throws(Failure) {
        guard let unit = chart.unit else { return }
        throw Failure(.typeError, "unit: \(unit.rawValue) bins dates, but this chart's data is \(what)",
                      at: position, suggestion: "Use a table with a date column on x:, or write unit: none.")
    }

    static func label(_ row: ChartRow) -> String {
        switch row.x {
        case .category(let text): return "\"\(text)\""
        case .number(let n): return NumberFormat.exact(n)
        case .date(let d): return TableText.date(d)
        case .interval(let lower, let upper): return "\(NumberFormat.exact(lower))–\(NumberFormat.exact(upper))"
        }
    }

    static func fromTable(_ table: Table, keep: [Bool]?, chart: ChartObject, at position: SourcePosition,
                          isInterrupted: () -> Bool, columnar: Bool) throws(Failure) -> Resolved {
        let sector = chart.spec.mark == .sector
        let valueName = sector ? (chart.angle ?? chart.y) : chart.y
        let categoryName = sector ? (chart.color ?? chart.x) : chart.x
        guard let categoryName else {
            throw Failure(.valueError, sector ? "a sector chart over a table needs color: or x: (a column)"
                                              : "a chart over a table needs x: (a column)",
                          at: position, suggestion: "Columns: " + table.columns.map(\.name).joined(separator: ", "))
        }
        let categories = try TableAccess.column(table, categoryName, at: position)
        let unit = chart.unit
        if let unit, !categories.values.isDates {
            throw Failure(.typeError, "unit: \(unit.rawValue) bins dates, but the column \"\(categoryName)\" holds \(categories.values.typeName)",
                          at: position, suggestion: "Put a date column on x:, or write unit: none.")
        }
        let series = try (sector ? nil : chart.color).map { (name) throws(Failure) in
            try TableAccess.column(table, name, at: position)
        }
        let binning = try bins(categories, keep: keep, chart: chart, at: position)
        let values = try valueName.map { (name) throws(Failure) in
            try TableAccess.cells(in: table, column: name, at: position)
        }
        let how = chart.aggregate ?? (values == nil ? .count : .sum)
        if values == nil, how != .count {
            throw Failure(.valueError, "aggregate: \(how.rawValue) combines the values of y:, and this chart has no y:",
                          at: position, suggestion: "Name a number column with y:, or write aggregate: count.")
        }
        let xTitle = categoryName, yTitle = yTitle(valueName, chart.aggregate)
        let seriesTitle = sector ? nil : chart.color
        let aggregates = chart.aggregate != nil || unit != nil || binning != nil || values == nil
        // without y: rows are counted per category, a date without unit: being one
        let asCategory = sector || (values == nil && unit == nil && categories.values.isDates)
        if columnar, !aggregates, !sector, let values {
            let columns = try columns(x: categories, y: values, series: series, keep: keep, rowCount: table.rowCount,
                                      at: position, isInterrupted: isInterrupted)
            return Resolved(rows: .columns(columns), xTitle: xTitle, yTitle: yTitle, seriesTitle: seriesTitle)
        }
        if columnar, aggregates,
           let rows = try aggregatedColumns(x: categories, values: values, series: series, binning: binning, unit: unit,
                                            asCategory: asCategory, how: how, keep: keep, rowCount: table.rowCount,
                                            at: position, isInterrupted: isInterrupted) {
            return Resolved(rows: ChartRows(binning == nil ? rows : byBin(rows)), xTitle: xTitle, yTitle: yTitle,
                            seriesTitle: seriesTitle)
        }
        var rows: [ChartRow] = []
        for i in 0..<table.rowCount {
            if i % pollInterval == pollInterval - 1, isInterrupted() { throw interrupted(at: position) }
            if let keep, !(i < keep.count && keep[i]) { continue }
            var y = 1.0
            if let values {
                guard i < values.count, let value = values[i], value.isFinite else { continue }
                y = value
            }
            let x: DataValue?
            if let binning, case .numbers(let cells) = categories.values {
                x = i < cells.count ? cells[i].map { binning.interval(of: $0) } : nil
            } else {
                x = xValue(categories, i, asCategory: asCategory, unit: unit)
            }
            guard let x else { continue }
            rows.append(ChartRow(x: x, y: y, series: series.flatMap { seriesLabel($0, i) }))
        }
        if aggregates { rows = try aggregated(rows, how, at: position) }
        if binning != nil { rows = byBin(rows) }
        return Resolved(rows: ChartRows(rows), xTitle: xTitle, yTitle: yTitle, seriesTitle: seriesTitle)
    }

    /// The x of row `i`; a date is first binned to the start of `unit`.
    static func xValue(_ column: Column, _ i: Int, asCategory: Bool, unit: DateUnit? = nil) -> DataValue? {
        switch column.values {
        case .numbers(let values):
            guard i < values.count, let v = values[i] else { return nil }
            return asCategory ? .category(TableText.number(v)) : .number(v)
        case .dates(let values):
            guard i < values.count, let raw = values[i] else { return nil }
            let v = unit?.start(of: raw) ?? raw
            return asCategory ? .category(TableText.date(v)) : .date(v)
        case .strings(let values):
            guard i < values.count, let v = values[i] else { return nil }
            return .category(v)
        }
    }

    static func seriesLabel(_ column: Column, _ i: Int) -> String? {
        guard case .category(let label)? = xValue(column, i, asCategory: true) else { return nil }
        return label
    }
}
