import GaugeRender

/// Turns a chart's data into `ChartRow`s (LANGUAGE.md, "Chart options"):
/// a record gives category x + y; a list gives number x = 1, 2, … + y; a table gives the
/// columns named by `x:`/`y:`/`angle:`/`color:` (a date column gives `.date` x). A table
/// chart without a value column counts rows per category.
enum ChartData {
    struct Resolved {
        var rows: [ChartRow]
        var xTitle: String?
        var yTitle: String?
        var seriesTitle: String?
    }

    /// - Throws: TypeError for data that is not a record, list or table or a column of the
    ///   wrong type; ValueError for a missing column or a negative sector value.
    static func resolve(_ data: Value, chart: ChartObject, at position: SourcePosition) throws(Failure) -> Resolved {
        let sector = chart.spec.mark == .sector
        var resolved: Resolved
        switch data {
        case .record(let record):
            resolved = Resolved(rows: record.entries.map { ChartRow(x: .category($0.label), y: $0.value) })
        case .list(let list):
            resolved = Resolved(rows: list.enumerated().map { index, value in
                ChartRow(x: sector ? .category(String(index + 1)) : .number(Double(index + 1)), y: value)
            })
        case .table(let table):
            resolved = try fromTable(table, chart: chart, at: position)
        default:
            throw Failure(.typeError, "data: must be a record, a list or a table, not \(data.typeName)",
                          at: position)
        }
        if sector, let negative = resolved.rows.first(where: { $0.y < 0 }) {
            throw Failure(.valueError, "a sector's value cannot be negative: \(label(negative)) is \(NumberFormat.plain(negative.y))",
                          at: position)
        }
        return resolved
    }

    static func label(_ row: ChartRow) -> String {
        switch row.x {
        case .category(let text): return "\"\(text)\""
        case .number(let n): return NumberFormat.plain(n)
        case .date(let d): return NumberFormat.plain(d)
        }
    }

    static func fromTable(_ table: Table, chart: ChartObject, at position: SourcePosition) throws(Failure) -> Resolved {
        let sector = chart.spec.mark == .sector
        let valueName = sector ? (chart.angle ?? chart.y) : chart.y
        let categoryName = sector ? (chart.color ?? chart.x) : chart.x
        guard let categoryName else {
            throw Failure(.valueError, sector ? "a sector chart over a table needs color: or x: (a column)"
                                              : "a chart over a table needs x: (a column)",
                          at: position, suggestion: "Columns: " + table.columns.map(\.name).joined(separator: ", "))
        }
        let categories = try TableAccess.column(table, categoryName, at: position)
        let series = try (sector ? nil : chart.color).map { (name) throws(Failure) in
            try TableAccess.column(table, name, at: position)
        }
        var rows: [ChartRow] = []
        if let valueName {
            let values = try TableAccess.numbers(in: table, column: valueName, at: position, keepMissing: true)
            for i in 0..<table.rowCount {
                guard let x = xValue(categories, i, asCategory: sector), i < values.count,
                      let y = values[i], y.isFinite else { continue }
                rows.append(ChartRow(x: x, y: y, series: series.flatMap { seriesLabel($0, i) }))
            }
        } else {
            var counts = Record()
            var order: [(DataValue, String?)] = []
            for i in 0..<table.rowCount {
                guard let x = xValue(categories, i, asCategory: true) else { continue }
                let s = series.flatMap { seriesLabel($0, i) }
                let key = "\(x)\u{1F}\(s ?? "")"
                if counts[key] == nil { order.append((x, s)) }
                counts[key] = (counts[key] ?? 0) + 1
            }
            rows = order.map { x, s in ChartRow(x: x, y: counts["\(x)\u{1F}\(s ?? "")"] ?? 0, series: s) }
        }
        return Resolved(rows: rows, xTitle: categoryName, yTitle: valueName ?? "count",
                        seriesTitle: sector ? nil : chart.color)
    }

    static func xValue(_ column: Column, _ i: Int, asCategory: Bool) -> DataValue? {
        switch column.values {
        case .numbers(let values):
            guard i < values.count, let v = values[i] else { return nil }
            return asCategory ? .category(NumberFormat.plain(v)) : .number(v)
        case .dates(let values):
            guard i < values.count, let v = values[i] else { return nil }
            return asCategory ? .category(Describe.date(v)) : .date(v)
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
