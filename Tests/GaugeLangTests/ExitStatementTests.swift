import Testing
@testable import GaugeLang

/// `exit` and `quit` ask the host to end the session (jupyter console quits); the session and
/// the rest of the cell are untouched.
@Suite struct ExitStatementTests {
    @Test(arguments: ["exit", "quit", "  exit  # bye", "let x = 1\nquit"])
    func asksTheHostToEndTheSession(source: String) {
        let (output, result, error) = Harness().run(source)
        #expect(error == nil)
        #expect(result == nil)
        #expect(output.endRequests == 1)
    }

    @Test func theRestOfTheCellRunsAndTheSessionKeepsItsNames() {
        let harness = Harness()
        let (output, _, _) = harness.run("let x = 41\nexit\nprint x + 1")
        #expect(output.endRequests == 1)
        #expect(output.written == ["42"])
        #expect(harness.run("x").result?.plain == "41")
    }

    @Test(arguments: [("let 1️⃣exit = 3", "\"exit\" is a statement word and cannot be a name"),
                      ("let 1️⃣quit = 3", "\"quit\" is a statement word and cannot be a name")])
    func isAStatementWord(marked: String, message: String) throws {
        let text = MarkedText(marked)
        let error = try #require(Harness().run(text.source).error)
        #expect(error.ename == "SyntaxError")
        #expect(error.message == message)
        #expect(error.line == text.line && error.column == text.column)
    }

    @Test func helpExplainsIt() throws {
        let text = try #require(HelpCatalog.text(for: "exit"))
        #expect(text.hasPrefix("exit (or quit) — asks the front end to end the session"))
        #expect(HelpCatalog.text(for: "quit") == "quit — the same as exit.")
    }
}
