import Foundation
import GaugeRender
import Testing
@testable import GaugeLang

/// The Pygments lexer (python/gauge_jupyter) colours words by the lists in its
/// vocabulary.json. These tests fail when the language learns a word the lexer's lists lack,
/// so highlighting cannot drift from the language.
@Suite struct LexerVocabularyTests {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("python/gauge_jupyter/vocabulary.json")

    private func lists() throws -> [String: [String]] {
        let data = try Data(contentsOf: Self.file)
        let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        return object.compactMapValues { $0 as? [String] }
    }

    private func missing(_ words: [String], from roles: [String]) throws -> [String] {
        let known = Set(try lists().filter { roles.contains($0.key) }.values.joined())
        return words.filter { !known.contains($0) }
    }

    @Test func everyStatementWordIsAKeyword() throws {
        #expect(try missing(Parser.keywords, from: ["statements"]) == [])
        #expect(try missing(["live"], from: ["modifiers"]) == [])
    }

    @Test func everyMarkStyleAndOptionValueHasItsRole() throws {
        #expect(try missing(Vocabulary.marks, from: ["marks"]) == [])
        #expect(try missing(Vocabulary.styles, from: ["styles"]) == [])
        let values = Vocabulary.formats + Vocabulary.anchors + Vocabulary.units
            + Vocabulary.legends.filter { $0 != "automatic" }
        #expect(try missing(values, from: ["enumerations", "constants"]) == [])
    }

    @Test func everyCurveFunctionAndColourIsListed() throws {
        #expect(try missing(Vocabulary.curves, from: ["curves", "constants"]) == [])
        #expect(try missing(Vocabulary.functions, from: ["functions"]) == [])
        #expect(try missing(NamedColors.names, from: ["colors"]) == [])
    }

    @Test func everyHelpTopicThatIsAWordIsColoured() throws {
        // help's topics are statements, options (any `key:` is coloured) and words.
        let colouredRoles = ["statements", "modifiers", "operatorWords", "constants", "marks",
                             "styles", "enumerations", "curves", "functions", "colors"]
        let words = HelpCatalog.words.keys.filter { !["colors", "functions"].contains($0) }
        #expect(try missing(Array(words).sorted(), from: colouredRoles) == [])
    }

    @Test func theLexerDoesNotInventStatementWords() throws {
        // A word the lexer calls a statement must be one (or one being added: exit quit
        // layer slider), so a typo in the list cannot pass unnoticed.
        let coming: Set = ["exit", "quit", "layer", "slider"]
        let extra = try lists()["statements", default: []]
            .filter { !Parser.keywords.contains($0) && !coming.contains($0) }
        #expect(extra == [])
    }
}
