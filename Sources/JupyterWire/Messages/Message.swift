/// One Jupyter message: routing identities, the four signed JSON parts, and extra buffers
/// (messaging spec, "The Wire Protocol").
public struct Message: Sendable {
    /// ROUTER identities (requests, replies) or the PUB topic (iopub).
    public var identities: [[UInt8]]
    public var header: MessageHeader
    /// The header of the request this answers, verbatim; `{}` when there is none (a `null`
    /// received is read as `{}`).
    public var parentHeader: JSON
    /// Always an object; `null` received is read as `{}`.
    public var metadata: JSON
    public var content: JSON
    public var buffers: [[UInt8]]

    public init(identities: [[UInt8]] = [], header: MessageHeader, parentHeader: JSON = .emptyObject,
                metadata: JSON = .emptyObject, content: JSON, buffers: [[UInt8]] = []) {
        self.identities = identities
        self.header = header
        self.parentHeader = parentHeader
        self.metadata = metadata
        self.content = content
        self.buffers = buffers
    }

    /// Shorthand for `header.msgType`.
    public var msgType: String { header.msgType }

    /// The content member `key`, or `nil`.
    public subscript(content key: String) -> JSON? { content[key] }
}
