import GaugeRender

extension ChartData {
    /// Rows with the same x and series merged into one whose y combines theirs by `how`, in
    /// order of first appearance (what `unit:`, `bin:` and `aggregate:` need so a bar or a
    /// line shows one value per category, unit or bin).
    /// - Throws: ValueError when a combined value is too large for a number.
    static func aggregated(_ rows: [ChartRow], _ how: Aggregate,
                           at position: SourcePosition) throws(Failure) -> [ChartRow] {
        struct Key: Hashable {
            var x: DataValue
            var series: String?
        }
        var index: [Key: Int] = [:]
        var groups: [Aggregate.Accumulator] = []
        var merged: [ChartRow] = []
        let keepsValues = how.keepsValues
        for row in rows {
            let key = Key(x: row.x, series: row.series)
            if let at = index[key] {
                groups[at].add(row.y, keepingValues: keepsValues)
            } else {
                index[key] = merged.count
                merged.append(row)
                var group = Aggregate.Accumulator()
                group.add(row.y, keepingValues: keepsValues)
                groups.append(group)
            }
        }
        for at in merged.indices {
            guard let value = how.result(groups[at]) else {
                throw Failure(.valueError, "the \(how.rawValue) at \(label(merged[at])) is too large for a number",
                              at: position)
            }
            merged[at].y = value
        }
        return merged
    }
}
