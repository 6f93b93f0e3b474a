/// The cells of a text column, dictionary-encoded (Arrow's dictionary array, R's factor): each
/// row holds a 4-byte code into `labels`, the distinct texts, each kept once.
///
/// A column of a few categories (`species`, `weather`) so costs 4 bytes a row and one string per
/// category, grouping (`count(by:)`, `color:`) and comparing with a constant work on integers,
/// and a chart's series are the codes as they are.
///
/// Shared copy-on-write; a filtered column keeps its source's `labels` (some may no longer
/// occur), so read what occurs from `codes`.
public struct TextCells: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Per row: the index of its text in `labels`, or -1 for a missing cell.
    public let codes: [Int32]
    /// Distinct texts in order of first appearance in the column as it was read.
    public let labels: [String]

    /// Codes into `labels` (each -1 or a valid index; labels distinct).
    init(codes: [Int32], labels: [String]) {
        self.codes = codes
        self.labels = labels
    }

    /// Cells in row order, `nil` for a missing one.
    public init(_ cells: some Sequence<String?>) {
        var builder = Builder()
        for cell in cells { builder.append(cell) }
        self = builder.cells
    }

    /// Cells written as a literal, `nil` for a missing one: `["a", nil, "b"]`.
    public init(arrayLiteral cells: String?...) {
        self.init(cells)
    }

    /// Encodes cells one at a time. csv reading appends each cell's UTF-8 bytes: they are looked
    /// up in an open-addressing table by an FNV-1a hash and compared byte for byte with the
    /// labels' bytes, so a `String` is made once per distinct text, not per cell.
    struct Builder {
        private var codes: [Int32] = []
        private var labels: [String] = []
        /// Every label's UTF-8 bytes, back to back; label `c` is `bytes[offsets[c]..<offsets[c + 1]]`.
        private var bytes: [UInt8] = []
        private var offsets: [Int] = [0]
        /// Codes by hash, -1 for empty; a power of two at most half full.
        private var slots = [Int32](repeating: -1, count: 64)

        init(capacity: Int = 0) { codes.reserveCapacity(capacity) }

        mutating func append(_ cell: String?) {
            guard var cell else { return codes.append(-1) }
            cell.withUTF8 { append(utf8: $0) }
        }

        /// Appends a present cell given as UTF-8 bytes.
        mutating func append(utf8 cell: UnsafeBufferPointer<UInt8>) {
            let mask = slots.count - 1
            var slot = Self.slot(cell, mask: mask)
            while slots[slot] >= 0 {
                let code = Int(slots[slot])
                if offsets[code + 1] - offsets[code] == cell.count,
                   bytes[offsets[code]..<offsets[code + 1]].elementsEqual(cell) {
                    return codes.append(Int32(code))
                }
                slot = (slot + 1) & mask
            }
            let code = Int32(labels.count)
            slots[slot] = code
            labels.append(String(decoding: cell, as: UTF8.self))
            bytes.append(contentsOf: cell)
            offsets.append(bytes.count)
            codes.append(code)
            if labels.count * 2 > slots.count { grow() }
        }

        /// Doubles the table and puts every label back in it.
        private mutating func grow() {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            let mask = slots.count - 1
            for code in labels.indices {
                var slot = Self.slot(bytes[offsets[code]..<offsets[code + 1]], mask: mask)
                while slots[slot] >= 0 { slot = (slot + 1) & mask }
                slots[slot] = Int32(code)
            }
        }

        /// The first slot to try for `text`: its FNV-1a hash, folded, masked.
        private static func slot(_ text: some Sequence<UInt8>, mask: Int) -> Int {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29)) & mask
        }

        mutating func appendMissing() { codes.append(-1) }

        var cells: TextCells { TextCells(codes: codes, labels: labels) }
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { codes.count }

    /// The text of cell `position`, `nil` when it is missing.
    public subscript(position: Int) -> String? {
        let code = codes[position]
        return code < 0 ? nil : labels[Int(code)]
    }

    /// How many cells are missing.
    public var missingCount: Int { codes.count { $0 < 0 } }

    /// How many different texts the present cells hold.
    public var distinctCount: Int {
        var seen = [Bool](repeating: false, count: labels.count)
        var distinct = 0
        for code in codes where code >= 0 && !seen[Int(code)] {
            seen[Int(code)] = true
            distinct += 1
        }
        return distinct
    }

    /// The cells whose `keep` entry is true, in row order (rows past `keep`'s end dropped).
    func selected(_ keep: [Bool]) -> TextCells {
        var kept: [Int32] = []
        kept.reserveCapacity(keep.count)
        for index in 0..<Swift.min(keep.count, codes.count) where keep[index] {
            kept.append(codes[index])
        }
        return TextCells(codes: kept, labels: labels)
    }

    /// Equal texts, missing where the other is missing.
    public static func == (lhs: TextCells, rhs: TextCells) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if lhs.labels == rhs.labels { return lhs.codes == rhs.codes }
        return lhs.elementsEqual(rhs)
    }

    /// The count and the first cells (see `NumberCells.hash(into:)`).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for cell in prefix(8) { hasher.combine(cell) }
    }
}
