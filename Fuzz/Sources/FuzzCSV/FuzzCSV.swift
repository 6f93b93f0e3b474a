import FuzzSupport
import GaugeLang
import SVGSafety

// bytes ──UTF-8 check──▶ Table.parse ──▶ shape invariants, aggregates, the describe table
//                                         (plain text single-line caption, HTML well-formed)

@_cdecl("FuzzCSV_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data = pointer, size > 0 else { return 0 }
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self) else {
        return 0
    }
    let table: Table
    do {
        table = try Table.parse(csv: text)
    } catch {
        if error.message.isEmpty { FuzzFinding.check(["an empty error message"], in: "csv", output: text) }
        return 0
    }
    var problems: [String] = []
    if table.columns.isEmpty { problems.append("a table without columns") }
    if Set(table.columnNames).count != table.columnNames.count { problems.append("repeated column names") }
    for column in table.columns where column.values.count != table.rowCount {
        problems.append("column \(column.name) holds \(column.values.count) cells for \(table.rowCount) rows")
    }
    // the storage's own invariants: NaN exactly under the missing cells the bitmap marks,
    // every present number finite; text codes in range over distinct labels
    for column in table.columns {
        switch column.values {
        case .numbers(let cells), .dates(let cells):
            if cells.missingCount != cells.values.count(where: \.isNaN)
                || cells.values.contains(where: { $0.isInfinite })
                || cells.values.indices.contains(where: { cells.values[$0].isNaN == (cells.validity?.isPresent($0) ?? true) }) {
                problems.append("column \(column.name): values and validity bitmap disagree")
            }
        case .strings(let cells):
            if cells.codes.contains(where: { $0 < -1 || Int($0) >= cells.labels.count })
                || Set(cells.labels).count != cells.labels.count {
                problems.append("column \(column.name): codes out of range or labels repeated")
            }
        }
    }
    FuzzFinding.check(problems, in: "table", output: text)
    // the first 64 columns: a lookup by name is a linear search (a cell names a few columns),
    // so all of a 4,000-column header's took 1.5 s an input (slow-unit faeefd8b)
    for name in table.columnNames.prefix(64) {
        _ = try? table.sum(name)
        _ = try? table.mean(name)
        _ = try? table.count(by: name)
        if let other = table.columnNames.last { _ = try? table.mean(other, by: name) }
    }
    let summary = table.summary(name: "t")
    let html = summary.html
    let xml = XMLCheck("<div>" + html + "</div>")
    if let problem = xml.problem { FuzzFinding.check(["describe html: \(problem)"], in: "html", output: html) }
    if xml.elements.contains(where: { $0.name.lowercased() == "script" }) {
        FuzzFinding.check(["describe html holds <script>"], in: "html", output: html)
    }
    if summary.plainText.isEmpty { FuzzFinding.check(["empty describe text"], in: "describe", output: text) }
    return 0
}
