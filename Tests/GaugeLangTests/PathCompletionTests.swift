import Foundation
import GaugeLang
import Testing

/// Completing file paths inside `csv("…`, relative to the session's working directory.
@Suite struct PathCompletionTests {
    let root: String
    let session: Session

    init() throws {
        root = NSTemporaryDirectory() + "gauge-paths-" + UUID().uuidString
        let files = FileManager.default
        for folder in ["data", "data/old", "données"] {
            try files.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["data/penguins.csv", "data/pets.csv", "data/.secret.csv", "rain 😀.csv", "notes.txt",
                     "données/été.csv"] {
            #expect(files.createFile(atPath: root + "/" + file, contents: Data("a\n1\n".utf8)))
        }
        session = Session(workingDirectory: root)
    }

    func complete(_ marked: String) -> Completions {
        let text = MarkedText(marked)
        return session.complete(text.source, cursor: text.offset)
    }

    @Test func listsTheWorkingDirectoryWithFoldersMarked() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let done = complete("let t = csv(\"1️⃣")
        #expect(done.matches == ["data/", "données/", "notes.txt", "rain 😀.csv"])
        #expect(done.cursorStart == 13 && done.cursorEnd == 13)
    }

    @Test func completesInsideAFolderAndKeepsWhatFollows() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        let done = complete("let t = csv(\"data/pe1️⃣\")")
        #expect(done.matches == ["data/penguins.csv", "data/pets.csv"])
        #expect(done.cursorStart == 13 && done.cursorEnd == 20)
        #expect(complete("let t = csv(\"data/1️⃣").matches == ["data/old/", "data/penguins.csv", "data/pets.csv"])
        #expect(complete("let t = csv(\"data/.1️⃣").matches == ["data/.secret.csv"])
        #expect(complete("let t = csv(\"nowhere/1️⃣").matches.isEmpty)
    }

    @Test func offsetsCountCodePoints() {
        defer { try? FileManager.default.removeItem(atPath: root) }
        // "😀👨‍👩‍👧" is 1 + 5 code points: the quote is at 18.
        let done = complete("let 😀👨‍👩‍👧 = csv( \"donn1️⃣")
        #expect(done.matches == ["données/"])
        #expect(done.cursorStart == 19 && done.cursorEnd == 23)
        let inside = complete("print count(csv(\"données/é1️⃣\")) ")
        #expect(inside.matches == ["données/été.csv"])
        #expect(inside.cursorStart == 17)
    }

    @Test func absolutePathsAndCompletedFilesRead() throws {
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(complete("csv(\"\(root)/no1️⃣").matches == ["\(root)/notes.txt"])
        let output = RecordingOutput()
        let result = try session.execute("count(csv(\"données/été.csv\"))", output: output)
        #expect(result?.plain == "1")
    }
}
