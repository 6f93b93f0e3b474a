extension ColumnValues {
    /// The number of cells, missing ones included.
    public var count: Int {
        switch self {
        case .numbers(let values), .dates(let values): values.count
        case .strings(let values): values.count
        }
    }

    /// The type's name for people: `numbers`, `dates` or `text`.
    public var typeName: String {
        switch self {
        case .numbers: "numbers"
        case .dates: "dates"
        case .strings: "text"
        }
    }

    /// How many cells are missing.
    public var missingCount: Int {
        switch self {
        case .numbers(let cells), .dates(let cells): cells.missingCount
        case .strings(let cells): cells.missingCount
        }
    }

    /// The text of one cell (numbers and dates in `TableText` form), nil when it is missing or
    /// `row` is outside the column.
    public func text(at row: Int) -> String? {
        guard row >= 0, row < count else { return nil }
        switch self {
        case .numbers(let values): return values[row].map(TableText.number)
        case .dates(let values): return values[row].map(TableText.date)
        case .strings(let values): return values[row]
        }
    }
}

extension Column {
    /// The present values of a number column in row order (missing cells skipped; the column's
    /// own storage when none is missing); nil for dates and text.
    public var numbers: [Double]? {
        guard case .numbers(let cells) = values else { return nil }
        return cells.presentValues
    }
}
