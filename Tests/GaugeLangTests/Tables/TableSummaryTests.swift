import Testing
@testable import GaugeLang

struct TableSummaryTests {
    static let csv = "name,score,day\nAnn,1.5,2012-01-01\n<b>,NA,2012-03-01\nAnn,4,\n"

    @Test func columnsSummarised() throws {
        let summary = try Table.parse(csv: Self.csv).summary(name: "class")
        #expect(summary.rowCount == 3)
        #expect(summary.columns == [
            .init(name: "name", type: "text", missing: 0, distinct: 2),
            .init(name: "score", type: "numbers", missing: 1, minimum: 1.5, mean: 2.75, maximum: 4),
            .init(name: "day", type: "dates", missing: 1, minimum: 1_325_376_000, maximum: 1_330_560_000),
        ])
        #expect(summary.caption == "class: 3 rows × 3 columns")
    }

    @Test func plainText() throws {
        let text = try Table.parse(csv: Self.csv).summary(name: "class").plainText
        #expect(text == """
            class: 3 rows × 3 columns
            column  type     missing         min  mean         max  distinct
            name    text           0                                       2
            score   numbers        1         1.5  2.75           4
            day     dates          1  2012-01-01        2012-03-01
            """)
    }

    @Test func htmlIsEscaped() throws {
        let html = try Table.parse(csv: "\"<a&b>\",n\n\"x'\"\"y\",1\n").summary(name: "t<1>").html
        #expect(html.contains("<caption>t&lt;1&gt;: 1 row × 2 columns</caption>"))
        #expect(html.contains("<tr><td>&lt;a&amp;b&gt;</td><td>text</td>"))
        #expect(html.contains("<td style=\"text-align:right\">1</td><td style=\"text-align:right\">1</td>"))
        #expect(html.hasPrefix("<table class=\"gauge-describe\">"))
        #expect(html.hasSuffix("</tbody>\n</table>"))
        #expect(!html.contains("<a&b>"))
    }

    @Test func penguinsSummary() throws {
        let summary = try Table.read(path: dataFile("penguins.csv")).summary()
        let bill = try #require(summary.columns.first { $0.name == "bill_length_mm" })
        #expect(bill.minimum == 32.1)
        #expect(bill.maximum == 59.6)
        #expect(summary.plainText == """
            344 rows × 8 columns
            column             type     missing   min     mean   max  distinct
            species            text           0                              3
            island             text           0                              3
            bill_length_mm     numbers        2  32.1    43.92  59.6
            bill_depth_mm      numbers        2  13.1    17.15  21.5
            flipper_length_mm  numbers        2   172   200.92   231
            body_mass_g        numbers        2  2700  4201.75  6300
            sex                text          11                              2
            year               numbers        0  2007  2008.03  2009
            """)
        #expect(summary.caption == "344 rows × 8 columns")
    }

    @Test func wideCharactersAlign() throws {
        let text = try Table.parse(csv: "果物,n\nりんご,1\n").summary().plainText
        #expect(text.split(separator: "\n")[1] == "column  type     missing  min  mean  max  distinct")
        #expect(text.split(separator: "\n")[2] == "果物    text           0                         1")
    }

    @Test(arguments: [(43.921929824561424, "43.92"), (4201.754385964912, "4201.75"), (0.012345, "0.0123"),
                      (2007, "2007"), (-1.005, "-1"), (0, "0")] as [(Double, String)])
    func rounding(_ value: Double, _ text: String) {
        #expect(TableText.rounded(value) == text)
    }
}
