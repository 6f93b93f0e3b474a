import JupyterWire
import Synchronization

/// A flag one thread raises and the running cell polls: set by SIGINT and `interrupt_request`,
/// cleared when an execution starts (`ExecutionContext.isInterrupted` reads it).
///
/// An `interrupt_request` travels on control while the next `execute_request` travels on
/// shell, so one sent as a cell ends can be read after the next cell started. A request whose
/// header `date` is earlier than the running execute_request's (both stamped by one client) was
/// meant for an earlier cell and is ignored; without dates to compare it interrupts.
public final class InterruptFlag: Sendable {
    private struct State {
        var raised = false
        /// When the running execute_request was sent, seconds since 1970; `nil` if unknown.
        var executionSentAt: Double?
    }

    private let state = Mutex(State())

    public init() {}

    /// `true` once raised and not yet cleared.
    public var isRaised: Bool { state.withLock { $0.raised } }

    /// Raises the flag (SIGINT, or an interrupt request without a usable date).
    public func raise() { state.withLock { $0.raised = true } }

    /// Raises the flag for an `interrupt_request` sent at `sentAt` (its header `date`).
    /// - Returns: `false` when the request predates the running execution and was ignored.
    @discardableResult
    public func raise(requestSentAt sentAt: String?) -> Bool {
        let requestTime = sentAt.flatMap(ISO8601Timestamp.seconds(from:))
        return state.withLock { state in
            if let requestTime, let running = state.executionSentAt, requestTime < running {
                return false
            }
            state.raised = true
            return true
        }
    }

    /// Clears the flag as an execution sent at `sentAt` (its header `date`) starts.
    public func beginExecution(sentAt: String?) {
        let time = sentAt.flatMap(ISO8601Timestamp.seconds(from:))
        state.withLock { $0 = State(raised: false, executionSentAt: time) }
    }

    /// Lowers the flag.
    public func clear() { state.withLock { $0.raised = false } }
}
