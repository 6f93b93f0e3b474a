import GaugeRender

extension Session {
    /// Applies a touch as the statement a reader could have typed: a tap runs `select NAME
    /// angle: V`, `select NAME "LABEL"` or — on the selected mark or outside every mark —
    /// `select NAME none`; a slide runs `NAME.KEY = V`. The change is shown through `output`
    /// exactly as that statement's would be (live displays updated with the session's
    /// animation).
    /// - Returns: the statement that ran, e.g. `select favorites angle: 20` (for logs).
    /// - Throws: `GaugeError` as that statement would (a name deleted since, a zero sector).
    @discardableResult
    public func touch(_ touch: Touch, output: SessionOutput) throws(GaugeError) -> String {
        let at = SourcePosition.start
        let statement: Statement
        let source: String
        switch touch {
        case .angle(let name, let value):
            let picked = chartSpec(name).flatMap { spec in
                AngleSelection.index(at: value, in: spec.rows.map(\.y)).map { Evaluator.label(of: spec.rows[$0]) }
            }
            if let picked, picked != selection(of: name) {
                let text = "select \(name) angle: "
                source = text + NumberFormat.exact(value)
                let valueAt = SourcePosition(line: 1, column: text.unicodeScalars.count + 1,
                                             offset: text.unicodeScalars.count)
                statement = Statement(kind: .select(name: name, target: .angle(.number(value, valueAt))),
                                      position: at, namePosition: Self.namePosition)
            } else {
                (statement, source) = Self.clearing(name)
            }
        case .label(let name, let label):
            if label != selection(of: name) {
                let text = "select \(name) "
                source = text + "\"\(label)\""
                let labelAt = SourcePosition(line: 1, column: text.unicodeScalars.count + 1,
                                             offset: text.unicodeScalars.count)
                statement = Statement(kind: .select(name: name, target: .label(.string(label, labelAt))),
                                      position: at, namePosition: Self.namePosition)
            } else {
                (statement, source) = Self.clearing(name)
            }
        case .clear(let name):
            (statement, source) = Self.clearing(name)
        case .slide(let name, let key, let value):
            let text = "\(name).\(key) = "
            source = text + NumberFormat.exact(value)
            let keyAt = SourcePosition(line: 1, column: name.unicodeScalars.count + 2, offset: name.unicodeScalars.count + 1)
            let valueAt = SourcePosition(line: 1, column: text.unicodeScalars.count + 1, offset: text.unicodeScalars.count)
            statement = Statement(kind: .setOption(name: name, key: key, keyPosition: keyAt,
                                                   value: .number(value, valueAt)),
                                  position: at, namePosition: at)
        }
        do throws(Failure) {
            try Evaluator(state: state, output: output, workingDirectory: workingDirectory).run([statement])
        } catch {
            throw error.gaugeError(in: source)
        }
        return source
    }

    /// The selected label of the chart `name` (`NAME.selection`), or `""` (also for a name that
    /// is not a chart).
    public func selection(of name: String) -> String {
        chartSpec(name).map(Evaluator.selectedLabel) ?? ""
    }

    /// The number option `NAME.KEY` now (a slider's position), or `nil` when it is not a number.
    public func number(_ name: String, key: String) -> Double? {
        let evaluator = Evaluator(state: state, output: SilentOutput(), workingDirectory: workingDirectory)
        guard case .number(let value)? = try? evaluator.member(.name(name, .start), key, at: .start) else { return nil }
        return value
    }

    private func chartSpec(_ name: String) -> ChartSpec? {
        if case .chart(let chart)? = state[name] { return chart.spec }
        return nil
    }

    /// `select` starts at column 1; the name at column 8.
    private static let namePosition = SourcePosition(line: 1, column: 8, offset: 7)

    private static func clearing(_ name: String) -> (Statement, String) {
        (Statement(kind: .select(name: name, target: .none), position: .start, namePosition: namePosition),
         "select \(name) none")
    }
}
