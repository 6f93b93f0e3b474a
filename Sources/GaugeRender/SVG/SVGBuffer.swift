/// The bytes of an SVG document being written: ASCII constants, numbers, colours and path
/// data written straight as UTF-8 digits, text escaped byte by byte. A 1,000-sector donut is
/// 125 KB of path data; building it from small `String`s (one per number, one per attribute,
/// each escaped scalar by scalar) was most of the time such a chart took.
///
/// Every number, colour and escape follows `SVGFormat` (whose `String` functions are this
/// buffer's writes), so the text is the same byte for byte.
struct SVGBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The bytes as a `String` (they are valid UTF-8: ASCII, or escaped text copied whole).
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Writes ASCII text the writer itself spells (element and attribute names, punctuation).
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Writes `text` as it is (no escaping): only for text made of numbers and ASCII letters.
    mutating func write(raw text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Writes `text` escaped as `SVGFormat.escape` does: `& < > " '` as entities, C0 controls
    /// but tab, newline and return removed, U+FFFE and U+FFFF removed.
    mutating func write(escaped text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0  // the run of bytes to copy as they are
            var index = 0
            func flush(to end: Int) {
                if end > start { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<end])) }
            }
            while index < utf8.count {
                let byte = utf8[index]
                let entity: StaticString?
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&apos;"
                case 0x09, 0x0A, 0x0D:
                    index += 1
                    continue
                case ..<0x20:
                    entity = ""
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF
                    && (utf8[index + 2] == 0xBE || utf8[index + 2] == 0xBF):
                    // U+FFFE, U+FFFF: not characters XML allows
                    flush(to: index)
                    index += 3
                    start = index
                    continue
                default:
                    index += 1
                    continue
                }
                flush(to: index)
                if let entity { write(entity) }
                index += 1
                start = index
            }
            flush(to: utf8.count)
        }
    }

    /// Writes `value` as `SVGFormat.number`: at most 3 decimals, trailing zeros trimmed,
    /// clamped to ±`SVGFormat.limit`, `0` for `-0` and non-finite values.
    mutating func write(number value: Double) {
        guard value.isFinite else { return bytes.append(UInt8(ascii: "0")) }
        let scaled = min(max(value, -SVGFormat.limit), SVGFormat.limit) * 1000
        // rounded half away from zero, as `rounded()` does (|scaled| ≤ 10¹², exact in Int64)
        var thousandths = Int64(scaled)
        let rest = scaled - Double(thousandths)
        if rest >= 0.5 { thousandths += 1 } else if rest <= -0.5 { thousandths -= 1 }
        if thousandths == 0 { return bytes.append(UInt8(ascii: "0")) }
        // written backwards from the end of a scratch buffer on the stack, then appended once
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { scratch in
            var start = scratch.count
            func prepend(_ byte: UInt8) {
                start -= 1
                scratch[start] = byte
            }
            func prepend(digitsOf value: UInt64) {
                var rest = value
                repeat {
                    prepend(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
                    rest /= 10
                } while rest > 0
            }
            let magnitude = thousandths.magnitude
            var fraction = magnitude % 1000
            if fraction != 0 {
                var places = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    places -= 1
                }
                for _ in 0..<places {
                    prepend(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10))
                    fraction /= 10
                }
                prepend(UInt8(ascii: "."))
            }
            prepend(digitsOf: magnitude / 1000)
            if thousandths < 0 { prepend(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[start...]))
        }
    }

    /// Writes `values` as `write(number:)` does, `separator` between them.
    mutating func write(numbers values: [Double], separator: StaticString = " ") {
        for (index, value) in values.enumerated() {
            if index > 0 { write(separator) }
            write(number: value)
        }
    }

    /// Writes `#rrggbb` as `SVGFormat.hex`: components clamped to `0...1`, lowercase.
    mutating func write(hex color: Color) {
        bytes.append(UInt8(ascii: "#"))
        write(byte: color.red)
        write(byte: color.green)
        write(byte: color.blue)
    }

    /// A colour component (`0...1`) as two hex digits.
    private mutating func write(byte component: Double) {
        let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
        func digit(_ value: Int) -> UInt8 {
            value < 10 ? UInt8(ascii: "0") + UInt8(value) : UInt8(ascii: "a") + UInt8(value - 10)
        }
        bytes.append(digit(value >> 4))
        bytes.append(digit(value & 15))
    }

    /// Writes the `d` attribute of `path` as `SVGFormat.pathData`.
    mutating func write(path: PathData) {
        for command in path.commands {
            switch command {
            case .move(let p):
                write("M")
                write(point: p)
            case .line(let p):
                write("L")
                write(point: p)
            case .arc(let rx, let ry, let rotation, let largeArc, let sweep, let to):
                write("A")
                write(number: rx)
                write(" ")
                write(number: ry)
                write(" ")
                write(number: rotation)
                write(largeArc ? " 1 " : " 0 ")
                write(sweep ? "1 " : "0 ")
                write(point: to)
            case .cubic(let c1, let c2, let to):
                write("C")
                write(point: c1)
                write(" ")
                write(point: c2)
                write(" ")
                write(point: to)
            case .close:
                write("Z")
            }
        }
    }

    private mutating func write(point: Point) {
        write(number: point.x)
        write(" ")
        write(number: point.y)
    }
}
