import JupyterWire

/// The one owner of the iopub XPUB socket: other threads queue messages and stream text, a
/// dedicated thread signs and sends them in order.
///
/// A fast kernel is bound before the client's SUB first tries to connect, so libzmq retries it
/// 100–200 ms later (`ZMQ_RECONNECT_IVL`), while the client's DEALER may already have its
/// `kernel_info_reply`: `jupyter_console`, which never waits for iopub traffic, then sends its
/// first `execute_request` to a kernel nobody is subscribed to and waits for an `idle` it will
/// never see. So the socket is an XPUB, which reads subscriptions, and the shell thread waits
/// (`waitForSubscriber`) until the first one arrived, or `subscriberWait` seconds after start,
/// before it serves requests — the delay ipykernel's slower start gives its clients for free.
///
/// Stream text is coalesced: consecutive writes to one stream for one request become one
/// `stream` message, sent once it is `streamDelay` seconds old or when any other message is
/// queued (so outputs always precede `idle`; ipykernel's `OutStream` flushes every 0.2 s).
///
/// `update_display_data` is coalesced per display id: one leaves at most every
/// `updateInterval` seconds per display; a newer update of a display waiting for its turn
/// replaces the waiting one. Any other message first releases every waiting update, so order
/// holds and the last state always precedes `idle` (jupyter_server drops iopub beyond 1,000
/// messages/s: `iopub_msg_rate_limit`).
final class IOPubPublisher: @unchecked Sendable {
    /// Seconds stream text may wait to be coalesced.
    static let streamDelay = 0.1
    /// Pending stream text above this many bytes is sent at once.
    static let streamChunk = 1 << 20
    /// Seconds between two `update_display_data` of one display id (at most 50 per second).
    static let updateInterval = 0.02
    /// Seconds the shell waits at start for a first iopub subscriber (a client without one
    /// waits this long once).
    static let subscriberWait = 0.5

    private struct PendingStream {
        var name: String
        var text: String
        var parent: Message
        var since: ContinuousClock.Instant
    }

    /// An `update_display_data` waiting for its display's turn.
    private struct PendingUpdate {
        var message: Message
        var due: ContinuousClock.Instant
    }

    // Guarded by `condition`.
    private let condition = ConditionLock()
    private var queue: [Message] = []
    private var pending: PendingStream?
    /// Waiting updates by display id, and the ids in order of arrival.
    private var pendingUpdates: [String: PendingUpdate] = [:]
    private var pendingOrder: [String] = []
    /// When each display id's last update was queued.
    private var lastUpdate: [String: ContinuousClock.Instant] = [:]
    private var stopping = false
    /// Set once a client has subscribed or `subscriberWait` has passed; guarded by `ready`.
    private var subscribed = false
    private let ready = ConditionLock()

    private let codec: MessageCodec
    private let factory: MessageFactory

    init(codec: MessageCodec, factory: MessageFactory) {
        self.codec = codec
        self.factory = factory
    }

    /// Queues `message` after any pending stream text (and, unless it is an update that must
    /// wait for its display's turn, after every waiting update).
    func send(_ message: Message) {
        condition.lock()
        flushPending()
        if message.msgType == "update_display_data",
           let displayID = message.content["transient"]?["display_id"]?.stringValue {
            queueUpdate(message, displayID: displayID, now: .now)
        } else {
            flushUpdates()
            queue.append(message)
        }
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
            pending = PendingStream(name: name, text: text, parent: parent, since: .now)
        } else {
            pending?.text += text
        }
        if (pending?.text.utf8.count ?? 0) >= Self.streamChunk { flushPending() }
        condition.signal()
        condition.unlock()
    }

    /// Queues pending stream text now (before a reply goes out on another socket).
    func flushStreams() {
        condition.lock()
        if pending != nil {
            flushPending()
            condition.signal()
        }
        condition.unlock()
    }

    /// Asks the publishing thread to send what is queued and return.
    func stop() {
        condition.lock()
        stopping = true
        condition.signal()
        condition.unlock()
    }

    /// Blocks until a client has subscribed to iopub or `subscriberWait` seconds have passed
    /// since `run` started (the shell thread calls it once, before its first request).
    func waitForSubscriber() {
        ready.lock()
        while !subscribed { ready.wait() }
        ready.unlock()
    }

    /// The publishing loop; returns after `stop()` once everything queued is sent, closing the
    /// socket with a short linger.
    /// - Parameters:
    ///   - socket: an XPUB socket (its subscription messages are read and dropped).
    ///   - subscriberWait: seconds to wait for the first subscription before `waitForSubscriber`
    ///     returns anyway.
    func run(socket: ZMQSocket, subscriberWait: Double = IOPubPublisher.subscriberWait) {
        awaitFirstSubscription(socket, seconds: subscriberWait)
        while let batch = nextBatch() {
            drainSubscriptions(socket)
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

    /// Polls the XPUB socket until a subscription arrives (a frame starting with 1) or
    /// `seconds` pass, then releases `waitForSubscriber`.
    private func awaitFirstSubscription(_ socket: ZMQSocket, seconds: Double) {
        let deadline = ContinuousClock.now + .seconds(seconds)
        var found = false
        while !found {
            let milliseconds = Int((deadline - ContinuousClock.now) / .milliseconds(1))
            guard milliseconds > 0, (try? socket.waitReadable(timeoutMilliseconds: milliseconds)) == true else { break }
            while let frames = try? socket.receive(dontWait: true) {
                if frames.first?.first == 1 { found = true }
            }
        }
        ready.lock()
        subscribed = true
        ready.broadcast()
        ready.unlock()
    }

    /// Reads the (un)subscriptions that arrived since the last batch: unread, they would pile up
    /// in the socket. Receiving also applies libzmq's pending commands unthrottled, so a
    /// subscription that reached the kernel before this batch gets the whole batch.
    private func drainSubscriptions(_ socket: ZMQSocket) {
        while (try? socket.receive(dontWait: true)) != nil {}
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
            if let due = pendingUpdates.values.map(\.due).min() {
                if stopping || due <= ContinuousClock.now {
                    flushUpdates(dueBy: stopping ? nil : ContinuousClock.now)
                    continue
                }
                if pending.map({ due < $0.since + .seconds(Self.streamDelay) }) ?? true {
                    _ = condition.wait(until: due)
                    continue
                }
            }
            if let current = pending {
                let due = current.since + .seconds(Self.streamDelay)
                if stopping || due <= ContinuousClock.now {
                    flushPending()
                    continue
                }
                _ = condition.wait(until: due)
                continue
            }
            if stopping { return nil }
            _ = condition.wait(until: .now + .seconds(0.5))
        }
    }

    /// Queues an update now when its display's turn has come, else keeps it (the newest
    /// only) until then. Caller holds the lock.
    private func queueUpdate(_ message: Message, displayID: String, now: ContinuousClock.Instant) {
        if pendingUpdates[displayID] != nil {
            pendingUpdates[displayID]?.message = message
            return
        }
        if let last = lastUpdate[displayID], now < last + .seconds(Self.updateInterval) {
            pendingUpdates[displayID] = PendingUpdate(message: message, due: last + .seconds(Self.updateInterval))
            pendingOrder.append(displayID)
            return
        }
        if lastUpdate.count > 1_000 {
            lastUpdate = lastUpdate.filter { now < $0.value + .seconds(Self.updateInterval) }
        }
        lastUpdate[displayID] = now
        queue.append(message)
    }

    /// Moves waiting updates due by `date` (all when `nil`) into the queue, in order of
    /// arrival. Caller holds the lock.
    private func flushUpdates(dueBy date: ContinuousClock.Instant? = nil) {
        guard !pendingOrder.isEmpty else { return }
        let now = ContinuousClock.now
        var waiting: [String] = []
        for displayID in pendingOrder {
            guard let update = pendingUpdates[displayID] else { continue }
            if date.map({ update.due <= $0 }) ?? true {
                queue.append(update.message)
                lastUpdate[displayID] = now
                pendingUpdates[displayID] = nil
            } else {
                waiting.append(displayID)
            }
        }
        pendingOrder = waiting
    }

    /// Moves pending stream text into the queue. Caller holds the lock.
    private func flushPending() {
        guard let current = pending else { return }
        pending = nil
        flushUpdates()  // updates sent before this text go out before it
        queue.append(factory.make("stream", content: ["name": .string(current.name), "text": .string(current.text)],
                                  parent: current.parent, identities: []))
    }
}
