@testable import JupyterKernel

/// A tiny language for dispatcher tests: `fail…` throws, `print X` streams X, `show ID`
/// displays and updates a display, `none` has no value, `exit` asks the front end to exit
/// (twice, for one payload), `exit fail` asks and then fails, anything else is its own value.
final class TestBackend: KernelBackend {
    private(set) var executed: [String] = []
    var sawInterrupt = false

    var info: KernelInfo {
        KernelInfo(implementation: "test", implementationVersion: "1.0", languageName: "gauge",
                   languageVersion: "0.1", mimetype: "text/x-gauge", fileExtension: ".gauge",
                   pygmentsLexer: "text", codemirrorMode: "null", banner: "Test kernel",
                   helpLinks: [(text: "Docs", url: "https://example.org")])
    }

    func execute(code: String, context: ExecutionContext) throws(ExecutionError) -> MIMEBundle? {
        executed.append(code)
        sawInterrupt = context.isInterrupted
        if code.hasPrefix("fail") {
            context.stream("stderr", "about to fail\n")
            throw ExecutionError(ename: "GaugeError", evalue: "bad \(code)", traceback: ["line 1: bad"])
        }
        if code.hasPrefix("print ") {
            context.stream("stdout", String(code.dropFirst(6)) + "\n")
            context.stream("stdout", "again\n")
            return nil
        }
        if code.hasPrefix("show ") {
            let id = String(code.dropFirst(5))
            context.display(["text/plain": "v1"], displayID: id)
            context.updateDisplay(["text/plain": "v2"], displayID: id)
            return nil
        }
        if code == "none" { return nil }
        if code.hasPrefix("exit") {
            (context as? ExecutionPayloads)?.askExit(keepKernel: false)
            (context as? ExecutionPayloads)?.askExit(keepKernel: false)
            if code == "exit fail" { throw ExecutionError(ename: "ValueError", evalue: "after exit", traceback: []) }
            return nil
        }
        return ["text/plain": code, "image/svg+xml": "<svg/>"]
    }

    func evaluate(expression: String) throws(ExecutionError) -> MIMEBundle {
        if expression == "oops" { throw ExecutionError(ename: "NameError", evalue: "oops", traceback: []) }
        return ["text/plain": "=\(expression)"]
    }

    func isComplete(code: String) -> IsCompleteStatus {
        code.hasSuffix("{") ? .incomplete(indent: "  ") : code == "}" ? .invalid : .complete
    }

    /// Completes the word before the cursor; offsets in code points.
    func complete(code: String, cursorPosition: Int) -> CompletionReply {
        let scalars = Array(code.unicodeScalars.prefix(cursorPosition))
        let start = (scalars.lastIndex(of: " ").map { $0 + 1 }) ?? 0
        return CompletionReply(matches: ["gauge", "garbage"], cursorStart: start, cursorEnd: cursorPosition + 100)
    }

    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MIMEBundle? {
        code.isEmpty ? nil : ["text/plain": "\(code)@\(cursorPosition)/\(detailLevel)"]
    }
}
