import JupyterWire
import Testing
@testable import JupyterKernel

struct StatusOrderTests {
    @Test func kernelInfoIsWrappedInBusyIdleWithTheRequestAsParent() {
        let harness = DispatcherHarness()
        let request = harness.request("kernel_info_request")
        let reply = harness.send(request)
        #expect(harness.transport.log == ["iopub:status=busy", "shell:kernel_info_reply", "iopub:status=idle"])
        for item in harness.transport.sent {
            #expect(item.message.parentHeader == request.header.json)
            #expect(item.message.header.session == "kernel-session")
            #expect(item.message.header.version == "5.4")
        }
        #expect(harness.transport.sent[1].message.identities == [Array("client".utf8)])
        #expect(reply["protocol_version"] == "5.4")
        #expect(reply["status"] == "ok")
        #expect(reply["implementation"] == "test")
        #expect(reply["language_info"] == ["name": "gauge", "version": "0.1", "mimetype": "text/x-gauge",
                                           "file_extension": ".gauge", "pygments_lexer": "text",
                                           "codemirror_mode": "null"])
        #expect(reply["help_links"] == [["text": "Docs", "url": "https://example.org"]])
        #expect(reply["banner"] == "Test kernel")
    }

    @Test func kernelInfoOnControl() {
        let harness = DispatcherHarness()
        harness.send(harness.request("kernel_info_request"), on: .control)
        #expect(harness.transport.log == ["iopub:status=busy", "control:kernel_info_reply", "iopub:status=idle"])
    }

    @Test func executeOrder() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("print hi"))
        #expect(harness.transport.log == ["iopub:status=busy", "iopub:execute_input", "iopub:stream",
                                          "shell:execute_reply", "iopub:status=idle"])
        #expect(harness.transport.last("stream")?.content == ["name": "stdout", "text": "hi\nagain\n"])
        #expect(reply == ["status": "ok", "execution_count": 1, "payload": [], "user_expressions": .emptyObject])
    }

    @Test func executeResultCarriesTheCountAndBundle() {
        let harness = DispatcherHarness()
        harness.send(harness.execute("gauge 3"))
        #expect(harness.transport.log == ["iopub:status=busy", "iopub:execute_input", "iopub:execute_result",
                                          "shell:execute_reply", "iopub:status=idle"])
        #expect(harness.transport.last("execute_input")?.content == ["code": "gauge 3", "execution_count": 1])
        #expect(harness.transport.last("execute_result")?.content == [
            "execution_count": 1, "data": ["text/plain": "gauge 3", "image/svg+xml": "<svg/>"], "metadata": [:],
        ])
    }

    @Test func errorPublishesOneErrorAndAnErrorReply() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("fail now"))
        #expect(harness.transport.log == ["iopub:status=busy", "iopub:execute_input", "iopub:stream",
                                          "iopub:error", "shell:execute_reply", "iopub:status=idle"])
        #expect(harness.transport.last("error")?.content == ["ename": "GaugeError", "evalue": "bad fail now",
                                                             "traceback": ["line 1: bad"]])
        #expect(reply["status"] == "error")
        #expect(reply["execution_count"] == 1)
        #expect(reply["ename"] == "GaugeError")
        #expect(reply["traceback"] == ["line 1: bad"])
    }

    @Test func displayAndUpdateCarryTheDisplayID() {
        let harness = DispatcherHarness()
        harness.send(harness.execute("show chart-1"))
        #expect(harness.transport.last("display_data")?.content == [
            "data": ["text/plain": "v1"], "metadata": [:], "transient": ["display_id": "chart-1"],
        ])
        #expect(harness.transport.last("update_display_data")?.content["transient"] == ["display_id": "chart-1"])
    }

    @Test func silentPublishesNothingButStatus() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.execute("print hi", silent: true))
        #expect(harness.transport.log == ["iopub:status=busy", "shell:execute_reply", "iopub:status=idle"])
        #expect(reply["execution_count"] == 0)
    }

    @Test(arguments: ["comm_msg", "comm_close", "custom_thing"])
    func messagesWithoutReplyStillGetBusyIdle(_ type: String) {
        let harness = DispatcherHarness()
        harness.send(harness.request(type, ["comm_id": "nope"]))
        #expect(harness.transport.log == ["iopub:status=busy", "iopub:status=idle"])
    }

    @Test func unknownRequestGetsAnErrorReply() {
        let harness = DispatcherHarness()
        let reply = harness.send(harness.request("debug_request"))
        #expect(harness.transport.log == ["iopub:status=busy", "shell:debug_reply", "iopub:status=idle"])
        #expect(reply["status"] == "error")
    }

    @Test func controlWithoutBackendRefusesExecute() {
        let transport = RecordingTransport()
        let dispatcher = RequestDispatcher(transport: transport, backend: nil, info: TestBackend().info,
                                           factory: MessageFactory(), interrupt: InterruptFlag(), onShutdown: { _ in })
        dispatcher.handle(DispatcherHarness().execute("1"), on: .control)
        #expect(transport.log == ["iopub:status=busy", "control:execute_reply", "iopub:status=idle"])
        #expect(transport.last("execute_reply")?.content["status"] == "error")
    }
}
