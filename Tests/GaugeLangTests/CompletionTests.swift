import GaugeLang
import Testing

/// Completion (offsets in code points) and inspection.
@Suite struct CompletionTests {
    let harness = Harness()

    init() {
        harness.run("""
            let fruits = ["りんご": 15, "いちご": 12, "バナナ": 4]
            gauge battery value: 50 in: 0...100
            chart favorites sector data: fruits
            """)
    }

    /// Completes at the 1️⃣ marker.
    func complete(_ marked: String) -> (Completions, MarkedText) {
        let text = MarkedText(marked)
        return (harness.session.complete(text.source, cursor: text.offset), text)
    }

    @Test(arguments: [
        ("gauge g style: acc1️⃣", ["accessoryCircularCapacity", "accessoryCircular", "accessoryLinear",
                                  "accessoryLinearCapacity"], 15),
        ("gauge g style: .cap1️⃣", ["capsule"], 16),
        ("gauge g va1️⃣", ["value"], 8),
        ("gauge g value: 3 t1️⃣", ["tint", "track"], 17),
        ("chart c s1️⃣", ["sector", "size", "sort"], 8),
        ("chart c bar aggregate: me1️⃣", ["mean", "median"], 23),
        ("chart c bar sort: d1️⃣", ["descending"], 18),
        ("chart c bar bin: a1️⃣", ["auto"], 17),
        ("chart c bar wh1️⃣", ["where"], 12),
        ("chart c sector da1️⃣", ["data"], 15),
        ("chart c sector legend: b1️⃣", ["bottom"], 23),
        ("gauge g tint: gr1️⃣", ["green", "gray", "gradient"], 14),
        ("animation ea1️⃣", ["easeInOut", "easeIn", "easeOut"], 10),
        ("gauge g animation: sp1️⃣", ["spring"], 19),
        ("fav1️⃣", ["favorites"], 0),
        ("de1️⃣", ["describe", "delete"], 0),
        ("print fr1️⃣", ["fruits"], 6),
        ("battery.va1️⃣", ["value"], 8),
        ("select fa1️⃣", ["favorites"], 7),
        ("select favorites an1️⃣", ["angle"], 17),
        ("chart c sector data: fruits inner: in1️⃣", ["inset"], 35),
        ("print fruits[\"い1️⃣", ["いちご"], 14),
        ("print fruits[\"1️⃣", ["りんご", "いちご", "バナナ"], 14),
        ("select favorites \"バ1️⃣", ["バナナ"], 18),
        ("gauge g label: \"😀👨‍👩‍👧é\" sty1️⃣", ["style"], 25),
        ("print \"😀👨‍👩‍👧é\" + fruits[\"り1️⃣", ["りんご"], 26),
        ("gauge speed value: 50 \\\n   st1️⃣", ["style"], 27),
        ("print fruits\ngauge g style: accessoryL1️⃣", ["accessoryLinear", "accessoryLinearCapacity"], 28),
    ])
    func completions(marked: String, expected: [String], start: Int) {
        let (completions, text) = complete(marked)
        #expect(completions.matches == expected)
        #expect(completions.cursorStart == start)
        #expect(completions.cursorEnd == text.offset)
    }

    /// After `where:` come the table's columns as bare names, and inside a condition also
    /// `and`, `or`, `not` and the next option.
    @Test func columnsAndWordsInACondition() {
        harness.run("let penguins = csv(\"penguins.csv\")")
        let start = harness.session.complete("chart q bar data: penguins where: sp", cursor: 36)
        #expect(start.matches == ["species"])
        let next = harness.session.complete("chart q bar data: penguins where: species == \"Adelie\" a", cursor: 55)
        #expect(next.matches == ["and", "angle", "angularInset", "aggregate", "animation"])
    }

    @Test func tableColumnsAfterColumnOptions() {
        harness.run("let penguins = csv(\"penguins.csv\")\nchart p bar data: penguins x: \"species\"")
        let text = MarkedText("chart q bar data: penguins x: 1️⃣")
        let completions = harness.session.complete(text.source, cursor: text.offset)
        #expect(completions.matches.prefix(3) == ["\"species\"", "\"island\"", "\"bill_length_mm\""])
        #expect(completions.cursorStart == 30)
        let quoted = MarkedText("chart q bar data: penguins y: \"bill_1️⃣")
        let inside = harness.session.complete(quoted.source, cursor: quoted.offset)
        #expect(inside.matches == ["bill_length_mm", "bill_depth_mm"])
        #expect(inside.cursorStart == 31)
        let existing = harness.session.complete("chart p color: ", cursor: 15)
        #expect(existing.matches.count == 8)
    }

    @Test func statementHeadsAtTheStart() {
        let (completions, _) = complete("1️⃣")
        #expect(completions.matches.prefix(3) == ["let", "gauge", "chart"])
        #expect(completions.matches.contains("battery"))
    }

    @Test func cursorIsClamped() {
        let completions = harness.session.complete("gauge g st", cursor: 999)
        #expect(completions.matches == ["style"])
        #expect(completions.cursorStart == 8)
        #expect(completions.cursorEnd == 10)
        #expect(harness.session.complete("", cursor: -5).cursorStart == 0)
    }

    @Test func inspectExplainsWordsAndObjects() {
        #expect(harness.session.inspect("gauge g style: capsule", cursor: 17)?.hasPrefix("capsule — ") == true)
        #expect(harness.session.inspect("gauge g style: capsule", cursor: 10)?.hasPrefix("style: NAME") == true)
        #expect(harness.session.inspect("gauge g", cursor: 2)?.hasPrefix("gauge NAME") == true)
        #expect(harness.session.inspect("print fruits", cursor: 8)?.hasPrefix("fruits: record of 3 labels") == true)
        #expect(harness.session.inspect("print 1 + 2", cursor: 8) == nil)
    }
}

/// `is_complete_request` answers.
@Suite struct CompletenessTests {
    @Test(arguments: [
        ("gauge g value: 1", Completeness.complete),
        ("", .complete),
        ("let x = [1, 2,", .incomplete(indent: "    ")),
        ("gauge g tint: gradient(red,\n  green", .incomplete(indent: "    ")),
        ("gauge g value: 1 \\", .incomplete(indent: "    ")),
        ("gauge g value: 1 \\   # more\n", .incomplete(indent: "    ")),
        ("gauge g \\\n  value: 1", .complete),
        ("let x = [1, 2]\nprint x)", .invalid),
        ("let s = \"open", .invalid),
        ("let s = \"(\"", .complete),
        ("# a comment with ( in it", .complete),
        ("gauge g tint: #FF0000 # (", .complete),
        ("let x = 1 +", .complete),
    ])
    func completeness(source: String, expected: Completeness) {
        #expect(Session.completeness(of: source) == expected)
    }
}
