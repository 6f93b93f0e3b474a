import Synchronization

/// Remembers the most recent signatures and rejects a repeat (jupyter_client keeps 65,536;
/// PROTOCOL.md "Signing"). Bounded: the oldest is forgotten first. Thread-safe.
///
/// Memory is reserved once, at `init`, and never grows: each signature is kept as an 8-byte
/// key — the first 64 bits of the HMAC, decoded from its hex digits — in a ring buffer of
/// `capacity` keys written at start plus a hash set of the same keys created with room for all
/// of them (≈ 1.5 MB at 65,536: the ring's 512 KB resident at once, the set's pages as its
/// random slots are first written, all within the first few thousand requests, so a
/// long-running kernel's memory stays flat). A 64-bit prefix of an HMAC is as good as the whole
/// digest for spotting a replay: an honest message repeating one of 65,536 by chance has
/// probability 2⁻⁴⁸. Signatures that are not hex (no key, another scheme) are hashed instead.
public final class ReplayGuard: Sendable {
    /// A signature reduced to 64 bits.
    typealias Key = UInt64

    private struct State {
        var seen: Set<Key>
        var ring: [Key]
        var count = 0
        var head = 0
    }

    private let capacity: Int
    private let state: Mutex<State>

    /// - Parameter capacity: how many signatures to remember (at least 1).
    public init(capacity: Int = 65_536) {
        let capacity = max(1, capacity)
        self.capacity = capacity
        state = Mutex(State(seen: Set(minimumCapacity: capacity),
                            ring: Array(repeating: 0, count: capacity)))
    }

    /// How many keys the hash set has room for without reallocating; fixed at `init` (at
    /// least `capacity`) — for tests that the storage never grows.
    public var reservedKeys: Int {
        state.withLock { $0.seen.capacity }
    }

    /// Records `signature`; `false` when it was already recorded (a replay). Empty signatures
    /// (unsigned sessions) are always accepted and never recorded.
    public func admit(_ signature: [UInt8]) -> Bool {
        guard !signature.isEmpty else { return true }
        let key = Self.key(signature)
        return state.withLock { state in
            guard state.seen.insert(key).inserted else { return false }
            if state.count < capacity {
                state.ring[state.count] = key
                state.count += 1
            } else {
                state.seen.remove(state.ring[state.head])
                state.ring[state.head] = key
                state.head = (state.head + 1) % capacity
            }
            return true
        }
    }

    /// The first 16 hex digits as 64 bits; anything shorter or not hex, hashed.
    static func key(_ signature: [UInt8]) -> Key {
        if signature.count >= 16, let value = hexValue(signature[0..<16]) { return value }
        // Hasher's seed is per process, which suffices here
        var hasher = Hasher()
        signature.withUnsafeBytes { hasher.combine(bytes: $0) }
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// Sixteen hex digits (either case) as a number; `nil` at any other byte.
    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt64? {
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt64(digit)
        }
        return value
    }
}
