/// The outputs a fuzz target has already checked, so identical ones are not checked again.
///
/// A target that replays a fixed set-up every execution (FuzzComm's widget session, with a fixed
/// output-id token) publishes the same SVG and JSON each time; checking those bytes again can
/// only repeat the first answer. Kept by 64-bit hash and length, forgotten when 4,096 are held.
public struct SeenTexts {
    private var seen: Set<Key> = []

    private struct Key: Hashable {
        var hash: Int
        var count: Int
    }

    public init() {}

    /// `true` the first time these bytes are seen (check them), `false` after.
    public mutating func isNew(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { insert(UnsafeRawBufferPointer($0)) }
    }

    /// `true` the first time this text is seen (check it), `false` after.
    public mutating func isNew(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { insert(UnsafeRawBufferPointer($0)) }
    }

    private mutating func insert(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var hasher = Hasher()
        hasher.combine(bytes: bytes)
        if seen.count >= 4_096 { seen.removeAll(keepingCapacity: true) }
        return seen.insert(Key(hash: hasher.finalize(), count: bytes.count)).inserted
    }
}
