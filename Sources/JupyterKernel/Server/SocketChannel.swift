import JupyterWire

/// A request channel (shell or control) over its ROUTER socket: receives, verifies and
/// decodes requests, hands them to a dispatcher, and is that dispatcher's transport.
/// Lives on one thread, the socket's owner.
final class SocketChannel: KernelTransport {
    let channel: KernelChannel
    private let socket: ZMQSocket
    /// Sockets polled only to drain them (stdin: the kernel never asks for input; the
    /// `StopSignal` listener, after which the loop sees the lifecycle stopping).
    private let drained: [ZMQSocket]
    private let codec: MessageCodec
    private let publisher: IOPubPublisher

    init(channel: KernelChannel, socket: ZMQSocket, drained: [ZMQSocket] = [], codec: MessageCodec,
         publisher: IOPubPublisher) {
        self.channel = channel
        self.socket = socket
        self.drained = drained
        self.codec = codec
        self.publisher = publisher
    }

    /// Serves requests until `lifecycle` stops (checked when a drained socket wakes the poll,
    /// and every 0.1 s), then closes the sockets.
    func run(dispatcher: RequestDispatcher, lifecycle: KernelLifecycle) {
        let sockets = [socket] + drained
        while !lifecycle.isStopping {
            do {
                let ready = try ZMQPoller.waitReadable(sockets, timeoutMilliseconds: 100)
                for (index, other) in drained.enumerated() where ready[index + 1] {
                    _ = try other.receive(dontWait: true)
                }
                guard ready[0], let frames = try socket.receive(dontWait: true) else { continue }
                if let request = decode(frames) { dispatcher.handle(request, on: channel) }
            } catch {
                if error.isTerminated { break }
                KernelLog.info("\(channel.rawValue): \(error)")
            }
        }
        for other in drained { other.close(lingerMilliseconds: 0) }
        socket.close(lingerMilliseconds: 300)
    }

    private func decode(_ frames: [[UInt8]]) -> Message? {
        do throws(WireError) {
            return try codec.decode(frames)
        } catch {
            let size = frames.reduce(0) { $0 + $1.count }
            KernelLog.error("\(channel.rawValue): dropped message (\(frames.count) frames, \(size) bytes): \(error)")
            return nil
        }
    }

    func send(_ message: Message, on channel: KernelChannel) {
        guard channel != .iopub else { return publisher.send(message) }
        // Output the request caused goes out before its reply, as ipykernel flushes first.
        publisher.flushStreams()
        do {
            try socket.send(codec.encode(message))
        } catch {
            KernelLog.info("\(channel.rawValue) send failed: \(error)")
        }
    }

    func stream(name: String, text: String, parent: Message) {
        publisher.stream(name: name, text: text, parent: parent)
    }

    /// Milliseconds to wait for requests still in flight when taking the queue (a client
    /// sending several cells at once has them on the wire within this).
    static let queueGraceMilliseconds = 20

    func takeWaitingRequests() -> [Message] {
        var requests: [Message] = []
        var rounds = 0
        // Bounded, so a client that never stops sending cannot hold the kernel here.
        while rounds < 10, (try? socket.waitReadable(timeoutMilliseconds: Self.queueGraceMilliseconds)) == true {
            rounds += 1
            while let frames = try? socket.receive(dontWait: true) {
                if let request = decode(frames) { requests.append(request) }
            }
        }
        return requests
    }
}
