import GaugeRender

/// A table chart drawn row by row without a `ChartRow` per row: the table's columns go to
/// GaugeRender as they are (`ChartColumns`, shared, not copied), with the list of rows drawn
/// when `where:` or a missing cell leaves some out. A row is drawn exactly when the row-by-row
/// path would make it: kept by `where:`, x present, y present and finite.
extension ChartData {
    /// - Parameters:
    ///   - x: the `x:` column (numbers, dates or text).
    ///   - y: the `y:` column's cells.
    ///   - series: the `color:` column, if any.
    ///   - keep: the rows `where:` keeps (row-aligned), `nil` for all.
    /// - Throws: KeyboardInterrupt when `isInterrupted` answers true.
    static func columns(x: Column, y: NumberCells, series: Column?, keep: [Bool]?, rowCount: Int,
                        at position: SourcePosition, isInterrupted: () -> Bool) throws(Failure) -> ChartColumns {
        let chartX: ChartColumns.X
        // present x: not NaN (numbers, dates) or a code >= 0 (text)
        var xValues: [Double] = []
        var xCodes: [Int32] = []
        switch x.values {
        case .numbers(let cells):
            chartX = .numbers(cells.values)
            xValues = cells.values
        case .dates(let cells):
            chartX = .dates(cells.values)
            xValues = cells.values
        case .strings(let cells):
            chartX = .categories(ChartCodes(codes: cells.codes, labels: cells.labels))
            xCodes = cells.codes
        }
        let ys = y.values
        let count = Swift.min(rowCount, ys.count, Swift.max(xValues.count, xCodes.count))
        let drawn: [Int32]? = try xValues.withUnsafeBufferPointer { xValues throws(Failure) in
            try xCodes.withUnsafeBufferPointer { xCodes throws(Failure) in
                try ys.withUnsafeBufferPointer { ys throws(Failure) in
                    func isDrawn(_ row: Int) -> Bool {
                        if let keep, !(row < keep.count && keep[row]) { return false }
                        guard ys[row].isFinite else { return false }
                        return xCodes.isEmpty ? !xValues[row].isNaN : xCodes[row] >= 0
                    }
                    // every row drawn (the usual clean file, no where:): no list at all
                    var first = 0
                    while first < count, isDrawn(first) {
                        if first % pollInterval == pollInterval - 1, isInterrupted() { throw interrupted(at: position) }
                        first += 1
                    }
                    if first == count, count == rowCount { return nil }
                    var rows: [Int32] = []
                    rows.reserveCapacity(count)
                    rows.append(contentsOf: (0..<Int32(first)))
                    for row in first..<count {
                        if row % pollInterval == pollInterval - 1, isInterrupted() { throw interrupted(at: position) }
                        if isDrawn(row) { rows.append(Int32(row)) }
                    }
                    return rows
                }
            }
        }
        return ChartColumns(x: chartX, y: ys, series: series.map(codes), rows: drawn)
    }

    /// A `color:` column as codes into distinct labels: a text column's own codes; numbers
    /// and dates encoded here, labelled as the row-by-row path labels them (`TableText`), one
    /// code per label (two instants a fraction of a second apart read the same).
    static func codes(_ column: Column) -> ChartCodes {
        switch column.values {
        case .strings(let cells): return ChartCodes(codes: cells.codes, labels: cells.labels)
        case .numbers(let cells): return encoded(cells, TableText.number)
        case .dates(let cells): return encoded(cells, TableText.date)
        }
    }

    /// Codes by each value's bits (one label made per distinct value, not per row).
    private static func encoded(_ cells: NumberCells, _ label: (Double) -> String) -> ChartCodes {
        var codeOfBits: [UInt64: Int32] = [:]
        var labels: [String] = []
        var codes: [Int32] = []
        codes.reserveCapacity(cells.count)
        for value in cells.values {
            guard !value.isNaN else {
                codes.append(-1)
                continue
            }
            if let code = codeOfBits[value.bitPattern] {
                codes.append(code)
            } else {
                let code = Int32(labels.count)
                codeOfBits[value.bitPattern] = code
                labels.append(label(value))
                codes.append(code)
            }
        }
        // labels that read the same are one series, as the row-by-row path names them
        var canonical: [String: Int32] = [:]
        let codeOfLabel = labels.map { label in
            if let known = canonical[label] { return known }
            canonical[label] = Int32(canonical.count)
            return Int32(canonical.count - 1)
        }
        guard canonical.count < labels.count else { return ChartCodes(codes: codes, labels: labels) }
        var distinct = [String](repeating: "", count: canonical.count)
        for (label, code) in canonical { distinct[Int(code)] = label }
        return ChartCodes(codes: codes.map { $0 < 0 ? $0 : codeOfLabel[Int($0)] }, labels: distinct)
    }
}
