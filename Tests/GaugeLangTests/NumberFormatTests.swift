@testable import GaugeLang
import GaugeRender
import Testing

/// Numbers as `print`, `describe`, `list` and messages write them: never a non-zero `0`.
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (75.0, "75"), (-3.0, "-3"), (0.0, "0"), (-0.0, "0"), (0.5, "0.5"), (0.1 + 0.2, "0.3"),
        (1.0 / 3.0, "0.333333"), (1e-300, "1e-300"), (Double.leastNonzeroMagnitude, "5e-324"), (-1.0000001e-7, "-1e-07"),
        (2.5e20, "2.5e+20"), (1e16, "1e+16"), (123456.75, "123457"), (0.00012345678, "0.000123457"),
        (999_999_999_999_999, "999999999999999"), (1234567.891, "1234570"),
    ])
    func plain(value: Double, text: String) {
        #expect(NumberFormat.plain(value) == text)
    }

    @Test(arguments: [(43.921929824561424, "43.92"), (0.012345, "0.0123"), (1.2345e-7, "1.23e-07"),
                      (-1e-300, "-1e-300"), (2.5e20, "2.5e+20")] as [(Double, String)])
    func summary(value: Double, text: String) {
        #expect(TableText.rounded(value) == text)
    }

    @Test(arguments: [(1.0000001, "1.0000001"), (1e-300, "1e-300"), (43.9, "43.9"), (-0.0, "0")] as [(Double, String)])
    func labelsAndSourceTextStayExact(value: Double, text: String) {
        #expect(NumberFormat.exact(value) == text)
        #expect(Token(kind: .number(value), position: SourcePosition(line: 1, column: 1, offset: 0),
                      spaceBefore: false).kind.spelling == text)
    }

    @Test func everyOutputUsesIt() {
        let harness = Harness()
        #expect(harness.run("print 1e-300").output.written == ["1e-300"])
        #expect(harness.run("print [1e-300, 2.5e20]").output.written == ["[1e-300, 2.5e+20]"])
        #expect(harness.run("gauge g value: 0 in: 0...1e-300\ndescribe g").output.texts.map(\.plain)
                    == ["Gauge g: 0 (0…1e-300, linearCapacity)"])
        #expect(harness.run("list").output.texts.map(\.plain) == ["g (gauge): Gauge g: 0 (0…1e-300, linearCapacity)"])
        #expect(harness.run("chart tiny bar data: [1e-300, 2]\nlist").output.texts.last?.plain.hasSuffix(
            "tiny (chart): Chart tiny (bar): 1 1e-300, 2 2") == true)
        #expect(harness.run("gauge h in: 2e-300...1e-300").error?.message
                    == "a range needs lower < upper, got 2e-300...1e-300")
    }
}
