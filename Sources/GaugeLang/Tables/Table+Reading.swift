import HostSystem

// csv file → bytes → UTF-8 check → CSVScanner (records, fields as spans)
//          → CSVCellParser per column (numbers? dates? else text) → Table
extension Table {
    /// Reads a csv file into a table.
    ///
    /// Follows RFC 4180 (quoted fields with commas, doubled quotes and line breaks; CRLF or LF;
    /// a UTF-8 byte order mark is skipped). The first record is the header naming the columns.
    /// Empty cells and `NA` are missing. A column whose present cells are all numbers holds
    /// numbers; all ISO dates (`2012-01-01`, `2012/01/01`, optionally with a time such as
    /// `2012-01-01T10:00:00Z`) holds dates in seconds since 1970 UTC; anything else holds text.
    /// - Parameters:
    ///   - path: the file's path, absolute or relative to the process's working directory.
    ///   - isInterrupted: polled every few thousand rows; when it answers true reading stops.
    /// - Throws: `TableError` — `.fileNotFound`, `.unreadable`, `.notUTF8(line:)`, `.noHeader`,
    ///   `.wrongFieldCount(line:…)`, `.unterminatedQuote(line:)`, `.tooLarge`, `.tooManyCells`, `.interrupted`.
    public static func read(path: String,
                            isInterrupted: () -> Bool = { false }) throws(TableError) -> Table {
        // kind and size before reading: a 1 GB file, /dev/zero or a pipe must not be read at all
        guard let status = try? Files.status(path) else { throw .fileNotFound(path: path) }
        if status.kind == .folder { throw .unreadable(path: path, reason: "it is a folder, not a file") }
        guard status.kind == .regular else { throw .unreadable(path: path, reason: "it is not a regular file") }
        guard status.size <= Limits.csvBytes else { throw .tooLarge(bytes: status.size) }
        guard let data = try? Files.read(path, limit: Limits.csvBytes) else {
            throw .unreadable(path: path, reason: "it could not be opened (check its permissions)")
        }
        guard data.count <= Limits.csvBytes else { throw .tooLarge(bytes: data.count) }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .notUTF8(line: data.withUnsafeBufferPointer { firstInvalidLine($0) })
        }
        return try parse(csv: text, isInterrupted: isInterrupted)
    }

    /// Parses csv text into a table, as `read(path:isInterrupted:)` does for a file.
    /// - Parameters:
    ///   - text: the whole csv text, header row first.
    ///   - isInterrupted: polled every few thousand rows.
    /// - Throws: `TableError` — `.noHeader`, `.wrongFieldCount(line:…)`,
    ///   `.unterminatedQuote(line:)`, `.tooLarge`, `.tooManyCells`, `.interrupted`.
    public static func parse(csv text: String,
                             isInterrupted: () -> Bool = { false }) throws(TableError) -> Table {
        var text = text
        let result: Result<Table, TableError> = text.withUTF8 { bytes in
            Result { () throws(TableError) -> Table in
                guard bytes.count <= Limits.csvBytes else { throw .tooLarge(bytes: bytes.count) }
                let scan = try CSVScanner.scan(bytes, isInterrupted: isInterrupted)
                if scan.header.count > Limits.csvColumns {
                    throw .tooManyCells(what: "columns", count: scan.header.count, limit: Limits.csvColumns)
                }
                if scan.rowCount > Limits.csvRows {
                    throw .tooManyCells(what: "rows", count: scan.rowCount, limit: Limits.csvRows)
                }
                return try build(scan, bytes: bytes, isInterrupted: isInterrupted)
            }
        }
        return try result.get()
    }

    private static func build(_ scan: CSVScan, bytes: UnsafeBufferPointer<UInt8>,
                              isInterrupted: () -> Bool) throws(TableError) -> Table {
        let names = uniqueNames(scan.header)
        // the spans as a buffer: reading a cell retains no array
        let columns: [Column]? = scan.decoded.withUnsafeBufferPointer { decoded in
            scan.cells.withUnsafeBufferPointer { spans in
                var columns: [Column] = []
                for (index, name) in names.enumerated() {
                    if isInterrupted() { return nil }
                    let values = recognise(column: index, width: names.count, rowCount: scan.rowCount, spans: spans,
                                           bytes: bytes, decoded: decoded)
                    columns.append(Column(name: name, values: values))
                }
                return columns
            }
        }
        guard let columns else { throw .interrupted }
        return Table(columns: columns, rowCount: scan.rowCount)
    }

    /// Numbers if every present cell is a number (or none is present), else dates if every
    /// present cell is a date, else text.
    private static func recognise(column: Int, width: Int, rowCount: Int, spans: UnsafeBufferPointer<CSVSpan>,
                                  bytes: UnsafeBufferPointer<UInt8>, decoded: UnsafeBufferPointer<UInt8>) -> ColumnValues {
        func cell(_ row: Int) -> UnsafeBufferPointer<UInt8> {
            let span = spans[row * width + column]
            let start = Int(span.start)
            let source = span.isDecoded ? decoded : bytes
            return UnsafeBufferPointer(rebasing: source[start..<start + span.length])
        }
        // missing cells are NaN until NumberCells marks them in its validity bitmap
        func attempt(_ parse: (UnsafeBufferPointer<UInt8>) -> Double?) -> NumberCells? {
            var values: [Double] = []
            values.reserveCapacity(rowCount)
            for row in 0..<rowCount {
                let text = cell(row)
                if CSVCellParser.isMissing(text) {
                    values.append(.nan)
                } else if let value = parse(text) {
                    values.append(value)
                } else {
                    return nil
                }
            }
            return NumberCells(values: values)
        }
        if let numbers = attempt(CSVCellParser.number) { return .numbers(numbers) }
        if let dates = attempt(CSVCellParser.date) { return .dates(dates) }
        var strings = TextCells.Builder(capacity: rowCount)
        for row in 0..<rowCount {
            let text = cell(row)
            if CSVCellParser.isMissing(text) { strings.appendMissing() } else { strings.append(utf8: text) }
        }
        return .strings(strings.cells)
    }

    /// Header names made usable: an empty name becomes `column N` (1-based), a repeated name
    /// gets ` 2`, ` 3`, … so every column can be asked for by name.
    static func uniqueNames(_ header: [String]) -> [String] {
        var seen: Set<String> = []
        var names: [String] = []
        for (index, raw) in header.enumerated() {
            let base = raw.isEmpty ? "column \(index + 1)" : raw
            var name = base
            var copy = 2
            while seen.contains(name) {
                name = "\(base) \(copy)"
                copy += 1
            }
            seen.insert(name)
            names.append(name)
        }
        return names
    }

    /// The 1-based line of the first byte sequence that is not UTF-8.
    static func firstInvalidLine(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var line = 1
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar):
                if scalar.count == 1, scalar.first == UInt8(ascii: "\n") { line += 1 }
            case .emptyInput, .error:
                return line
            }
        }
    }
}
