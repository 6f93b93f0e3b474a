/// Which cells of a column are present, one bit a cell: Apache Arrow's validity bitmap (bit
/// `i % 64` of word `i / 64` set when cell `i` is present, least significant bit first).
///
/// A column with no missing cell has no bitmap at all (`NumberCells.validity` is `nil`, as
/// Arrow leaves the buffer out when the null count is 0), so a clean file pays nothing; one
/// with missing cells pays 1 bit a row (125 KB for a million rows) and keeps its missing count.
public struct ValidityBitmap: Sendable, Hashable {
    /// `(count + 63) / 64` words; the bits past `count` are clear.
    public private(set) var words: [UInt64]
    /// The number of cells, present or missing.
    public let count: Int
    /// How many bits are clear (missing cells).
    public private(set) var missingCount: Int

    /// Every cell present.
    init(allPresent count: Int) {
        words = [UInt64](repeating: ~0, count: (count + 63) / 64)
        if count % 64 != 0 { words[words.count - 1] = (1 << UInt64(count % 64)) - 1 }
        self.count = count
        missingCount = 0
    }

    /// Whether cell `index` (`0..<count`) is present.
    @inline(__always)
    public func isPresent(_ index: Int) -> Bool {
        words[index >> 6] & (1 << UInt64(index & 63)) != 0
    }

    /// Marks cell `index` missing (it was present).
    mutating func setMissing(_ index: Int) {
        let mask: UInt64 = 1 << UInt64(index & 63)
        guard words[index >> 6] & mask != 0 else { return }
        words[index >> 6] &= ~mask
        missingCount += 1
    }
}
