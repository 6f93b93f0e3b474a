import FuzzSupport
import GaugeKernel
import JupyterKernel
import JupyterWire
import SVGSafety

// byte 0 picks a session that opens widgets (a touchable donut, a bar chart, a gauge's slider);
// the rest, split on 0x1E, are comm messages from a hostile front end: each part's first byte
// picks the comm (the first widget, the second, the `jupyter.widget.control` comm, an unknown
// id) and the kind (comm_msg, comm_open, comm_close), the remaining bytes are its `data` JSON
//   ──RequestDispatcher (real dispatch, in-memory transport)──▶ the session, then a cell
//   reads the selection and slider back. Every reply must be `ok`, every published SVG and
//   JSON must pass OutputSafety, and the kernel must answer after every message.

let setups = [
    """
    chart favorites sector data: ["りんご": 15, "いちご": 12, "さくらんぼ": 6, "ぶどう": 5] inner: inset(50) angularInset: 3
    show favorites interactive
    gauge battery value: 40 in: 0...100 style: accessoryCircularCapacity
    slider battery.value in: 0...100 step: 1
    """,
    """
    chart sales bar data: ["Mon": 3, "Tue": 5, "Wed": -2]
    show sales interactive
    slider sales.dimmed in: 0...1 step: 0.1
    """,
]
let readBack = ["print favorites.selection\nprint battery.value", "print sales.selection\nprint sales.dimmed"]

/// Keeps what the dispatcher publishes and replies, for the checks.
final class Recorder: KernelTransport {
    var sent: [Message] = []
    func send(_ message: Message, on channel: KernelChannel) { sent.append(message) }
    func stream(name: String, text: String, parent: Message) {}
    func takeWaitingRequests() -> [Message] { [] }
}

let folder = ScratchFolder.path
nonisolated(unsafe) var seen = SeenTexts()  // libFuzzer calls the target from one thread

@_cdecl("FuzzComm_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data = pointer, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let setup = Int(bytes[0]) % setups.count
    let recorder = Recorder()
    let factory = MessageFactory(session: "fuzz")
    // a fixed id token: the set-up's outputs are then the same bytes every execution, and
    // `seen` checks them once per process instead of once per execution
    let backend = GaugeBackend(workingDirectory: folder, outputIDs: OutputIDs(token: "fuzz"))
    let dispatcher = RequestDispatcher(transport: recorder, backend: backend,
                                       info: KernelInfo.gauge, factory: factory, interrupt: InterruptFlag(),
                                       onShutdown: { _ in })
    func request(_ type: String, _ content: JSON) {
        let message = factory.make(type, content: content, parent: nil, identities: [[1]])
        let before = recorder.sent.count
        dispatcher.handle(message, on: .shell)
        check(recorder.sent[before...], after: type)
    }
    request("execute_request", ["code": .string(setups[setup]), "silent": false, "store_history": true,
                                "user_expressions": [:], "allow_stdin": false, "stop_on_error": true])
    let widgets = recorder.sent.filter { $0.msgType == "comm_open" }.compactMap { $0.content["comm_id"]?.stringValue }
    guard widgets.count >= 2 else {
        FuzzFinding.check(["the setup opened \(widgets.count) widgets"], in: "setup", output: setups[setup])
        return 0
    }
    for part in bytes.dropFirst().split(separator: 0x1E, omittingEmptySubsequences: false).prefix(64) {
        let selector = part.first ?? 0
        let payload = (try? JSONParser.parse(Array(part.dropFirst()))) ?? .string(String(decoding: part.dropFirst(), as: UTF8.self))
        let commID = [widgets[0], widgets[1], "control", "unknown"][Int(selector & 3)]
        switch (selector >> 2) % 4 {
        case 0, 1: request("comm_msg", ["comm_id": .string(commID), "data": payload])
        case 2: request("comm_open", ["comm_id": .string(commID), "target_name": selector & 16 == 0
                                        ? "jupyter.widget.control" : .string("jupyter.widget"), "data": payload])
        default: request("comm_close", ["comm_id": .string(commID), "data": payload])
        }
    }
    request("execute_request", ["code": .string(readBack[setup]), "silent": false, "store_history": true,
                                "user_expressions": [:], "allow_stdin": false, "stop_on_error": true])
    return 0
}

/// Each published message's JSON and SVG are safe; a reply that is not `ok` is a finding (a
/// comm message must never break the session: the read-back cell's names all exist).
func check(_ messages: ArraySlice<Message>, after type: String) {
    for message in messages {
        for part in [message.content, message.metadata] {
            let json = part.serialized()
            guard seen.isNew(json) else { continue }
            FuzzFinding.check(OutputSafety.problems(json: json), in: "\(message.msgType) JSON", output: String(decoding: json.prefix(2_000), as: UTF8.self))
        }
        if let svg = message.content["data"]?["image/svg+xml"]?.stringValue
            ?? message.content["data"]?["state"]?["svg"]?.stringValue, seen.isNew(svg) {
            FuzzFinding.check(OutputSafety.problems(svg: svg), in: "\(message.msgType) svg", output: svg)
        }
        if message.msgType.hasSuffix("_reply"), message.content["status"]?.stringValue != "ok" {
            FuzzFinding.check(["\(message.msgType) after \(type): \(message.content["status"] ?? .null) \(message.content["evalue"] ?? .null)"],
                              in: "reply", output: "")
        }
    }
}
