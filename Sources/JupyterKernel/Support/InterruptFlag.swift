import Synchronization

/// A flag one thread raises and the running cell polls: set by SIGINT and `interrupt_request`,
/// cleared when an execution starts (`ExecutionContext.isInterrupted` reads it).
public final class InterruptFlag: Sendable {
    private let value = Atomic<Bool>(false)

    public init() {}

    /// `true` once raised and not yet cleared.
    public var isRaised: Bool { value.load(ordering: .acquiring) }
    public func raise() { value.store(true, ordering: .releasing) }
    public func clear() { value.store(false, ordering: .releasing) }
}
