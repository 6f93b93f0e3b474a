import GaugeRender

/// `bin:`, `unit:`, `aggregate:` and counting over a table's columns in one pass: each row's
/// group — its x (a bin, a text code, a number or a date's unit) and its series code — is found
/// by integers, so no `ChartRow`, `DataValue` key or label is made per row, only per group.
/// Groups come in order of first appearance and combine their values in row order, so the
/// rows are exactly those `aggregated(_:_:at:)` makes from the row-by-row path.
extension ChartData {
    /// The aggregated rows, or `nil` when x is read as the label of a number or date (a sector
    /// over numbers or dates, dates counted without `unit:`): the row-by-row path groups those
    /// by their text.
    /// - Throws: ValueError when a combined value is too large for a number; KeyboardInterrupt.
    static func aggregatedColumns(x: Column, values: NumberCells?, series: Column?, binning: Binning?,
                                  unit: DateUnit?, asCategory: Bool, how: Aggregate, keep: [Bool]?, rowCount: Int,
                                  at position: SourcePosition,
                                  isInterrupted: () -> Bool) throws(Failure) -> [ChartRow]? {
        var xValues: [Double] = []
        var xCodes: [Int32] = []
        var xLabels: [String] = []
        switch x.values {
        case .strings(let cells): (xCodes, xLabels) = (cells.codes, cells.labels)
        case .numbers(let cells), .dates(let cells):
            guard binning != nil || !asCategory else { return nil }
            xValues = cells.values
        }
        let isDates = x.values.isDates
        let seriesCodes = series.map(codes)
        let seriesSlots = (seriesCodes?.labels.count ?? 0) + 1
        // x keys: a bin's index, a text's code, or a number's (date's) index in `xFirst`
        var keyOfBits: [UInt64: Int] = [:]
        var xFirst: [Double] = []
        // group of (x key, series slot), -1 when not seen; a dictionary past 4M pairs
        let xKeyCount = binning?.count ?? (xCodes.isEmpty ? Int.max : xLabels.count)
        let dense = xKeyCount <= (1 << 22) / seriesSlots
        var denseGroup = [Int32](repeating: -1, count: dense ? xKeyCount * seriesSlots : 0)
        var sparseGroup: [Int: Int32] = [:]
        var groups: [(x: Int, slot: Int)] = []
        var accumulators: [Aggregate.Accumulator] = []
        let keepsValues = how.keepsValues
        let ys = values?.values ?? []
        let bins = binning.map(Binning.Lookup.init)
        for row in 0..<rowCount {
            if row % pollInterval == pollInterval - 1, isInterrupted() { throw interrupted(at: position) }
            if let keep, !(row < keep.count && keep[row]) { continue }
            var y = 1.0
            if values != nil {
                guard row < ys.count, ys[row].isFinite else { continue }
                y = ys[row]
            }
            let xKey: Int
            if !xCodes.isEmpty {
                guard row < xCodes.count, xCodes[row] >= 0 else { continue }
                xKey = Int(xCodes[row])
            } else {
                guard row < xValues.count, !xValues[row].isNaN else { continue }
                if let bins {
                    xKey = bins.index(of: xValues[row])
                } else {
                    let value = unit.map { $0.start(of: xValues[row]) } ?? xValues[row]
                    // -0 and 0 are one x, as DataValue's == has them
                    let bits = value == 0 ? 0 : value.bitPattern
                    if let known = keyOfBits[bits] {
                        xKey = known
                    } else {
                        xKey = xFirst.count
                        keyOfBits[bits] = xKey
                        xFirst.append(value)
                    }
                }
            }
            let slot = seriesCodes.map { Int($0.codes[row]) + 1 } ?? 0
            var group = dense ? denseGroup[xKey * seriesSlots + slot] : sparseGroup[xKey * seriesSlots + slot] ?? -1
            if group < 0 {
                group = Int32(groups.count)
                if dense { denseGroup[xKey * seriesSlots + slot] = group } else { sparseGroup[xKey * seriesSlots + slot] = group }
                groups.append((xKey, slot))
                accumulators.append(Aggregate.Accumulator())
            }
            accumulators[Int(group)].add(y, keepingValues: keepsValues)
        }
        var rows: [ChartRow] = []
        rows.reserveCapacity(groups.count)
        for (index, group) in groups.enumerated() {
            let xValue: DataValue
            if let binning {
                xValue = .interval(binning.edge(group.x), binning.edge(group.x + 1))
            } else if !xCodes.isEmpty {
                xValue = .category(xLabels[group.x])
            } else {
                xValue = isDates ? .date(xFirst[group.x]) : .number(xFirst[group.x])
            }
            var row = ChartRow(x: xValue, y: 0, series: group.slot == 0 ? nil : seriesCodes?.labels[group.slot - 1])
            guard let value = how.result(accumulators[index]) else {
                throw Failure(.valueError, "the \(how.rawValue) at \(label(row)) is too large for a number", at: position)
            }
            row.y = value
            rows.append(row)
        }
        return rows
    }
}
