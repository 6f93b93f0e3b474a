/// Turns frames into messages and back, signing and checking signatures on the exact bytes
/// and refusing replays and oversized messages. Thread-safe; one per kernel.
public struct MessageCodec: Sendable {
    public let signer: MessageSigner
    public let replayGuard: ReplayGuard
    /// The largest total frame size accepted, in bytes.
    public let maximumSize: Int

    /// - Parameters:
    ///   - key: the connection file's key (`""`: unsigned).
    ///   - maximumSize: bytes; larger messages are dropped before any parsing (default 16 MiB).
    public init(key: String, maximumSize: Int = 16 << 20, replayCapacity: Int = 65_536) {
        self.init(signer: MessageSigner(key: key), maximumSize: maximumSize,
                  replayCapacity: replayCapacity)
    }

    /// A codec signing with `signer` (any `hmac-*` scheme).
    public init(signer: MessageSigner, maximumSize: Int = 16 << 20, replayCapacity: Int = 65_536) {
        self.signer = signer
        replayGuard = ReplayGuard(capacity: replayCapacity)
        self.maximumSize = maximumSize
    }

    /// Checks and parses received frames.
    /// - Throws: `WireError` — size, framing, signature (checked over the bytes received),
    ///   replay, JSON or header problems, in that order.
    public func decode(_ frames: [[UInt8]]) throws(WireError) -> Message {
        let size = frames.reduce(0) { $0 + $1.count }
        guard size <= maximumSize else { throw .tooLarge(size) }
        let wire = try WireFrames(splitting: frames)
        guard signer.verify(signature: wire.signature, parts: wire.parts) else { throw .badSignature }
        guard replayGuard.admit(wire.signature) else { throw .duplicateSignature }
        let header = try MessageHeader(json: JSONParser.parse(wire.parts[0]))
        let parent = try JSONParser.parse(wire.parts[1])
        let metadata = try JSONParser.parse(wire.parts[2])
        let content = try JSONParser.parse(wire.parts[3])
        return Message(identities: wire.identities, header: header,
                       parentHeader: parent == .null ? .emptyObject : parent,
                       metadata: metadata == .null ? .emptyObject : metadata,
                       content: content == .null ? .emptyObject : content, buffers: wire.buffers)
    }

    /// Serializes and signs `message` (the signature covers exactly the bytes returned).
    public func encode(_ message: Message) -> [[UInt8]] {
        let parts = [message.header.json.serialized(), message.parentHeader.serialized(),
                     message.metadata.serialized(), message.content.serialized()]
        return WireFrames(identities: message.identities, signature: signer.sign(parts), parts: parts,
                          buffers: message.buffers).joined
    }
}
