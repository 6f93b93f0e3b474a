@testable import GaugeLang
import Testing

@Suite struct ParserTests {
    @Test(arguments: [
        ("1 + 2 * 3", "(+ 1 (* 2 3))"),
        ("(1 + 2) * 3", "(* (+ 1 2) 3)"),
        ("-x - -2", "(- (- x) -2)"),
        ("8 / 4 / 2", "(/ (/ 8 4) 2)"),
        ("fruits[\"りんご\"] + 1", "(+ fruits[\"りんご\"] 1)"),
        ("sum(T, \"col\", by: \"g\")", "sum(T, \"col\", by: \"g\")"),
        ("[1, 2, 3,]", "[1, 2, 3]"),
        ("[\"a\": 1, \"b\": 2]", "[\"a\": 1, \"b\": 2]"),
        ("[:]", "[:]"),
        ("[]", "[]"),
        ("0...100", "0...100"),
        ("battery.value * 2", "(* battery.value 2)"),
        (".green", ".green"),
        ("#00FF00", "#00FF00"),
        ("gradient(red, .yellow, #00FF00)", "gradient(red, .yellow, #00FF00)"),
    ])
    func expressions(source: String, expected: String) throws {
        #expect(try Parser.parseExpression(source).dump == expected)
    }

    @Test func statementForms() throws {
        let statements = try Parser.parse("""
            let fruits = ["a": 1]
            fruits["b"] = 2
            battery.value = 75
            gauge battery value: 50 in: 0...100, style: .capsule
            chart favorites sector data: fruits inner: inset(50)
            chart favorites title: "x"
            select favorites angle: 20
            select favorites "a"
            select favorites none
            animation spring(response: 0.4, dampingFraction: 0.7)
            show a, b
            show a live
            print 1 + 1
            wait 350ms
            describe fruits
            list
            delete fruits
            reset
            help
            help style
            2 + 3
            """)
        #expect(statements.count == 21)
        guard case .gauge(let name, let options) = statements[3].kind else {
            Issue.record("not a gauge"); return
        }
        #expect(name == "battery")
        #expect(options.map(\.key) == ["value", "in", "style"])
        #expect(options.map(\.value.dump) == ["50", "0...100", ".capsule"])
        guard case .chart(_, let mark, _, let chartOptions) = statements[4].kind,
              case .chart(_, let noMark, _, _) = statements[5].kind else {
            Issue.record("not charts"); return
        }
        #expect(mark == "sector")
        #expect(chartOptions.map(\.key) == ["data", "inner"])
        #expect(noMark == nil)
        guard case .show(let names, let live) = statements[10].kind,
              case .show(_, let isLive) = statements[11].kind else { Issue.record("show"); return }
        #expect(names.map(\.0) == ["a", "b"])
        #expect(!live && isLive)
        guard case .animation(let curve) = statements[9].kind, case .wait(let pause) = statements[13].kind else {
            Issue.record("animation, wait"); return
        }
        #expect(curve.dump == "spring(response: 0.4, dampingFraction: 0.7)")
        #expect(pause.dump == "0.35")
        #expect(statements[19].kind == .help("style"))
        #expect(statements[20].position == SourcePosition(line: 21, column: 1, offset: statements[20].position.offset))
    }

    @Test(arguments: [
        ("let 1️⃣= 3", "expected a name after let, found ="),
        ("let 1️⃣list = 3", "\"list\" is a statement word and cannot be a name"),
        ("gauge g value 1️⃣50", "expected \":\" after value, found 50"),
        ("gauge g value: 1️⃣", "expected a value for value:, found end of line"),
        ("1️⃣x = ", "to bind a name write let x = …"),
        ("let x = (1 + 2\n1️⃣", "expected \")\", found end of line"),
        ("let x = 1 + 2 1️⃣)", "expected the end of the statement, found )"),
        ("print 1\nlet y = [1, 2 1️⃣3]", "expected \",\" or \"]\", found 3"),
        ("select s 1️⃣", "expected angle: V, a \"label\" or none after select s, found end of line"),
        ("show a, 1️⃣", "expected a name after \",\", found end of line"),
        ("2 + 3 1️⃣= 5", "only NAME[LABEL] or NAME.OPTION can be assigned"),
    ])
    func syntaxErrors(marked: String, message: String) throws {
        let text = MarkedText(marked)
        do {
            _ = try Parser.parse(text.source)
            Issue.record("no error for \(text.source)")
        } catch {
            #expect(error.kind == .syntaxError)
            #expect(error.message == message)
            #expect(error.position.line == text.line)
            #expect(error.position.column == text.column)
        }
    }
}
