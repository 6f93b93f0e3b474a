import CZeroMQ

/// `zmq_poll` over a few sockets for readability.
enum ZMQPoller {
    /// Waits up to `timeoutMilliseconds` (EINTR retried with the same timeout).
    /// - Returns: one flag per socket, `true` when it has a message waiting.
    /// - Throws: `ZMQError`.
    static func waitReadable(_ sockets: [ZMQSocket], timeoutMilliseconds: Int) throws(ZMQError) -> [Bool] {
        var items = sockets.map { socket in
            zmq_pollitem_t(socket: socket.handle, fd: 0, events: Int16(ZMQ_POLLIN), revents: 0)
        }
        let count = Int32(items.count)
        try zmqCall("zmq_poll") { zmq_poll(&items, count, timeoutMilliseconds) }
        return items.map { $0.revents & Int16(ZMQ_POLLIN) != 0 }
    }
}
