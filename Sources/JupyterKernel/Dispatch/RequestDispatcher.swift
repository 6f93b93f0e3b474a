import JupyterWire

/// Answers shell and control requests: `busy`, the reply (and any iopub output), `idle`, with
/// the request as parent of all of them (messaging spec 5.4; ipykernel's `dispatch_shell`).
///
/// Knows nothing of ZeroMQ: it talks through a `KernelTransport`, so tests drive it in memory.
/// Not thread-safe: one dispatcher per socket thread. A dispatcher without a backend (the
/// control channel's) answers only kernel_info, interrupt, shutdown and comm requests; other
/// requests get an error reply.
public final class RequestDispatcher {
    let transport: any KernelTransport
    let backend: (any KernelBackend)?
    let info: KernelInfo
    let factory: MessageFactory
    let interrupt: InterruptFlag
    /// The open comms, shared with the other channel's dispatcher (comm_info on either).
    let commRegistry: CommRegistry
    /// Routes comm messages to a backend that adopts `CommBackend` (shell only).
    let comms: CommManager?
    private let onShutdown: @Sendable (_ restart: Bool) -> Void

    /// The last counted execution's number (ipykernel: starts at 0, first cell is 1).
    public internal(set) var executionCount = 0
    var history = ExecutionHistory()
    /// Open after a cell failed with `stop_on_error`: late execute_requests sent before it abort.
    var abortWindow: AbortWindow?

    /// - Parameters:
    ///   - backend: runs cells; `nil` for a control-only dispatcher.
    ///   - info: what kernel_info_reply says (read once, so the control thread never touches
    ///     the backend).
    ///   - commRegistry: the open comms, shared between the shell and control dispatchers.
    ///   - onShutdown: called after a shutdown_request's reply and idle.
    public init(transport: any KernelTransport, backend: (any KernelBackend)?, info: KernelInfo,
                factory: MessageFactory, interrupt: InterruptFlag, commRegistry: CommRegistry = CommRegistry(),
                onShutdown: @escaping @Sendable (_ restart: Bool) -> Void) {
        self.transport = transport
        self.backend = backend
        self.info = info
        self.factory = factory
        self.interrupt = interrupt
        self.onShutdown = onShutdown
        self.commRegistry = commRegistry
        comms = backend.map { _ in CommManager(transport: transport, factory: factory, registry: commRegistry) }
        if let comms, let commBackend = backend as? CommBackend { commBackend.attach(comms: comms) }
    }

    /// Handles one request that arrived on `channel` (`.shell` or `.control`), then, when an
    /// execution failed with `stop_on_error`, aborts the execute_requests already waiting.
    public func handle(_ request: Message, on channel: KernelChannel) {
        let outcome = serve(request, on: channel)
        if case .shutdown(let restart) = outcome { onShutdown(restart) }
        guard case .abortQueue(let queued) = outcome else { return }
        for waiting in queued {
            if waiting.msgType == "execute_request" {
                abort(waiting, on: channel)
            } else {
                handle(waiting, on: channel)
            }
        }
    }

    enum Outcome {
        case done
        /// A cell failed with `stop_on_error`: these requests were queued behind it.
        case abortQueue([Message])
        case shutdown(restart: Bool)
    }

    private func serve(_ request: Message, on channel: KernelChannel) -> Outcome {
        publishStatus("busy", parent: request)
        defer { publishStatus("idle", parent: request) }
        comms?.parent = request
        switch request.msgType {
        case "kernel_info_request":
            reply(to: request, on: channel, content: kernelInfoContent)
        case "execute_request":
            guard let backend else { return notServed(request, on: channel) }
            return execute(request, backend: backend, on: channel)
        case "is_complete_request", "complete_request", "inspect_request":
            guard let backend else { return notServed(request, on: channel) }
            answerQuery(request, backend: backend, on: channel)
        case "history_request":
            // History lives with the executions, on the shell dispatcher.
            guard backend != nil else { return notServed(request, on: channel) }
            reply(to: request, on: channel, content: historyContent(request.content))
        case "comm_info_request", "comm_open", "comm_msg", "comm_close":
            serveComm(request, on: channel)
        case "interrupt_request":
            if !interrupt.raise(requestSentAt: request.header.date) {
                KernelLog.info("interrupt_request sent before the running cell: ignored")
            }
            reply(to: request, on: channel, content: ["status": "ok"])
        case "shutdown_request":
            let restart = request.content["restart"]?.boolValue ?? false
            reply(to: request, on: channel, content: ["status": "ok", "restart": .bool(restart)])
            return .shutdown(restart: restart)
        default:
            KernelLog.info("unknown message type \(request.msgType) on \(channel.rawValue)")
            if request.msgType.hasSuffix("_request") { return notServed(request, on: channel) }
        }
        return .done
    }

    /// An error reply for a request this dispatcher cannot answer.
    private func notServed(_ request: Message, on channel: KernelChannel) -> Outcome {
        reply(to: request, on: channel, content: [
            "status": "error", "ename": "UnsupportedRequest",
            "evalue": .string("\(request.msgType) is not served on \(channel.rawValue)"), "traceback": [],
        ])
        return .done
    }

    /// `{"status": "aborted"}` for an execute_request queued behind a failed cell: busy, reply,
    /// idle, nothing else (ipykernel `_abort_queues`).
    private func abort(_ request: Message, on channel: KernelChannel) {
        publishStatus("busy", parent: request)
        replyAborted(to: request, on: channel)
        publishStatus("idle", parent: request)
    }

    /// The aborted execute_reply: only `status`, as ipykernel sends it (`_send_abort_reply`).
    /// No `execution_count`: JupyterLab shows a reply's count as the cell's prompt, and an
    /// aborted cell never ran, so it must keep `[ ]:`.
    func replyAborted(to request: Message, on channel: KernelChannel) {
        reply(to: request, on: channel, content: ["status": "aborted"])
    }

    func reply(to request: Message, on channel: KernelChannel, content: JSON) {
        let type = request.msgType.hasSuffix("_request")
            ? String(request.msgType.dropLast("_request".count)) + "_reply" : request.msgType + "_reply"
        transport.send(factory.make(type, content: content, parent: request), on: channel)
    }

    func publish(_ type: String, _ content: JSON, parent: Message) {
        transport.send(factory.make(type, content: content, parent: parent, identities: []), on: .iopub)
    }

    private func publishStatus(_ state: String, parent: Message) {
        publish("status", ["execution_state": .string(state)], parent: parent)
    }

    private var kernelInfoContent: JSON {
        [
            "status": "ok",
            "protocol_version": .string(MessageHeader.protocolVersion),
            "implementation": .string(info.implementation),
            "implementation_version": .string(info.implementationVersion),
            "language_info": [
                "name": .string(info.languageName), "version": .string(info.languageVersion),
                "mimetype": .string(info.mimetype), "file_extension": .string(info.fileExtension),
                "pygments_lexer": .string(info.pygmentsLexer), "codemirror_mode": .string(info.codemirrorMode),
            ],
            "banner": .string(info.banner),
            "help_links": .array(info.helpLinks.map { ["text": .string($0.text), "url": .string($0.url)] }),
            "debugger": false,
        ]
    }
}
