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

    public init(arrayLiteral cells: String?...) {
        self.init(cells)
    }

    /// Encodes cells one at a time (csv reading).
    struct Builder {
        private var codes: [Int32] = []
        private var labels: [String] = []
        private var index: [String: Int32] = [:]

        init(capacity: Int = 0) { codes.reserveCapacity(capacity) }

        mutating func append(_ cell: String?) {
            guard let cell else { return codes.append(-1) }
            if let code = index[cell] {
                codes.append(code)
            } else {
                let code = Int32(labels.count)
                index[cell] = code
                labels.append(cell)
                codes.append(code)
            }
        }

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
