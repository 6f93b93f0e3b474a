import Testing
@testable import GaugeLang

/// Generated tables written as RFC 4180 csv read back cell for cell; random bytes never crash.
struct CSVRoundTripTests {
    static func field(_ text: String) -> String {
        let special = text.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) } || text.first == " " || text.last == " "
        return special ? "\"" + text.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" : text
    }

    @Test(arguments: 0..<50)
    func roundTrip(seed: Int) throws {
        var random = SplitMix64(seed: UInt64(seed))  // same inputs every run
        let pieces = ["a", "b", ",", " ", "\"", "\n", "\r\n", "é", "り", "1", "-", "\t"]
        let width = Int.random(in: 1...5, using: &random)
        let height = Int.random(in: 0...20, using: &random)
        let header = (0..<width).map { "c\($0)" }
        let cells = (0..<height).map { _ in
            (0..<width).map { _ in
                "x" + (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
                    + "y"
            }
        }
        let lineBreak = Bool.random(using: &random) ? "\r\n" : "\n"
        let csv = ([header] + cells).map { $0.map(Self.field).joined(separator: ",") }.joined(separator: lineBreak)
        let table = try Table.parse(csv: csv)
        #expect(table.columnNames == header)
        #expect(rows(table) == cells.map { $0.map { Optional($0) } })
    }

    @Test(arguments: 0..<200)
    func arbitraryTextNeverCrashes(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 1000)
        let pieces = ["a", ",", "\"", "\n", "\r", " ", "1", ".", "e", "-", "NA", "2012-01-01", "\u{FEFF}"]
        let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }.joined()
        do {
            let table = try Table.parse(csv: text)
            #expect(table.columns.allSatisfy { $0.values.count == table.rowCount })
        } catch {
            #expect(error.message.isEmpty == false)
        }
    }
}
