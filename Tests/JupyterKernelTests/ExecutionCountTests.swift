import JupyterWire
import Testing
@testable import JupyterKernel

struct ExecutionCountTests {
    struct Step: Sendable {
        let code: String
        var silent = false
        var storeHistory = true
        let expected: Int
    }

    /// ipykernel's counting: store_history executions count (errors too); blank code,
    /// store_history false and silent do not; the reply always carries the count.
    @Test func countsLikeIPykernel() {
        let steps = [
            Step(code: "1", expected: 1),
            Step(code: "fail", expected: 2),
            Step(code: "", expected: 2),
            Step(code: "  \n ", expected: 2),
            Step(code: "2", storeHistory: false, expected: 2),
            Step(code: "3", silent: true, expected: 2),
            Step(code: "4", expected: 3),
        ]
        let harness = DispatcherHarness()
        for step in steps {
            let reply = harness.send(harness.execute(step.code, silent: step.silent, storeHistory: step.storeHistory,
                                                     stopOnError: false))
            #expect(reply["execution_count"] == .int(step.expected), "\(step.code)")
        }
        #expect(harness.dispatcher.executionCount == 3)
        #expect(harness.backend.executed == ["1", "fail", "", "  \n ", "2", "3", "4"])
    }

    @Test func abortsRequestsAlreadyQueuedAfterAnError() {
        let harness = DispatcherHarness()
        let queued = [harness.execute("2"), harness.request("kernel_info_request"),
                      harness.execute("3", stopOnError: false)]
        harness.transport.waiting = queued
        harness.send(harness.execute("fail"))
        #expect(harness.transport.log == [
            "iopub:status=busy", "iopub:execute_input", "iopub:stream", "iopub:error", "shell:execute_reply",
            "iopub:status=idle",
            "iopub:status=busy", "shell:execute_reply", "iopub:status=idle",
            "iopub:status=busy", "shell:kernel_info_reply", "iopub:status=idle",
            "iopub:status=busy", "shell:execute_reply", "iopub:status=idle",
        ])
        let replies = harness.transport.sent.filter { $0.type == "execute_reply" }
        #expect(replies.map { $0.message.content["status"] } == ["error", "aborted", "aborted"])
        #expect(replies[1].message.parentHeader["msg_id"] == .string(queued[0].header.msgID))
        #expect(replies[0].message.content["execution_count"] == 1)
        // aborted replies carry only their status, as ipykernel's: JupyterLab would show a
        // count as the prompt of a cell that never ran
        #expect(replies.dropFirst().allSatisfy { $0.message.content == ["status": "aborted"] })
        #expect(harness.backend.executed == ["fail"])

        // The queue drained: the next request runs normally.
        harness.transport.reset()
        let reply = harness.send(harness.execute("4"))
        #expect(reply["status"] == "ok")
        #expect(reply["execution_count"] == 2)
    }

    /// Run All in JupyterLab: the next cell's request was sent before the failure but reached
    /// the socket after the queue was taken. Its date says so, and it is aborted; a request sent
    /// after the failure, or one without a date, runs.
    @Test func aLateRequestSentBeforeTheFailureIsAbortedToo() {
        let harness = DispatcherHarness()
        let sentBefore = harness.execute("2")
        var undated = harness.execute("3")
        undated.header.date = nil
        harness.send(harness.execute("fail"))
        #expect(harness.send(sentBefore) == ["status": "aborted"])
        #expect(harness.send(undated)["status"] == "ok")
        #expect(harness.send(harness.execute("4"))["status"] == "ok")
        #expect(harness.backend.executed == ["fail", "3", "4"])
        #expect(harness.dispatcher.executionCount == 3)
    }

    @Test func noAbortWithoutStopOnError() {
        let harness = DispatcherHarness()
        harness.transport.waiting = [harness.execute("2")]
        harness.send(harness.execute("fail", stopOnError: false))
        #expect(harness.transport.waiting.count == 1)
        #expect(harness.backend.executed == ["fail"])
    }

    @Test func userExpressions() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("1", userExpressions: ["a": "x", "b": "oops", "c": 5]))
        #expect(reply["user_expressions"]?["a"] == ["status": "ok", "data": ["text/plain": "=x"], "metadata": [:]])
        #expect(reply["user_expressions"]?["b"] == ["status": "error", "ename": "NameError", "evalue": "oops",
                                                    "traceback": []])
        #expect(reply["user_expressions"]?["c"]?["status"] == "error")
    }

    @Test func interruptRequestRaisesTheFlagAndExecuteClearsIt() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.request("interrupt_request"), on: .control)
        #expect(reply == ["status": "ok"])
        #expect(harness.interrupt.isRaised)
        harness.send(harness.execute("1"))
        #expect(!harness.backend.sawInterrupt)
        #expect(!harness.interrupt.isRaised)
    }

    @Test(arguments: [true, false])
    func shutdownEchoesRestart(_ restart: Bool) {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.request("shutdown_request", ["restart": .bool(restart)]), on: .control)
        #expect(reply == ["status": "ok", "restart": .bool(restart)])
        #expect(harness.transport.log == ["iopub:status=busy", "control:shutdown_reply", "iopub:status=idle"])
        #expect(harness.shutdowns.restarts.withLock { $0 } == [restart])
    }
}
