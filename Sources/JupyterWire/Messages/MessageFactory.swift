/// Makes the headers of messages a kernel sends: a fresh `msg_id` each, one `session` for the
/// whole process, `date` now, version 5.4 (PROTOCOL.md "Versions and headers").
public struct MessageFactory: Sendable {
    /// The process's session id.
    public let session: String
    public let username: String

    /// - Parameter session: defaults to a new random UUID.
    public init(session: String = RandomUUID.string(), username: String = "kernel") {
        self.session = session
        self.username = username
    }

    /// A new header of type `msgType`.
    public func header(_ msgType: String) -> MessageHeader {
        MessageHeader(msgID: RandomUUID.string(), session: session, username: username,
                      date: ISO8601Timestamp.now(), msgType: msgType)
    }

    /// A reply or publication caused by `parent`: its header is this message's parent header,
    /// its identities are the parent's (replies) unless `identities` is given (iopub topics).
    public func make(_ msgType: String, content: JSON, parent: Message?,
                     identities: [[UInt8]]? = nil, metadata: JSON = .emptyObject) -> Message {
        Message(identities: identities ?? parent?.identities ?? [], header: header(msgType),
                parentHeader: parent?.header.json ?? .emptyObject, metadata: metadata, content: content)
    }
}
