/// A chart's rows (`ChartSpec.rows`, `ChartLayer.rows`): either rows made one by one (records,
/// aggregates), a list of numbers kept as it is — the session's own `[Double]`, shared, not
/// copied — whose row `i` is `x = i + 1` (a number, or the category `"i+1"` for a sector chart)
/// and `y = values[i]`, or a table's columns kept as they are (`ChartColumns`). A chart over ten
/// million numbers or table rows so costs no ten-million-element array of rows beside its data
/// (issue 10: 48 bytes a row before).
///
/// Reading it is reading a `[ChartRow]`; rows of a list or of columns are made as they are
/// read (a list's without allocation: their `series` is `nil`). Equality compares rows; two
/// lists or column sets sharing their storage compare in constant time.
public struct ChartRows: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable {
        case rows([ChartRow])
        /// `x = index + 1`, as a category label when `categories`; `extent` of the values.
        case list([Double], categories: Bool, extent: NumberExtent)
        case columns(ChartColumns)
    }

    private let storage: Storage

    /// Rows made one by one.
    public init(_ rows: [ChartRow]) { storage = .rows(rows) }

    public init(arrayLiteral rows: ChartRow...) { storage = .rows(rows) }

    /// The rows of a list of numbers: `x` 1, 2, … (numbers, or category labels "1", "2", …
    /// when `categories`), `y` the values. `values` is shared, not copied.
    public static func list(_ values: [Double], categories: Bool = false) -> ChartRows {
        // the one pass over the numbers that the axes (`ChartData`) and the text/plain summary
        // (`extents`) both read: a 10⁷-number chart made it twice, 6 % of its time each
        ChartRows(storage: .list(values, categories: categories, extent: NumberExtent(values)))
    }

    /// The rows of a table's columns (`ChartColumns`), shared, not copied.
    public static func columns(_ columns: ChartColumns) -> ChartRows {
        ChartRows(storage: .columns(columns))
    }

    private init(storage: Storage) { self.storage = storage }

    /// The list's values when these rows are a list of numbers (`list(_:categories:)`), else `nil`.
    public var listValues: [Double]? {
        if case .list(let values, _, _) = storage { return values }
        return nil
    }

    /// The numbers' extent (one pass, made with the rows) when these rows are a list, else `nil`.
    var listExtent: NumberExtent? {
        if case .list(_, _, let extent) = storage { return extent }
        return nil
    }

    /// The columns when these rows are a table's (`columns(_:)`), else `nil`.
    public var columns: ChartColumns? {
        if case .columns(let columns) = storage { return columns }
        return nil
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .rows(let rows): rows.count
        case .list(let values, _, _): values.count
        case .columns(let columns): columns.count
        }
    }

    public subscript(position: Int) -> ChartRow {
        switch storage {
        case .rows(let rows):
            return rows[position]
        case .list(let values, let categories, _):
            let x = position + 1
            return ChartRow(x: categories ? .category(String(x)) : .number(Double(x)), y: values[position])
        case .columns(let columns):
            return columns.row(at: position)
        }
    }

    /// The distinct category x labels in order of first appearance (numbers, dates and bins
    /// are no categories); a table's columns are read by their codes, making no label per row.
    public var categoryLabels: [String] {
        var labels: [String] = []
        if let columns {
            guard case .categories(let codes) = columns.x else { return [] }
            var seen = [Bool](repeating: false, count: codes.labels.count)
            var known: Set<String> = []
            for position in 0..<columns.count {
                let code = Int(codes.codes[columns.tableRow(position)])
                guard code >= 0, !seen[code] else { continue }
                seen[code] = true
                if known.insert(codes.labels[code]).inserted { labels.append(codes.labels[code]) }
            }
            return labels
        }
        var known: Set<String> = []
        for row in self {
            if case .category(let label) = row.x, known.insert(label).inserted { labels.append(label) }
        }
        return labels
    }

    /// In one pass: the smallest and largest finite y, and the earliest and latest x when
    /// every x is a finite date (else `nil`) — a list's and columns' read from their arrays.
    public var extents: (y: (lower: Double, upper: Double)?, dates: (lower: Double, upper: Double)?) {
        var low = Double.infinity, high = -Double.infinity
        var first = Double.infinity, last = -Double.infinity
        var allDates = true
        func add(_ y: Double) {
            if y.isFinite {
                low = Swift.min(low, y)
                high = Swift.max(high, y)
            }
        }
        switch storage {
        case .list(let values, _, let extent):
            // a list's x are positions, never dates
            allDates = values.isEmpty
            if let extent = NumberExtent.finite(values, extent: extent) { (low, high) = extent }
        case .columns(let columns):
            var dates: [Double] = []
            if case .dates(let values) = columns.x { dates = values } else { allDates = columns.count == 0 }
            for position in 0..<columns.count {
                let r = columns.tableRow(position)
                add(columns.y[r])
                if !dates.isEmpty {
                    if dates[r].isFinite {
                        first = Swift.min(first, dates[r])
                        last = Swift.max(last, dates[r])
                    } else {
                        allDates = false
                    }
                }
            }
        case .rows(let rows):
            for row in rows {
                add(row.y)
                if case .date(let seconds) = row.x, seconds.isFinite {
                    first = Swift.min(first, seconds)
                    last = Swift.max(last, seconds)
                } else {
                    allDates = false
                }
            }
        }
        return (low <= high ? (low, high) : nil, allDates && first <= last ? (first, last) : nil)
    }

    public static func == (lhs: ChartRows, rhs: ChartRows) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.list(let a, let categoriesA, _), .list(let b, let categoriesB, _)):
            return categoriesA == categoriesB && a == b
        case (.rows(let a), .rows(let b)):
            return a == b
        case (.columns(let a), .columns(let b)) where a == b:
            return true
        default:
            return lhs.elementsEqual(rhs)
        }
    }

    /// Count and first row only: equal rows hash equally, and a chart is never hashed by
    /// ten million rows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
    }
}

/// A table's columns drawn as a chart's rows (`ChartRows.columns`): row `i` is table row
/// `r = rows?[i] ?? i`, with `x` from the x column, `y = y[r]` and the series `series[r]`.
/// The columns are the session's own arrays (shared, never copied); which rows are drawn is a
/// list of indices, so a `where:` filter or a missing cell costs 4 bytes a drawn row and no
/// copy of any column. Text is dictionary-encoded: a code per row into distinct labels.
///
/// The rows drawn have a present, finite x and y (missing cells are left out by `rows`);
/// a `ChartData` over them reads each row from the columns (no `ChartRow` per row).
public struct ChartColumns: Sendable, Equatable {
    /// The x column.
    public enum X: Sendable, Equatable {
        case numbers([Double])
        /// Instants in seconds since 1970-01-01T00:00:00Z.
        case dates([Double])
        case categories(ChartCodes)
    }

    /// The x column, one value or code per table row.
    public var x: X
    /// The y values, one per table row (NaN or any value under a row not drawn).
    public var y: [Double]
    /// The `color:` column; `nil` for rows without a series.
    public var series: ChartCodes?
    /// The table rows drawn, in order; `nil` for every row of the columns.
    public var rows: [Int32]?

    /// - Parameters:
    ///   - x: the x column (as long as `y`).
    ///   - y: the y values, one per table row.
    ///   - series: each row's series, or `nil` for none.
    ///   - rows: the rows drawn (indices into the columns), or `nil` for all of them.
    public init(x: X, y: [Double], series: ChartCodes? = nil, rows: [Int32]? = nil) {
        self.x = x
        self.y = y
        self.series = series
        self.rows = rows
    }

    /// The number of rows drawn.
    public var count: Int { rows?.count ?? y.count }

    /// The table row of drawn row `position`.
    @inline(__always)
    func tableRow(_ position: Int) -> Int {
        if let rows { return Int(rows[position]) }
        return position
    }

    /// Drawn row `position` as a `ChartRow`.
    func row(at position: Int) -> ChartRow {
        let r = tableRow(position)
        let x: DataValue = switch self.x {
        case .numbers(let values): .number(values[r])
        case .dates(let values): .date(values[r])
        case .categories(let codes): .category(codes.labels[Int(codes.codes[r])])
        }
        return ChartRow(x: x, y: y[r], series: series?.label(r))
    }
}

/// Dictionary-encoded text, one code per table row (Arrow's dictionary array): `codes[r]` is an
/// index into `labels`, or -1 for none.
public struct ChartCodes: Sendable, Equatable {
    /// One per table row: an index into `labels`, or -1 for none.
    public var codes: [Int32]
    /// The texts the codes name.
    public var labels: [String]

    /// - Parameters:
    ///   - codes: one per table row, -1 or an index into `labels`.
    ///   - labels: the texts the codes name (a repeated label is one category or series).
    public init(codes: [Int32], labels: [String]) {
        self.codes = codes
        self.labels = labels
    }

    /// The label of row `r`, `nil` for code -1.
    func label(_ r: Int) -> String? {
        let code = codes[r]
        return code < 0 ? nil : labels[Int(code)]
    }
}
