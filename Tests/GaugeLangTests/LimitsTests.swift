import Foundation
import GaugeLang
import Testing

/// Each bound of `Limits` is refused with an error naming it, quickly, and the session lives on.
@Suite struct LimitsTests {
    /// A 100 MB single-line cell is refused before it is lexed, and the error quotes only the
    /// start of its line (quoting it whole would copy 100 MB into the reply).
    @Test func aCellOverTenMegabytesIsAValueError() throws {
        let harness = Harness()
        harness.run("let kept = 1")
        let cell = "let big = [" + String(repeating: "1,", count: 50_000_000) + "1]"
        let started = ContinuousClock.now
        let error = try #require(harness.run(cell).error)
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(error.kind == .valueError)
        #expect(error.message == "a cell holds at most 10,000,000 bytes (10 MB); this one has 100,000,013")
        #expect(error.line == 1 && error.column == 1)
        #expect(error.sourceLine == "let big = [" + String(repeating: "1,", count: 24) + "1…")
        #expect(error.suggestion?.contains("csv(") == true)
        #expect(harness.run("kept").result?.plain == "1")
    }

    @Test func aCellOfExactlyTheLimitIsRead() throws {
        let cell = "let x = 1" + String(repeating: " ", count: Limits.cellBytes - 9)
        #expect(cell.utf8.count == Limits.cellBytes)
        #expect(Harness().run(cell).error == nil)
        let over = try #require(Harness().run(cell + " ").error)
        #expect(over.message.hasSuffix("this one has 10,000,001"))
    }

    /// 100,000 characters between quotes are a string; one more is a syntax error at the quote.
    @Test func aStringOverTheLimitIsASyntaxError() throws {
        let harness = Harness()
        let fits = "\"" + String(repeating: "é", count: Limits.stringLength) + "\""
        #expect(harness.run("let s = " + fits).error == nil)
        let error = try #require(harness.run("let s = " + fits.dropLast() + "é\"").error)
        #expect(error.kind == .syntaxError)
        #expect(error.message == "a string holds at most 100,000 characters")
        #expect(error.line == 1 && error.column == 9)
    }

    /// A 1 GB file (sparse: it costs no disk) is refused from its size, without being read.
    @Test func aCSVFileOverTheLimitIsRefusedBeforeReading() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-limits-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("huge.csv").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data("a,b\n".utf8)))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let started = ContinuousClock.now
        let error = try #require(Harness().run("let t = csv(\"\(path)\")").error)
        #expect(ContinuousClock.now - started < .seconds(1))
        #expect(error.kind == .valueError)
        #expect(error.message == "the file is too large (1,073,741,824 bytes; a csv file holds at most 268,435,456 bytes, 256 MiB)")
        #expect(error.line == 1 && error.column == 9)
    }

    /// `/dev/zero` never ends: reading it filled memory before files were checked to be regular.
    @Test func aDeviceIsNotReadAsCSV() throws {
        let error = try #require(Harness().run("let t = csv(\"/dev/zero\")").error)
        #expect(error.kind == .fileError)
        #expect(error.message == "cannot read \"/dev/zero\": it is not a regular file")
    }

    @Test func tooManyColumnsIsAValueError() throws {
        let header = (1...(Limits.csvColumns + 1)).map { "c\($0)" }.joined(separator: ",")
        #expect(throws: TableError.tooManyCells(what: "columns", count: 10_001, limit: 10_000)) {
            try Table.parse(csv: header + "\n")
        }
        let message = TableError.tooManyCells(what: "columns", count: 10_001, limit: 10_000).message
        #expect(message == "the file has 10,001 columns; a csv file holds at most 10,000 columns")
    }
}

/// Live names and widgets are bounded per session (docs/language.md, "Limits").
@Suite struct LiveLimitsTests {
    @Test func aThousandAndFirstLiveNameIsAValueError() throws {
        let harness = Harness()
        let names = (0..<Limits.liveNames).map { "g\($0)" }
        harness.run(names.map { "gauge \($0) value: 1" }.joined(separator: "\n"))
        #expect(harness.run("show " + names.joined(separator: ", ") + " live").error == nil)
        #expect(harness.run("show g7 live").error == nil)  // live already: not one more
        harness.run("gauge extra value: 2")
        let error = try #require(harness.run("let x = 1\nshow extra live").error)
        #expect(error.kind == .valueError)
        #expect(error.message == "a session keeps at most 1,000 names live at once; 1,000 are live already")
        #expect(error.line == 2 && error.column == 6)
        #expect(harness.run("show extra").error == nil)  // shown, not live
        #expect(harness.run("x").result?.plain == "1")
    }

    @Test func aThousandAndFirstWidgetIsAValueError() throws {
        let harness = Harness()
        harness.run("gauge g value: 1 in: 0...100")
        let sliders = Array(repeating: "slider g.value in: 0...100", count: Limits.widgets)
        #expect(harness.run(sliders.joined(separator: "\n")).error == nil)
        let error = try #require(harness.run("slider g.value in: 0...100").error)
        #expect(error.kind == .valueError)
        #expect(error.message == "a session opens at most 1,000 widgets (show interactive, slider); "
                + "this one has opened them all")
        #expect(error.line == 1 && error.column == 8)
        #expect(harness.run("g.value").result?.plain == "1")
    }
}
