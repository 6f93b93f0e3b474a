import JupyterWire

/// What a `RequestDispatcher` talks through: the real sockets in the kernel, an in-memory
/// recorder in tests (the swift-nio `EmbeddedChannel` idea). Used from one thread at a time.
public protocol KernelTransport: AnyObject {
    /// Sends a reply on `.shell`/`.control` (to the message's identities) or publishes on
    /// `.iopub` (in order with `stream` text).
    func send(_ message: Message, on channel: KernelChannel)
    /// Appends stream text for iopub; consecutive text may be coalesced into one `stream`
    /// message, but it is published before any later `send(_:on: .iopub)`.
    func stream(name: String, text: String, parent: Message)
    /// Requests already waiting on the dispatcher's channel, taken without blocking (valid,
    /// verified messages only). Used to abort queued executions after an error.
    func takeWaitingRequests() -> [Message]
}
