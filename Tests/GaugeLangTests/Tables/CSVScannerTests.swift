import Testing
@testable import GaugeLang

/// RFC 4180 edge cases: csv text → header and cells (as text; nil = missing).
struct CSVScannerTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var csv: String
        var header: [String]
        var cells: [[String?]]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "plain LF", csv: "a,b\nx,y\nz,w\n", header: ["a", "b"], cells: [["x", "y"], ["z", "w"]]),
        Case(name: "no final line break", csv: "a,b\nx,y", header: ["a", "b"], cells: [["x", "y"]]),
        Case(name: "CRLF", csv: "a,b\r\nx,y\r\nz,w\r\n", header: ["a", "b"], cells: [["x", "y"], ["z", "w"]]),
        Case(name: "lone CR", csv: "a,b\rx,y\r", header: ["a", "b"], cells: [["x", "y"]]),
        Case(name: "BOM", csv: "\u{FEFF}a,b\nx,y\n", header: ["a", "b"], cells: [["x", "y"]]),
        Case(name: "quoted comma", csv: "a,b\n\"x,1\",y\n", header: ["a", "b"], cells: [["x,1", "y"]]),
        Case(name: "doubled quotes", csv: "a,b\n\"say \"\"hi\"\"\",y\n", header: ["a", "b"],
             cells: [["say \"hi\"", "y"]]),
        Case(name: "only a doubled quote", csv: "a,b\n\"\"\"\",y\n", header: ["a", "b"], cells: [["\"", "y"]]),
        Case(name: "LF inside quotes", csv: "a,b\n\"line1\nline2\",y\n", header: ["a", "b"],
             cells: [["line1\nline2", "y"]]),
        Case(name: "CRLF inside quotes", csv: "a,b\r\n\"1\r\n2\",y\r\n", header: ["a", "b"],
             cells: [["1\r\n2", "y"]]),
        Case(name: "quoted header", csv: "\"first, name\",b\nx,y\n", header: ["first, name", "b"],
             cells: [["x", "y"]]),
        Case(name: "empty cells", csv: "a,b,c\n,y,\n", header: ["a", "b", "c"], cells: [[nil, "y", nil]]),
        Case(name: "NA is missing", csv: "a,b\nNA,y\n", header: ["a", "b"], cells: [[nil, "y"]]),
        Case(name: "quoted empty is missing", csv: "a,b\n\"\",y\n", header: ["a", "b"], cells: [[nil, "y"]]),
        Case(name: "na lower case is text", csv: "a,b\nna,y\n", header: ["a", "b"], cells: [["na", "y"]]),
        Case(name: "trailing comma at end of file", csv: "a,b\nx,", header: ["a", "b"], cells: [["x", nil]]),
        Case(name: "blank lines skipped", csv: "a,b\n\nx,y\n\n\nz,w\n", header: ["a", "b"],
             cells: [["x", "y"], ["z", "w"]]),
        Case(name: "unquoted spaces trimmed", csv: "a , b\n x ,\ty \n", header: ["a", "b"], cells: [["x", "y"]]),
        Case(name: "quoted spaces kept", csv: "a,b\n\" x \",y\n", header: ["a", "b"], cells: [[" x ", "y"]]),
        Case(name: "space before quote", csv: "a,b\n  \"x,1\"  ,y\n", header: ["a", "b"], cells: [["x,1", "y"]]),
        Case(name: "text after closing quote", csv: "a,b\n\"x\"z,y\n", header: ["a", "b"], cells: [["xz", "y"]]),
        Case(name: "quote inside unquoted field", csv: "a,b\n5\" tall,y\n", header: ["a", "b"],
             cells: [["5\" tall", "y"]]),
        Case(name: "unicode", csv: "果物,数\nりんご,15\n", header: ["果物", "数"], cells: [["りんご", "15"]]),
        Case(name: "header only", csv: "a,b\n", header: ["a", "b"], cells: []),
        Case(name: "single column with quoted empty", csv: "a\n1\n\"\"\n2\n", header: ["a"],
             cells: [["1"], [nil], ["2"]]),
        Case(name: "empty and repeated header names", csv: ",a,a\n1,2,3\n", header: ["column 1", "a", "a 2"],
             cells: [["1", "2", "3"]]),
    ]

    @Test(arguments: cases)
    func parses(_ testCase: Case) throws {
        let table = try Table.parse(csv: testCase.csv)
        #expect(table.columnNames == testCase.header)
        #expect(rows(table) == testCase.cells)
        #expect(table.rowCount == testCase.cells.count)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var name: String
        var csv: String
        var error: TableError
        var testDescription: String { name }
    }

    static let failures: [Failure] = [
        Failure(name: "too few fields", csv: "a,b\n1,2\n3\n", error: .wrongFieldCount(line: 3, expected: 2, found: 1)),
        Failure(name: "too many fields", csv: "a,b\n1,2,3\n", error: .wrongFieldCount(line: 2, expected: 2, found: 3)),
        Failure(name: "line counts quoted line breaks", csv: "a,b\n\"x\ny\nz\",1\n1,2,3\n",
                error: .wrongFieldCount(line: 5, expected: 2, found: 3)),
        Failure(name: "record starting line of multi-line record", csv: "a,b\n1,2\n\"x\ny\"\n",
                error: .wrongFieldCount(line: 3, expected: 2, found: 1)),
        Failure(name: "CRLF line numbers", csv: "a,b\r\n1,2\r\n\r\n1\r\n", error: .wrongFieldCount(line: 4, expected: 2, found: 1)),
        Failure(name: "unterminated quote", csv: "a,b\n1,2\n\"open,3\n4,5\n", error: .unterminatedQuote(line: 3)),
        Failure(name: "unterminated quote in header", csv: "\"a,b\n", error: .unterminatedQuote(line: 1)),
        Failure(name: "empty text", csv: "", error: .noHeader),
        Failure(name: "only blank lines", csv: "\n\n  \n", error: .noHeader),
        Failure(name: "only a BOM", csv: "\u{FEFF}", error: .noHeader),
    ]

    @Test(arguments: failures)
    func fails(_ failure: Failure) {
        #expect(parseError(failure.csv) == failure.error)
    }

    @Test func wrongFieldCountMessageNamesTheLine() {
        let error = parseError("a,b\n1,2\n3\n")
        #expect(error?.message == "line 3 of the file has 1 field but the header has 2")
        #expect(error?.gaugeErrorKind == .valueError)
    }

    @Test func interruptionStopsReading() {
        let text = "a\n" + String(repeating: "1\n", count: 10_000)
        var polls = 0
        #expect(throws: TableError.interrupted) {
            try Table.parse(csv: text, isInterrupted: { polls += 1; return true })
        }
        #expect(polls == 1)
    }

    @Test func pollsEveryFewThousandRows() throws {
        let text = "a\n" + String(repeating: "1\n", count: 10_000)
        var polls = 0
        let table = try Table.parse(csv: text, isInterrupted: { polls += 1; return false })
        #expect(table.rowCount == 10_000)
        #expect(polls == 3) // rows 4096 and 8192, then once per column
    }
}
