import JupyterWire
import Testing
@testable import JupyterKernel

/// A backend with one comm target, `echo`: opening it opens a comm of its own to the front
/// end's `reply` target; every comm_msg is sent back on the same comm with `"echo": true`
/// added, and a display is published beside it; `{"close": true}` closes the comm from the
/// kernel side. `execute("open")` opens a comm to `jupyter.widget` during a cell.
private final class EchoCommBackend: KernelBackend, CommBackend {
    var comms: CommManager?
    private(set) var closed: [String] = []
    private(set) var opened: [String] = []

    var info: KernelInfo {
        KernelInfo(implementation: "echo", implementationVersion: "1", languageName: "gauge", languageVersion: "1",
                   mimetype: "text/x-gauge", fileExtension: ".gauge", pygmentsLexer: "text",
                   codemirrorMode: "null", banner: "", helpLinks: [])
    }

    func execute(code: String, context: ExecutionContext) throws(ExecutionError) -> MIMEBundle? {
        if code == "open" {
            let id = comms?.open(target: "jupyter.widget", data: ["state": ["n": 1]],
                                 metadata: ["version": "2.1.0"]) ?? ""
            context.display(["text/plain": id], displayID: nil)
        }
        return nil
    }
    func evaluate(expression: String) throws(ExecutionError) -> MIMEBundle { [:] }
    func isComplete(code: String) -> IsCompleteStatus { .complete }
    func complete(code: String, cursorPosition: Int) -> CompletionReply {
        CompletionReply(matches: [], cursorStart: 0, cursorEnd: 0)
    }
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> MIMEBundle? { nil }

    func attach(comms: CommManager) { self.comms = comms }
    func acceptsComm(target: String) -> Bool { target == "echo" }
    func commOpened(commID: String, target: String, data: JSON, context: ExecutionContext) {
        opened.append(commID)
    }
    func commMessage(commID: String, data: JSON, buffers: [[UInt8]], context: ExecutionContext) {
        if data["close"] == true {
            comms?.close(commID: commID, data: ["bye": true])
            return
        }
        var echoed = data.objectValue ?? [:]
        echoed["echo"] = true
        comms?.send(commID: commID, data: .object(echoed), buffers: buffers)
        context.display(["text/plain": "touched"], displayID: nil)
    }
    func commClosed(commID: String, data: JSON) { closed.append(commID) }
}

struct CommTests {
    private let transport = RecordingTransport()
    private let backend = EchoCommBackend()
    private let registry = CommRegistry()
    private let client = MessageFactory(session: "client", username: "teacher")
    private let shell: RequestDispatcher
    private let control: RequestDispatcher

    init() {
        shell = RequestDispatcher(transport: transport, backend: backend, info: backend.info,
                                  factory: MessageFactory(session: "kernel"), interrupt: InterruptFlag(),
                                  commRegistry: registry, onShutdown: { _ in })
        control = RequestDispatcher(transport: transport, backend: nil, info: backend.info,
                                    factory: MessageFactory(session: "kernel"), interrupt: InterruptFlag(),
                                    commRegistry: registry, onShutdown: { _ in })
    }

    private func request(_ type: String, _ content: JSON, buffers: [[UInt8]] = []) -> Message {
        var message = client.make(type, content: content, parent: nil)
        message.identities = [Array("client".utf8)]
        message.buffers = buffers
        return message
    }

    private func commInfo(_ content: JSON = .emptyObject, on channel: KernelChannel = .shell) -> JSON {
        let request = request("comm_info_request", content)
        (channel == .shell ? shell : control).handle(request, on: channel)
        return transport.last("comm_info_reply")?.content["comms"] ?? .null
    }

    @Test func attachHappensAtInit() {
        #expect(backend.comms != nil)
    }

    @Test func frontEndOpensAnAcceptedTargetAndMessagesAreRoutedInsideBusyIdle() {
        shell.handle(request("comm_open", ["comm_id": "c1", "target_name": "echo", "data": [:]]), on: .shell)
        #expect(backend.opened == ["c1"])
        #expect(transport.log == ["iopub:status=busy", "iopub:status=idle"])
        transport.reset()
        let message = request("comm_msg", ["comm_id": "c1", "data": ["x": 2]], buffers: [[1, 2, 3]])
        shell.handle(message, on: .shell)
        #expect(transport.log == ["iopub:status=busy", "iopub:comm_msg", "iopub:display_data", "iopub:status=idle"])
        for item in transport.sent { #expect(item.message.parentHeader == message.header.json) }
        let echo = transport.last("comm_msg")
        #expect(echo?.content == ["comm_id": "c1", "data": ["x": 2, "echo": true]])
        #expect(echo?.buffers == [[1, 2, 3]])
    }

    @Test func unknownTargetIsClosedAtOnce() {
        shell.handle(request("comm_open", ["comm_id": "c9", "target_name": "nope", "data": [:]]), on: .shell)
        #expect(transport.log == ["iopub:status=busy", "iopub:comm_close", "iopub:status=idle"])
        #expect(transport.last("comm_close")?.content == ["comm_id": "c9", "data": [:]])
        #expect(commInfo() == [:])
    }

    @Test func commInfoListsOpenCommsByTargetOnBothChannels() {
        shell.handle(request("comm_open", ["comm_id": "c1", "target_name": "echo", "data": [:]]), on: .shell)
        shell.handle(request("execute_request", ["code": "open"]), on: .shell)
        let widgetID = transport.last("comm_open")?.content["comm_id"]?.stringValue ?? ""
        #expect(widgetID.count == 32)
        #expect(transport.last("comm_open")?.content["target_name"] == "jupyter.widget")
        #expect(transport.last("comm_open")?.metadata == ["version": "2.1.0"])
        let all = JSON.object(["c1": ["target_name": "echo"], widgetID: ["target_name": "jupyter.widget"]])
        #expect(commInfo() == all)
        #expect(commInfo(on: .control) == all)
        #expect(commInfo(["target_name": "echo"]) == ["c1": ["target_name": "echo"]])
        #expect(commInfo(["target_name": "other"]) == [:])
    }

    @Test func kernelOpenedCommDuringACellHasTheExecuteRequestAsParent() {
        let execute = request("execute_request", ["code": "open"])
        shell.handle(execute, on: .shell)
        #expect(transport.log == ["iopub:status=busy", "iopub:execute_input", "iopub:comm_open",
                                  "iopub:display_data", "shell:execute_reply", "iopub:status=idle"])
        #expect(transport.last("comm_open")?.parentHeader == execute.header.json)
        #expect(transport.last("comm_open")?.content["data"] == ["state": ["n": 1]])
    }

    @Test func closeFromEitherSideForgetsTheComm() {
        shell.handle(request("comm_open", ["comm_id": "a", "target_name": "echo", "data": [:]]), on: .shell)
        shell.handle(request("comm_open", ["comm_id": "b", "target_name": "echo", "data": [:]]), on: .shell)
        shell.handle(request("comm_close", ["comm_id": "a", "data": [:]]), on: .shell)
        #expect(backend.closed == ["a"])
        transport.reset()
        shell.handle(request("comm_msg", ["comm_id": "b", "data": ["close": true]]), on: .shell)
        #expect(transport.last("comm_close")?.content == ["comm_id": "b", "data": ["bye": true]])
        #expect(commInfo() == [:])
        // the kernel never sends on a closed comm
        #expect(backend.comms?.send(commID: "b", data: [:]) == false)
    }

    @Test(arguments: [
        ["data": ["x": 1]],  // no comm_id
        ["comm_id": 5, "data": [:]],  // comm_id not a string
        ["comm_id": "never-opened", "data": ["x": 1]],
        ["comm_id": "", "data": [:]],
    ] as [JSON])
    func hostileCommMessagesAreDroppedWithBusyIdleOnly(_ content: JSON) {
        for type in ["comm_msg", "comm_close"] {
            transport.reset()
            shell.handle(request(type, content), on: .shell)
            #expect(transport.log == ["iopub:status=busy", "iopub:status=idle"])
        }
        #expect(backend.closed.isEmpty)
    }

    @Test func reopeningAnOpenIdIsRefused() {
        shell.handle(request("comm_open", ["comm_id": "same", "target_name": "echo", "data": [:]]), on: .shell)
        transport.reset()
        shell.handle(request("comm_open", ["comm_id": "same", "target_name": "echo", "data": [:]]), on: .shell)
        #expect(transport.log == ["iopub:status=busy", "iopub:comm_close", "iopub:status=idle"])
        #expect(backend.opened == ["same"])
    }

    @Test func controlDispatcherClosesCommOpens() {
        control.handle(request("comm_open", ["comm_id": "k", "target_name": "echo", "data": [:]]), on: .control)
        #expect(transport.log == ["iopub:status=busy", "iopub:comm_close", "iopub:status=idle"])
        #expect(backend.opened.isEmpty)
    }
}
