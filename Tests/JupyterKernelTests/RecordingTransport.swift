import JupyterWire
@testable import JupyterKernel

/// An in-memory `KernelTransport`: records what the dispatcher sends, in order, and serves
/// `waiting` as the requests already queued on the socket.
final class RecordingTransport: KernelTransport {
    struct Sent {
        let channel: KernelChannel
        let message: Message
        var type: String { message.msgType }
    }

    private(set) var sent: [Sent] = []
    var waiting: [Message] = []

    func send(_ message: Message, on channel: KernelChannel) {
        sent.append(Sent(channel: channel, message: message))
    }

    func stream(name: String, text: String, parent: Message) {
        // Coalesce like the publisher: append to the previous stream message when it matches.
        if let last = sent.last, last.type == "stream", last.message.content["name"]?.stringValue == name,
           last.message.parentHeader["msg_id"] == .string(parent.header.msgID) {
            var message = last.message
            message.content = ["name": .string(name),
                               "text": .string((message.content["text"]?.stringValue ?? "") + text)]
            sent[sent.count - 1] = Sent(channel: .iopub, message: message)
        } else {
            let message = MessageFactory().make("stream", content: ["name": .string(name), "text": .string(text)],
                                                parent: parent, identities: [])
            sent.append(Sent(channel: .iopub, message: message))
        }
    }

    func takeWaitingRequests() -> [Message] {
        defer { waiting = [] }
        return waiting
    }

    /// `"iopub:status=busy"`, `"shell:execute_reply"` …, the order of everything sent.
    var log: [String] {
        sent.map { item in
            if item.type == "status" {
                return "iopub:status=\(item.message.content["execution_state"]?.stringValue ?? "?")"
            }
            return "\(item.channel.rawValue):\(item.type)"
        }
    }

    /// Clears the record.
    func reset() { sent = [] }

    /// The last message of type `type`.
    func last(_ type: String) -> Message? { sent.last { $0.type == type }?.message }
}
