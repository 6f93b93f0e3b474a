/// The frames of one multipart message, split at the `<IDS|MSG>` delimiter but not yet
/// parsed (messaging spec, "The Wire Protocol"):
///
///     [identities…] <IDS|MSG> signature header parent_header metadata content [buffers…]
public struct WireFrames: Sendable, Equatable {
    /// The delimiter frame, `<IDS|MSG>`.
    public static let delimiter = Array("<IDS|MSG>".utf8)

    public var identities: [[UInt8]]
    public var signature: [UInt8]
    /// Exactly four parts: header, parent header, metadata, content — as received or sent.
    public var parts: [[UInt8]]
    public var buffers: [[UInt8]]

    public init(identities: [[UInt8]], signature: [UInt8], parts: [[UInt8]], buffers: [[UInt8]] = []) {
        self.identities = identities
        self.signature = signature
        self.parts = parts
        self.buffers = buffers
    }

    /// Splits received frames at the first delimiter.
    /// - Throws: `WireError.missingDelimiter`, or `.tooFewFrames` when fewer than five frames
    ///   follow it.
    public init(splitting frames: [[UInt8]]) throws(WireError) {
        guard let delimiterIndex = frames.firstIndex(of: Self.delimiter) else { throw .missingDelimiter }
        let rest = frames[(delimiterIndex + 1)...]
        guard rest.count >= 5 else { throw .tooFewFrames(rest.count) }
        identities = Array(frames[..<delimiterIndex])
        signature = rest[rest.startIndex]
        parts = Array(rest[(rest.startIndex + 1)..<(rest.startIndex + 5)])
        buffers = Array(rest[(rest.startIndex + 5)...])
    }

    /// The frames to send: identities, delimiter, signature, the four parts, buffers.
    public var joined: [[UInt8]] {
        identities + [Self.delimiter, signature] + parts + buffers
    }
}
