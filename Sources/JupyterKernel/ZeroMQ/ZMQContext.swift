import CZeroMQ

/// A libzmq context. Thread-safe (libzmq contexts are); terminate it only after every socket
/// made from it is closed.
final class ZMQContext: @unchecked Sendable {
    let handle: UnsafeMutableRawPointer

    /// - Throws: `ZMQError` when libzmq cannot make a context.
    init() throws(ZMQError) {
        guard let handle = zmq_ctx_new() else { throw ZMQError(call: "zmq_ctx_new", errno: zmq_errno()) }
        self.handle = handle
    }

    /// Terminates the context; blocks until every socket is closed and its linger has passed.
    func terminate() {
        _ = try? zmqCall("zmq_ctx_term") { zmq_ctx_term(handle) }
    }
}
