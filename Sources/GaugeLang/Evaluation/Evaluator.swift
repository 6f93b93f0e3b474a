import GaugeRender

/// Runs the statements of one cell against a session's state.
///
///     statements ──run──▶ state changes ──note──▶ CellChanges ──finish──▶ SessionOutput.show
///
/// Each statement either completes or throws before changing anything, so a runtime error
/// keeps exactly what the earlier statements did.
final class Evaluator {
    let state: SessionState
    let output: SessionOutput
    let workingDirectory: String
    var changes = CellChanges()
    /// The value of the last statement when it is a bare expression: the cell's result.
    var result: RichText?

    init(state: SessionState, output: SessionOutput, workingDirectory: String) {
        self.state = state
        self.output = output
        self.workingDirectory = workingDirectory
    }

    /// Runs `statements` in order, then displays what changed (also after a runtime error).
    /// - Throws: `Failure` from the first statement that fails.
    func run(_ statements: [Statement]) throws(Failure) {
        defer { finish() }
        for statement in statements {
            if output.isInterrupted {
                throw Failure(.keyboardInterrupt, "the cell was interrupted",
                              at: statement.position)
            }
            result = nil
            try execute(statement)
        }
    }

    /// Displays each changed object once, in the order first changed, animated from its state
    /// before the cell. Live objects were updated as they changed and are skipped.
    func finish() {
        for entry in changes.entries where !state.live.contains(entry.name) {
            guard let drawable = state[entry.name]?.drawable else { continue }
            output.show(DrawableOutput(name: entry.name, drawable: drawable,
                                       previous: entry.before, animation: entry.animation,
                                       mode: .display))
        }
        changes.forgetAll()
    }

    /// Stores `binding` for the object `name` and notes the change: a live object is updated
    /// in place now, any other is displayed at the end of the cell.
    func commit(_ name: String, _ binding: Binding, animation: AnimationCurve?) {
        let before = state[name]?.drawable
        state[name] = binding
        guard let drawable = binding.drawable else { return }
        let curve = animation ?? state.animation
        if state.live.contains(name) {
            output.show(DrawableOutput(name: name, drawable: drawable, previous: before,
                                       animation: curve, mode: .liveUpdate))
        } else {
            changes.note(name, before: before, animation: curve)
        }
    }

    func execute(_ statement: Statement) throws(Failure) {
        switch statement.kind {
        case .bind(let name, let expr):
            try bind(name, to: try evaluate(expr), at: statement.namePosition)
        case .setEntry(let name, let label, let value):
            try setEntry(name, label: label, value: value, at: statement.namePosition)
        case .setOption(let name, let key, let keyPosition, let value):
            try setOption(name, key: key, keyPosition: keyPosition, value: value,
                          at: statement.namePosition)
        case .gauge(let name, let options):
            try gauge(name, options: options, at: statement.namePosition)
        case .chart(let name, let mark, let markPosition, let options):
            try chart(name, mark: mark, markPosition: markPosition, options: options,
                      at: statement.namePosition)
        case .select(let name, let target):
            try select(name, target: target, at: statement.namePosition)
        case .layer(let chart, let mark, let markPosition, let options):
            try layer(chart, mark: mark, markPosition: markPosition, options: options,
                      at: statement.namePosition)
        case .deleteLayers(let name):
            try deleteLayers(name, at: statement.namePosition)
        case .animation(let expr):
            state.animation = try curve(expr)
        case .show(let names, let live):
            try show(names, live: live)
        case .interactive(let name):
            try showInteractive(name, at: statement.namePosition)
        case .slider(let name, let key, let keyPosition, let options):
            try slider(name, key: key, keyPosition: keyPosition, options: options, at: statement.namePosition)
        case .print(let expr):
            output.write(Describe.plain(try evaluate(expr)))
        case .wait(let expr):
            try wait(expr, at: statement.position)
        case .describe(let name):
            output.showText(try describe(name, at: statement.namePosition))
        case .list:
            output.showText(listing())
        case .delete(let name):
            guard state[name] != nil else { throw unknownName(name, at: statement.namePosition) }
            state[name] = nil
            changes.forget(name)
        case .reset:
            state.reset()
            changes.forgetAll()
        case .exit:
            output.askToEndSession()
        case .help(let topic):
            output.showText(try help(topic, at: statement.namePosition))
        case .expression(let expr):
            if case .name(let name, _) = expr, let drawable = state[name]?.drawable {
                display(name, drawable)
            } else {
                result = Describe.rich(try evaluate(expr))
            }
        }
    }

    /// The NameError for an unbound name, suggesting a near one.
    func unknownName(_ name: String, at position: SourcePosition) -> Failure {
        Failure(.nameError, "\"\(name)\" is not defined", at: position,
                suggestion: Suggestion.hint(for: name, among: state.order, kind: "names"))
    }
}
