/// A place in a cell: 1-based `line` and `column`, and the 0-based `offset` from the start of the
/// cell, all counted in Unicode code points (as Jupyter's `cursor_pos` and `GaugeError` count).
struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    var line: Int
    var column: Int
    var offset: Int

    init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    static let start = SourcePosition(line: 1, column: 1, offset: 0)

    var description: String { "\(line):\(column)" }
}
