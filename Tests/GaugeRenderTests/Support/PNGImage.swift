import Foundation

/// Just enough of a PNG reader to count painted pixels of rsvg-convert's 8-bit RGBA output:
/// chunks, zlib inflate (RFC 1951, after puff.c's structure), scanline unfiltering.
struct PNGImage {
    var width = 0
    var height = 0
    /// RGBA bytes, row by row.
    var pixels: [UInt8] = []

    enum Failure: Error { case format(String) }

    init(data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.count > 8, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 else {
            throw Failure.format("not a PNG")
        }
        var index = 8
        var compressed: [UInt8] = []
        func int(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        while index + 8 <= bytes.count {
            let length = int(index)
            let type = String(decoding: bytes[index + 4..<index + 8], as: UTF8.self)
            let body = index + 8
            guard body + length <= bytes.count else { throw Failure.format("truncated") }
            if type == "IHDR" {
                width = int(body)
                height = int(body + 4)
                guard bytes[body + 8] == 8, bytes[body + 9] == 6 else { throw Failure.format("not RGBA8") }
            } else if type == "IDAT" {
                compressed += bytes[body..<body + length]
            }
            index = body + length + 4
        }
        var inflater = Inflater(input: Array(compressed.dropFirst(2)))
        let raw = try inflater.inflate()
        let stride = width * 4
        guard raw.count >= height * (stride + 1) else { throw Failure.format("short image data") }
        pixels = [UInt8](repeating: 0, count: height * stride)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            for column in 0..<stride {
                let x = Int(raw[row * (stride + 1) + 1 + column])
                let a = column >= 4 ? Int(pixels[row * stride + column - 4]) : 0
                let b = row > 0 ? Int(pixels[(row - 1) * stride + column]) : 0
                let c = row > 0 && column >= 4 ? Int(pixels[(row - 1) * stride + column - 4]) : 0
                let predictor: Int
                switch filter {
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c
                    let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: predictor = 0
                }
                pixels[row * stride + column] = UInt8((x + predictor) & 0xFF)
            }
        }
    }

    /// Pixels whose alpha is above `threshold` (rsvg-convert leaves the background transparent).
    func paintedPixelCount(threshold: UInt8 = 16) -> Int {
        stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (pixels[$1] > threshold ? 1 : 0) }
    }
}

/// A raw DEFLATE decoder (stored, fixed and dynamic Huffman blocks).
private struct Inflater {
    let input: [UInt8]
    var position = 0
    var bitBuffer = 0
    var bitCount = 0
    var output: [UInt8] = []

    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59,
                             67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4,
                              5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                               513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10,
                                10, 11, 11, 12, 12, 13, 13]

    init(input: [UInt8]) { self.input = input }

    mutating func bits(_ count: Int) throws -> Int {
        var value = bitBuffer
        while bitCount < count {
            guard position < input.count else { throw PNGImage.Failure.format("inflate: out of input") }
            value |= Int(input[position]) << bitCount
            position += 1
            bitCount += 8
        }
        bitBuffer = value >> count
        bitCount -= count
        return value & ((1 << count) - 1)
    }

    mutating func decode(_ huffman: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= try bits(1)
            let count = huffman.counts[length]
            if code - count < first { return huffman.symbols[index + (code - first)] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw PNGImage.Failure.format("inflate: bad code")
    }

    mutating func inflate() throws -> [UInt8] {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0:
                bitBuffer = 0
                bitCount = 0
                guard position + 4 <= input.count else { throw PNGImage.Failure.format("stored") }
                let length = Int(input[position]) | Int(input[position + 1]) << 8
                position += 4
                guard position + length <= input.count else { throw PNGImage.Failure.format("stored") }
                output += input[position..<position + length]
                position += length
            case 1:
                let lengths = [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
                    + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
                try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2:
                try dynamic()
            default:
                throw PNGImage.Failure.format("inflate: bad block")
            }
        } while last == 0
        return output
    }

    mutating func dynamic() throws {
        let literalCount = try bits(5) + 257, distanceCount = try bits(5) + 1, codeCount = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for index in 0..<codeCount { codeLengths[order[index]] = try bits(3) }
        let lengthCode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < literalCount + distanceCount {
            let symbol = try decode(lengthCode)
            switch symbol {
            case 0...15: lengths.append(symbol)
            case 16:
                guard let previous = lengths.last else { throw PNGImage.Failure.format("repeat") }
                lengths += [Int](repeating: previous, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        try codes(Huffman(lengths: Array(lengths[0..<literalCount])),
                  Huffman(lengths: Array(lengths[literalCount..<literalCount + distanceCount])))
    }

    mutating func codes(_ literals: Huffman, _ distances: Huffman) throws {
        while true {
            let symbol = try decode(literals)
            if symbol < 256 {
                output.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw PNGImage.Failure.format("length symbol") }
                let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
                let distanceSymbol = try decode(distances)
                guard distanceSymbol < 30 else { throw PNGImage.Failure.format("distance symbol") }
                let distance = Self.distanceBase[distanceSymbol] + (try bits(Self.distanceExtra[distanceSymbol]))
                guard distance <= output.count else { throw PNGImage.Failure.format("distance") }
                for _ in 0..<length { output.append(output[output.count - distance]) }
            }
        }
    }
}
