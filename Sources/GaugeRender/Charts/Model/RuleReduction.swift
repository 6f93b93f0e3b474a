/// Dense rules reduced to what the plot can show (the spirit of `M4Reduction`).
///
/// - Vertical rules (`RuleMark(x:yStart:yEnd:)`), when there are more than half-point
///   columns: per column, series and opacity one rule at the column's centre from the lowest
///   to the highest y its rules reach (keys `rule/column <n>/<series>`, labelled by the
///   first rule), which lights the same pixels as drawing each.
/// - Horizontal rules (`RuleMark(y:)`), when there are more than half-point rows: per
///   half-point row, series and opacity the first rule only (the others draw over it).
///
/// Fewer rules are returned unchanged, keys and all, so they animate.
enum RuleReduction {
    /// `rules` (all of one orientation, as `ChartMarks.rules` makes them) reduced for a plot
    /// `columns` half-point columns wide.
    static func reduce(_ rules: [RuleMarkModel], xAxis: AxisModel, yAxis: AxisModel,
                       plot: Rect, columns: Int) -> [RuleMarkModel] {
        guard let sample = rules.first else { return rules }
        let horizontal = sample.isHorizontal
        let columns = max(columns, 1)
        let rows = max(Int((plot.height * M4Reduction.columnsPerPoint).rounded(.up)), 1)
        let span = xAxis.upper - xAxis.lower
        if horizontal {
            guard rules.count > rows else { return rules }
        } else {
            guard rules.count > columns, span.isFinite, span > 0 else { return rules }
        }
        struct Group: Hashable {
            var cell: Int
            var series: String?
            var color: Color
            var opacity: Double
        }
        var order: [Group] = []
        var kept: [Group: RuleMarkModel] = [:]
        for (index, rule) in rules.enumerated() {
            if RenderCancellation.poll(index) { break }
            let cell: Int
            if horizontal {
                let y = yAxis.position(rule.y1, start: 0, end: Double(rows))
                cell = y.isFinite ? Int(min(max(y, -1), Double(rows) + 1).rounded()) : 0
            } else {
                cell = M4Reduction.column(rule.x, lower: xAxis.lower, span: span, columns: columns)
            }
            let group = Group(cell: cell, series: rule.series, color: rule.color,
                              opacity: rule.opacity)
            if var existing = kept[group] {
                guard !horizontal else { continue }
                existing.y0 = min(existing.y0, rule.y0, rule.y1)
                existing.y1 = max(existing.y1, rule.y0, rule.y1)
                kept[group] = existing
                continue
            }
            order.append(group)
            var first = rule
            if !horizontal {
                first.key = ChartMarks.key("rule", "column \(cell)", rule.series)
                first.x = xAxis.lower + span * (Double(cell) + 0.5) / Double(columns)
                first.y0 = min(rule.y0, rule.y1)
                first.y1 = max(rule.y0, rule.y1)
            }
            kept[group] = first
        }
        return order.compactMap { kept[$0] }
    }
}
