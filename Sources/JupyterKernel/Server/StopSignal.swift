import CZeroMQ

/// Wakes the socket threads the moment the kernel stops, so none waits out its poll
/// timeout: an inproc PUB owned by the main thread, and one SUB per socket thread that the
/// thread polls with its own sockets (and drains; what it reads is only "look at the
/// lifecycle now").
final class StopSignal {
    private static let endpoint = "inproc://gauge-stop"
    private let context: ZMQContext
    private let publisher: ZMQSocket

    /// - Throws: `ZMQError` when the inproc endpoint cannot be bound.
    init(context: ZMQContext) throws(ZMQError) {
        self.context = context
        publisher = try ZMQSocket(context: context, type: ZMQ_PUB)
        try publisher.setOption(ZMQ_LINGER, 0)
        try publisher.bind(Self.endpoint)
    }

    /// A socket that becomes readable on `raise()`; hand it to the thread that polls it.
    /// - Throws: `ZMQError`.
    func makeListener() throws(ZMQError) -> ZMQSocket {
        let listener = try ZMQSocket(context: context, type: ZMQ_SUB)
        try listener.setBytesOption(ZMQ_SUBSCRIBE, [])
        try listener.connect(Self.endpoint)
        return listener
    }

    /// Makes every listener readable. Main thread only; call after the lifecycle records why.
    func raise() {
        do {
            try publisher.send([[]], dontWait: true)
        } catch {
            KernelLog.info("stop signal: \(error)")
        }
    }

    /// Closes the publisher (before the context is terminated).
    func close() {
        publisher.close(lingerMilliseconds: 0)
    }
}
