import GaugeRender

/// How values read as text: `print`, a cell's result, `describe`, `list`.
enum Describe {
    /// Lists longer than this show their first and last items around an ellipsis.
    static let shownItems = 10
    /// Records longer than this show their first and last labels around an ellipsis.
    static let shownLabels = 30
    /// HTML tables and `describe` listings stop after this many rows (a 300,000-label record
    /// would otherwise send megabytes to the browser).
    static let shownRows = 500

    static func plain(_ value: Value) -> String {
        switch value {
        case .number(let n): return NumberFormat.plain(n)
        case .string(let s): return s
        case .list(let list):
            let items = list.count <= shownItems
                ? list.map(NumberFormat.plain)
                : list.prefix(shownItems - 3).map(NumberFormat.plain) + ["…"]
                    + list.suffix(3).map(NumberFormat.plain)
            return "[" + items.joined(separator: ", ") + "]" + (list.count > shownItems ? " (" + Plural.count(list.count, "number") + ")" : "")
        case .record(let record):
            if record.count == 0 { return "[:]" }
            let items = record.entries.map { "\"\($0.label)\": \(NumberFormat.plain($0.value))" }
            let shown = items.count <= shownLabels ? items
                : items.prefix(shownLabels - 3) + ["…"] + items.suffix(3)
            return "[" + shown.joined(separator: ", ") + "]"
                + (items.count > shownLabels ? " (" + Plural.count(items.count, "label") + ")" : "")
        case .table(let table):
            return "table of " + Plural.count(table.rowCount, "row") + ": " + table.columns.map(\.name).joined(separator: ", ")
        case .range(let range):
            return "\(NumberFormat.plain(range.lowerBound))...\(NumberFormat.plain(range.upperBound))"
        case .color(let color): return NamedColors.hex(color)
        case .gradient(let colors): return "gradient(" + colors.map(NamedColors.hex).joined(separator: ", ") + ")"
        case .dimension(let d):
            switch d {
            case .automatic: return "automatic"
            case .fixed(let p): return NumberFormat.plain(p)
            case .ratio(let r): return "ratio(\(NumberFormat.plain(r)))"
            case .inset(let p): return "inset(\(NumberFormat.plain(p)))"
            }
        case .size(let size): return "\(NumberFormat.plain(size.width))x\(NumberFormat.plain(size.height))"
        case .curve(let curve): return Describe.curve(curve)
        }
    }

    /// A cell's result: strings in quotes (as a REPL echoes them), records also as a table.
    static func rich(_ value: Value) -> RichText {
        switch value {
        case .string(let s): return RichText(plain: "\"\(s)\"")
        case .record(let record):
            return RichText(plain: plain(value),
                            html: table(["label", "value"], record.entries.prefix(shownRows).map { [$0.label, NumberFormat.plain($0.value)] },
                                        more: record.count - shownRows))
        case .table(let t): return describe(t)
        default: return RichText(plain: plain(value))
        }
    }

    /// An HTML table with escaped cells; `more` > 0 adds a last row saying how many were left out.
    static func table(_ header: [String], _ rows: [[String]], more: Int = 0) -> String {
        func row(_ cells: [String], _ tag: String) -> String {
            "<tr>" + cells.map { "<\(tag)>\(escape($0))</\(tag)>" }.joined() + "</tr>"
        }
        let tail = more > 0 ? "<tr><td colspan=\"\(header.count)\">… \(more) more</td></tr>" : ""
        return "<table>" + row(header, "th") + rows.map { row($0, "td") }.joined() + tail + "</table>"
    }

    static func escape(_ text: String) -> String { TableSummary.escape(text) }

    /// A table's shape: row count, each column's name, type, missing cells and range.
    static func describe(_ table: Table, name: String? = nil) -> RichText {
        let summary = TableSummary(table, name: name)
        return RichText(plain: summary.plainText, html: summary.html)
    }

    /// `describe NAME` for data, gauges and charts.
    static func describe(_ name: String, _ binding: Binding) -> RichText {
        switch binding {
        case .data(.table(let table)):
            return describe(table, name: name)
        case .data(.record(let record)):
            let rows = record.entries.prefix(shownRows).map { [$0.label, NumberFormat.plain($0.value)] }
            let more = record.count - rows.count
            let total = record.values.reduce(0, +)
            return RichText(plain: "\(name): record of " + Plural.count(record.count, "label") + ", total \(NumberFormat.plain(total))\n"
                                + rows.map { "  \($0[0]): \($0[1])" }.joined(separator: "\n")
                                + (more > 0 ? "\n  … \(more) more" : ""),
                            html: "<p>\(escape(name)): " + Plural.count(record.count, "label") + "</p>" + table(["label", "value"], rows, more: more))
        case .data(.list(let list)):
            var stats = [["count", String(list.count)]]
            if let lo = list.min(), let hi = list.max() {
                let mean = list.reduce(0) { $0 + $1 / Double(list.count) }
                stats += [["min", NumberFormat.plain(lo)], ["max", NumberFormat.plain(hi)],
                          ["mean", NumberFormat.plain(mean)]]
            }
            return RichText(plain: "\(name): list, " + stats.map { "\($0[0]) \($0[1])" }.joined(separator: ", "),
                            html: "<p>\(escape(name)): list</p>" + table(["statistic", "value"], stats))
        case .data(let value):
            return RichText(plain: "\(name): \(value.typeName) \(plain(value))")
        case .gauge, .chart:
            return RichText(plain: binding.drawable.map { drawable($0, name: name) } ?? name)
        }
    }

    /// The one-line summary of a gauge or chart for `describe` and `list`, its numbers
    /// written by `NumberFormat` (so `in: 0...1e-300` reads `0…1e-300`), in the shape of the
    /// renderer's `text/plain`: `Gauge g: 75 (0…100, accessoryCircular)`,
    /// `Chart c (sector): a 15, b 12, selected b` (at most 12 rows, then `… N more`).
    static func drawable(_ drawable: Drawable, name: String) -> String {
        switch drawable {
        case .gauge(let spec):
            return "Gauge \(name): \(NumberFormat.plain(spec.value)) (\(NumberFormat.plain(spec.range.lowerBound))…"
                + "\(NumberFormat.plain(spec.range.upperBound)), \(spec.style.rawValue))"
        case .chart(let spec):
            let shown = 12
            var items = spec.rows.prefix(shown).map { row in
                rowLabel(row.x) + " " + NumberFormat.plain(row.y) + (row.series.map { " (\($0))" } ?? "")
            }
            if spec.rows.count > shown { items.append("… \(spec.rows.count - shown) more") }
            var text = "Chart \(name) (\(spec.mark.rawValue)): " + (items.isEmpty ? "no data" : items.joined(separator: ", "))
            if spec.mark == .sector {
                if let key = SectorChartModel(spec: spec).selectedKey { text += ", selected \(key)" }
            } else if case .label(let label) = spec.selection {
                text += ", selected \(label)"
            }
            if !spec.layers.isEmpty {
                text += "; layers: " + spec.layers.map { layer in
                    layer.mark.rawValue + (layer.label.map { " \"\($0)\"" } ?? "")
                }.joined(separator: ", ")
            }
            return text
        }
    }

    static func rowLabel(_ x: DataValue) -> String {
        switch x {
        case .category(let text): return text
        case .number(let number): return NumberFormat.exact(number)
        case .date(let seconds): return TableText.date(seconds)
        case .interval(let lower, let upper): return NumberFormat.exact(lower) + "–" + NumberFormat.exact(upper)
        }
    }

    /// A curve as it is written in a cell: `easeInOut(1)`, `spring(response: 0.5, dampingFraction: 0.825)`.
    static func curve(_ curve: AnimationCurve) -> String {
        switch curve {
        case .none: return "none"
        case .spring(let response, let damping):
            return "spring(response: \(NumberFormat.plain(response)), dampingFraction: \(NumberFormat.plain(damping)))"
        case .timingCurve(let x1, let y1, let x2, let y2, let duration):
            let names: [String: [Double]] = ["easeInOut": [0.42, 0, 0.58, 1], "easeIn": [0.42, 0, 1, 1],
                                             "easeOut": [0, 0, 0.58, 1], "linear": [0, 0, 1, 1]]
            let name = names.first { $0.value == [x1, y1, x2, y2] }?.key ?? "timingCurve"
            return "\(name)(\(NumberFormat.plain(duration)))"
        }
    }
}
