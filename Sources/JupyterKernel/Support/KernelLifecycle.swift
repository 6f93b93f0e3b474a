import Synchronization

/// Whether the kernel should stop, and why; shared by the socket threads and `runKernel`.
final class KernelLifecycle: Sendable {
    /// Why the kernel stops.
    enum Reason: Sendable, Equatable {
        /// A `shutdown_request`; `restart` as the client asked.
        case shutdown(restart: Bool)
        case terminated
        case parentGone
        case failure(String)
    }

    private let reason = Mutex<Reason?>(nil)
    /// Broadcast once, by the first `stop`.
    private let stopped = ConditionLock()

    /// Records the first stop request; later ones are ignored.
    func stop(_ why: Reason) {
        let first = reason.withLock { current in
            guard current == nil else { return false }
            current = why
            return true
        }
        if first { stopped.withLock { stopped.broadcast() } }
    }

    /// Waits up to `seconds` for the first `stop`; true when stopping.
    func waitForStop(seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        stopped.withLock {
            while !isStopping, stopped.wait(until: deadline) {}
        }
        return isStopping
    }

    /// The reason, once stopping.
    var stopReason: Reason? { reason.withLock { $0 } }
    var isStopping: Bool { stopReason != nil }
}
