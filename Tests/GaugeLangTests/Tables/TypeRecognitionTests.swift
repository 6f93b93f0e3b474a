import Testing
@testable import GaugeLang

struct TypeRecognitionTests {
    /// One column of cells → the type recognised.
    @Test(arguments: [
        (["1", "2.5", "-3", "1e3", "2.5E-4", "+7", ".5", "5."], "numbers"),
        (["1", "", "NA", "2"], "numbers"),
        (["", "NA"], "numbers"),
        (["1", "nan"], "text"),
        (["1", "inf"], "text"),
        (["1", "Infinity"], "text"),
        (["1", "0x10"], "text"),
        (["1", "1e400"], "text"),
        (["1", "1,5"], "text"),
        (["1", "e3"], "text"),
        (["1", "1e"], "text"),
        (["1", "-"], "text"),
        (["1", "1.2.3"], "text"),
        (["2012-01-01", "2012/01/02", "NA", "2012-1-5"], "dates"),
        (["2012-01-01T10:00:00Z", "2012-01-01 10:00", "2012-01-01T10:00:00.5+09:00"], "dates"),
        (["2012-01-01", "2012-02-30"], "text"),
        (["2012-13-01"], "text"),
        (["2012-01-01", "5"], "text"),
        (["2012-01-01T25:00"], "text"),
        (["2012-01-01x"], "text"),
    ] as [([String], String)])
    func recognises(_ cells: [String], _ type: String) throws {
        let table = try Table.parse(csv: "x\n" + cells.map { "\"\($0)\"" }.joined(separator: "\n"))
        #expect(table.columns[0].values.typeName == type)
    }

    @Test(arguments: [
        ("42", 42.0), ("-3.5", -3.5), ("1e3", 1000), ("2.5E-4", 0.00025), ("0.1", 0.1),
        ("123456789012345678901234567890", 1.2345678901234568e29), ("1e-30", 1e-30),
        ("3.141592653589793238462643", 3.141592653589793), ("0.000", 0), ("9007199254740993", 9007199254740992),
    ] as [(String, Double)])
    func numberValues(_ text: String, _ value: Double) throws {
        let table = try Table.parse(csv: "x\n\(text)\n")
        #expect(table.columns[0].values == .numbers([value]))
    }

    @Test(arguments: [
        ("1970-01-01", 0.0), ("2012-01-01", 1_325_376_000), ("2012/01/01", 1_325_376_000),
        ("2012-01-01T10:00:00Z", 1_325_412_000), ("2012-01-01T10:00", 1_325_412_000),
        ("2012-01-01T10:00:00+01:00", 1_325_408_400), ("2012-01-01T10:00:00-0130", 1_325_417_400),
        ("2000-02-29", 951_782_400), ("1969-12-31", -86_400), ("2012-01-01T10:00:00.25Z", 1_325_412_000.25),
    ] as [(String, Double)])
    func dateValues(_ text: String, _ seconds: Double) throws {
        let table = try Table.parse(csv: "d\n\(text)\n")
        #expect(table.columns[0].values == .dates([seconds]))
    }

    @Test(arguments: [
        (0.0, "1970-01-01"), (1_325_376_000, "2012-01-01"), (1_325_412_000, "2012-01-01T10:00:00Z"),
        (-86_400, "1969-12-31"), (-1, "1969-12-31T23:59:59Z"), (951_782_400, "2000-02-29"),
    ] as [(Double, String)])
    func dateText(_ seconds: Double, _ text: String) {
        #expect(TableText.date(seconds) == text)
    }

    @Test(arguments: [
        (2007.0, "2007"), (-0.0, "0"), (43.9, "43.9"), (1e20, "1e+20"), (-3.5, "-3.5"),
    ] as [(Double, String)])
    func numberText(_ value: Double, _ text: String) {
        #expect(TableText.number(value) == text)
    }

    @Test func mixedColumns() throws {
        let table = try Table.parse(csv: "n,d,s\n1,2012-01-01,a\nNA,,b\n2.5,2012/03/04,\n")
        #expect(table.columns.map(\.values) == [
            .numbers([1, nil, 2.5]),
            .dates([1_325_376_000, nil, 1_330_819_200]),
            .strings(["a", "b", nil]),
        ])
    }
}
