import CZeroMQ

/// One libzmq socket. Not thread-safe: it belongs to the one thread that uses it, which also
/// closes it.
final class ZMQSocket {
    private(set) var handle: UnsafeMutableRawPointer?

    /// - Parameter type: `ZMQ_ROUTER`, `ZMQ_PUB`, `ZMQ_REP` …
    /// - Throws: `ZMQError`.
    init(context: ZMQContext, type: Int32) throws(ZMQError) {
        guard let handle = zmq_socket(context.handle, type) else {
            throw ZMQError(call: "zmq_socket", errno: zmq_errno())
        }
        self.handle = handle
    }

    deinit { close(lingerMilliseconds: 0) }

    /// Sets an integer option (`ZMQ_LINGER`, `ZMQ_SNDHWM`, …).
    func setOption(_ option: Int32, _ value: Int32) throws(ZMQError) {
        var value = value
        try zmqCall("zmq_setsockopt(\(option))") {
            zmq_setsockopt(handle, option, &value, MemoryLayout<Int32>.size)
        }
    }

    /// Sets a 64-bit integer option (`ZMQ_MAXMSGSIZE`).
    func setOption64(_ option: Int32, _ value: Int64) throws(ZMQError) {
        var value = value
        try zmqCall("zmq_setsockopt(\(option))") {
            zmq_setsockopt(handle, option, &value, MemoryLayout<Int64>.size)
        }
    }

    /// Binds to `endpoint` (`tcp://127.0.0.1:5555`, `ipc://kernel-5555`).
    func bind(_ endpoint: String) throws(ZMQError) {
        try zmqCall("zmq_bind(\(endpoint))") { zmq_bind(handle, endpoint) }
    }

    /// Sends `frames` as one multipart message.
    /// - Parameter dontWait: fail with `EAGAIN` instead of blocking.
    func send(_ frames: [[UInt8]], dontWait: Bool = false) throws(ZMQError) {
        for (index, frame) in frames.enumerated() {
            var flags: Int32 = index < frames.count - 1 ? ZMQ_SNDMORE : 0
            if dontWait { flags |= ZMQ_DONTWAIT }
            try zmqCall("zmq_send") {
                frame.withUnsafeBytes { bytes in zmq_send(handle, bytes.baseAddress, bytes.count, flags) }
            }
        }
    }

    /// Receives one whole multipart message.
    /// - Parameter dontWait: return `nil` instead of blocking when nothing is waiting.
    func receive(dontWait: Bool = false) throws(ZMQError) -> [[UInt8]]? {
        var frames: [[UInt8]] = []
        while true {
            var message = zmq_msg_t()
            zmq_msg_init(&message)
            defer { zmq_msg_close(&message) }
            do {
                try zmqCall("zmq_msg_recv") {
                    zmq_msg_recv(&message, handle, dontWait && frames.isEmpty ? ZMQ_DONTWAIT : 0)
                }
            } catch where error.wouldBlock && frames.isEmpty {
                return nil
            }
            let size = zmq_msg_size(&message)
            if size > 0, let data = zmq_msg_data(&message) {
                frames.append(Array(UnsafeRawBufferPointer(start: data, count: size)))
            } else {
                frames.append([])
            }
            if zmq_msg_more(&message) == 0 { return frames }
        }
    }

    /// Waits up to `timeoutMilliseconds` for something to receive.
    func waitReadable(timeoutMilliseconds: Int) throws(ZMQError) -> Bool {
        try ZMQPoller.waitReadable([self], timeoutMilliseconds: timeoutMilliseconds).first ?? false
    }

    /// Closes the socket; pending outgoing messages get `lingerMilliseconds` to leave.
    func close(lingerMilliseconds: Int32) {
        guard let handle else { return }
        var linger = lingerMilliseconds
        zmq_setsockopt(handle, ZMQ_LINGER, &linger, MemoryLayout<Int32>.size)
        zmq_close(handle)
        self.handle = nil
    }
}

@available(*, unavailable)
extension ZMQSocket: Sendable {}
