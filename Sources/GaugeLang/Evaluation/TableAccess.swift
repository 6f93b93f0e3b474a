import GaugeRender

/// The language's calls into tables (Sources/GaugeLang/Tables), in one place: each
/// `TableError` becomes a `Failure` at the place in the cell it belongs to.
enum TableAccess {
    static func failure(_ error: TableError, at position: SourcePosition) -> Failure {
        Failure(error.gaugeErrorKind, error.message, at: position, suggestion: error.suggestion)
    }

    /// `csv("path")`: a relative path starts at the session's working directory.
    static func read(_ path: String, relativeTo directory: String, isInterrupted: () -> Bool,
                     at position: SourcePosition) throws(Failure) -> Table {
        guard !path.isEmpty, !path.unicodeScalars.contains("\u{0}") else {
            throw Failure(.valueError, path.isEmpty ? "csv needs a file name" : "a file name cannot contain the character \\u{0}",
                          at: position, suggestion: "For example csv(\"data/penguins.csv\").")
        }
        let full = path.hasPrefix("/") ? path : (directory.hasSuffix("/") ? directory : directory + "/") + path
        do throws(TableError) {
            return try Table.read(path: full, isInterrupted: isInterrupted)
        } catch {
            throw failure(error, at: position)
        }
    }

    /// The column called `name`, or the tables' NameError listing the columns.
    static func column(_ table: Table, _ name: String, at position: SourcePosition) throws(Failure) -> Column {
        do throws(TableError) {
            return try table.column(named: name)
        } catch {
            throw failure(error, at: position)
        }
    }

    /// A number column's cells (row-aligned, shared).
    static func cells(in table: Table, column name: String, at position: SourcePosition) throws(Failure) -> NumberCells {
        let column = try column(table, name, at: position)
        guard case .numbers(let cells) = column.values else {
            _ = try numbers(in: table, column: name, at: position)
            return []
        }
        return cells
    }

    /// A number column's present values.
    static func numbers(in table: Table, column name: String, at position: SourcePosition) throws(Failure) -> [Double] {
        do throws(TableError) {
            return try table.numbers(in: name)
        } catch {
            throw failure(error, at: position)
        }
    }

    /// `count(T, by: "col")`: rows per value, in order of first appearance.
    static func count(_ table: Table, by name: String, at position: SourcePosition) throws(Failure) -> Record {
        do throws(TableError) {
            return Record(try table.count(by: name).map { ($0.label, $0.value) })
        } catch {
            throw failure(error, at: position)
        }
    }

    /// `sum(T, "col", by: "c")` / `mean(T, "col", by: "c")`.
    static func grouped(_ function: String, _ table: Table, _ valueName: String, by name: String,
                        at position: SourcePosition) throws(Failure) -> Record {
        do throws(TableError) {
            let groups = function == "mean" ? try table.mean(valueName, by: name) : try table.sum(valueName, by: name)
            return Record(groups.map { ($0.label, $0.value) })
        } catch {
            throw failure(error, at: position)
        }
    }
}
