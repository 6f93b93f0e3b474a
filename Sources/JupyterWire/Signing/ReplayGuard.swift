import Synchronization

/// Remembers the most recent signatures and rejects a repeat (jupyter_client keeps 65,536;
/// PROTOCOL.md "Signing"). Bounded: the oldest is forgotten first. Thread-safe.
///
/// Memory is reserved once, at `init`, and never grows: each signature is kept as a 16-byte
/// key — the first 128 bits of the HMAC, decoded from its hex digits — in a ring buffer of
/// `capacity` keys plus a hash set of the same keys created with room for all of them
/// (≈ 3.2 MB at 65,536). Reserved is not resident: the ring is filled in order, so its pages
/// become resident only as keys arrive (one 4 KB page for the tour, 1 MB after 65,536 requests);
/// the set's pages as its random slots are first written. A 128-bit prefix of an HMAC is as good as the whole digest for spotting
/// a replay: an honest message repeating one by chance has probability 2⁻¹²⁸ × 65,536.
/// Signatures that are not hex (no key, another scheme) are hashed to 128 bits instead.
public final class ReplayGuard: Sendable {
    /// A signature reduced to 128 bits.
    struct Key: Hashable {
        var high: UInt64
        var low: UInt64
    }

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
        var ring: [Key] = []
        ring.reserveCapacity(capacity)
        state = Mutex(State(seen: Set(minimumCapacity: capacity), ring: ring))
    }

    /// How many keys the hash set and the ring have room for without reallocating (the
    /// smaller); fixed at `init` (at least `capacity`) — for tests that the storage never grows.
    public var reservedKeys: Int {
        state.withLock { min($0.seen.capacity, $0.ring.capacity) }
    }

    /// Records `signature`; `false` when it was already recorded (a replay). Empty signatures
    /// (unsigned sessions) are always accepted and never recorded.
    public func admit(_ signature: [UInt8]) -> Bool {
        guard !signature.isEmpty else { return true }
        let key = Self.key(signature)
        return state.withLock { state in
            guard state.seen.insert(key).inserted else { return false }
            if state.count < capacity {
                state.ring.append(key)  // within the reserved capacity: no reallocation
                state.count += 1
            } else {
                state.seen.remove(state.ring[state.head])
                state.ring[state.head] = key
                state.head = (state.head + 1) % capacity
            }
            return true
        }
    }

    /// The first 32 hex digits as 128 bits; anything shorter or not hex, hashed.
    static func key(_ signature: [UInt8]) -> Key {
        if signature.count >= 32, let high = hexValue(signature[0..<16]),
           let low = hexValue(signature[16..<32]) {
            return Key(high: high, low: low)
        }
        // two differently seeded hashes: Hasher's seed is per process, which suffices here
        var first = Hasher(), second = Hasher()
        first.combine(0 as UInt8)
        second.combine(1 as UInt8)
        signature.withUnsafeBytes { first.combine(bytes: $0); second.combine(bytes: $0) }
        return Key(high: UInt64(bitPattern: Int64(first.finalize())),
                   low: UInt64(bitPattern: Int64(second.finalize())))
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
