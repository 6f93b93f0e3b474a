extension Table {
    /// The rows whose `keep` entry is true, in their order, column by column (one pass per
    /// column, no per-cell dispatch). `keep` is row-aligned; rows past its end are dropped.
    public func filtered(_ keep: [Bool]) -> Table {
        let kept = keep.prefix(rowCount).reduce(0) { $1 ? $0 + 1 : $0 }
        let columns = columns.map { column -> Column in
            switch column.values {
            case .numbers(let cells): return Column(name: column.name, values: .numbers(cells.selected(keep)))
            case .dates(let cells): return Column(name: column.name, values: .dates(cells.selected(keep)))
            case .strings(let cells): return Column(name: column.name, values: .strings(cells.selected(keep)))
            }
        }
        return Table(columns: columns, rowCount: kept)
    }
}
