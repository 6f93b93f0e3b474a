import JupyterWire

/// The kernel's side of comms, owned by the shell dispatcher: routes the front end's
/// `comm_open` / `comm_msg` / `comm_close` to a `CommBackend`, and lets the backend open, send
/// on and close comms of its own (messaging spec, "Custom messages"; ipykernel's
/// `CommManager`). Everything the backend sends goes to iopub with the shell request being
/// handled as its parent (an execute_request during a cell, a comm_msg during a touch).
///
/// Not thread-safe: used from the shell thread only.
public final class CommManager {
    private let transport: any KernelTransport
    private let factory: MessageFactory
    let registry: CommRegistry
    /// The shell request being handled: the parent of what the backend sends.
    var parent: Message?

    init(transport: any KernelTransport, factory: MessageFactory, registry: CommRegistry) {
        self.transport = transport
        self.factory = factory
        self.registry = registry
    }

    /// Opens a comm to the front end's `target` (`comm_open` on iopub).
    /// - Parameters:
    ///   - data: the opening data (a widget's `{state, buffer_paths}`).
    ///   - metadata: the message metadata (a widget's `{"version": "2.1.0"}`).
    /// - Returns: the new comm's id (a random UUID's 32 hex digits).
    public func open(target: String, data: JSON, metadata: JSON = .emptyObject) -> String {
        let commID = RandomUUID.hex()
        registry.insert(commID, target: target)
        publish("comm_open", ["comm_id": .string(commID), "target_name": .string(target), "data": data],
                metadata: metadata)
        return commID
    }

    /// Sends `data` on an open comm (`comm_msg`); does nothing for a comm that is not open.
    /// - Returns: whether the comm was open.
    @discardableResult
    public func send(commID: String, data: JSON, buffers: [[UInt8]] = [], metadata: JSON = .emptyObject) -> Bool {
        guard isOpen(commID) else { return false }
        publish("comm_msg", ["comm_id": .string(commID), "data": data], metadata: metadata, buffers: buffers)
        return true
    }

    /// Closes an open comm from the kernel side (`comm_close`); does nothing otherwise.
    public func close(commID: String, data: JSON = .emptyObject) {
        guard registry.remove(commID) != nil else { return }
        publish("comm_close", ["comm_id": .string(commID), "data": data])
    }

    /// Whether `commID` is open (opened by either side and not closed).
    public func isOpen(_ commID: String) -> Bool { registry.target(of: commID) != nil }

    /// Writes a line to the kernel's stderr log (e.g. a comm message a backend dropped).
    public func log(_ text: String) { KernelLog.info(text) }

    /// Handles a `comm_open`, `comm_msg` or `comm_close` from the front end. Malformed ones
    /// (no `comm_id`, a comm that is not open) are logged and dropped.
    func receive(_ request: Message, backend: CommBackend?, context: ExecutionContext) {
        guard let commID = request.content["comm_id"]?.stringValue, !commID.isEmpty else {
            KernelLog.info("\(request.msgType) without a comm_id: dropped")
            return
        }
        let data = request.content["data"] ?? .emptyObject
        switch request.msgType {
        case "comm_open":
            let target = request.content["target_name"]?.stringValue ?? ""
            guard let backend, backend.acceptsComm(target: target), !isOpen(commID) else {
                // an unknown target (or a reused id): close it at once, as ipykernel does
                KernelLog.info("comm_open to target \"\(target)\" refused")
                publish("comm_close", ["comm_id": .string(commID), "data": .emptyObject])
                return
            }
            registry.insert(commID, target: target)
            backend.commOpened(commID: commID, target: target, data: data, context: context)
        case "comm_msg":
            guard isOpen(commID), let backend else {
                KernelLog.info("comm_msg for comm \(commID), which is not open: dropped")
                return
            }
            backend.commMessage(commID: commID, data: data, buffers: request.buffers, context: context)
        default:
            guard registry.remove(commID) != nil else {
                KernelLog.info("comm_close for comm \(commID), which is not open: dropped")
                return
            }
            backend?.commClosed(commID: commID, data: data)
        }
    }

    private func publish(_ type: String, _ content: JSON, metadata: JSON = .emptyObject, buffers: [[UInt8]] = []) {
        var message = factory.make(type, content: content, parent: parent, identities: [], metadata: metadata)
        message.buffers = buffers
        transport.send(message, on: .iopub)
    }
}
