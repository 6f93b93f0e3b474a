#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GaugeRender

/// Data binding (with charts following it), `show`, `wait`, `describe`, `list`, `help`.
extension Evaluator {
    /// `let NAME = VALUE`: binds data; every chart that follows NAME is re-resolved first, so a
    /// bad new value (e.g. a negative sector) changes nothing.
    func bind(_ name: String, to value: Value, at position: SourcePosition) throws(Failure) {
        if let existing = state[name], case .data = existing {} else if let existing = state[name] {
            throw Failure(.typeError, "\"\(name)\" is \(existing.kindName); data cannot replace it",
                          at: position, suggestion: "Choose another name, or delete \(name) first.")
        }
        var followers: [(String, ChartObject)] = []
        // a layer's constant y: (mean(T, "col")) reads the new value, so bind it first and
        // put the old one back if a follower fails
        let previous = state[name]
        state[name] = .data(value)
        var succeeded = false
        defer { if !succeeded { state[name] = previous } }
        for other in state.charts {
            guard case .chart(var chart) = state[other], Self.follows(chart, name) else { continue }
            let before = chart.spec
            if chart.dataName == name { chart.data = value }
            for index in chart.layers.indices where chart.layers[index].dataName == name {
                chart.layers[index].data = value
            }
            do throws(Failure) {
                try resolve(&chart, at: position)
                // a chart that only evaluates constants changes only when they do
                if chart.dataName != name, chart.spec == before { continue }
            } catch {
                // a constant that was already broken (its table deleted) is not this let's fault
                if !Self.readsData(chart, name), failsBefore(other, previous: previous, name: name, at: position) {
                    continue
                }
                if let missing = Evaluator.missingColumn(of: chart, in: value) {
                    let columns = missing.available.map { "\"\($0)\"" }.joined(separator: ", ")
                    throw Failure(.nameError, "the chart \(other) follows \(name) and needs column \"\(missing.column)\" "
                                    + "(\(missing.option):), which the new data lacks; its columns are \(columns)",
                                  at: position, suggestion: "Give \(name) data with a \"\(missing.column)\" column, "
                                    + "change \(other).\(missing.option), or delete \(other).")
                }
                throw Failure(error.kind, "the chart \(other) follows \(name): \(error.message)", at: position,
                              suggestion: error.suggestion ?? "Delete \(other), or give it other data.")
            }
            followers.append((other, chart))
        }
        succeeded = true
        for (other, chart) in followers { commit(other, .chart(chart), animation: nil) }
    }

    /// True when `chart` or one of its layers takes its data from `name`.
    static func readsData(_ chart: ChartObject, _ name: String) -> Bool {
        chart.dataName == name || chart.layers.contains { $0.dataName == name }
    }

    /// True when the chart `chart` could not be resolved before `name` was bound to its new
    /// value either (`previous` is the old binding); the new binding is put back after.
    func failsBefore(_ chart: String, previous: Binding?, name: String,
                     at position: SourcePosition) -> Bool {
        guard case .chart(var object) = state[chart], let current = state[name] else { return false }
        state[name] = previous
        defer { state[name] = current }
        do throws(Failure) {
            try resolveLayers(&object, at: position)
            return false
        } catch {
            return true
        }
    }

    /// True when `chart` is redrawn by binding `name`: its data or a layer's is `name`, or a
    /// layer has a constant `y:`/`x:` expression (which may read `name`).
    static func follows(_ chart: ChartObject, _ name: String) -> Bool {
        chart.dataName == name || chart.layers.contains {
            $0.dataName == name || $0.constantY != nil || $0.constantX != nil
        }
    }

    /// The first column `chart` names (`x:`, `y:`, `angle:`, `color:`) that the table `data`
    /// lacks, so a chart following a re-bound name can say which column went missing (a
    /// "Did you mean" would point at an unrelated column of the new file).
    static func missingColumn(of chart: ChartObject, in data: Value)
        -> (column: String, option: String, available: [String])? {
        guard case .table(let table) = data else { return nil }
        let names = table.columnNames
        for (option, column) in [("x", chart.x), ("y", chart.y), ("angle", chart.angle), ("color", chart.color)] {
            if let column, !names.contains(column) { return (column, option, names) }
        }
        return nil
    }

    /// A gauge or chart displayed now with nothing moving (`show`, a bare name).
    func display(_ name: String, _ drawable: Drawable, live: Bool = false) {
        if live { state.live.insert(name) }
        changes.forget(name)
        output.show(DrawableOutput(name: name, drawable: drawable, previous: nil, animation: state.animation,
                                   mode: live ? .liveDisplay : .display))
    }

    /// - Throws: ValueError when `added` more live names would pass `Limits.liveNames`.
    func checkLiveLimit(adding added: Int, at position: SourcePosition) throws(Failure) {
        guard added > 0, state.live.count + added > Limits.liveNames else { return }
        throw Failure(.valueError, "a session keeps at most \(Limits.grouped(Limits.liveNames)) names live "
                      + "at once; \(Limits.grouped(state.live.count)) are live already", at: position,
                      suggestion: "Show the others without live, or restart the kernel.")
    }

    /// - Throws: ValueError when the session has opened `Limits.widgets` widgets already.
    func openWidget(_ name: String, at position: SourcePosition) throws(Failure) {
        guard state.widgetsOpened < Limits.widgets else {
            throw Failure(.valueError, "a session opens at most \(Limits.grouped(Limits.widgets)) widgets "
                          + "(show interactive, slider); this one has opened them all", at: position,
                          suggestion: "Restart the kernel to open more.")
        }
        try checkLiveLimit(adding: state.live.contains(name) ? 0 : 1, at: position)
        state.widgetsOpened += 1
    }

    func show(_ names: [(String, SourcePosition)], live: Bool) throws(Failure) {
        var drawables: [(String, Drawable)] = []
        for (name, position) in names {
            guard let binding = state[name] else { throw unknownName(name, at: position) }
            guard let drawable = binding.drawable else {
                throw Failure(.typeError, "\"\(name)\" is \(binding.kindName); only gauges and charts can be shown",
                              at: position, suggestion: "Use print \(name) or describe \(name).")
            }
            drawables.append((name, drawable))
        }
        if live, let first = names.first {
            let added = Set(names.map(\.0)).subtracting(state.live).count
            try checkLiveLimit(adding: added, at: first.1)
        }
        for (name, drawable) in drawables { display(name, drawable, live: live) }
    }

    /// `wait D`: sleeps `D` seconds in short steps, stopping at once on an interrupt.
    func wait(_ expr: Expr, at position: SourcePosition) throws(Failure) {
        let seconds = try number(expr, "wait")
        guard seconds >= 0, seconds <= 3600 else {
            throw Failure(.valueError, "wait takes 0 to 3600 seconds", at: expr.position)
        }
        let deadline = ContinuousClock.now + .seconds(seconds)
        while true {
            if output.isInterrupted {
                throw Failure(.keyboardInterrupt, "the cell was interrupted", at: position)
            }
            let left = deadline - ContinuousClock.now
            if left <= .zero { return }
            usleep(UInt32(min(left, .milliseconds(20)) / .microseconds(1)))
        }
    }

    func describe(_ name: String, at position: SourcePosition) throws(Failure) -> RichText {
        guard let binding = state[name] else { throw unknownName(name, at: position) }
        return Describe.describe(name, binding)
    }

    /// `list`: every name with its kind and a short summary.
    func listing() -> RichText {
        if state.order.isEmpty { return RichText(plain: "nothing defined yet") }
        let rows = state.order.compactMap { name -> [String]? in
            guard let binding = state[name] else { return nil }
            let summary: String
            switch binding {
            case .data(let value): summary = Describe.plain(value)
            case .gauge, .chart: summary = binding.drawable.map { Describe.drawable($0, name: name) } ?? ""
            }
            return [name, String(binding.kindName.split(separator: " ").last ?? ""), summary]
        }
        return RichText(plain: rows.map { "\($0[0]) (\($0[1])): \($0[2])" }.joined(separator: "\n"),
                        html: Describe.table(["name", "kind", "summary"], rows))
    }

    func help(_ topic: String?, at position: SourcePosition) throws(Failure) -> RichText {
        guard let topic else { return RichText(plain: HelpCatalog.overview) }
        if let text = HelpCatalog.text(for: topic) { return RichText(plain: text) }
        if let binding = state[topic] { return Describe.describe(topic, binding) }
        throw Failure(.nameError, "no help for \"\(topic)\"", at: position,
                      suggestion: Suggestion.hint(for: topic, among: HelpCatalog.topics, kind: "topics"))
    }
}
