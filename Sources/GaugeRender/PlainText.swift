/// The `text/plain` one-liners of `Renderer.plainText`.
enum PlainText {
    /// At most this many data rows are listed before `…`.
    static let maximumRows = 12

    static func describe(_ drawable: Drawable, name: String) -> String {
        switch drawable {
        case .gauge(let spec):
            let value = ValueFormatter.number(spec.value)
            let range = ValueFormatter.number(spec.range.lowerBound) + "…"
                + ValueFormatter.number(spec.range.upperBound)
            return "Gauge \(name): \(value) (\(range), \(spec.style.rawValue))"
        case .chart(let spec):
            var items = spec.rows.prefix(maximumRows).map { row in
                SectorChartModel.label(row.x) + " " + ValueFormatter.number(row.y)
                    + (row.series.map { " (\($0))" } ?? "")
            }
            if spec.rows.count > maximumRows { items.append("… \(spec.rows.count - maximumRows) more") }
            var text = "Chart \(name) (\(spec.mark.rawValue)): "
                + (items.isEmpty ? "no data" : items.joined(separator: ", "))
            if spec.mark == .sector {
                let model = SectorChartModel(spec: spec)
                if let key = model.selectedKey { text += ", selected \(key)" }
            } else if case .label(let label) = spec.selection {
                text += ", selected \(label)"
            }
            return text
        }
    }
}
