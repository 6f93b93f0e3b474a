import JupyterWire
import Testing
@testable import JupyterKernel

/// execute_reply's `payload`: `ask_exit` as ipykernel sends it for `exit`/`quit`, which
/// jupyter_console reads to end its loop.
@Suite struct PayloadTests {
    @Test func exitAddsOneAskExitPayloadToTheOkReply() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("exit"))
        #expect(reply["status"] == "ok")
        #expect(reply["payload"] == [["source": "ask_exit", "keepkernel": false]])
    }

    @Test func aCellThatFailsAfterExitStillCarriesThePayload() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("exit fail", stopOnError: false))
        #expect(reply["status"] == "error")
        #expect(reply["ename"] == "ValueError")
        #expect(reply["payload"] == [["source": "ask_exit", "keepkernel": false]])
    }

    @Test func otherCellsHaveAnEmptyPayloadAndTheRequestDoesNotLinger() {
        let harness = DispatcherHarness()
        #expect(harness.send(harness.execute("gauge a"))["payload"] == [])
        harness.send(harness.execute("exit"))
        #expect(harness.send(harness.execute("gauge b"))["payload"] == [])
        #expect(harness.send(harness.execute("fail x", stopOnError: false))["payload"] == [])
    }
}
