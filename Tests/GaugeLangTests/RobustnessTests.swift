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
    ]

    @Test func randomCellsNeverCrash() {
        let harness = Harness()
        var seed: UInt64 = 0x1234_5678
        func next() -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(seed >> 33)
        }
        var errors = 0
        for _ in 0..<3000 {
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
