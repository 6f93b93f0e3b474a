import GaugeRender

extension ChartData {
    /// Rows with the same x and series merged into one whose y is their sum, in order of
    /// first appearance (what `unit:` needs so a line shows one total per unit).
    /// - Throws: ValueError when a total is too large for a number.
    static func summed(_ rows: [ChartRow], at position: SourcePosition) throws(Failure) -> [ChartRow] {
        struct Key: Hashable {
            var x: DataValue
            var series: String?
        }
        var index: [Key: Int] = [:]
        var merged: [ChartRow] = []
        for row in rows {
            let key = Key(x: row.x, series: row.series)
            if let at = index[key] {
                merged[at].y += row.y
                guard merged[at].y.isFinite else {
                    throw Failure(.valueError, "the total at \(label(row)) is too large for a number",
                                  at: position)
                }
            } else {
                index[key] = merged.count
                merged.append(row)
            }
        }
        return merged
    }
}
