@_spi(_Unicode) import Swift  // String._nfd, Unicode.Scalar.Properties._caseFolded: the stdlib's own Unicode tables

/// A category label as `sort: label` orders it: the way a person reads numbered text, ignoring
/// case (`item 2` < `item 10` < `Item 11`), what Foundation's
/// `compare(_:options: [.numeric, .caseInsensitive])` does (Finder's order).
///
/// The label is decomposed (NFD, so `é` sorts between `e` and `f`), case-folded (`ß` = `ss`,
/// `Straße` = `STRASSE`) and lowercased; then runs of ASCII digits compare by their value
/// (leading zeros ignored: `a01` = `a1`, any length) and everything else by Unicode scalar value.
/// Unlike Foundation's comparison, which skips a folded character next to a combining mark in a
/// few cases (it orders `eé` after `é` but `e` before `é`), this is a total order: sorting with
/// it is well-defined.
struct LabelSortKey: Comparable, Sendable {
    private let scalars: [UInt32]

    init(_ label: String) {
        var scalars: [UInt32] = []
        scalars.reserveCapacity(label.utf8.count)
        for scalar in label._nfd {
            if scalar.isASCII {
                let value = scalar.value
                scalars.append((65...90).contains(value) ? value + 32 : value)
                continue
            }
            for folded in scalar.properties._caseFolded.lowercased()._nfd { scalars.append(folded.value) }
        }
        self.scalars = scalars
    }

    static func < (lhs: LabelSortKey, rhs: LabelSortKey) -> Bool { order(lhs.scalars, rhs.scalars) < 0 }

    static func == (lhs: LabelSortKey, rhs: LabelSortKey) -> Bool { order(lhs.scalars, rhs.scalars) == 0 }

    /// -1, 0 or 1 as `a` sorts before, with or after `b`.
    private static func order(_ a: [UInt32], _ b: [UInt32]) -> Int {
        func isDigit(_ value: UInt32) -> Bool { (48...57).contains(value) }
        var i = 0, j = 0
        while i < a.count, j < b.count {
            guard isDigit(a[i]), isDigit(b[j]) else {
                if a[i] != b[j] { return a[i] < b[j] ? -1 : 1 }
                i += 1
                j += 1
                continue
            }
            // two numbers: fewer significant digits is smaller, else the first differing digit
            while i < a.count, a[i] == 48 { i += 1 }
            while j < b.count, b[j] == 48 { j += 1 }
            let startA = i, startB = j
            while i < a.count, isDigit(a[i]) { i += 1 }
            while j < b.count, isDigit(b[j]) { j += 1 }
            if i - startA != j - startB { return i - startA < j - startB ? -1 : 1 }
            for k in 0..<(i - startA) where a[startA + k] != b[startB + k] {
                return a[startA + k] < b[startB + k] ? -1 : 1
            }
        }
        return i < a.count ? 1 : (j < b.count ? -1 : 0)
    }
}
