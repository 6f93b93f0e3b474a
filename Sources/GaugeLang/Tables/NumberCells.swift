/// The cells of a number or date column, held as one contiguous `[Double]` with the missing
/// cells in a separate validity bitmap (Apache Arrow's layout for a nullable float64 column):
/// 8 bytes a cell plus 1 bit when some cell is missing, against 16 for a `[Double?]`.
///
/// Every present value is finite (csv reading makes no NaN or infinity, and arithmetic in a
/// condition makes a non-finite result missing), and the slot under a missing cell holds NaN —
/// unlike Arrow, where it is undefined — so a loop over `values` that drops non-finite numbers
/// (a chart's rows, a sum) drops the missing cells with the same test and never reads a stale
/// number as present. `validity` stays the record of which cells are missing and how many.
///
/// Shared copy-on-write like the arrays it holds: a table bound in the session, the charts over
/// it and the list `column(T, "y")` made from it read the same storage.
public struct NumberCells: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    /// Every cell's value in row order: finite when present, NaN when missing.
    public let values: [Double]
    /// Which cells are present; `nil` when every cell is.
    public let validity: ValidityBitmap?

    /// Cells from values in row order; a non-finite value (NaN, ±infinity) is a missing cell.
    public init(values: [Double]) {
        var values = values
        var validity: ValidityBitmap?
        for index in values.indices where !values[index].isFinite {
            if validity == nil { validity = ValidityBitmap(allPresent: values.count) }
            validity?.setMissing(index)
            // only an infinity is written over: a NaN already there (csv reading) leaves the
            // caller's array shared, not copied
            if !values[index].isNaN { values[index] = .nan }
        }
        self.values = values
        self.validity = validity
    }

    /// Cells in row order, `nil` for a missing one (a non-finite value is missing too).
    public init(_ cells: some Sequence<Double?>) {
        self.init(values: cells.map { $0 ?? .nan })
    }

    /// Cells written as a literal, `nil` for a missing one: `[1, nil, 2.5]`.
    public init(arrayLiteral cells: Double?...) {
        self.init(cells)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { values.count }

    /// The value of cell `position`, `nil` when it is missing.
    public subscript(position: Int) -> Double? {
        let value = values[position]
        return value.isNaN ? nil : value
    }

    /// How many cells are missing.
    public var missingCount: Int { validity?.missingCount ?? 0 }

    /// The present values in row order, read in place: `values` without the NaN under the
    /// missing cells (a sum or a mean over a column copies nothing).
    public var present: LazyFilterCollection<[Double]> {
        values.lazy.filter { !$0.isNaN }
    }

    /// The present values as an array (a new list, `column(T, "c")`): `values` itself, shared,
    /// when no cell is missing.
    public var presentValues: [Double] {
        validity == nil ? values : values.filter { !$0.isNaN }
    }

    /// The cells whose `keep` entry is true, in row order (rows past `keep`'s end dropped).
    func selected(_ keep: [Bool]) -> NumberCells {
        var kept: [Double] = []
        kept.reserveCapacity(keep.count)
        for index in 0..<Swift.min(keep.count, values.count) where keep[index] {
            kept.append(values[index])
        }
        return NumberCells(values: kept)
    }

    /// Each present value transformed; a non-finite result is missing.
    func mapPresent(_ transform: (Double) -> Double) -> NumberCells {
        NumberCells(values: values.map { $0.isNaN ? $0 : transform($0) })
    }

    /// Equal cells, missing where the other is missing (`-0` equals `0`, as `Double?` does).
    public static func == (lhs: NumberCells, rhs: NumberCells) -> Bool {
        guard lhs.count == rhs.count, lhs.missingCount == rhs.missingCount else { return false }
        return lhs.values.withUnsafeBufferPointer { a in
            rhs.values.withUnsafeBufferPointer { b in
                if a.baseAddress == b.baseAddress { return true }
                for index in a.indices where a[index] != b[index] && !(a[index].isNaN && b[index].isNaN) {
                    return false
                }
                return true
            }
        }
    }

    /// The count and the first cells: equal cells hash equally, and no table is hashed by ten
    /// million numbers.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for cell in prefix(8) { hasher.combine(cell) }
    }
}
