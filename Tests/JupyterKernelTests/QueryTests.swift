import JupyterWire
import Testing
@testable import JupyterKernel

struct QueryTests {
    @Test(arguments: [
        ("bar {", ["status": "incomplete", "indent": "  "]),
        ("bar 1", ["status": "complete"]),
        ("}", ["status": "invalid"]),
    ] as [(String, JSON)])
    func isComplete(_ code: String, _ expected: JSON) {
        let harness = DispatcherHarness()
        #expect(harness.send(harness.request("is_complete_request", ["code": .string(code)])) == expected)
    }

    /// `bar "😀👨‍👩‍👧é" gau`: 13 Characters, 18 code points, 22 UTF-16 units; offsets are code points.
    @Test func completeUsesCodePointsAndClamps() {
        let harness = DispatcherHarness()
        let code = "bar \"😀👨\u{200D}👩\u{200D}👧e\u{301}\" gau"
        #expect(code.count == 13 && code.unicodeScalars.count == 18 && code.utf16.count == 22)
        let reply = harness.send(harness.request("complete_request", ["code": .string(code), "cursor_pos": 18]))
        #expect(reply["cursor_start"] == 15)
        #expect(reply["cursor_end"] == 18)  // backend's 118 clamped to the end
        #expect(reply["matches"] == ["gauge", "garbage"])
        let beyond = harness.send(harness.request("complete_request", ["code": .string(code), "cursor_pos": 999]))
        #expect(beyond["cursor_end"] == 18)
        let negative = harness.send(harness.request("complete_request", ["code": "ab", "cursor_pos": -4]))
        #expect(negative["cursor_start"] == 0)
        #expect(negative["cursor_end"] == 2)
    }

    @Test func inspect() {
        let harness = DispatcherHarness()
        let found = harness.send(harness.request("inspect_request", ["code": "gauge", "cursor_pos": 2,
                                                                     "detail_level": 1]))
        #expect(found == ["status": "ok", "found": true, "data": ["text/plain": "gauge@2/1"], "metadata": [:]])
        let missing = harness.send(harness.request("inspect_request", ["code": "", "cursor_pos": 0]))
        #expect(missing["found"] == false)
        #expect(missing["data"] == [:])
    }

    @Test func commInfoAndCommOpen() {
        let harness = DispatcherHarness()
        #expect(harness.send(harness.request("comm_info_request")) == ["status": "ok", "comms": [:]])
        harness.transport.reset()
        harness.send(harness.request("comm_open", ["comm_id": "c1", "target_name": "jupyter.widget", "data": [:]]))
        #expect(harness.transport.log == ["iopub:status=busy", "iopub:comm_close", "iopub:status=idle"])
        #expect(harness.transport.last("comm_close")?.content == ["comm_id": "c1", "data": [:]])
    }
}

struct HistoryTests {
    func harnessWithCells() -> DispatcherHarness {
        let harness = DispatcherHarness()
        for code in ["gauge a", "none", "gauge b", "fail x", "gauge a", "hidden"] {
            harness.send(harness.execute(code, storeHistory: code != "hidden", stopOnError: false))
        }
        return harness
    }

    @Test func tail() {
        let harness = harnessWithCells()
        let reply = harness.send(harness.request("history_request", ["hist_access_type": "tail", "n": 2,
                                                                     "output": false, "raw": true]))
        #expect(reply == ["status": "ok", "history": [[1, 4, "fail x"], [1, 5, "gauge a"]]])
    }

    @Test func tailWithOutput() {
        let harness = harnessWithCells()
        let reply = harness.send(harness.request("history_request", ["hist_access_type": "tail", "n": 3,
                                                                     "output": true]))
        #expect(reply["history"] == [[1, 3, ["gauge b", "gauge b"]], [1, 4, ["fail x", nil]],
                                     [1, 5, ["gauge a", "gauge a"]]])
    }

    @Test func range() {
        let harness = harnessWithCells()
        let reply = harness.send(harness.request("history_request", ["hist_access_type": "range", "session": 0,
                                                                     "start": 2, "stop": 4]))
        #expect(reply["history"] == [[1, 2, "none"], [1, 3, "gauge b"]])
        let other = harness.send(harness.request("history_request", ["hist_access_type": "range", "session": -1,
                                                                     "start": 1]))
        #expect(other["history"] == [])
    }

    @Test func searchWithGlobAndUnique() {
        let harness = harnessWithCells()
        let all = harness.send(harness.request("history_request", ["hist_access_type": "search",
                                                                   "pattern": "gauge*"]))
        #expect(all["history"] == [[1, 1, "gauge a"], [1, 3, "gauge b"], [1, 5, "gauge a"]])
        let unique = harness.send(harness.request("history_request", ["hist_access_type": "search",
                                                                      "pattern": "gauge ?", "unique": true]))
        #expect(unique["history"] == [[1, 3, "gauge b"], [1, 5, "gauge a"]])
        let lastOne = harness.send(harness.request("history_request", ["hist_access_type": "search",
                                                                       "pattern": "*a*", "n": 1]))
        #expect(lastOne["history"] == [[1, 5, "gauge a"]])
    }
}
