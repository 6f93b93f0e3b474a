import Testing
@testable import GaugeLang

/// Times parsing a generated 1,000,000-row csv. Off by default; run in a release build with
/// `GAUGE_TABLE_BENCH=1 swift test -c release --filter TableBenchmarkTests`.
struct TableBenchmarkTests {
    static let enabled = getenvValue("GAUGE_TABLE_BENCH") != nil

    @Test(.enabled(if: enabled))
    func millionRows() throws {
        let species = ["Adelie", "Gentoo", "Chinstrap"]
        var text = "id,species,island,length,mass,date,sex,note\n"
        text.reserveCapacity(70_000_000)
        for row in 0..<1_000_000 {
            let length = 30 + Double(row % 300) / 10
            text += "\(row),\(species[row % 3]),Biscoe,\(length),\(2700 + row % 3600),"
                + "2012-\(row % 9 + 1 < 10 ? "0" : "")\(row % 9 + 1)-1\(row % 9),"
                + (row % 2 == 0 ? "NA" : "male") + ",\"a, \"\"quoted\"\" note\"\n"
        }
        let clock = ContinuousClock()
        var table: Table?
        let elapsed = try clock.measure { table = try Table.parse(csv: text) }
        let counted = try clock.measure { _ = try table?.count(by: "species") }
        print("parsed 1,000,000 rows (\(text.utf8.count) bytes) in \(elapsed); count(by:) in \(counted)")
        #expect(table?.rowCount == 1_000_000)
        #expect(table?.columns.map(\.values.typeName)
                == ["numbers", "text", "text", "numbers", "numbers", "dates", "text", "text"])
        #expect(try table?.count(by: "species").map(\.value) == [333_334, 333_333, 333_333])
    }

    /// Times `Table.read` on a file named by `GAUGE_TABLE_BENCH_FILE` (UTF-8 check included).
    @Test(.enabled(if: getenvValue("GAUGE_TABLE_BENCH_FILE") != nil))
    func readFile() throws {
        let path = getenvValue("GAUGE_TABLE_BENCH_FILE") ?? ""
        var table: Table?
        let elapsed = try ContinuousClock().measure { table = try Table.read(path: path) }
        print("read \(table?.rowCount ?? 0) rows from \(path) in \(elapsed)")
        #expect((table?.rowCount ?? 0) > 0)
    }
}
