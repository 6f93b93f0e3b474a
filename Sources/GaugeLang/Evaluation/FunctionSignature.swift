/// The forms a built-in function accepts, checked before it runs so a wrong argument is a
/// `TypeError` naming the function, the forms it takes and what was given (LANGUAGE.md, "Functions").
struct FunctionSignature: Sendable {
    /// What one argument may be.
    enum Kind: Sendable {
        case number, string, table, range, listOrRecord

        var name: String {
            switch self {
            case .number: return "number"
            case .string: return "\"column\""
            case .table: return "table"
            case .range: return "range"
            case .listOrRecord: return "list or record"
            }
        }

        func accepts(_ value: Value) -> Bool {
            switch (self, value) {
            case (.number, .number), (.string, .string), (.table, .table), (.range, .range),
                 (.listOrRecord, .list), (.listOrRecord, .record): return true
            default: return false
            }
        }
    }

    /// One accepted form: unlabelled kinds in order (the last repeating when `repeats`) and the
    /// labels it allows.
    struct Form: Sendable {
        var positional: [Kind]
        var repeats = false
        var labels: [(label: String, kind: Kind)] = []
        /// A form's own text when the kinds do not say it well, e.g. `csv("path")`.
        var text: String?

        func written(_ function: String) -> String {
            if let text { return text }
            var parts = positional.map(\.name)
            if repeats { parts.append("…") }
            parts += labels.map { "\($0.label): \($0.kind.name)" }
            return "\(function)(\(parts.joined(separator: ", ")))"
        }

        /// The index of the first argument this form rejects (`arguments.count` for a missing
        /// one), or `nil` when every argument fits.
        func firstMismatch(_ arguments: [EvaluatedArgument]) -> Int? {
            var index = 0
            for (i, argument) in arguments.enumerated() {
                if let label = argument.label {
                    guard let allowed = labels.first(where: { $0.label == label }),
                          allowed.kind.accepts(argument.value) else { return i }
                    continue
                }
                let kind: Kind? = index < positional.count ? positional[index]
                    : repeats ? positional.last : nil
                guard let kind, kind.accepts(argument.value) else { return i }
                index += 1
            }
            return index < positional.count ? arguments.count : nil
        }
    }

    var forms: [Form]

    static let aggregate = FunctionSignature(forms: [
        Form(positional: [.listOrRecord]), Form(positional: [.number], repeats: true),
        Form(positional: [.table, .string]), Form(positional: [.table, .string], labels: [("by", .string)]),
    ])

    /// Every function whose arguments are values; `gradient` and the curves read words instead.
    static let all: [String: FunctionSignature] = [
        "sum": aggregate, "mean": aggregate,
        "min": FunctionSignature(forms: Array(aggregate.forms.prefix(3))),
        "max": FunctionSignature(forms: Array(aggregate.forms.prefix(3))),
        "count": FunctionSignature(forms: [
            Form(positional: [.listOrRecord]), Form(positional: [.table]),
            Form(positional: [.table], labels: [("by", .string)]),
        ]),
        "column": FunctionSignature(forms: [Form(positional: [.table, .string])]),
        "range": FunctionSignature(forms: [Form(positional: [.range], text: "range(lo...hi)")]),
        "random": FunctionSignature(forms: [
            Form(positional: [.number], labels: [("seed", .number)], text: "random(count, seed: number)"),
        ]),
        "csv": FunctionSignature(forms: [Form(positional: [.string], text: "csv(\"path\")")]),
        "inset": FunctionSignature(forms: [Form(positional: [.number], text: "inset(points)")]),
        "ratio": FunctionSignature(forms: [Form(positional: [.number], text: "ratio(fraction)")]),
    ]

    /// Throws unless some form takes `arguments`; the error points at the argument the closest
    /// form rejects (the call itself when one is missing).
    func check(_ function: String, _ arguments: [EvaluatedArgument],
               at position: SourcePosition) throws(Failure) {
        var worst = -1
        for form in forms {
            guard let mismatch = form.firstMismatch(arguments) else { return }
            worst = max(worst, mismatch)
        }
        let given = arguments.map { ($0.label.map { "\($0): " } ?? "") + Self.kindName($0.value) }
        let expected = forms.map { $0.written(function) }
        let list = expected.count == 1 ? expected[0]
            : expected.dropLast().joined(separator: ", ") + " or " + (expected.last ?? "")
        throw Failure(.typeError, "\(function) takes \(list), not \(function)(\(given.joined(separator: ", ")))",
                      at: arguments.indices.contains(worst) ? arguments[worst].position : position)
    }

    /// A value's kind without its article: `record`, `number`.
    static func kindName(_ value: Value) -> String {
        let name = value.typeName
        if name.hasPrefix("an ") { return String(name.dropFirst(3)) }
        return name.hasPrefix("a ") ? String(name.dropFirst(2)) : name
    }
}

/// A call's argument after evaluation.
struct EvaluatedArgument: Sendable {
    var label: String?
    var value: Value
    /// Where the argument starts: its label, if it has one.
    var position: SourcePosition
    var valuePosition: SourcePosition
}
