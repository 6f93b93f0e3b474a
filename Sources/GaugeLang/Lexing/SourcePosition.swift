/// A place in a cell: 1-based `line` and `column`, and the 0-based `offset` from the start of the
/// cell, all counted in Unicode code points (as Jupyter's `cursor_pos` and `GaugeError` count).
public struct SourcePosition: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    public var description: String { "\(line):\(column)" }
}
