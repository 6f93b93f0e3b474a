import Synchronization

/// Hands out the id prefix of every SVG output and the display id of every live object.
///
/// Chromium shares one animation timeline between byte-identical SVG images and ids must not
/// clash between outputs on one page, so every output gets a prefix made of a per-process
/// random token and a counter: unique within a kernel and, with high probability, across
/// kernel restarts that re-display the same picture.
public final class OutputIDs: Sendable {
    private let token: String
    private let counter = Mutex(0)

    /// - Parameter token: a fixed token (tests); `nil` draws 6 random base-36 characters.
    public init(token: String? = nil) {
        self.token = token ?? String((0..<6).map { _ in
            "abcdefghijklmnopqrstuvwxyz0123456789".randomElement()!
        })
    }

    /// The next SVG id prefix, e.g. `g3k9x2a-7`: starts with a letter, then `[a-z0-9-]`.
    public func nextPrefix() -> String {
        let n = counter.withLock { value in
            value += 1
            return value
        }
        return "g\(token)-\(n)"
    }

    /// The `transient.display_id` of an object's live displays in this kernel process.
    public func displayID(forObject name: String) -> String {
        "gauge-\(token)-\(name)"
    }
}
