import GaugeRender

/// How values read as text: `print`, a cell's result, `describe`, `list`.
enum Describe {
    /// Lists longer than this show their first and last items around an ellipsis.
    static let shownItems = 10

    static func plain(_ value: Value) -> String {
        switch value {
        case .number(let n): return NumberFormat.plain(n)
        case .string(let s): return s
        case .list(let list):
            let items = list.count <= shownItems
                ? list.map(NumberFormat.plain)
                : list.prefix(shownItems - 3).map(NumberFormat.plain) + ["…"]
                    + list.suffix(3).map(NumberFormat.plain)
            return "[" + items.joined(separator: ", ") + "]" + (list.count > shownItems ? " (\(list.count) numbers)" : "")
        case .record(let record):
            if record.count == 0 { return "[:]" }
            return "[" + record.entries.map { "\"\($0.label)\": \(NumberFormat.plain($0.value))" }
                .joined(separator: ", ") + "]"
        case .table(let table):
            return "table of \(table.rowCount) rows: " + table.columns.map(\.name).joined(separator: ", ")
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
        case .curve(let curve): return "\(curve)"
        }
    }

    /// A cell's result: strings in quotes (as a REPL echoes them), records also as a table.
    static func rich(_ value: Value) -> RichText {
        switch value {
        case .string(let s): return RichText(plain: "\"\(s)\"")
        case .record(let record):
            return RichText(plain: plain(value),
                            html: table(["label", "value"], record.entries.map { [$0.label, NumberFormat.plain($0.value)] }))
        case .table(let t): return describe(t)
        default: return RichText(plain: plain(value))
        }
    }

    /// An HTML table with escaped cells.
    static func table(_ header: [String], _ rows: [[String]]) -> String {
        func row(_ cells: [String], _ tag: String) -> String {
            "<tr>" + cells.map { "<\(tag)>\(escape($0))</\(tag)>" }.joined() + "</tr>"
        }
        return "<table>" + row(header, "th") + rows.map { row($0, "td") }.joined() + "</table>"
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(c)
            }
        }
        return out
    }

    static func typeName(_ values: ColumnValues) -> String {
        switch values {
        case .numbers: return "numbers"
        case .dates: return "dates"
        case .strings: return "text"
        }
    }

    static func missing(_ values: ColumnValues) -> Int {
        switch values {
        case .numbers(let v), .dates(let v): return v.filter { $0 == nil }.count
        case .strings(let v): return v.filter { $0 == nil }.count
        }
    }

    /// A table's shape: row count, each column's name, type and missing cells.
    static func describe(_ table: Table) -> RichText {
        let rows = table.columns.map { [$0.name, typeName($0.values), String(missing($0.values))] }
        let plain = "table: \(table.rowCount) rows, \(table.columns.count) columns\n"
            + rows.map { "  \($0[0]): \($0[1])" + ($0[2] == "0" ? "" : " (\($0[2]) missing)") }.joined(separator: "\n")
        return RichText(plain: plain, html: "<p>\(table.rowCount) rows</p>" + self.table(["column", "type", "missing"], rows))
    }

    /// `describe NAME` for data, gauges and charts.
    static func describe(_ name: String, _ binding: Binding) -> RichText {
        switch binding {
        case .data(.table(let table)):
            let base = describe(table)
            return RichText(plain: "\(name): " + base.plain, html: base.html)
        case .data(.record(let record)):
            let rows = record.entries.map { [$0.label, NumberFormat.plain($0.value)] }
            let total = record.values.reduce(0, +)
            return RichText(plain: "\(name): record of \(record.count) labels, total \(NumberFormat.plain(total))\n"
                                + rows.map { "  \($0[0]): \($0[1])" }.joined(separator: "\n"),
                            html: "<p>\(escape(name)): \(record.count) labels</p>" + table(["label", "value"], rows))
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
            return RichText(plain: binding.drawable.map { Renderer.plainText($0, name: name) } ?? name)
        }
    }

    /// An instant as `YYYY-MM-DD` (UTC).
    static func date(_ seconds: Double) -> String {
        let days = Int((seconds / 86_400).rounded(.down))
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(y)-\(two(m))-\(two(d))"
    }
}
