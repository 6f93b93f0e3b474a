extension JSON {
    /// The compact UTF-8 text of this value: object keys sorted, no insignificant whitespace,
    /// non-ASCII written raw, non-finite doubles written as `null` (JSON has no NaN).
    public func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    /// The same text laid out for people, for files such as `kernel.json`: each array element
    /// and object member on a line of its own, indented two spaces a level, `"key" : value`
    /// (the layout of Foundation's `JSONSerialization` with `.prettyPrinted`).
    public func prettyPrinted() -> String {
        var out: [UInt8] = []
        write(to: &out, indent: 0)
        return String(decoding: out, as: UTF8.self)
    }

    /// Writes the value; `indent` (spaces before the enclosing line) lays it out for people.
    private func write(to out: inout [UInt8], indent: Int? = nil) {
        func newline(_ spaces: Int) {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces))
        }
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let flag): out.append(contentsOf: (flag ? "true" : "false").utf8)
        case .int(let number): out.append(contentsOf: String(number).utf8)
        case .double(let number):
            if !number.isFinite {
                out.append(contentsOf: "null".utf8)
            } else if number.rounded() == number, abs(number) < 1e15 {
                out.append(contentsOf: String(Int(number)).utf8)
                out.append(contentsOf: ".0".utf8)
            } else {
                out.append(contentsOf: String(number).utf8)
            }
        case .string(let text): Self.writeString(text, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if let indent { newline(indent + 2) }
                element.write(to: &out, indent: indent.map { $0 + 2 })
            }
            if let indent, !elements.isEmpty { newline(indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                if let indent { newline(indent + 2) }
                Self.writeString(key, to: &out)
                out.append(contentsOf: indent == nil ? [UInt8(ascii: ":")] : Array(" : ".utf8))
                members[key]?.write(to: &out, indent: indent.map { $0 + 2 })
            }
            if let indent, !members.isEmpty { newline(indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `text` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\r`,
    /// `\t` or `\u00XX`, everything else copied as it is, run by run (an SVG of 125 KB has
    /// thousands of quotes; a byte-by-byte append with an array per escape was most of the
    /// time its message took).
    private static func writeString(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var start = 0  // the run of bytes to copy as they are
            for (index, byte) in bytes.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"")
                || byte == UInt8(ascii: "\\") {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
                start = index + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0..<0x20:
                    out.append(contentsOf: "u00".utf8)
                    out.append(hexDigits[Int(byte >> 4)])
                    out.append(hexDigits[Int(byte & 0x0F)])
                default: out.append(byte)  // the quote or backslash itself
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
