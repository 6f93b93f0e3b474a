import Foundation
import GaugeLang
import GaugeRender
import Testing

/// A `SessionOutput` interrupted at a wall-clock moment, as the kernel's interrupt flag is.
final class TimedOutput: SessionOutput, @unchecked Sendable {
    let interruptAt: Date
    init(interruptAfter seconds: Double) { interruptAt = Date().addingTimeInterval(seconds) }
    func write(_ text: String) {}
    func show(_ output: DrawableOutput) {}
    func showText(_ text: RichText) {}
    var isInterrupted: Bool { Date() >= interruptAt }
}

/// `Parser.maximumChainLength`, as the tests see it (the parser is internal).
let Parser_maximumChainLength = 20_000

/// Inputs a hostile user typed that once broke the language (each is kept as a test).
@Suite struct HostileCellTests {
    /// 10,000 levels overflowed the stack (a crash) before expressions had a depth limit. In a
    /// debug build a level of `max(…)` costs about 20 KB of stack, so 100 levels fit in 2 MB.
    @Test(arguments: [
        (String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000), 101),
        (String(repeating: "(", count: 10_000) + "1" + String(repeating: ")", count: 10_000), 101),
        (String(repeating: "-", count: 10_000) + "1", 100),
        (String(repeating: "max(", count: 10_000) + "1" + String(repeating: ")", count: 10_000), 401),
        ("print " + String(repeating: "[", count: 10_000), 107),
    ])
    func deepNestingIsASyntaxError(cell: String, column: Int) throws {
        let harness = Harness()
        harness.run("let kept = 1")
        let error = try #require(harness.run(cell).error)
        #expect(error.kind == .syntaxError)
        #expect(error.message == "this expression nests too deeply: more than 100 levels of brackets, calls and operators")
        #expect(error.line == 1 && error.column == column)
        #expect(harness.run("kept").result?.plain == "1")
        _ = Session.completeness(of: cell)
        _ = harness.session.complete(cell, cursor: 5000)
    }

    /// A long flat sum is not nesting: it is folded in a loop (a 10,000-term sum once failed
    /// as "nests too deeply"; before that it overflowed the stack).
    @Test(arguments: [(9_999, "10000"), (Parser_maximumChainLength, "20001")])
    func longOperatorChainsEvaluate(operators: Int, sum: String) {
        let harness = Harness()
        #expect(harness.run("1" + String(repeating: " + 1", count: operators)).result?.plain == sum)
        #expect(harness.run("2" + String(repeating: " * 1", count: operators) + " - 1").result?.plain == "1")
    }

    @Test func anOperatorChainPastItsBoundIsASyntaxError() throws {
        let harness = Harness()
        let cell = "1" + String(repeating: "+1", count: Parser_maximumChainLength + 1)
        let error = try #require(harness.run(cell).error)
        #expect(error.kind == .syntaxError)
        #expect(error.message == "this expression is too long: more than 20000 operators in a row")
        #expect(error.column == 2 * Parser_maximumChainLength + 2)
    }

    @Test func nestingUpToTheLimitEvaluates() {
        let harness = Harness()
        #expect(harness.run(String(repeating: "(", count: 99) + "7" + String(repeating: ")", count: 99)).result?.plain == "7")
        #expect(harness.run(String(repeating: "1+", count: 98) + "1").result?.plain == "99")
        #expect(harness.run(String(repeating: "-", count: 98) + "3").result?.plain == "3")
    }

    /// The deepest expressions allowed evaluate on a 2 MB thread (the kernel's shell thread has
    /// the system default, 8 MB), even in a debug build.
    @Test func deepestExpressionsFitInTwoMegabytesOfStack() {
        let cells = [String(repeating: "(", count: 99) + "7" + String(repeating: ")", count: 99),
                     String(repeating: "max(", count: 99) + "1" + String(repeating: ")", count: 99),
                     "let xs = [0]\n" + String(repeating: "xs[", count: 49) + "0" + String(repeating: "]", count: 49),
                     String(repeating: "-", count: 98) + "3", String(repeating: "1+", count: 98) + "1"]
        let results = Results()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let harness = Harness()
            results.values = cells.map { harness.run($0).result?.plain ?? "error" }
            done.signal()
        }
        thread.stackSize = 2 << 20
        thread.start()
        done.wait()
        #expect(results.values == ["7", "1", "0", "3", "99"])
    }

    final class Results: @unchecked Sendable {
        var values: [String] = []
    }

    /// A 300,000-label record took quadratic time (hours) before labels were hashed.
    @Test func hugeRecordCellIsLinear() {
        let harness = Harness()
        let cell = "let r = [" + (0..<300_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "]"
        #expect(cell.utf8.count > 5_000_000)
        let start = Date()
        #expect(harness.run(cell).error == nil)
        #expect(-start.timeIntervalSinceNow < 60)
        #expect(harness.run("r[\"k299999\"] + count(r)").result?.plain == "599999")
        #expect(harness.run("let d = [\"a\": 1, \"b\": 2, \"a\": 3]").error?.message == "the label \"a\" appears twice")
    }

    /// Showing that record sent 17 MB (5 MB of text and a 300,000-row HTML table) to the browser.
    @Test func hugeRecordsDisplayShortened() throws {
        let harness = Harness()
        harness.run("let r = [" + (0..<300_000).map { "\"k\($0)\": \($0)" }.joined(separator: ", ") + "]")
        let shown = try #require(harness.run("r").result)
        #expect(shown.plain.hasPrefix("[\"k0\": 0, \"k1\": 1,"))
        #expect(shown.plain.hasSuffix(", …, \"k299997\": 299997, \"k299998\": 299998, \"k299999\": 299999] (300000 labels)"))
        #expect((shown.html?.utf8.count ?? 0) < 40_000)
        #expect(shown.html?.hasSuffix("<tr><td colspan=\"2\">… 299500 more</td></tr></table>") == true)
        let described = try #require(harness.run("describe r").output.texts.first)
        #expect(described.plain.hasSuffix("  k499: 499\n  … 299500 more"))
        #expect(harness.run("print r").output.written.first?.utf8.count ?? 0 < 1000)
        let small = harness.run("[\"a\": 1, \"b\": 2]").result
        #expect(small?.plain == "[\"a\": 1, \"b\": 2]")
    }

    /// A NUL cut the path short, so csv("\u{0}") complained that the notebook folder was a folder.
    @Test(arguments: [("csv(\"\\u{0}\")", "a file name cannot contain the character \\u{0}"),
                      ("csv(\"data.csv\\u{0}.txt\")", "a file name cannot contain the character \\u{0}"),
                      ("csv(\"\")", "csv needs a file name")])
    func badPathsAreValueErrors(cell: String, message: String) throws {
        let error = try #require(Harness().run(cell).error)
        #expect(error.kind == .valueError)
        #expect(error.message == message)
    }

    /// Completing at the end of a 20,000-line list took 113 s: every line break re-checked the
    /// whole text before it.
    @Test func completionInALongMultiLineCellIsLinear() {
        let harness = Harness()
        harness.run("let fruits = [\"a\": 1]")
        let cell = "let many = [\n" + Array(repeating: "1,", count: 20_000).joined(separator: "\n") + "\nfr"
        let start = Date()
        let done = harness.session.complete(cell, cursor: cell.unicodeScalars.count)
        #expect(-start.timeIntervalSinceNow < 5)
        #expect(done.matches == ["fruits"])
        let statements = "let a = 1\n" + String(repeating: "let b = [1,\n2]\n", count: 20_000) + "gauge g va"
        #expect(harness.session.complete(statements, cursor: statements.unicodeScalars.count).matches == ["value"])
        #expect(-start.timeIntervalSinceNow < 10)
    }

    @Test(arguments: [
        ("1e308*10", "ValueError", "the result is too large for a number"),
        ("sum([1e308, 1e308])", "ValueError", "the sum is too large for a number"),
        ("1e400", "SyntaxError", "the number 1e400 is too large"),
        ("random(1e308)", "ValueError", "at most 10000000 numbers can be made at once"),
        ("wait 1e308", "ValueError", "wait takes 0 to 3600 seconds"),
        ("gauge g size: 1e308", "ValueError", "size: must be above 0 and at most 10000 points"),
        ("let xs = [1e308]\nxs[0] * xs[0]", "ValueError", "the result is too large for a number"),
    ])
    func hugeNumbersAreClearErrors(cell: String, kind: String, message: String) throws {
        let error = try #require(Harness().run(cell).error)
        #expect(error.kind.rawValue == kind)
        #expect(error.message == message)
    }

    @Test func hugeButFiniteValuesRenderWithoutNaN() {
        let harness = Harness()
        let run = harness.run("""
            gauge g value: 1e308 in: -1e308...1e308
            chart c bar data: [1e308, 1e308, -1e308]
            chart s sector data: ["a": 1e308, "b": 1e308]
            """)
        #expect(run.error == nil && run.output.shows.count == 3)
        for shown in run.output.shows {
            let svg = Renderer.svg(RenderRequest(drawable: shown.drawable, idPrefix: "t"))
            #expect(!svg.contains("nan") && !svg.contains("NaN") && !svg.contains("inf"))
        }
        #expect(harness.run("mean([1e308, 1e308])").result?.plain == "1e+308")
    }

    @Test func oddLabelsPassThroughAndRenderAsXMLText() throws {
        let harness = Harness()
        let run = harness.run("""
            chart c bar data: ["\\u{0}\\u{1B}[31m": 1, "\\u{202E}abc": 2, "👨‍👩‍👧": 3, "مرحبا": 4, "<&>'\\"": 5] \
                  title: "\\u{7}\\u{202E}RTL\\u{FEFF}"
            """)
        #expect(run.error == nil)
        guard case .chart(let spec)? = run.output.shows.first?.drawable else { Issue.record("no chart"); return }
        #expect(spec.rows.map(\.x) == [.category("\u{0}\u{1B}[31m"), .category("\u{202E}abc"), .category("👨‍👩‍👧"),
                                       .category("مرحبا"), .category("<&>'\"")])
        let svg = Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "t"))
        #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" })
        #expect(!svg.contains("<&>"))
        #expect(harness.run("select c \"مرحبا\"").error == nil)
    }

    /// Interrupting stops long evaluation within a second (loops poll every 65,536 steps).
    /// (`chart c line data: r` over 10⁷ numbers used to be such a loop; it now shares the list,
    /// `ListChartTests`, and its drawing is interrupted in the renderer, `RenderInterruptTests`.)
    @Test(arguments: [
        ("let r = random(10000000)\nlet r = random(10000000)\nlet r = random(10000000)", ""),
        ("sum(r) + sum(r) + sum(r) + sum(r) + sum(r) + sum(r) + sum(r) + sum(r) + sum(r)", "let r = random(10000000)"),
        ("wait 10", ""),
    ])
    func interruptStopsWithinASecond(cell: String, setup: String) throws {
        let harness = Harness()
        harness.run(setup)
        let output = TimedOutput(interruptAfter: 0.2)
        let start = Date()
        #expect(throws: GaugeError.self) { try harness.session.execute(cell, output: output) }
        let late = -output.interruptAt.timeIntervalSinceNow
        #expect(late < 1, "stopped \(late) s after the interrupt")
        #expect(-start.timeIntervalSinceNow < 1.2)
        do { _ = try harness.session.execute(cell, output: TimedOutput(interruptAfter: 0)) } catch {
            #expect(error.kind == .keyboardInterrupt)
        }
    }
}

/// A pasted 5 MB cell lexes and parses for seconds in a debug build; an interrupt stops that too.
@Suite struct HugeCellInterruptTests {
    @Test func interruptStopsLexingAndParsing() throws {
        let cell = "let xs = [" + (0..<700_000).map(String.init).joined(separator: ", ") + "]"
        #expect(cell.utf8.count > 5_000_000)
        let harness = Harness()
        let output = TimedOutput(interruptAfter: 0.1)
        let error = try #require(throws: GaugeError.self) { try harness.session.execute(cell, output: output) }
        #expect(error.kind == .keyboardInterrupt)
        #expect(-output.interruptAt.timeIntervalSinceNow < 1)
        #expect(harness.run("xs").error?.kind == .nameError)
    }
}

/// An error at column 5,000,000 made a traceback of a 5 MB line and 5 million spaces.
@Suite struct LongLineTracebackTests {
    @Test func tracebackCutsLongLinesAroundTheColumn() throws {
        let cell = "let xs = [" + Array(repeating: "1", count: 100_000).joined(separator: ", ") + ", \"a\"]"
        let error = try #require(Harness().run(cell).error)
        #expect(error.kind == .typeError)
        #expect(error.column == 10 + 300_000 + 1)
        let traceback = error.traceback
        #expect(traceback[1] == "  …" + String(repeating: "1, ", count: 20) + "\"a\"]")
        #expect(traceback[2] == "  " + String(repeating: " ", count: 61) + "^")
        #expect(error.sourceLine.unicodeScalars.count == 65 && error.sourceColumn == 62)
        let short = try #require(Harness().run("gauge g value: \"x\"").error)
        #expect(short.traceback[1] == "  gauge g value: \"x\"" && short.traceback[2] == "  " + String(repeating: " ", count: 15) + "^")
    }
}
