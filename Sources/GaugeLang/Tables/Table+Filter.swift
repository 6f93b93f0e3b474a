extension Table {
    /// The rows whose `keep` entry is true, in their order, column by column (one pass per
    /// column, no per-cell dispatch). `keep` is row-aligned; rows past its end are dropped.
    public func filtered(_ keep: [Bool]) -> Table {
        let kept = keep.prefix(rowCount).reduce(0) { $1 ? $0 + 1 : $0 }
        func select<T>(_ values: [T?]) -> [T?] {
            var result: [T?] = []
            result.reserveCapacity(kept)
            for (index, value) in values.prefix(keep.count).enumerated() where keep[index] {
                result.append(value)
            }
            return result
        }
        let columns = columns.map { column -> Column in
            switch column.values {
            case .numbers(let values): return Column(name: column.name, values: .numbers(select(values)))
            case .dates(let values): return Column(name: column.name, values: .dates(select(values)))
            case .strings(let values): return Column(name: column.name, values: .strings(select(values)))
            }
        }
        return Table(columns: columns, rowCount: kept)
    }
}
