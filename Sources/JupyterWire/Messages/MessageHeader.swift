/// A message header (messaging spec, "General Message Format").
///
/// Reading is lenient: `date` may be missing or odd (kept as text), `username`, `session`,
/// `msg_id` and `version` default to empty, and unknown keys (`subshell_id`) are kept in
/// `extra`. A decoded header's `json` is the object exactly as received (a `null` or numeric
/// `date` included), so it can be copied verbatim as the parent of every reply; changing any
/// field drops that copy and `json` is rebuilt from the fields.
public struct MessageHeader: Sendable, Equatable {
    /// The protocol version the kernel speaks and writes into every header it sends.
    public static let protocolVersion = "5.4"

    public var msgID: String { didSet { verbatim = nil } }
    public var session: String { didSet { verbatim = nil } }
    public var username: String { didSet { verbatim = nil } }
    /// ISO 8601 text as received, or `nil` when absent.
    public var date: String? { didSet { verbatim = nil } }
    public var msgType: String { didSet { verbatim = nil } }
    public var version: String { didSet { verbatim = nil } }
    /// Every key not named above, unchanged.
    public var extra: [String: JSON] { didSet { verbatim = nil } }

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

    /// The object this header was decoded from, while no field has changed.
    private var verbatim: JSON?

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
        verbatim = json
    }

    /// Headers are equal when their fields are; whether one still holds its received object
    /// does not matter.
    public static func == (lhs: MessageHeader, rhs: MessageHeader) -> Bool {
        lhs.msgID == rhs.msgID && lhs.session == rhs.session && lhs.username == rhs.username
            && lhs.date == rhs.date && lhs.msgType == rhs.msgType && lhs.version == rhs.version
            && lhs.extra == rhs.extra
    }

    /// The header as a JSON object: as received when decoded and unchanged, else built from the
    /// fields, extra keys included and an absent `date` left out.
    public var json: JSON {
        if let verbatim { return verbatim }
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
