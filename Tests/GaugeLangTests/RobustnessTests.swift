import GaugeLang
import GaugeRender
import Testing

/// Bad input never crashes and never lets a non-finite number reach a drawable.
@Suite struct RobustnessTests {
    static let fragments = [
        "gauge", "chart", "let", "select", "show", "live", "print", "wait 0", "animation", "g", "c", "x",
        "value:", "in:", "style:", "tint:", "data:", "angle:", "inner:", "size:", "0...100", "1e308",
        "-", "+", "*", "/", "(", ")", "[", "]", ",", ":", "=", ".", "\\", "\n", "\"", "\"😀\"", "#FF0000",
        "# c", "sector", "bar", "none", "inset(5)", "ratio(2)", "random(3)", "range(1...3)", "sum(", "[\"a\": 1]",
        "[1, 2]", "red", ".blue", "NaN", "0", "-1", "300x300", "1e400", "\\u{FFFFFF}", "\u{0}", "ẞ", "👨‍👩‍👧",
        "describe", "delete", "reset", "list", "help", "x[\"a\"]", "g.value", "c.data",
        "unit:", "month", "week", "none", "c.unit", "g.tint", "c.x", "x[0]", "x[-1]", "[0]", "[1e300]", "=",
        "csv(\"seattle-weather.csv\")", "x: \"date\"", "y: \"wind\"", "color: \"weather\"", "line", "c.unit =",
        "\"\u{202E}\"", "\"\\u{0}\"", "max(", "1e308 *", "((((", "]]]]", "csv(\"", "let x =",
    ]

    @Test func randomCellsNeverCrash() {
        let harness = Harness()
        var seed: UInt64 = 0x1234_5678
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        var errors = 0
        for _ in 0..<4000 {
            let length = next() % 12 + 1
            let cell = (0..<length).map { _ in RobustnessTests.fragments[next() % RobustnessTests.fragments.count] }
                .joined(separator: next() % 3 == 0 ? "" : " ")
            let run = harness.run(cell)
            if run.error != nil { errors += 1 }
            for shown in run.output.shows {
                #expect(finite(shown.drawable), "non-finite drawable from \(cell)")
            }
            _ = harness.session.complete(cell, cursor: next() % (cell.unicodeScalars.count + 2))
            _ = harness.session.inspect(cell, cursor: next() % (cell.unicodeScalars.count + 2))
            _ = Session.completeness(of: cell)
        }
        #expect(errors > 100)
    }

    static let values = ["0", "-0", "1e308", "-1e308", "5e-324", "1e-300", "0.5", "100", "-3", "1e15", "\"\"",
                         "\"\u{202E}مرحبا\"", "\"👨‍👩‍👧\\n\\t\\0\"", "red", "gradient(red, clear)", "inset(1e4)", "ratio(0)",
                         "xs[0]", "xs[2]", "sum(xs)", "max(xs)", "g.value", "c.unit", "r[\"a\"]", "0...1e308", "-1e308...0",
                         "month", "week", "none", "bar", "\"date\"", "\"wind\"", "\"weather\"", "w", "xs", "r", "300x300"]
    static let templates = [
        "gauge g value: $ in: $", "gauge g style: capsule height: $ tint: $", "gauge g label: $ current: $ min: $",
        "chart c $ data: $ x: $ y: $", "chart c bar data: w x: \"date\" y: $ unit: $", "c.unit = $", "c.data = $",
        "chart c line data: w x: $ y: \"wind\" color: $ unit: $", "select c $", "select c angle: $",
        "let xs = [$, $, $]", "xs[$] = $", "r[$] = $", "let r = [\"a\": $, \"b\": $]", "chart p sector data: $ inner: $",
        "print $ * $ / $", "$[$]", "g.tint = $", "c.size = $", "animation easeIn($)", "show c live\nc.unit = $",
    ]

    /// Hundreds of well-formed statements with hostile values: no crash, and every display
    /// renders to SVG without NaN or infinity.
    @Test func hostileValuesInRealStatements() {
        let harness = Harness()
        harness.run("let w = csv(\"seattle-weather.csv\")\nlet xs = [1, 2, 3]\nlet r = [\"a\": 1]\ngauge g value: 0.5\nchart c bar data: xs")
        var seed: UInt64 = 99
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        var failures = 0, successes = 0
        for _ in 0..<1000 {
            var cell = RobustnessTests.templates[next() % RobustnessTests.templates.count]
            while let slot = cell.range(of: "$") {
                cell.replaceSubrange(slot, with: RobustnessTests.values[next() % RobustnessTests.values.count])
            }
            let output = RecordingOutput()
            output.interruptAfter = 10_000
            do { _ = try harness.session.execute(cell, output: output); successes += 1 } catch { failures += 1 }
            for shown in output.shows {
                #expect(finite(shown.drawable), "non-finite drawable from \(cell)")
                let svg = Renderer.svg(RenderRequest(drawable: shown.drawable, previous: shown.previous,
                                                     animation: shown.animation, idPrefix: "f"))
                #expect(!svg.contains("nan") && !svg.contains("inf"), "\(cell)")
            }
        }
        #expect(successes > 50 && failures > 300)
        #expect(harness.run("count(w)").result?.plain == "1461")
    }

    func finite(_ drawable: Drawable) -> Bool {
        switch drawable {
        case .gauge(let spec):
            return spec.value.isFinite && spec.range.lowerBound.isFinite && spec.range.upperBound.isFinite
                && spec.range.lowerBound < spec.range.upperBound
        case .chart(let spec):
            return spec.rows.allSatisfy { $0.y.isFinite }
        }
    }
}
