import JupyterWire
import Synchronization

/// A flag one thread raises and the running cell polls: set by SIGINT and `interrupt_request`,
/// cleared when an execution starts (`ExecutionContext.isInterrupted` reads it).
///
/// An `interrupt_request` travels on control while the next `execute_request` travels on
/// shell, so one sent as a cell ends can be read after the next cell started. A request whose
/// header `date` is earlier than the running execute_request's (both stamped by one client) was
/// meant for an earlier cell and is ignored; without dates to compare it interrupts.
///
/// The other race: control can read an interrupt sent just after an execute_request before
/// shell starts that execution (the 100,000-request soak lost one in 968 so, and its `wait 30`
/// ran on). An interrupt read between executions is kept, with its date, and stops the next
/// execution if it was sent no earlier than that execution's request; one from before it (stop
/// pressed after the last cell ended), or without a date, is dropped as that execution starts.
public final class InterruptFlag: Sendable {
    private struct State {
        var raised = false
        /// When the running execute_request was sent, seconds since 1970; `nil` if unknown.
        var executionSentAt: Double?
        /// Whether an execution runs (between `beginExecution` and `endExecution`).
        var running = false
        /// The date of an interrupt read while no execution ran, for the next one to compare.
        var pendingSentAt: Double?
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
            if !state.running {
                state.pendingSentAt = requestTime
                state.raised = true
                return true
            }
            if let requestTime, let running = state.executionSentAt, requestTime < running {
                return false
            }
            state.raised = true
            return true
        }
    }

    /// Clears the flag as an execution sent at `sentAt` (its header `date`) starts, unless an
    /// interrupt read since the last execution ended was sent no earlier than it.
    public func beginExecution(sentAt: String?) {
        let time = sentAt.flatMap(ISO8601Timestamp.seconds(from:))
        state.withLock { state in
            var keep = false
            if let pending = state.pendingSentAt, let time { keep = pending >= time }
            state = State(raised: keep, executionSentAt: time, running: true, pendingSentAt: nil)
        }
    }

    /// Marks the execution finished: an interrupt read from now on waits for the next one.
    public func endExecution() {
        state.withLock { $0 = State() }
    }

    /// Lowers the flag.
    public func clear() { state.withLock { $0.raised = false } }
}
