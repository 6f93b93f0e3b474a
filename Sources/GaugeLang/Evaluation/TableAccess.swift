import GaugeRender

/// The language's calls into tables, in one place: column look-up is done here against the
/// `Table` seam; reading and grouping go through `TableFallback` until the tables branch lands.
enum TableAccess {
    static func read(_ path: String, relativeTo directory: String, isInterrupted: () -> Bool,
                     at position: SourcePosition) throws(Failure) -> Table {
        let full = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
        do {
            return try TableFallback.read(path: full, isInterrupted: isInterrupted)
        } catch {
            throw Failure(error.interrupted ? .keyboardInterrupt : (error.missing ? .fileError : .valueError),
                          error.message, at: position)
        }
    }

    /// The column called `name`, or a ValueError listing the columns.
    static func column(_ table: Table, _ name: String, at position: SourcePosition) throws(Failure) -> Column {
        guard let column = table.columns.first(where: { $0.name == name }) else {
            throw Failure(.valueError, "no column \"\(name)\" in this table", at: position,
                          suggestion: Suggestion.hint(for: name, among: table.columns.map(\.name), kind: "columns"))
        }
        return column
    }

    /// A numeric column's numbers (missing cells dropped unless `keepMissing`).
    static func numbers(in table: Table, column name: String, at position: SourcePosition,
                        keepMissing: Bool = false) throws(Failure) -> [Double?] {
        let column = try column(table, name, at: position)
        guard case .numbers(let values) = column.values else {
            throw Failure(.typeError, "the column \"\(name)\" holds \(Describe.typeName(column.values)), not numbers",
                          at: position)
        }
        return keepMissing ? values : values.compactMap { $0 }
    }

    static func numbers(in table: Table, column name: String, at position: SourcePosition) throws(Failure) -> [Double] {
        try numbers(in: table, column: name, at: position, keepMissing: false).compactMap { $0 }
    }

    /// `count(T, by: "col")`: rows per category, in order of first appearance.
    static func count(_ table: Table, by name: String, at position: SourcePosition) throws(Failure) -> Record {
        let keys = try column(table, name, at: position)
        var record = Record()
        for i in 0..<table.rowCount {
            guard let key = ChartData.seriesLabel(keys, i) else { continue }
            record[key] = (record[key] ?? 0) + 1
        }
        return record
    }

    /// `sum(T, "col", by: "c")` / `mean(T, "col", by: "c")`, missing cells skipped.
    static func grouped(_ function: String, _ table: Table, _ valueName: String, by name: String,
                        at position: SourcePosition) throws(Failure) -> Record {
        let keys = try column(table, name, at: position)
        let values = try numbers(in: table, column: valueName, at: position, keepMissing: true)
        var sums = Record(), counts = Record()
        for i in 0..<min(table.rowCount, values.count) {
            guard let key = ChartData.seriesLabel(keys, i), let value = values[i] else { continue }
            sums[key] = (sums[key] ?? 0) + value
            counts[key] = (counts[key] ?? 0) + 1
        }
        guard function == "mean" else { return sums }
        return Record(sums.entries.map { ($0.label, $0.value / (counts[$0.label] ?? 1)) })
    }
}
