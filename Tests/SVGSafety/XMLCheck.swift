/// A strict XML 1.0 well-formedness check for one document without a DTD (what the SVG writer
/// emits): one root element, balanced tags, quoted attributes without duplicates, only the five
/// predefined entities and character references, only XML `Char`s, no `]]>` in text.
/// It keeps the elements it met, for `OutputSafety`.
public struct XMLCheck {
    /// One element: its name, its attributes in order, and the text directly inside it.
    public struct Element {
        public var name: String
        public var attributes: [(name: String, value: String)]
        public var text = ""
    }

    /// The elements in document order; empty when the text is not well-formed.
    public private(set) var elements: [Element] = []
    /// Why the text is not well-formed, with the byte offset; `nil` when it is.
    public private(set) var problem: String?

    private let bytes: [UInt8]
    private var index = 0

    /// Checks `text`; read `problem` and `elements`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
        do {
            try document()
        } catch {
            problem = "\(error.reason) at byte \(error.offset)"
            elements = []
        }
    }

    private struct Malformed: Error {
        var reason: String
        var offset: Int
    }

    private func fail(_ reason: String) -> Malformed { Malformed(reason: reason, offset: index) }

    private var atEnd: Bool { index >= bytes.count }
    /// Whether `text` comes next (compared in place: this runs for every byte of the document).
    private func peek(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard bytes.count - index >= count else { return false }
        let pattern = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pattern[offset] { return false }
        return true
    }

    private mutating func document() throws(Malformed) {
        if peek("<?xml") { try skip(past: "?>") }
        try misc()
        guard !atEnd, bytes[index] == UInt8(ascii: "<") else { throw fail("no root element") }
        try element()
        try misc()
        guard atEnd else { throw fail("content after the root element") }
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars where !Self.isChar(scalar) {
            throw Malformed(reason: "character U+\(String(scalar.value, radix: 16)) is not allowed in XML",
                            offset: 0)
        }
    }

    /// Whitespace and comments outside the root.
    private mutating func misc() throws(Malformed) {
        while !atEnd {
            if Self.isSpace(bytes[index]) { index += 1 } else if peek("<!--") { try comment() } else { return }
        }
    }

    private mutating func comment() throws(Malformed) {
        index += 4
        let start = index
        try skip(past: "-->")
        let body = bytes[start..<index - 3]
        if body.last == UInt8(ascii: "-") || String(decoding: body, as: UTF8.self).contains("--") {
            throw fail("`--` inside a comment")
        }
    }

    private mutating func skip(past terminator: StaticString) throws(Malformed) {
        while !atEnd {
            if peek(terminator) {
                index += terminator.utf8CodeUnitCount
                return
            }
            index += 1
        }
        throw fail("unterminated construct, `\(terminator)` missing")
    }

    private mutating func element() throws(Malformed) {
        index += 1  // <
        let name = try self.name()
        var attributes: [(name: String, value: String)] = []
        while true {
            let hadSpace = spaces()
            guard !atEnd else { throw fail("unterminated start tag <\(name)") }
            if peek("/>") {
                index += 2
                elements.append(Element(name: name, attributes: attributes))
                return
            }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                break
            }
            guard hadSpace else { throw fail("attributes of <\(name)> need a space between them") }
            let attribute = try self.name()
            if attributes.contains(where: { $0.name == attribute }) {
                throw fail("duplicate attribute \(attribute) on <\(name)>")
            }
            _ = spaces()
            guard !atEnd, bytes[index] == UInt8(ascii: "=") else { throw fail("attribute \(attribute) has no `=`") }
            index += 1
            _ = spaces()
            attributes.append((attribute, try quoted()))
        }
        let slot = elements.count
        elements.append(Element(name: name, attributes: attributes))
        elements[slot].text = try content(closing: name)
    }

    /// Character data, children and comments up to `</name>`; returns the direct text.
    private mutating func content(closing name: String) throws(Malformed) -> String {
        var text: [UInt8] = []
        while !atEnd {
            let byte = bytes[index]
            if byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&"), byte != UInt8(ascii: "]") {
                text.append(byte)
                index += 1
                continue
            }
            if peek("</") {
                index += 2
                let closing = try self.name()
                guard closing == name else { throw fail("</\(closing)> closes <\(name)>") }
                _ = spaces()
                guard !atEnd, bytes[index] == UInt8(ascii: ">") else { throw fail("unterminated end tag") }
                index += 1
                return String(decoding: text, as: UTF8.self)
            } else if peek("<!--") {
                try comment()
            } else if peek("<![CDATA[") {
                index += 9
                let start = index
                try skip(past: "]]>")
                text += bytes[start..<index - 3]
            } else if byte == UInt8(ascii: "<") {
                try element()
            } else if byte == UInt8(ascii: "&") {
                text += try reference()
            } else {
                if peek("]]>") { throw fail("`]]>` in text") }
                text.append(byte)
                index += 1
            }
        }
        throw fail("<\(name)> is never closed")
    }

    private mutating func quoted() throws(Malformed) -> String {
        guard !atEnd, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
            throw fail("attribute value not quoted")
        }
        let quote = bytes[index]
        index += 1
        var value: [UInt8] = []
        while !atEnd, bytes[index] != quote {
            switch bytes[index] {
            case UInt8(ascii: "<"): throw fail("`<` in an attribute value")
            case UInt8(ascii: "&"): value += try reference()
            default:
                value.append(bytes[index])
                index += 1
            }
        }
        guard !atEnd else { throw fail("unterminated attribute value") }
        index += 1
        return String(decoding: value, as: UTF8.self)
    }

    /// `&name;` or `&#N;`/`&#xN;`; returns the replacement's UTF-8.
    private mutating func reference() throws(Malformed) -> [UInt8] {
        let start = index
        index += 1
        while !atEnd, bytes[index] != UInt8(ascii: ";"), index - start < 12 { index += 1 }
        guard !atEnd, bytes[index] == UInt8(ascii: ";") else { throw fail("`&` that starts no reference") }
        let body = String(decoding: bytes[start + 1..<index], as: UTF8.self)
        index += 1
        let named = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let replacement = named[body] { return Array(replacement.utf8) }
        var value: UInt32?
        if body.hasPrefix("#x") { value = UInt32(body.dropFirst(2), radix: 16) }
        else if body.hasPrefix("#") { value = UInt32(body.dropFirst(), radix: 10) }
        guard let value, let scalar = Unicode.Scalar(value), Self.isChar(scalar) else {
            throw Malformed(reason: "unknown reference &\(body);", offset: start)
        }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func name() throws(Malformed) -> String {
        let start = index
        while !atEnd, Self.isNameByte(bytes[index], first: index == start) { index += 1 }
        guard index > start else { throw fail("a name is missing") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func spaces() -> Bool {
        let start = index
        while !atEnd, Self.isSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// ASCII name characters; every non-ASCII byte is accepted (XML allows most letters).
    private static func isNameByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: ":"), 0x80...0xFF:
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
            return !first
        default:
            return false
        }
    }

    /// XML 1.0's `Char` production.
    static func isChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
