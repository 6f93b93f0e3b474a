import Foundation
import GaugeRender

/// A minimal csv reader standing in for the tables branch (delete this file when it lands and
/// point `TableAccess.read` at `Table.read`). Plain comma-separated values with double quotes;
/// a column is numbers when every present cell is a number, dates when every one is an ISO date.
enum TableFallback {
    struct ReadError: Error {
        var message: String
        var missing = false
        var interrupted = false
    }

    static func read(path: String, isInterrupted: () -> Bool) throws(ReadError) -> Table {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ReadError(message: "no file at \(path)", missing: true)
        }
        let text = String(decoding: data, as: UTF8.self)
        var lines = text.split(whereSeparator: \.isNewline).map(String.init)
        guard !lines.isEmpty else { throw ReadError(message: "\(path) is empty") }
        let header = fields(lines.removeFirst())
        var cells = Array(repeating: [String?](), count: header.count)
        for (n, line) in lines.enumerated() {
            if n % 4096 == 4095, isInterrupted() { throw ReadError(message: "interrupted", interrupted: true) }
            let row = fields(line)
            for c in 0..<header.count {
                let cell = c < row.count ? row[c] : ""
                cells[c].append(cell.isEmpty || cell == "NA" ? nil : cell)
            }
        }
        let columns = zip(header, cells).map { name, values in Column(name: name, values: typed(values)) }
        return Table(columns: columns, rowCount: lines.count)
    }

    static func fields(_ line: String) -> [String] {
        var result: [String] = [], field = "", quoted = false
        for c in line {
            if c == "\"" { quoted.toggle() } else if c == ",", !quoted {
                result.append(field)
                field = ""
            } else { field.append(c) }
        }
        result.append(field)
        return result.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    static func typed(_ values: [String?]) -> ColumnValues {
        let present = values.compactMap { $0 }
        if present.allSatisfy({ Double($0)?.isFinite == true }) {
            return .numbers(values.map { $0.flatMap(Double.init) })
        }
        if present.allSatisfy({ date($0) != nil }) { return .dates(values.map { $0.flatMap(date) }) }
        return .strings(values)
    }

    /// `2012-01-01` or `2012/01/01` as seconds since 1970 (UTC), by the days-from-civil formula.
    static func date(_ text: String) -> Double? {
        let parts = text.split(whereSeparator: { $0 == "-" || $0 == "/" })
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]),
              let d = Int(parts[2]), (1...12).contains(m), (1...31).contains(d) else { return nil }
        let yy = m <= 2 ? y - 1 : y
        let era = (yy >= 0 ? yy : yy - 399) / 400
        let yoe = yy - era * 400
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return Double(era * 146_097 + doe - 719_468) * 86_400
    }
}
