import Testing
@testable import GaugeLang

struct TableAggregateTests {
    static let csv = """
        fruit,shop,sold,day,year
        apple,north,15,2012-01-01,2020
        pear,north,12,2012-01-02,2021
        apple,south,NA,2012-01-01,2020
        kiwi,,6,2012-01-03,2021
        apple,south,5,,2020
        """

    static func table() throws -> Table { try Table.parse(csv: csv) }

    @Test func countByText() throws {
        let counts = try Self.table().count(by: "fruit")
        #expect(counts.map(\.label) == ["apple", "pear", "kiwi"])
        #expect(counts.map(\.value) == [3, 1, 1])
    }

    @Test func countByColumnWithMissing() throws {
        let counts = try Self.table().count(by: "shop")
        #expect(counts.map(\.label) == ["north", "south", "(missing)"])
        #expect(counts.map(\.value) == [2, 2, 1])
    }

    @Test func groupByNumbersAndDatesUsesText() throws {
        let table = try Self.table()
        #expect(try table.count(by: "year").map(\.label) == ["2020", "2021"])
        #expect(try table.sum("sold", by: "day").map(\.label) == ["2012-01-01", "2012-01-02", "2012-01-03", "(missing)"])
        #expect(try table.sum("sold", by: "day").map(\.value) == [15, 12, 6, 5])
    }

    @Test func sumSkipsMissing() throws {
        let sums = try Self.table().sum("sold", by: "fruit")
        #expect(sums.map(\.label) == ["apple", "pear", "kiwi"])
        #expect(sums.map(\.value) == [20, 12, 6])
        #expect(try Self.table().sum("sold") == 38)
    }

    @Test func meanSkipsMissing() throws {
        let means = try Self.table().mean("sold", by: "fruit")
        #expect(means.map(\.value) == [10, 12, 6])
        #expect(try Self.table().mean("sold") == 9.5)
    }

    @Test func meanLeavesOutGroupsWithoutValues() throws {
        let table = try Table.parse(csv: "g,v\na,1\nb,NA\na,3\n")
        let means = try table.mean("v", by: "g")
        #expect(means.map(\.label) == ["a"])
        #expect(means.map(\.value) == [2])
        #expect(try table.sum("v", by: "g").map(\.value) == [4, 0])
    }

    @Test func columnAndNumbers() throws {
        let table = try Self.table()
        #expect(try table.column(named: "sold").values == .numbers([15, 12, nil, 6, 5]))
        #expect(try table.numbers(in: "sold") == [15, 12, 6, 5])
        #expect(try table.column(named: "sold").numbers == [15, 12, 6, 5])
    }

    @Test func unknownColumnSuggestsClosest() throws {
        let table = try Self.table()
        #expect(throws: TableError.columnNotFound(name: "frut", available: ["fruit", "shop", "sold", "day", "year"],
                                                  suggestion: "fruit")) {
            try table.count(by: "frut")
        }
        #expect(throws: TableError.columnNotFound(name: "Sold", available: table.columnNames, suggestion: "sold")) {
            try table.sum("Sold", by: "fruit")
        }
        #expect(throws: TableError.columnNotFound(name: "price", available: table.columnNames, suggestion: nil)) {
            try table.column(named: "price")
        }
        let error = TableError.columnNotFound(name: "frut", available: ["fruit", "shop"], suggestion: "fruit")
        #expect(error.message == "no column \"frut\"; the columns are \"fruit\", \"shop\"")
        #expect(error.suggestion == "Did you mean \"fruit\"?")
        #expect(error.gaugeErrorKind == .nameError)
    }

    @Test func summingTextNamesTheCell() throws {
        let table = try Table.parse(csv: "g,v\na,1\nb,2\nc,lots\n")
        #expect(throws: TableError.notNumeric(column: "v", type: "text", example: "lots", row: 3)) {
            try table.sum("v", by: "g")
        }
        #expect(throws: TableError.notNumeric(column: "g", type: "text", example: "a", row: 1)) {
            try table.mean("g")
        }
        let error = TableError.notNumeric(column: "v", type: "text", example: "lots", row: 3)
        #expect(error.message == "column \"v\" holds text, not numbers (row 3 is \"lots\")")
        #expect(error.gaugeErrorKind == .typeError)
    }

    @Test func mapsToGaugeErrorAtTheCallsPosition() {
        let error = TableError.columnNotFound(name: "frut", available: ["fruit"], suggestion: "fruit")
            .gaugeError(line: 2, column: 14, sourceLine: "print count(t, by: \"frut\")")
        #expect(error.kind == .nameError)
        #expect(error.evalue == "line 2, column 14: no column \"frut\"; the columns are \"fruit\"")
        #expect(error.suggestion == "Did you mean \"fruit\"?")
    }

    @Test func summingDatesIsRefused() throws {
        #expect(throws: TableError.notNumeric(column: "day", type: "dates", example: "2012-01-01", row: 1)) {
            try Self.table().sum("day")
        }
    }

    @Test func meanOfEmptyColumn() throws {
        let table = try Table.parse(csv: "v\nNA\n")
        #expect(throws: TableError.noValues(column: "v")) { try table.mean("v") }
        #expect(try table.sum("v") == 0)
    }

    @Test func overflowIsAnError() throws {
        let table = try Table.parse(csv: "v\n1e308\n1e308\n")
        #expect(throws: TableError.overflow(column: "v")) { try table.sum("v") }
        #expect(try table.mean("v") == 1e308)
    }

    @Test(arguments: [("species", "species"), ("specis", "species"), ("SPECIES", "species"),
                      ("islnd", "island"), ("xyz", nil), ("spe", nil)] as [(String, String?)])
    func suggestions(_ name: String, _ expected: String?) {
        #expect(TableSuggestion.closest(to: name, among: ["species", "island", "sex"]) == expected)
    }
}
