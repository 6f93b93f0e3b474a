/// What can go wrong reading a csv file or asking a table for a column.
///
/// Every case carries the data a message needs (1-based physical line numbers of the file,
/// column names); `message` and `suggestion` are the wording, kept here in one place so tests
/// can name it. The language maps a `TableError` to a `GaugeError` at the `csv(...)` call's
/// position (see `gaugeErrorKind`).
public enum TableError: Error, Sendable, Hashable {
    /// No file at the path (as given by the user).
    case fileNotFound(path: String)
    /// The path exists but could not be read (a folder, no permission, …).
    case unreadable(path: String, reason: String)
    /// The bytes are not UTF-8; `line` is the 1-based line of the first bad byte.
    case notUTF8(line: Int)
    /// The file is bigger than the reader accepts (2 GiB).
    case tooLarge(bytes: Int)
    /// More columns than `Limits.csvColumns`, or more rows than `Limits.csvRows`.
    case tooManyCells(what: String, count: Int, limit: Int)
    /// The file holds no header row (it is empty or only blank lines).
    case noHeader
    /// A record has a different number of fields than the header; `line` is the 1-based
    /// physical line where the record starts.
    case wrongFieldCount(line: Int, expected: Int, found: Int)
    /// A quoted field opened on `line` never closes.
    case unterminatedQuote(line: Int)
    /// The reader was asked to stop (Jupyter interrupt).
    case interrupted
    /// No column with that name; `available` lists the table's columns in order.
    case columnNotFound(name: String, available: [String], suggestion: String?)
    /// A numeric operation on a column that is not numbers. `type` is `"text"` or `"dates"`;
    /// `example` is the first cell that is not a number, with its 1-based data row.
    case notNumeric(column: String, type: String, example: String?, row: Int?)
    /// A mean over a column (or group) without any value.
    case noValues(column: String)
    /// A sum too large for a Double.
    case overflow(column: String)

    /// A sentence a learner can act on, without the position in the cell.
    public var message: String {
        switch self {
        case .fileNotFound(let path):
            return "no file at \"\(path)\""
        case .unreadable(let path, let reason):
            return "cannot read \"\(path)\": \(reason)"
        case .notUTF8(let line):
            return "the file is not UTF-8 text (first bad byte on line \(line)); "
                + "save it as \"CSV UTF-8\" and try again"
        case .tooLarge(let bytes):
            return "the file is too large (\(Limits.grouped(bytes)) bytes; "
                + "a csv file holds at most \(Limits.grouped(Limits.csvBytes)) bytes, 256 MiB)"
        case .tooManyCells(let what, let count, let limit):
            return "the file has \(Limits.grouped(count)) \(what); a csv file holds at most "
                + "\(Limits.grouped(limit)) \(what)"
        case .noHeader:
            return "the file is empty: a csv file needs a header row naming its columns"
        case .wrongFieldCount(let line, let expected, let found):
            return "line \(line) of the file has \(found) \(found == 1 ? "field" : "fields") "
                + "but the header has \(expected)"
        case .unterminatedQuote(let line):
            return "the quoted field starting on line \(line) of the file is never closed"
        case .interrupted:
            return "reading the file was interrupted"
        case .columnNotFound(let name, let available, _):
            let list = available.map { "\"\($0)\"" }.joined(separator: ", ")
            return "no column \"\(name)\"; the columns are \(list)"
        case .notNumeric(let column, let type, let example, let row):
            var text = "column \"\(column)\" holds \(type), not numbers"
            if let example, let row { text += " (row \(row) is \"\(example)\")" }
            return text
        case .noValues(let column):
            return "column \"\(column)\" has no values to average"
        case .overflow(let column):
            return "the sum of column \"\(column)\" is too large for a number"
        }
    }

    /// A hint such as `Did you mean "species"?`, when there is one.
    public var suggestion: String? {
        switch self {
        case .columnNotFound(_, _, let suggestion?):
            return "Did you mean \"\(suggestion)\"?"
        case .wrongFieldCount:
            return "Check that fields containing commas are wrapped in double quotes."
        case .unterminatedQuote:
            return "A double quote inside a quoted field is written twice: \"\"."
        default:
            return nil
        }
    }

    /// The Jupyter error name the language reports this error as.
    public var gaugeErrorKind: GaugeErrorKind {
        switch self {
        case .fileNotFound, .unreadable: .fileError
        case .interrupted: .keyboardInterrupt
        case .columnNotFound: .nameError
        case .notNumeric: .typeError
        case .notUTF8, .tooLarge, .tooManyCells, .noHeader, .wrongFieldCount, .unterminatedQuote,
             .noValues, .overflow: .valueError
        }
    }

    /// This error as a `GaugeError` pointing at a place in a cell (usually the `csv(...)` call
    /// or the column name argument).
    /// - Parameters:
    ///   - line: 1-based line in the cell.
    ///   - column: 1-based column in the cell, in Unicode code points.
    ///   - sourceLine: the text of that line of the cell.
    public func gaugeError(line: Int, column: Int, sourceLine: String) -> GaugeError {
        GaugeError(kind: gaugeErrorKind, message: message, line: line, column: column,
                   sourceLine: sourceLine, suggestion: suggestion)
    }
}
