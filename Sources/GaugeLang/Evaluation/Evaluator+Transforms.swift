import GaugeRender

/// The chart options that transform a table's rows before they are drawn (LANGUAGE.md v2,
/// "Exploring a table"): `where:`, `bin:`, `aggregate:`, `sort:`.
extension Evaluator {
    /// Sets `key` on `chart` when it is one of the transform options.
    /// - Returns: false when `key` is not a transform option.
    /// - Throws: ValueError for an unknown word or a bin count outside 1...1000; TypeError for
    ///   a `bin:` that is neither a number nor a word.
    func applyTransform(_ key: String, _ expr: Expr, to chart: inout ChartObject) throws(Failure) -> Bool {
        switch key {
        case "where":
            if case .name("none", _) = expr {
                chart.rowFilter = nil
            } else {
                chart.rowFilter = RowFilter(expr)
            }
        case "bin":
            switch expr {
            case .name(let word, _) where Vocabulary.bins.contains(word) || state[word] == nil:
                let known = try self.word(expr, Vocabulary.bins, kind: "bin settings")
                chart.bin = known == "auto" ? Binning.automaticCount : nil
            default:
                let count = try number(expr, "bin:")
                guard count == count.rounded(), count >= 1, count <= Double(Binning.maximumCount) else {
                    throw Failure(.valueError, "bin: takes a whole number of bins from 1 to \(Binning.maximumCount), or auto",
                                  at: expr.position, suggestion: "For example bin: 20, or bin: auto for about 10.")
                }
                chart.bin = Int(count)
            }
        case "aggregate":
            chart.aggregate = Aggregate(rawValue: try word(expr, Vocabulary.aggregates, kind: "aggregates"))
        case "sort":
            chart.sort = CategorySort(rawValue: try word(expr, Vocabulary.sorts, kind: "sort orders")) ?? .none
        default:
            return false
        }
        return true
    }

    /// The chart's data, with the rows its `where:` keeps (the table itself is not copied).
    /// - Throws: TypeError when `where:` is given data that is not a table, and the
    ///   condition's errors (`truth(of:in:)`).
    func filteredData(of chart: ChartObject) throws(Failure) -> ChartSource? {
        guard let data = chart.data else { return nil }
        guard let rowFilter = chart.rowFilter else { return ChartSource(value: data, keep: nil) }
        guard case .table(let table) = data else {
            throw Failure(.typeError, "where: keeps rows of a table, but this chart's data is \(data.typeName)",
                          at: rowFilter.condition.position,
                          suggestion: "Give the chart a table (csv(\"file.csv\")), or write where: none.")
        }
        return ChartSource(value: data, keep: try truth(of: rowFilter.condition, in: table).mask)
    }
}

/// A chart's data and the rows of it that `where:` keeps (row-aligned; `nil` for all).
struct ChartSource {
    var value: Value
    var keep: [Bool]?
}
