/// One `key: value` option of a `gauge` or `chart` statement.
struct OptionItem: Sendable, Hashable {
    var key: String
    var keyPosition: SourcePosition
    var value: Expr
}

/// What `select` does.
enum SelectionTarget: Sendable, Hashable {
    case none
    case label(Expr)
    case angle(Expr)
}

/// A statement of the gauge language (LANGUAGE.md, "Statements"), with its first token's place.
struct Statement: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case bind(name: String, value: Expr)
        case setEntry(name: String, label: Expr, value: Expr)
        case setOption(name: String, key: String, keyPosition: SourcePosition, value: Expr)
        case gauge(name: String, options: [OptionItem])
        case chart(name: String, mark: String?, markPosition: SourcePosition?, options: [OptionItem])
        case select(name: String, target: SelectionTarget)
        /// `layer CHART MARK key: value …`: one more mark layer on an axes chart.
        case layer(chart: String, mark: String, markPosition: SourcePosition, options: [OptionItem])
        /// `delete CHART.layers`: removes every layer of the chart.
        case deleteLayers(String)
        case animation(Expr)
        case show(names: [(String, SourcePosition)], live: Bool)
        /// `show NAME interactive` (LANGUAGE.md, "Touching the chart").
        case interactive(name: String)
        /// `slider NAME.KEY in: LO...HI step: S`.
        case slider(name: String, key: String, keyPosition: SourcePosition, options: [OptionItem])
        case print(Expr)
        case wait(Expr)
        case describe(String)
        case list
        case delete(String)
        case reset
        /// `exit` or `quit`: the user asks the front end to end the session.
        case exit
        case help(String?)
        case expression(Expr)

        // `show` holds tuples, so equality cannot be synthesised: compare the printed forms
        // (which include positions).
        static func == (lhs: Kind, rhs: Kind) -> Bool { "\(lhs)" == "\(rhs)" }
        func hash(into hasher: inout Hasher) { hasher.combine("\(self)") }
    }

    var kind: Kind
    var position: SourcePosition
    /// The position of the statement's object name (for errors about it).
    var namePosition: SourcePosition
}
