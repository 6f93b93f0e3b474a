import JupyterWire

extension RequestDispatcher {
    /// is_complete, complete and inspect (messaging spec, "Code completeness",
    /// "Completion", "Introspection"). Cursor positions are Unicode code points, clamped to
    /// the code (a missing `cursor_pos` means the end).
    func answerQuery(_ request: Message, backend: any KernelBackend, on channel: KernelChannel) {
        let code = request.content["code"]?.stringValue ?? ""
        let length = code.unicodeScalars.count
        let cursor = min(max(request.content["cursor_pos"]?.intValue ?? length, 0), length)
        switch request.msgType {
        case "is_complete_request":
            var content: [String: JSON]
            switch backend.isComplete(code: code) {
            case .complete: content = ["status": "complete"]
            case .incomplete(let indent): content = ["status": "incomplete", "indent": .string(indent)]
            case .invalid: content = ["status": "invalid"]
            case .unknown: content = ["status": "unknown"]
            }
            reply(to: request, on: channel, content: .object(content))
        case "complete_request":
            let completion = backend.complete(code: code, cursorPosition: cursor)
            let end = min(max(completion.cursorEnd, 0), length)
            let start = min(max(completion.cursorStart, 0), end)
            reply(to: request, on: channel, content: [
                "status": "ok", "matches": .array(completion.matches.map { JSON.string($0) }),
                "cursor_start": .int(start), "cursor_end": .int(end), "metadata": .emptyObject,
            ])
        default:
            let level = request.content["detail_level"]?.intValue ?? 0
            let data = backend.inspect(code: code, cursorPosition: cursor, detailLevel: level)
            reply(to: request, on: channel, content: [
                "status": "ok", "found": .bool(data != nil), "data": (data ?? [:]).json,
                "metadata": .emptyObject,
            ])
        }
    }

    /// history_reply content for `tail`, `range` and `search` (messaging spec, "History").
    /// Entries are `[session, line, input]`, or `[session, line, [input, output]]` when
    /// `output` is true (output `null` when the cell had no value).
    func historyContent(_ content: JSON) -> JSON {
        let entries: [ExecutionHistory.Entry]
        switch content["hist_access_type"]?.stringValue ?? "tail" {
        case "range":
            entries = history.range(session: content["session"]?.intValue ?? 0,
                                    start: content["start"]?.intValue ?? 0, stop: content["stop"]?.intValue)
        case "search":
            entries = history.search(pattern: content["pattern"]?.stringValue ?? "*",
                                     unique: content["unique"]?.boolValue ?? false, n: content["n"]?.intValue)
        default:
            entries = history.tail(content["n"]?.intValue ?? 10)
        }
        let withOutput = content["output"]?.boolValue ?? false
        let rows: [JSON] = entries.map { entry in
            let input = JSON.string(entry.input)
            let value: JSON = withOutput ? [input, entry.output.map { JSON.string($0) } ?? .null] : input
            return [.int(ExecutionHistory.session), .int(entry.line), value]
        }
        return ["status": "ok", "history": .array(rows)]
    }
}
