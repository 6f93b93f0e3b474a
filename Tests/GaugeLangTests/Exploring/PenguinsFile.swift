import Foundation

/// notebooks/data/penguins.csv read with a plain split (no quotes in that file; `NA` is a
/// missing cell), so tests can count rows independently of the language's csv reader.
struct PenguinsFile {
    var header: [String]
    var rows: [[String]]

    init() throws {
        let text = try String(contentsOfFile: "/work/shared/data/penguins.csv", encoding: .utf8)
        let lines = text.split(separator: "\n").map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        header = lines[0]
        rows = Array(lines.dropFirst())
    }

    func cell(_ row: [String], _ column: String) -> String? {
        guard let index = header.firstIndex(of: column), row[index] != "NA", !row[index].isEmpty else { return nil }
        return row[index]
    }

    func number(_ row: [String], _ column: String) -> Double? {
        cell(row, column).flatMap(Double.init)
    }
}
