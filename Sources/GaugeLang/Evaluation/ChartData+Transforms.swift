import GaugeRender

/// `bin:` and `sort:` on a chart's rows (LANGUAGE.md v2, "Exploring a table").
extension ChartData {
    /// The bins of the number column on x over the rows `keep` keeps (all when `nil`), or
    /// `nil` without `bin:`.
    /// - Throws: TypeError for `bin:` on a text or date column or together with `unit:`;
    ///   ValueError when the values span too wide a range to bin.
    static func bins(_ column: Column, keep: [Bool]?, chart: ChartObject,
                     at position: SourcePosition) throws(Failure) -> Binning? {
        guard let count = chart.bin else { return nil }
        guard case .numbers(let cells) = column.values else {
            throw Failure(.typeError, "bin: makes a histogram of a number column, but \"\(column.name)\" holds \(column.values.typeName)",
                          at: position, suggestion: "Put a number column on x:, or write bin: none"
                            + (column.values.isDates ? " (unit: month bins dates)." : "."))
        }
        if chart.unit != nil {
            throw Failure(.typeError, "bin: and unit: both bin x; a chart takes one of them", at: position,
                          suggestion: "unit: bins dates, bin: numbers; write unit: none or bin: none.")
        }
        var lower = Double.infinity, upper = -Double.infinity
        // a missing cell is NaN: not finite
        for (row, value) in cells.values.enumerated() where value.isFinite {
            if let keep, !(row < keep.count && keep[row]) { continue }
            lower = min(lower, value)
            upper = max(upper, value)
        }
        guard lower <= upper else { return nil } // no values: nothing to bin, no rows
        guard let binning = Binning(lower: lower, upper: upper, maxBins: count) else {
            throw Failure(.valueError, "the values of \"\(column.name)\" span too wide a range to bin (\(NumberFormat.plain(lower)) to \(NumberFormat.plain(upper)))",
                          at: position)
        }
        return binning
    }

    /// `bin:` on a record or a list: only a table's number column can be binned.
    static func requireNoBin(_ chart: ChartObject, _ what: String, at position: SourcePosition) throws(Failure) {
        guard chart.bin != nil else { return }
        throw Failure(.typeError, "bin: makes a histogram of a table's number column, but this chart's data is \(what)",
                      at: position, suggestion: "Use a table with a number column on x:, or write bin: none.")
    }

    /// Histogram rows from the lowest bin up (a bin's groups keep first appearance).
    static func byBin(_ rows: [ChartRow]) -> [ChartRow] {
        rows.enumerated().sorted { lhs, rhs in
            guard case .interval(let a, _) = lhs.element.x, case .interval(let b, _) = rhs.element.x, a != b else {
                return lhs.offset < rhs.offset
            }
            return a < b
        }.map(\.element)
    }

    /// `rows` in the order `sort:` asks for.
    /// - Throws: TypeError when sorting x values that are not categories (numbers, dates and
    ///   bins keep their order along a linear or time axis).
    static func sorted(_ rows: ChartRows, _ sort: CategorySort, at position: SourcePosition) throws(Failure) -> ChartRows {
        guard sort != .none else { return rows }
        if let first = rows.first(where: { if case .category = $0.x { false } else { true } }) {
            let kind = switch first.x {
            case .number: "numbers"
            case .date: "dates"
            case .interval: "bins"
            case .category: "categories"
            }
            throw Failure(.typeError, "sort: orders categories, but this chart's x holds \(kind), which keep their order along the axis",
                          at: position, suggestion: "Write sort: none, or put a text column on x:.")
        }
        return ChartRows(sort.sorted(Array(rows)))
    }

    /// The y axis title: the `y:` column, `count`, or `mean of temp_max` for an aggregate other
    /// than the default sum.
    static func yTitle(_ valueName: String?, _ how: Aggregate?) -> String {
        guard let valueName else { return "count" }
        switch how {
        case nil, .sum?: return valueName
        case .count?: return "count"
        case let how?: return "\(how.rawValue) of \(valueName)"
        }
    }
}

extension Binning {
    /// The bin holding `value` as a chart x.
    func interval(of value: Double) -> DataValue {
        let i = index(of: value)
        return .interval(edge(i), edge(i + 1))
    }
}
