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

    /// Decimals of every number written: 3 (`SVGFormat.number`), or 6 for the full-resolution
    /// picture (`RenderResolution.drawsEveryRow`), whose 10⁵ bars 0.0025 points wide would
    /// otherwise be written 0.003 wide, at positions rounded by a fifth of their width.
    private(set) var decimals = 3
    /// 10^decimals.
    private var scale: Double = 1000

    /// Writes numbers with `decimals` decimals (3 or 6) from now on.
    mutating func setDecimals(_ decimals: Int) {
        self.decimals = decimals == 6 ? 6 : 3
        scale = self.decimals == 6 ? 1e6 : 1e3
    }

    /// Writes `value` as `SVGFormat.number`: at most 3 decimals (`decimals`), trailing zeros
    /// trimmed, clamped to ±`SVGFormat.limit`, `0` for `-0` and non-finite values.
    mutating func write(number value: Double) {
        write(units: units(value))
    }

    /// `value` as `write(number:)` rounds it, in units of 10^−decimals.
    func units(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        let scaled = min(max(value, -SVGFormat.limit), SVGFormat.limit) * scale
        // rounded half away from zero, as `rounded()` does (|scaled| ≤ 10¹⁵, exact in Int64)
        var units = Int64(scaled)
        let rest = scaled - Double(units)
        if rest >= 0.5 { units += 1 } else if rest <= -0.5 { units -= 1 }
        return units
    }

    /// `value` rounded to a tenth, in units of 10^−decimals (the staircases of coverage
    /// layers, `PathCommand.horizontal`, are written to a tenth of a point).
    func tenthUnits(_ value: Double) -> Int64 {
        let perTenth = Int64(scale / 10)
        let tenths = units(value) / perTenth
        let rest = units(value) - tenths * perTenth
        // half away from zero, as `units` rounds
        if 2 * rest >= perTenth { return (tenths + 1) * perTenth }
        if 2 * rest <= -perTenth { return (tenths - 1) * perTenth }
        return tenths * perTenth
    }

    /// Writes a number given in units of 10^−decimals, trailing zeros trimmed; without
    /// `leadingZero` a magnitude below 1 is written `.5`, `-.25` (valid in path data).
    mutating func write(units: Int64, leadingZero: Bool = true) {
        if units == 0 { return bytes.append(UInt8(ascii: "0")) }
        let perUnit = UInt64(scale)
        let decimals = self.decimals
        // written backwards from the end of a scratch buffer on the stack, then appended once
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { scratch in
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
            let magnitude = units.magnitude
            var fraction = magnitude % perUnit
            if fraction != 0 {
                var places = decimals
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
            if leadingZero || magnitude >= perUnit { prepend(digitsOf: magnitude / perUnit) }
            if units < 0 { prepend(UInt8(ascii: "-")) }
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
        // the current point as written (units of 10^−decimals), for the relative `h` and `v`
        var x: Int64 = 0, y: Int64 = 0
        var start = (x: Int64(0), y: Int64(0))
        func at(_ point: Point) {
            x = units(point.x)
            y = units(point.y)
        }
        for command in path.commands {
            switch command {
            case .move(let p):
                write("M")
                write(point: p)
                at(p)
                start = (x, y)
            case .line(let p):
                write("L")
                write(point: p)
                at(p)
            case .horizontal(let to):
                let end = tenthUnits(to)
                write("h")
                write(units: end - x, leadingZero: false)
                x = end
            case .vertical(let to):
                let end = tenthUnits(to)
                guard end != y else { continue }
                write("v")
                write(units: end - y, leadingZero: false)
                y = end
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
                at(to)
            case .cubic(let c1, let c2, let to):
                write("C")
                write(point: c1)
                write(" ")
                write(point: c2)
                write(" ")
                write(point: to)
                at(to)
            case .close:
                write("Z")
                (x, y) = start
            }
        }
    }

    private mutating func write(point: Point) {
        write(number: point.x)
        write(" ")
        write(number: point.y)
    }
}
