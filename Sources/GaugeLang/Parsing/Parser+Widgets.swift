/// The statements that ask for widgets (LANGUAGE.md, "Touching the chart").
extension Parser {
    /// `show NAME interactive`, after the names: exactly one name, then the end of the statement.
    mutating func interactive(_ names: [(String, SourcePosition)], start: SourcePosition) throws(Failure) -> Statement {
        guard names.count == 1 else {
            throw Failure(.syntaxError, "show … interactive takes one name", at: names[1].1,
                          suggestion: "show \(names[0].0) interactive")
        }
        advance()
        guard atStatementEnd else { throw unexpected("the end of the statement after interactive") }
        return Statement(kind: .interactive(name: names[0].0), position: start, namePosition: names[0].1)
    }

    /// `slider NAME.KEY in: LO...HI step: S`, after the word `slider`.
    mutating func slider(start: SourcePosition) throws(Failure) -> Statement {
        let (name, at) = try identifier("NAME.OPTION after slider, such as battery.value")
        guard current.kind == .dot else {
            throw Failure(.syntaxError, "expected \".\" and an option after slider \(name)", at: current.position,
                          suggestion: "slider \(name).value in: 0...100")
        }
        advance()
        let (key, keyAt) = try identifier("an option after \(name).")
        return Statement(kind: .slider(name: name, key: key, keyPosition: keyAt, options: try options()),
                         position: start, namePosition: at)
    }
}
