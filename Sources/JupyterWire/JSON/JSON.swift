// Frames, signing and Codable messages of the Jupyter wire protocol (no sockets).

/// A JSON value as it travels in a Jupyter message part.
///
/// Objects keep every key, known or not, so a request header can be copied verbatim as the
/// parent of the messages it causes (messaging spec, "Parent header"). Integers and doubles are
/// kept apart so `execution_count` stays `3`, not `3.0`.
public enum JSON: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The member `key` of an object, or `nil` for a missing key or a non-object.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The text of a string value.
    public var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value of a boolean.
    public var boolValue: Bool? {
        if case .bool(let flag) = self { return flag }
        return nil
    }

    /// The value of an integer, or of a double that holds a whole number in `Int`'s range.
    public var intValue: Int? {
        switch self {
        case .int(let number): return number
        case .double(let number):
            guard number.isFinite, number.rounded() == number,
                  number >= -9.0e18, number <= 9.0e18 else { return nil }
            return Int(number)
        default: return nil
        }
    }

    /// The members of an object.
    public var objectValue: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// The elements of an array.
    public var arrayValue: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// An empty object, `{}`.
    public static let emptyObject = JSON.object([:])
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral,
    ExpressibleByFloatLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }
    public init(dictionaryLiteral elements: (String, JSON)...) {
        var members: [String: JSON] = [:]
        for (key, value) in elements { members[key] = value }
        self = .object(members)
    }
}
