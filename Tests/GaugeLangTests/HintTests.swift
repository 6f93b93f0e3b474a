import GaugeLang
import Testing

/// Errors found by a first-time user: each input, with kind, message, position (1️⃣) and hint.
/// (Their `value: "high"` and negative-sector inputs are in `ErrorTests.cases`.)
@Suite struct HintTests {
    static let cases: [ErrorTests.Case] = [
        Case(marked: "1️⃣prnt 5", kind: .syntaxError, message: "\"prnt\" is not a statement",
             suggestion: "Did you mean \"print\"?"),
        Case(marked: "1️⃣shwo battery", kind: .syntaxError, message: "\"shwo\" is not a statement",
             suggestion: "Did you mean \"show\"?"),
        Case(marked: "1️⃣zzzzzz 5", kind: .syntaxError, message: "\"zzzzzz\" is not a statement",
             suggestion: "Statements start with: let, gauge, chart, layer, select, animation, show, print, wait, describe, list, delete, reset, help, slider, exit, quit"),
        Case(marked: "fruits 1️⃣[\"りんご\"]", kind: .syntaxError, message: "expected the end of the statement, found ["),
        Case(marked: "gauge g tint: 1️⃣#FF3B3", kind: .syntaxError,
             message: "a colour is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)",
             suggestion: "#FF3B3 has 5 hex digits. A comment needs a space after #."),
        Case(marked: "gauge g tint: gradient(red, 1️⃣#ABC)", kind: .syntaxError,
             message: "a colour is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)",
             suggestion: "#ABC has 3 hex digits. A comment needs a space after #."),
        Case(marked: "gauge g tint: gradient(1️⃣#FF3B3G)", kind: .syntaxError,
             message: "a colour is # and 6 or 8 hex digits (#RRGGBB or #RRGGBBAA)",
             suggestion: "#FF3B3G has \"G\", which is not a hex digit. A comment needs a space after #."),
        Case(marked: "gauge g value: 1️⃣\"75\"", kind: .typeError, message: "value: must be a number, not a string",
             suggestion: "value: takes a number: write 75 without quotes."),
        Case(marked: "let xs = [1, 2\n\n1️⃣", kind: .syntaxError, message: "expected \",\" or \"]\", found end of line",
             suggestion: "The \"[\" opened at line 1, column 10 is never closed."),
        Case(marked: "print sum(fruits1️⃣", kind: .syntaxError, message: "expected \",\" or \")\", found end of line",
             suggestion: "The \"(\" opened at line 1, column 10 is never closed."),
        Case(marked: "chart zc sector data: [\"a\": 0, \"b\": 2]\nselect zc 1️⃣\"a\"", kind: .valueError,
             message: "\"a\" has value 0, and zero sectors are never selected",
             suggestion: "Give \"a\" a value above 0 to select it."),
        Case(marked: "chart zc sector data: [\"a\": 0, \"b\": 2]\nselect zc 1️⃣\"xyz\"", kind: .valueError,
             message: "no \"xyz\" in zc", suggestion: "Known labels: a, b"),
        Case(marked: "let t = csv(\"penguins.csv\")\nchart pc bar data: t x: \"species\" y: \"body_mass_g\"\n"
                + "let 1️⃣t = csv(\"seattle-weather.csv\")", kind: .nameError,
             message: "the chart pc follows t and needs column \"species\" (x:), which the new data lacks; "
                + "its columns are \"date\", \"precipitation\", \"temp_max\", \"temp_min\", \"wind\", \"weather\"",
             suggestion: "Give t data with a \"species\" column, change pc.x, or delete pc."),
    ]
    typealias Case = ErrorTests.Case

    @Test(arguments: cases)
    func error(_ test: ErrorTests.Case) throws {
        try ErrorTests.check(test, after: ErrorTests.setup)
    }

    @Test func aLabelledSpringStillWorks() {
        #expect(Harness().run("print spring(0.4, dampingFraction: 0.6)").output.written
                    == ["spring(response: 0.4, dampingFraction: 0.6)"])
    }

    @Test func commentsAfterAValueStayComments() {
        let harness = Harness()
        #expect(harness.run("gauge g value: 3 # FF3B3 is nice\ngauge h tint: #FF3B30 #note").error == nil)
        #expect(harness.run("let xs = [1, 2,\n  # 12345\n  3]\nprint count(xs)").output.written == ["3"])
    }

    @Test func aPositiveSectorIsStillSelectedByLabel() {
        let harness = Harness()
        #expect(harness.run("chart zc sector data: [\"a\": 0, \"b\": 2]\nselect zc \"b\"").error == nil)
        #expect(harness.run("describe zc").output.texts.map(\.plain) == ["Chart zc (sector): a 0, b 2, selected b"])
    }
}
