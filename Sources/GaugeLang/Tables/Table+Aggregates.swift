/// Grouped results: labels in order of first appearance, each with its number.
public typealias TableGroups = [(label: String, value: Double)]

extension Table {
    /// The label of rows whose grouping cell is missing.
    public static let missingLabel = "(missing)"

    /// The column names, in file order.
    public var columnNames: [String] { columns.map(\.name) }

    /// The column with exactly this name.
    /// - Throws: `TableError.columnNotFound`, listing the columns and suggesting the closest name
    ///   (same name in other letter case, or within a few edits).
    public func column(named name: String) throws(TableError) -> Column {
        if let column = columns.first(where: { $0.name == name }) { return column }
        throw .columnNotFound(name: name, available: columnNames,
                              suggestion: TableSuggestion.closest(to: name, among: columnNames))
    }

    /// The present values of a number column, in row order (missing cells skipped; the
    /// column's own storage, shared, when none is missing).
    /// - Throws: `.columnNotFound`; `.notNumeric` for a text or date column.
    public func numbers(in name: String) throws(TableError) -> [Double] {
        try numericCells(name).presentValues
    }

    /// The sum of a number column's present values (0 when none is present).
    /// - Throws: `.columnNotFound`, `.notNumeric`, `.overflow`.
    public func sum(_ name: String) throws(TableError) -> Double {
        let total = try numericCells(name).present.reduce(0, +)
        guard total.isFinite else { throw .overflow(column: name) }
        return total
    }

    /// The mean of a number column's present values.
    /// - Throws: `.columnNotFound`, `.notNumeric`, `.noValues` when no cell is present.
    public func mean(_ name: String) throws(TableError) -> Double {
        guard let mean = Self.mean(of: try numericCells(name).present) else { throw .noValues(column: name) }
        return mean
    }

    /// How many rows hold each value of a column, in order of first appearance. Numbers and
    /// dates group by their text form (`TableText`); missing cells group as `(missing)`.
    /// - Throws: `.columnNotFound`.
    public func count(by group: String) throws(TableError) -> TableGroups {
        let (labels, rowGroups) = try groups(by: group)
        var counts = [Double](repeating: 0, count: labels.count)
        for index in rowGroups { counts[index] += 1 }
        return Array(zip(labels, counts)).map { (label: $0.0, value: $0.1) }
    }

    /// The sum of a number column for each value of another column, in order of first
    /// appearance; missing numbers are skipped (a group with none sums to 0).
    /// - Throws: `.columnNotFound`, `.notNumeric` when `name` is not numbers, `.overflow`.
    public func sum(_ name: String, by group: String) throws(TableError) -> TableGroups {
        let cells = try numericCells(name)
        let (labels, rowGroups) = try groups(by: group)
        var sums = [Double](repeating: 0, count: labels.count)
        for (row, index) in rowGroups.enumerated() where !cells.values[row].isNaN { sums[index] += cells.values[row] }
        guard sums.allSatisfy(\.isFinite) else { throw .overflow(column: name) }
        return Array(zip(labels, sums)).map { (label: $0.0, value: $0.1) }
    }

    /// The mean of a number column for each value of another column, in order of first
    /// appearance; missing numbers are skipped and a group without any number is left out.
    /// - Throws: `.columnNotFound`, `.notNumeric` when `name` is not numbers.
    public func mean(_ name: String, by group: String) throws(TableError) -> TableGroups {
        let cells = try numericCells(name)
        let (labels, rowGroups) = try groups(by: group)
        var members = [[Double]](repeating: [], count: labels.count)
        for (row, index) in rowGroups.enumerated() where !cells.values[row].isNaN { members[index].append(cells.values[row]) }
        return zip(labels, members).compactMap { label, values in
            Self.mean(of: values).map { (label: label, value: $0) }
        }
    }

    /// Labels in order of first appearance, and each row's index into them.
    private func groups(by name: String) throws(TableError) -> (labels: [String], rows: [Int]) {
        let values = try column(named: name).values
        if case .strings(let cells) = values { return Self.groups(cells, rowCount: rowCount) }
        var labels: [String] = []
        var indexOf: [String: Int] = [:]
        var rows: [Int] = []
        rows.reserveCapacity(rowCount)
        for row in 0..<min(rowCount, values.count) {
            let label = values.text(at: row) ?? Self.missingLabel
            if let index = indexOf[label] {
                rows.append(index)
            } else {
                indexOf[label] = labels.count
                rows.append(labels.count)
                labels.append(label)
            }
        }
        return (labels, rows)
    }

    /// A text column's groups from its codes: no string is hashed per row.
    private static func groups(_ cells: TextCells, rowCount: Int) -> (labels: [String], rows: [Int]) {
        // code c is slot c + 1 of `groupOfCode`; -1 (missing) slot 0, or the slot of a cell
        // that reads "(missing)" itself, as grouping by label merges them
        var groupOfCode = [Int](repeating: -1, count: cells.labels.count + 1)
        let missingSlot = cells.labels.firstIndex(of: missingLabel).map { $0 + 1 } ?? 0
        var labels: [String] = []
        var rows: [Int] = []
        rows.reserveCapacity(rowCount)
        for code in cells.codes.prefix(rowCount) {
            let slot = code < 0 ? missingSlot : Int(code) + 1
            if groupOfCode[slot] < 0 {
                groupOfCode[slot] = labels.count
                labels.append(slot == 0 ? missingLabel : cells.labels[slot - 1])
            }
            rows.append(groupOfCode[slot])
        }
        return (labels, rows)
    }

    private func numericCells(_ name: String) throws(TableError) -> NumberCells {
        let values = try column(named: name).values
        if case .numbers(let cells) = values { return cells }
        // Point at the first cell that stops the column being numbers.
        for row in 0..<values.count {
            guard let text = values.text(at: row) else { continue }
            var bytes = text
            let isNumber = bytes.withUTF8 { CSVCellParser.number($0) != nil }
            if !isNumber {
                throw .notNumeric(column: name, type: values.typeName, example: text, row: row + 1)
            }
        }
        throw .notNumeric(column: name, type: values.typeName, example: nil, row: nil)
    }

    /// The mean, nil for no values; finite for finite values (divides first if the sum overflows).
    static func mean(of values: some Collection<Double>) -> Double? {
        guard !values.isEmpty else { return nil }
        let count = Double(values.count)
        let sum = values.reduce(0, +)
        return sum.isFinite ? sum / count : values.reduce(0) { $0 + $1 / count }
    }
}
