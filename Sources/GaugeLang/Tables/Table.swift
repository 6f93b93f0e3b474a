/// The values of one table column; a missing cell (empty in the csv, or `NA`) reads `nil`.
/// Numbers and dates are contiguous `Double`s with a validity bitmap (`NumberCells`), text is
/// dictionary-encoded (`TextCells`); both are shared, never copied per statement or chart.
public enum ColumnValues: Sendable, Hashable {
    case numbers(NumberCells)
    /// Instants in seconds since 1970-01-01T00:00:00Z (ISO dates `2012-01-01` and `2012/01/01`).
    case dates(NumberCells)
    case strings(TextCells)
}

/// One named, typed column.
public struct Column: Sendable, Hashable {
    public var name: String
    public var values: ColumnValues
    public init(name: String, values: ColumnValues) {
        self.name = name
        self.values = values
    }
}

/// A table of data read from a csv file: named columns of equal length, types recognised per
/// column (numbers, dates, else text).
///
/// Reading choices (see `Table.read(path:isInterrupted:)`): unquoted cells are trimmed of spaces
/// and tabs, quoted ones kept exactly; blank lines are skipped; an empty header name becomes
/// `column N` and a repeated one `name 2`; a column with no present cell counts as numbers;
/// `na`, `nan`, `inf`, hex and US-style dates (`01/02/2012`) are text. Grouping (`count(by:)`…)
/// labels numbers and dates by their `TableText` form and missing cells as `(missing)`.
public struct Table: Sendable, Hashable {
    public var columns: [Column]
    /// The number of data rows (the header excluded).
    public var rowCount: Int

    public init(columns: [Column], rowCount: Int) {
        self.columns = columns
        self.rowCount = rowCount
    }
}
