/// What `describe` shows of a table: its size and, per column, name, type, missing cells, and
/// min/mean/max (numbers), min/max (dates) or the number of distinct values (text).
///
/// Rendered as `plainText` (an aligned grid for consoles) and `html` (a `<table>` for notebooks,
/// every piece of text escaped), the `text/plain` and `text/html` parts of a display bundle.
public struct TableSummary: Sendable, Hashable {
    /// One column's line of the summary.
    public struct ColumnSummary: Sendable, Hashable {
        public var name: String
        /// `numbers`, `dates` or `text`.
        public var type: String
        public var missing: Int
        /// Numbers: the smallest value; dates: the earliest, in seconds since 1970 UTC.
        public var minimum: Double?
        /// Numbers only: the mean of the present values.
        public var mean: Double?
        /// Numbers: the largest value; dates: the latest, in seconds since 1970 UTC.
        public var maximum: Double?
        /// Text only: how many different values the present cells hold.
        public var distinct: Int?
    }

    /// The name the table is bound to, shown in the caption when given.
    public var name: String?
    public var rowCount: Int
    public var columns: [ColumnSummary]

    /// Summarises a table.
    /// - Parameters:
    ///   - table: the table.
    ///   - name: the name it is bound to in the session, if any.
    public init(_ table: Table, name: String? = nil) {
        self.name = name
        rowCount = table.rowCount
        columns = table.columns.map { column in
            var summary = ColumnSummary(name: column.name, type: column.values.typeName,
                                        missing: column.values.missingCount)
            switch column.values {
            case .numbers(let cells):
                let values = cells.present
                summary.minimum = values.min()
                summary.maximum = values.max()
                summary.mean = Table.mean(of: values)
            case .dates(let cells):
                let values = cells.present
                summary.minimum = values.min()
                summary.maximum = values.max()
            case .strings(let cells):
                summary.distinct = cells.distinctCount
            }
            return summary
        }
    }

    /// `penguins: 344 rows × 8 columns` (the name left out when there is none).
    public var caption: String {
        let size = "\(rowCount) \(rowCount == 1 ? "row" : "rows") × "
            + "\(columns.count) \(columns.count == 1 ? "column" : "columns")"
        return name.map { "\($0): \(size)" } ?? size
    }

    static let headings = ["column", "type", "missing", "min", "mean", "max", "distinct"]

    /// Each column's cells of the grid, as text.
    var grid: [[String]] {
        columns.map { column in
            let isDate = column.type == "dates"
            func format(_ value: Double?) -> String {
                guard let value else { return "" }
                return isDate ? TableText.date(value) : TableText.rounded(value)
            }
            let distinct = column.distinct.map { String($0) } ?? ""
            return [column.name, column.type, String(column.missing),
                    format(column.minimum), format(column.mean), format(column.maximum), distinct]
        }
    }

    /// The caption, then an aligned grid (text left-aligned, counts and values right-aligned).
    public var plainText: String {
        let rows = [Self.headings] + grid.map { $0.map(Self.singleLine) }
        let widths = Self.headings.indices.map { index in rows.map { Self.displayWidth($0[index]) }.max() ?? 0 }
        var lines = [Self.singleLine(caption)]
        for row in rows {
            let cells = row.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - Self.displayWidth(cell))
                return index < 2 ? cell + padding : padding + cell
            }
            var line = cells.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// A `<table>` with a caption, a heading row and one row per column; all text escaped.
    public var html: String {
        var out = "<table class=\"gauge-describe\">\n<caption>\(Self.escape(caption))</caption>\n<thead><tr>"
        out += Self.headings.map { "<th>\($0)</th>" }.joined()
        out += "</tr></thead>\n<tbody>\n"
        for row in grid {
            out += "<tr>" + row.enumerated().map { index, cell in
                index < 2 ? "<td>\(Self.escape(cell))</td>"
                          : "<td style=\"text-align:right\">\(Self.escape(cell))</td>"
            }.joined() + "</tr>\n"
        }
        return out + "</tbody>\n</table>"
    }

    /// `text` safe inside HTML (`& < > " '` escaped, and the characters XML cannot hold —
    /// C0 controls but tab/newline/return, U+FFFE, U+FFFF — dropped, as the SVG writer drops
    /// them); the one escaper of the language's `text/html` output (`describe`, `list`).
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n", "\r": out.unicodeScalars.append(character)
            default:
                // a csv header such as "a\u{0}b" once put a NUL into the describe table (fuzz)
                if character.value < 0x20 || character.value == 0xFFFE || character.value == 0xFFFF { continue }
                out.unicodeScalars.append(character)
            }
        }
        return out
    }

    /// Control characters (a header may hold a quoted line break) shown as spaces.
    static func singleLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// Columns a terminal gives the text: East Asian wide characters and emoji take two.
    static func displayWidth(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { width, scalar in
            switch scalar.value {
            case 0x0300...0x036F, 0x200B...0x200F, 0xFE00...0xFE0F: width
            case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
                 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1FAFF, 0x20000...0x3FFFD: width + 2
            default: width + 1
            }
        }
    }
}

extension Table {
    /// The `describe` summary of this table.
    /// - Parameter name: the name the table is bound to, shown in the caption.
    public func summary(name: String? = nil) -> TableSummary {
        TableSummary(self, name: name)
    }
}
