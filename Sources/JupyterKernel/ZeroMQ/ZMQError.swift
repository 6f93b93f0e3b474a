import CZeroMQ

/// A failed libzmq call: which call, and `errno` with libzmq's text for it.
public struct ZMQError: Error, CustomStringConvertible, Sendable {
    public let call: String
    public let errno: Int32

    /// `true` for `ETERM`: the context is shutting down.
    public var isTerminated: Bool { errno == ETERM }
    /// `true` for `EAGAIN`: nothing to receive, or the send would block.
    public var wouldBlock: Bool { errno == EAGAIN }

    public var description: String {
        "\(call): \(String(cString: zmq_strerror(errno))) (errno \(errno))"
    }
}

/// Runs one libzmq call, retrying on `EINTR` (a signal arrived) and turning a negative result
/// into `ZMQError` (the swift-nio `syscall` pattern).
/// - Throws: `ZMQError` with the call's name and errno.
@discardableResult
func zmqCall(_ name: String, _ body: () -> Int32) throws(ZMQError) -> Int32 {
    while true {
        let result = body()
        if result >= 0 { return result }
        let code = zmq_errno()
        if code == EINTR { continue }
        throw ZMQError(call: name, errno: code)
    }
}
