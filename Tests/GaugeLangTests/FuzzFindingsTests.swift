import GaugeLang
import Testing

/// Inputs the fuzz targets (Fuzz/) found, each kept with the kind of fix it needed.
@Suite struct FuzzFindingsTests {
    /// FuzzCSV: a header holding a vertical tab and NULs put them raw into `describe`'s HTML,
    /// which is then not well-formed XML (and NUL is not allowed in HTML text either).
    @Test func controlCharactersInAHeaderAreDroppedFromTheDescribeHTML() throws {
        let table = try Table.parse(csv: "a,a\u{0B}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}")
        #expect(table.columnNames == ["a", "a\u{0B}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"])
        let html = table.summary(name: "t").html
        #expect(!html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        #expect(html.contains("<tr><td>a</td><td>numbers</td>"))
        #expect(html.split(separator: "<tr><td>a</td>", omittingEmptySubsequences: false).count == 3)
    }
}
