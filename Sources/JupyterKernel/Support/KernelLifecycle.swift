import Dispatch
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
    /// Signalled once, by the first `stop`.
    private let stopped = DispatchSemaphore(value: 0)

    /// Records the first stop request; later ones are ignored.
    func stop(_ why: Reason) {
        let first = reason.withLock { current in
            guard current == nil else { return false }
            current = why
            return true
        }
        if first { stopped.signal() }
    }

    /// Waits up to `seconds` for the first `stop`; true when stopping. One waiter only (the
    /// main thread): the signal is consumed.
    func waitForStop(seconds: Double) -> Bool {
        if isStopping { return true }
        _ = stopped.wait(timeout: .now() + seconds)
        return isStopping
    }

    /// The reason, once stopping.
    var stopReason: Reason? { reason.withLock { $0 } }
    var isStopping: Bool { stopReason != nil }
}
