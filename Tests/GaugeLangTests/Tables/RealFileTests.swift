#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
@testable import GaugeLang

/// The real data files shipped in notebooks/data.
struct RealFileTests {
    @Test func penguins() throws {
        let table = try Table.read(path: dataFile("penguins.csv"))
        #expect(table.rowCount == 344)
        #expect(table.columnNames == ["species", "island", "bill_length_mm", "bill_depth_mm",
                                      "flipper_length_mm", "body_mass_g", "sex", "year"])
        #expect(table.columns.map(\.values.typeName) == ["text", "text", "numbers", "numbers", "numbers",
                                                         "numbers", "text", "numbers"])
        #expect(table.columns.map(\.values.missingCount) == [0, 0, 2, 2, 2, 2, 11, 0])
        let species = try table.count(by: "species")
        #expect(species.map(\.label) == ["Adelie", "Gentoo", "Chinstrap"])
        #expect(species.map(\.value) == [152, 124, 68])
        let mass = try table.sum("body_mass_g", by: "species")
        #expect(mass.map(\.value) == [558_800, 624_350, 253_850])
        let bill = try table.numbers(in: "bill_length_mm")
        #expect(bill.count == 342)
        #expect(bill.min() == 32.1)
        #expect(bill.max() == 59.6)
        #expect(abs(try table.mean("bill_length_mm") - 43.921929824561424) < 1e-9)
        #expect(try table.count(by: "sex").map(\.label) == ["male", "female", "(missing)"])
        #expect(try table.count(by: "sex").map(\.value) == [168, 165, 11])
    }

    @Test func seattleWeather() throws {
        let table = try Table.read(path: dataFile("seattle-weather.csv"))
        #expect(table.rowCount == 1461)
        #expect(table.columnNames == ["date", "precipitation", "temp_max", "temp_min", "wind", "weather"])
        guard case .dates(let dates) = try table.column(named: "date").values else {
            Issue.record("date is not a date column")
            return
        }
        #expect(dates.first == 1_325_376_000) // 2012-01-01
        #expect(dates.last == 1_451_520_000) // 2015-12-31
        #expect(try table.column(named: "date").values.text(at: 0) == "2012-01-01")
        let weather = try table.count(by: "weather")
        #expect(Dictionary(uniqueKeysWithValues: weather.map { ($0.label, $0.value) })
                == ["sun": 714, "fog": 411, "rain": 259, "drizzle": 54, "snow": 23])
        #expect(weather.first?.label == "drizzle")
        #expect(abs(try table.sum("precipitation") - 4426) < 1e-6)
    }

    @Test func missingFile() {
        #expect(throws: TableError.fileNotFound(path: "/nonexistent/x.csv")) {
            try Table.read(path: "/nonexistent/x.csv")
        }
        #expect(TableError.fileNotFound(path: "x.csv").gaugeErrorKind == .fileError)
    }

    @Test func folderIsNotAFile() {
        let folder = dataFile("")
        #expect(throws: TableError.unreadable(path: folder, reason: "it is a folder, not a file")) {
            try Table.read(path: folder)
        }
    }

    /// A symbolic link is read as the file it names (Foundation's `attributesOfItem` looked at
    /// the link itself and refused it as "not a regular file"); one to a device is still refused.
    @Test func symbolicLinksAreFollowed() throws {
        let link = "/tmp/gauge-tables-link-\(UInt32.random(in: 0...UInt32.max)).csv"
        #expect(symlink(dataFile("penguins.csv"), link) == 0)
        defer { unlink(link) }
        #expect(try Table.read(path: link).rowCount == 344)
        let device = link + ".zero"
        #expect(symlink("/dev/zero", device) == 0)
        defer { unlink(device) }
        #expect(throws: TableError.unreadable(path: device, reason: "it is not a regular file")) {
            _ = try Table.read(path: device)
        }
        #expect(throws: TableError.fileNotFound(path: link + ".dangling")) {
            #expect(symlink("/nonexistent", link + ".dangling") == 0)
            defer { unlink(link + ".dangling") }
            _ = try Table.read(path: link + ".dangling")
        }
    }

    @Test func notUTF8NamesTheLine() throws {
        let path = "/tmp/gauge-tables-latin1-\(UInt32.random(in: 0...UInt32.max)).csv"
        let bytes: [UInt8] = Array("name,n\nok,1\n".utf8) + [0x63, 0x61, 0x66, 0xE9] + Array(",2\n".utf8)
        try writeFile(path, bytes)
        #expect(throws: TableError.notUTF8(line: 3)) { try Table.read(path: path) }
    }
}
