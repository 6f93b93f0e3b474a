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

    /// Records the first stop request; later ones are ignored.
    func stop(_ why: Reason) {
        reason.withLock { if $0 == nil { $0 = why } }
    }

    /// The reason, once stopping.
    var stopReason: Reason? { reason.withLock { $0 } }
    var isStopping: Bool { stopReason != nil }
}
