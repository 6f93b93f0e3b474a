/// The `text/plain` one-liners of `Renderer.plainText`.
///
/// Long data is summarised: at most `maximumRows` rows are listed, then
/// `… (N values, min…max)` — N all rows, min…max their y values — with, when every x is a
/// date, the date range after it (`, 2012-01-01…2015-12-31`).
enum PlainText {
    /// Charts with at most this many rows list them all.
    static let maximumRows = 12
    /// Longer charts list this many rows before the summary.
    static let listedRows = 10

    static func describe(_ drawable: Drawable, name: String) -> String {
        switch drawable {
        case .gauge(let spec):
            let value = ValueFormatter.number(spec.value)
            let range = ValueFormatter.number(spec.range.lowerBound) + "…"
                + ValueFormatter.number(spec.range.upperBound)
            return "Gauge \(name): \(value) (\(range), \(spec.style.rawValue))"
        case .chart(let spec):
            let listed = spec.rows.count > maximumRows ? listedRows : maximumRows
            var items = spec.rows.prefix(listed).map { row in
                SectorChartModel.label(row.x) + " " + ValueFormatter.number(row.y)
                    + (row.series.map { " (\($0))" } ?? "")
            }
            if spec.rows.count > listed { items.append(summary(spec.rows)) }
            var text = "Chart \(name) (\(spec.mark.rawValue)): "
                + (items.isEmpty ? "no data" : items.joined(separator: ", "))
            if spec.mark == .sector {
                if let key = selectedSectorKey(spec) { text += ", selected \(key)" }
            } else if case .label(let label) = spec.selection {
                text += ", selected \(label)"
            }
            if spec.mark != .sector, !spec.layers.isEmpty {
                text += "; layers: " + spec.layers.map(layer).joined(separator: ", ")
            }
            return text
        }
    }

    /// A layer in a few words: `rule "mean" at y 4,201.75`, `point (342 values)`.
    static func layer(_ layer: ChartLayer) -> String {
        var parts = [layer.mark.rawValue]
        if let label = layer.label { parts.append("\"\(label)\"") }
        if let y = layer.ruleY { parts.append("at y " + ValueFormatter.number(y)) }
        if let x = layer.ruleX { parts.append("at x " + ValueFormatter.number(x)) }
        if !layer.rows.isEmpty || (layer.ruleY == nil && layer.ruleX == nil) {
            parts.append("(\(layer.rows.count) values)")
        }
        return parts.joined(separator: " ")
    }

    /// `… (N values, min…max)`, plus the date range when every x is a date.
    static func summary(_ rows: ChartRows) -> String {
        let extents = rows.extents
        var text = "… (" + Plural.count(rows.count, "value")
        if let y = extents.y {
            text += ", " + ValueFormatter.number(y.lower) + "…" + ValueFormatter.number(y.upper)
        }
        if let dates = extents.dates {
            text += ", " + SectorChartModel.label(.date(dates.lower)) + "…"
                + SectorChartModel.label(.date(dates.upper))
        }
        return text + ")"
    }

    /// The selected sector's key as `SectorChartModel` names it (a repeated label gets ` #2`,
    /// …), without resolving the whole chart.
    static func selectedSectorKey(_ spec: ChartSpec) -> String? {
        if case .none = spec.selection { return nil }
        let labels = spec.rows.map { SectorChartModel.label($0.x) }
        let values = spec.rows.map { $0.y.isFinite && $0.y > 0 ? $0.y : 0 }
        guard let index = SectorSelection.index(spec.selection, labels: labels, values: values)
        else { return nil }
        var used: Set<String> = []
        var key = ""
        for label in labels[...index] {
            key = label
            var suffix = 2
            while used.contains(key) {
                key = "\(label) #\(suffix)"
                suffix += 1
            }
            used.insert(key)
        }
        return key
    }
}
