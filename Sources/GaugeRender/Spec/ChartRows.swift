/// A chart's rows (`ChartSpec.rows`, `ChartLayer.rows`): either rows made one by one (records,
/// tables, aggregates), or a list of numbers kept as it is — the session's own `[Double]`,
/// shared, not copied — whose row `i` is `x = i + 1` (a number, or the category `"i+1"` for a
/// sector chart) and `y = values[i]`. A chart over ten million numbers so costs no
/// ten-million-element array of rows beside the list (issue 10: 48 bytes a number before).
///
/// Reading it is reading a `[ChartRow]`; rows of a list are made as they are read (no
/// allocation: their `series` is `nil`). Equality compares rows; two lists sharing their
/// storage compare in constant time.
public struct ChartRows: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    private enum Storage: Sendable, Hashable {
        case rows([ChartRow])
        /// `x = index + 1`, as a category label when `categories`.
        case list([Double], categories: Bool)
    }

    private let storage: Storage

    /// Rows made one by one.
    public init(_ rows: [ChartRow]) { storage = .rows(rows) }

    public init(arrayLiteral rows: ChartRow...) { storage = .rows(rows) }

    /// The rows of a list of numbers: `x` 1, 2, … (numbers, or category labels "1", "2", …
    /// when `categories`), `y` the values. `values` is shared, not copied.
    public static func list(_ values: [Double], categories: Bool = false) -> ChartRows {
        ChartRows(storage: .list(values, categories: categories))
    }

    private init(storage: Storage) { self.storage = storage }

    /// The list's values when these rows are a list of numbers (`list(_:categories:)`), else `nil`.
    public var listValues: [Double]? {
        if case .list(let values, _) = storage { return values }
        return nil
    }

    public var startIndex: Int { 0 }

    public var endIndex: Int {
        switch storage {
        case .rows(let rows): rows.count
        case .list(let values, _): values.count
        }
    }

    public subscript(position: Int) -> ChartRow {
        switch storage {
        case .rows(let rows):
            return rows[position]
        case .list(let values, let categories):
            let x = position + 1
            return ChartRow(x: categories ? .category(String(x)) : .number(Double(x)), y: values[position])
        }
    }

    public static func == (lhs: ChartRows, rhs: ChartRows) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.list(let a, let categoriesA), .list(let b, let categoriesB)):
            return categoriesA == categoriesB && a == b
        case (.rows(let a), .rows(let b)):
            return a == b
        default:
            return lhs.elementsEqual(rhs)
        }
    }

    /// Count and first row only: equal rows hash equally, and a chart is never hashed by
    /// ten million rows.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(first)
    }
}
