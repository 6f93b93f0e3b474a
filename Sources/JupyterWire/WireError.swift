/// Why an incoming multipart message was dropped; each case becomes one stderr log line.
public enum WireError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No `<IDS|MSG>` frame.
    case missingDelimiter
    /// Fewer than the five frames (signature, header, parent, metadata, content) after the
    /// delimiter; carries how many there were.
    case tooFewFrames(Int)
    /// The signature is absent, wrong, or not lowercase hex of the right length.
    case badSignature
    /// The signature was seen before (replay).
    case duplicateSignature
    /// A part is not valid JSON (or not valid UTF-8); carries the parser's reason.
    case invalidJSON(String)
    /// The header lacks `msg_type` or is not an object.
    case invalidHeader(String)
    /// The frames together exceed the size the kernel accepts; carries the byte count.
    case tooLarge(Int)

    public var description: String {
        switch self {
        case .missingDelimiter: return "no <IDS|MSG> delimiter"
        case .tooFewFrames(let count): return "only \(count) frames after the delimiter (need 5)"
        case .badSignature: return "bad or missing signature"
        case .duplicateSignature: return "duplicate signature (replay)"
        case .invalidJSON(let reason): return "invalid JSON: \(reason)"
        case .invalidHeader(let reason): return "invalid header: \(reason)"
        case .tooLarge(let size): return "message of \(size) bytes is too large"
        }
    }
}
