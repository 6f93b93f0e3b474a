/// A message header (messaging spec, "General Message Format").
///
/// Reading is lenient: `date` may be missing or odd (kept as text), `username`, `session`,
/// `msg_id` and `version` default to empty, and unknown keys (`subshell_id`) are kept in
/// `extra` so `json` gives the header back whole.
public struct MessageHeader: Sendable, Equatable {
    /// The protocol version the kernel speaks and writes into every header it sends.
    public static let protocolVersion = "5.4"

    public var msgID: String
    public var session: String
    public var username: String
    /// ISO 8601 text as received, or `nil` when absent.
    public var date: String?
    public var msgType: String
    public var version: String
    /// Every key not named above, unchanged.
    public var extra: [String: JSON]

    /// A header with the given fields and no extra keys.
    public init(msgID: String, session: String, username: String, date: String?, msgType: String,
                version: String = MessageHeader.protocolVersion, extra: [String: JSON] = [:]) {
        self.msgID = msgID
        self.session = session
        self.username = username
        self.date = date
        self.msgType = msgType
        self.version = version
        self.extra = extra
    }

    private static let knownKeys: Set<String> = ["msg_id", "session", "username", "date", "msg_type", "version"]

    /// Reads a header object.
    /// - Throws: `WireError.invalidHeader` when `json` is not an object or has no string `msg_type`.
    public init(json: JSON) throws(WireError) {
        guard let members = json.objectValue else { throw .invalidHeader("not an object") }
        guard let type = members["msg_type"]?.stringValue, !type.isEmpty else {
            throw .invalidHeader("no msg_type")
        }
        msgType = type
        msgID = members["msg_id"]?.stringValue ?? ""
        session = members["session"]?.stringValue ?? ""
        username = members["username"]?.stringValue ?? ""
        version = members["version"]?.stringValue ?? ""
        switch members["date"] {
        case .string(let text)?: date = text
        case nil, .null?: date = nil
        case let other?: date = String(decoding: other.serialized(), as: UTF8.self)
        }
        extra = members.filter { !Self.knownKeys.contains($0.key) }
    }

    /// The header as a JSON object, extra keys included; an absent `date` is left out.
    public var json: JSON {
        var members = extra
        members["msg_id"] = .string(msgID)
        members["session"] = .string(session)
        members["username"] = .string(username)
        members["msg_type"] = .string(msgType)
        members["version"] = .string(version)
        if let date { members["date"] = .string(date) }
        return .object(members)
    }
}
