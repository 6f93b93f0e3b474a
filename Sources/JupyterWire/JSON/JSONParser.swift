/// A strict RFC 8259 parser for message parts: rejects invalid UTF-8, lone surrogate escapes,
/// trailing garbage, and nesting deeper than `maximumDepth` (so hostile input cannot exhaust
/// the stack).
public struct JSONParser {
    /// The deepest array/object nesting accepted.
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private var index = 0

    /// Parses one complete JSON text.
    /// - Throws: `WireError.invalidJSON` with the byte offset of the problem.
    public static func parse(_ bytes: [UInt8]) throws(WireError) -> JSON {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.failure("trailing characters") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func failure(_ reason: String) -> WireError {
        .invalidJSON("\(reason) at byte \(index)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue(depth: Int) throws(WireError) -> JSON {
        guard depth < Self.maximumDepth else { throw failure("nesting too deep") }
        guard index < bytes.count else { throw failure("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        default: return try parseNumber()
        }
    }

    private mutating func expectWord(_ word: String) throws(WireError) {
        for expected in word.utf8 {
            guard index < bytes.count, bytes[index] == expected else { throw failure("bad literal") }
            index += 1
        }
    }

    private mutating func parseObject(depth: Int) throws(WireError) -> JSON {
        index += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected key") }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw failure("expected ':'") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue(depth: depth + 1)
            skipWhitespace()
            guard index < bytes.count else { throw failure("unterminated object") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw failure("expected ',' or '}'") }
            index += 1
            return .object(members)
        }
    }

    private mutating func parseArray(depth: Int) throws(WireError) -> JSON {
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("unterminated array") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw failure("expected ',' or ']'") }
            index += 1
            return .array(elements)
        }
    }

    private mutating func parseNumber() throws(WireError) -> JSON {
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        var isInteger = true
        let digitsStart = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        guard index > digitsStart else { throw failure("bad number") }
        if bytes[digitsStart] == 48, index - digitsStart > 1 { throw failure("leading zero") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fraction = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > fraction else { throw failure("bad fraction") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponent = index
            while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
            guard index > exponent else { throw failure("bad exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let number = Int(text) { return .int(number) }
        guard let number = Double(text), number.isFinite else { throw failure("number out of range") }
        return .double(number)
    }

    private mutating func parseString() throws(WireError) -> String {
        index += 1
        var scalars: [UInt8] = []
        while true {
            guard index < bytes.count else { throw failure("unterminated string") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { index += 1; break }
            if byte < 0x20 { throw failure("control character in string") }
            if byte != UInt8(ascii: "\\") {
                scalars.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < bytes.count else { throw failure("unterminated escape") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(escape)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"): scalars.append(contentsOf: try parseUnicodeEscape())
            default: throw failure("bad escape")
            }
        }
        guard let text = String(validating: scalars, as: UTF8.self) else { throw failure("invalid UTF-8") }
        return text
    }

    private mutating func parseHex4() throws(WireError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("short \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            let digit: UInt8
            switch byte {
            case 48...57: digit = byte - 48
            case 65...70: digit = byte - 55
            case 97...102: digit = byte - 87
            default: throw failure("bad hex digit")
            }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func parseUnicodeEscape() throws(WireError) -> [UInt8] {
        var code = try parseHex4()
        if (0xD800...0xDBFF).contains(code) {
            guard index + 2 <= bytes.count, bytes[index] == UInt8(ascii: "\\"),
                  bytes[index + 1] == UInt8(ascii: "u") else { throw failure("lone surrogate") }
            index += 2
            let low = try parseHex4()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("lone surrogate") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(code) {
            throw failure("lone surrogate")
        }
        guard let scalar = Unicode.Scalar(code) else { throw failure("bad code point") }
        return Array(String(Character(scalar)).utf8)
    }
}
