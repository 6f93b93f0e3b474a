import Synchronization

/// Remembers the most recent signatures and rejects a repeat (jupyter_client keeps 65,536;
/// PROTOCOL.md "Signing"). Bounded: the oldest is forgotten first. Thread-safe.
public final class ReplayGuard: Sendable {
    private struct State {
        var seen: Set<[UInt8]> = []
        var order: [[UInt8]] = []
        var head = 0
    }

    private let capacity: Int
    private let state = Mutex(State())

    /// - Parameter capacity: how many signatures to remember (at least 1).
    public init(capacity: Int = 65_536) {
        self.capacity = max(1, capacity)
    }

    /// Records `signature`; `false` when it was already recorded (a replay). Empty signatures
    /// (unsigned sessions) are always accepted and never recorded.
    public func admit(_ signature: [UInt8]) -> Bool {
        guard !signature.isEmpty else { return true }
        return state.withLock { state in
            guard !state.seen.contains(signature) else { return false }
            state.seen.insert(signature)
            if state.order.count < capacity {
                state.order.append(signature)
            } else {
                state.seen.remove(state.order[state.head])
                state.order[state.head] = signature
                state.head = (state.head + 1) % capacity
            }
            return true
        }
    }
}
