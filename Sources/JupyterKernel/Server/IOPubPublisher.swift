import Foundation
import JupyterWire

/// The one owner of the iopub PUB socket: other threads queue messages and stream text, a
/// dedicated thread signs and sends them in order.
///
/// Stream text is coalesced: consecutive writes to one stream for one request become one
/// `stream` message, sent once it is `streamDelay` seconds old or when any other message is
/// queued (so outputs always precede `idle`; ipykernel's `OutStream` flushes every 0.2 s).
final class IOPubPublisher: @unchecked Sendable {
    /// Seconds stream text may wait to be coalesced.
    static let streamDelay = 0.1
    /// Pending stream text above this many bytes is sent at once.
    static let streamChunk = 1 << 20

    private struct PendingStream {
        var name: String
        var text: String
        var parent: Message
        var since: Date
    }

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var queue: [Message] = []
    private var pending: PendingStream?
    private var stopping = false

    private let codec: MessageCodec
    private let factory: MessageFactory

    init(codec: MessageCodec, factory: MessageFactory) {
        self.codec = codec
        self.factory = factory
    }

    /// Queues `message` after any pending stream text.
    func send(_ message: Message) {
        condition.lock()
        flushPending()
        queue.append(message)
        condition.signal()
        condition.unlock()
    }

    /// Adds stream text; a change of stream name or parent first queues what was pending.
    func stream(name: String, text: String, parent: Message) {
        condition.lock()
        if let current = pending, current.name != name || current.parent.header.msgID != parent.header.msgID {
            flushPending()
        }
        if pending == nil {
            pending = PendingStream(name: name, text: text, parent: parent, since: Date())
        } else {
            pending?.text += text
        }
        if (pending?.text.utf8.count ?? 0) >= Self.streamChunk { flushPending() }
        condition.signal()
        condition.unlock()
    }

    /// Asks the publishing thread to send what is queued and return.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// The publishing loop; returns after `stop()` once everything queued is sent, closing the
    /// socket with a short linger.
    func run(socket: ZMQSocket) {
        while let batch = nextBatch() {
            for message in batch {
                var message = message
                if message.identities.isEmpty {
                    message.identities = [Array("kernel.\(factory.session).\(message.msgType)".utf8)]
                }
                do {
                    try socket.send(codec.encode(message))
                } catch {
                    KernelLog.info("iopub send failed: \(error)")
                    if error.isTerminated { return }
                }
            }
        }
        socket.close(lingerMilliseconds: 300)
    }

    /// Waits for messages to send; `nil` once stopping and drained.
    private func nextBatch() -> [Message]? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if !queue.isEmpty {
                defer { queue.removeAll(keepingCapacity: true) }
                return queue
            }
            if let current = pending {
                let due = current.since.addingTimeInterval(Self.streamDelay)
                if stopping || due <= Date() {
                    flushPending()
                    continue
                }
                _ = condition.wait(until: due)
                continue
            }
            if stopping { return nil }
            _ = condition.wait(until: Date().addingTimeInterval(0.5))
        }
    }

    /// Moves pending stream text into the queue. Caller holds the lock.
    private func flushPending() {
        guard let current = pending else { return }
        pending = nil
        queue.append(factory.make("stream", content: ["name": .string(current.name), "text": .string(current.text)],
                                  parent: current.parent, identities: []))
    }
}
