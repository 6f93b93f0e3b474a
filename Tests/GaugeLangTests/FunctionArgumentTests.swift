import GaugeLang
import Testing

/// Every function checks how many arguments it gets and of what kind (LANGUAGE.md, "Functions").
@Suite struct FunctionArgumentTests {
    static let sumForms = "sum takes sum(list or record), sum(number, …), sum(table, \"column\") or sum(table, \"column\", by: \"column\")"
    static let countForms = "count takes count(list or record), count(table) or count(table, by: \"column\")"

    static let cases: [ErrorTests.Case] = [
        .init(marked: "let f = [\"a\": 1]\nprint sum(f, 1️⃣3)", kind: .typeError, message: sumForms + ", not sum(record, number)"),
        .init(marked: "print count(1️⃣5)", kind: .typeError, message: countForms + ", not count(number)"),
        .init(marked: "print 1️⃣sum()", kind: .typeError, message: sumForms + ", not sum()"),
        .init(marked: "print sum([1], 1️⃣by: \"x\")", kind: .typeError, message: sumForms + ", not sum(list, by: string)"),
        .init(marked: "print sum(1️⃣\"a\")", kind: .typeError, message: sumForms + ", not sum(string)"),
        .init(marked: "print mean(1, 1️⃣[2])", kind: .typeError,
              message: "mean takes mean(list or record), mean(number, …), mean(table, \"column\") or mean(table, \"column\", by: \"column\"), not mean(number, list)"),
        .init(marked: "let t = csv(\"penguins.csv\")\nprint max(t, \"year\", 1️⃣by: \"species\")", kind: .typeError,
              message: "max takes max(list or record), max(number, …) or max(table, \"column\"), not max(table, string, by: string)"),
        .init(marked: "let t = csv(\"penguins.csv\")\nprint count(t, 1️⃣\"year\")", kind: .typeError,
              message: countForms + ", not count(table, string)"),
        .init(marked: "let t = csv(\"penguins.csv\")\nprint 1️⃣column(t)", kind: .typeError,
              message: "column takes column(table, \"column\"), not column(table)"),
        .init(marked: "print range(1️⃣5)", kind: .typeError, message: "range takes range(lo...hi), not range(number)"),
        .init(marked: "print range(1...3, 1️⃣4)", kind: .typeError, message: "range takes range(lo...hi), not range(range, number)"),
        .init(marked: "print random(3, 1️⃣seed: \"a\")", kind: .typeError,
              message: "random takes random(count, seed: number), not random(number, seed: string)"),
        .init(marked: "print random(3, 1️⃣see: 1)", kind: .typeError,
              message: "random takes random(count, seed: number), not random(number, see: number)"),
        .init(marked: "print csv(1️⃣3)", kind: .typeError, message: "csv takes csv(\"path\"), not csv(number)"),
        .init(marked: "chart c sector data: [\"a\": 1] inner: inset(10, 1️⃣2)", kind: .typeError,
              message: "inset takes inset(points), not inset(number, number)"),
        .init(marked: "chart c sector data: [\"a\": 1] inner: ratio(1️⃣red)", kind: .typeError,
              message: "ratio takes ratio(fraction), not ratio(color)"),
        .init(marked: "gauge g tint: gradient(red, 1️⃣at: blue)", kind: .typeError,
              message: "gradient takes colours without labels, not at:", suggestion: "Usage: gradient(red, yellow, green) — colours spread evenly along the gauge's track."),
        .init(marked: "animation easeIn(1, 1️⃣2)", kind: .typeError, message: "easeIn takes easeIn or easeIn(seconds), not 2 arguments"),
        .init(marked: "animation spring(0.4, 1️⃣0.6)", kind: .typeError,
              message: "spring takes spring or spring(response: seconds, dampingFraction: fraction), not 2 arguments without labels"),
        .init(marked: "animation linear(1️⃣d: 2)", kind: .typeError, message: "linear takes linear or linear(seconds), not a label d:"),
    ]

    @Test(arguments: cases)
    func wrongArguments(_ test: ErrorTests.Case) throws {
        try ErrorTests.check(test)
    }

    @Test(arguments: [
        ("print sum([1, 2, 3])", "6"), ("print max(3, 7)", "7"), ("print min(4)", "4"),
        ("print count([\"a\": 1, \"b\": 0])", "2"), ("print count(csv(\"penguins.csv\"))", "344"),
        ("print mean(csv(\"penguins.csv\"), \"year\")", "2008.03"),
        ("print max(csv(\"penguins.csv\"), \"year\")", "2009"),
        ("print count(csv(\"penguins.csv\"), by: \"island\")", "[\"Torgersen\": 52, \"Biscoe\": 168, \"Dream\": 124]"),
        ("print sum(range(1...4))", "10"), ("print count(random(5, seed: 2))", "5"),
    ])
    func rightArgumentsStillWork(source: String, printed: String) {
        #expect(Harness().run(source).output.written == [printed])
    }
}
