import JupyterWire

/// The `ExecutionContext` a cell runs with: publishes streams and displays on iopub with the
/// execute_request as parent; publishes nothing for `silent` executions.
final class PublishingContext: ExecutionContext, JSONDisplayContext {
    private let transport: any KernelTransport
    private let factory: MessageFactory
    private let parent: Message
    private let silent: Bool
    private let interrupt: InterruptFlag
    /// The execute_reply's `payload` entries (ExecutionPayload.swift).
    var payload: [JSON] = []

    init(transport: any KernelTransport, factory: MessageFactory, parent: Message, silent: Bool,
         interrupt: InterruptFlag) {
        self.transport = transport
        self.factory = factory
        self.parent = parent
        self.silent = silent
        self.interrupt = interrupt
    }

    func stream(_ name: String, _ text: String) {
        guard !silent, !text.isEmpty else { return }
        transport.stream(name: name == "stderr" ? "stderr" : "stdout", text: text, parent: parent)
    }

    func display(_ data: MIMEBundle, displayID: String?) {
        guard !silent else { return }
        var content: [String: JSON] = ["data": data.json, "metadata": .emptyObject]
        if let displayID { content["transient"] = ["display_id": .string(displayID)] }
        publish("display_data", .object(content))
    }

    func display(json data: [String: JSON]) {
        guard !silent else { return }
        publish("display_data", ["data": .object(data), "metadata": .emptyObject])
    }

    func updateDisplay(_ data: MIMEBundle, displayID: String) {
        guard !silent else { return }
        publish("update_display_data", ["data": data.json, "metadata": .emptyObject,
                                        "transient": ["display_id": .string(displayID)]])
    }

    var isInterrupted: Bool { interrupt.isRaised }

    private func publish(_ type: String, _ content: JSON) {
        transport.send(factory.make(type, content: content, parent: parent, identities: []), on: .iopub)
    }
}

extension Dictionary where Key == String, Value == String {
    /// A MIME bundle as the JSON object `data` carries.
    var json: JSON { .object(mapValues { JSON.string($0) }) }
}
