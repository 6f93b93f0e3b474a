import GaugeRender

/// The built-in functions: aggregates, generators, `csv`, and the helpers for option values.
extension Evaluator {
    /// The most numbers `range` and `random` make, so a typo cannot hang the kernel.
    static let maximumCount = 10_000_000

    /// Calls the built-in `name`. `gradient` and the curves read their arguments as words; every
    /// other function evaluates its arguments once and checks them against its
    /// `FunctionSignature` first.
    /// - Throws: NameError for an unknown function, TypeError for arguments no form takes, and
    ///   the function's own errors.
    func call(_ name: String, _ arguments: [Argument], at position: SourcePosition) throws(Failure) -> Value {
        switch name {
        case "gradient":
            var colors: [Color] = []
            for argument in arguments {
                if let label = argument.label {
                    throw Failure(.typeError, "gradient takes colours without labels, not \(label):",
                                  at: argument.position, suggestion: HelpCatalog.usage(name))
                }
                colors.append(try color(argument.value))
            }
            guard !colors.isEmpty else {
                throw Failure(.valueError, "a gradient needs at least one color", at: position)
            }
            return .gradient(colors)
        case "easeInOut", "easeIn", "easeOut", "linear", "spring":
            return .curve(try curve(.call(name, arguments, position)))
        case "filter":
            return try filterCall(arguments, at: position)
        default:
            break
        }
        guard let signature = FunctionSignature.all[name] else {
            throw Failure(.nameError, "unknown function \"\(name)\"", at: position,
                          suggestion: Suggestion.hint(for: name, among: Vocabulary.functions + Vocabulary.curves,
                                                      kind: "functions"))
        }
        var values: [EvaluatedArgument] = []
        for argument in arguments {
            values.append(EvaluatedArgument(label: argument.label, value: try evaluate(argument.value),
                                            position: argument.label == nil ? argument.value.position : argument.position,
                                            valuePosition: argument.value.position))
        }
        try signature.check(name, values, at: position)
        let unlabelled = values.filter { $0.label == nil }
        func labelled(_ label: String) -> EvaluatedArgument? { values.first { $0.label == label } }
        switch (name, unlabelled.first?.value) {
        case ("column", .table(let table)?):
            guard case .string(let column) = unlabelled[1].value else { break }
            return .list(try TableAccess.numbers(in: table, column: column, at: unlabelled[1].position))
        case ("range", .range(let range)?):
            let lo = range.lowerBound.rounded(.up), hi = range.upperBound.rounded(.down)
            guard hi - lo < Double(Evaluator.maximumCount) else { throw tooMany(at: position) }
            guard lo <= hi else { return .list([]) }
            return .list(try generate(Int(hi - lo) + 1, at: position) { lo + Double($0) })
        case ("random", .number(let value)?):
            let count = try wholeNumber(value, "random's count", at: unlabelled[0].position)
            var generator = SplitMix64(seed: 0)
            if case .number(let seed)? = labelled("seed")?.value {
                generator = SplitMix64(seed: UInt64(bitPattern: Int64(clamping: Int(exactly: seed.rounded()) ?? 0)))
            }
            return .list(try generate(count, at: position) { _ in generator.nextUnit() })
        case ("csv", .string(let path)?):
            return .table(try TableAccess.read(path, relativeTo: workingDirectory,
                                               isInterrupted: { [output] in output.isInterrupted },
                                               at: position))
        case ("inset", .number(let points)?):
            guard points >= 0 else {
                throw Failure(.valueError, "inset must be >= 0 points", at: unlabelled[0].position)
            }
            return .dimension(.inset(points))
        case ("ratio", .number(let ratio)?):
            guard (0...1).contains(ratio) else {
                throw Failure(.valueError, "ratio must be between 0 and 1", at: unlabelled[0].position)
            }
            return .dimension(.ratio(ratio))
        case ("sum", _), ("count", _), ("min", _), ("max", _), ("mean", _):
            return try aggregate(name, unlabelled, by: labelled("by"), at: position)
        default:
            break
        }
        // Unreachable after `check`; a form added to a signature but not here fails loudly.
        throw Failure(.typeError, "\(name) cannot take these arguments", at: position,
                      suggestion: HelpCatalog.usage(name))
    }

    /// `filter(T, CONDITION)`: the condition is read over the table's columns, not
    /// evaluated first.
    /// - Throws: TypeError unless given a table and one condition without labels; the
    ///   condition's errors (`truth(of:in:)`).
    func filterCall(_ arguments: [Argument], at position: SourcePosition) throws(Failure) -> Value {
        let usage = HelpCatalog.usage("filter")
        guard arguments.count == 2, arguments.allSatisfy({ $0.label == nil }) else {
            throw Failure(.typeError, "filter takes a table and a condition, e.g. filter(penguins, species == \"Adelie\")",
                          at: arguments.first { $0.label != nil }?.position ?? position, suggestion: usage)
        }
        let data = try evaluate(arguments[0].value)
        guard case .table(let table) = data else {
            throw Failure(.typeError, "filter keeps rows of a table, not of \(data.typeName)",
                          at: arguments[0].value.position, suggestion: usage)
        }
        return .table(try filter(table, arguments[1].value))
    }

    func tooMany(at position: SourcePosition) -> Failure {
        Failure(.valueError, "at most \(Evaluator.maximumCount) numbers can be made at once", at: position)
    }

    /// `count` numbers from `make`, polling for an interrupt as it goes.
    func generate(_ count: Int, at position: SourcePosition,
                  _ make: (Int) -> Double) throws(Failure) -> [Double] {
        guard count <= Evaluator.maximumCount else { throw tooMany(at: position) }
        var numbers: [Double] = []
        numbers.reserveCapacity(count)
        for i in 0..<count {
            if i & 0xFFFF == 0xFFFF, output.isInterrupted {
                throw Failure(.keyboardInterrupt, "the cell was interrupted", at: position)
            }
            numbers.append(make(i))
        }
        return numbers
    }

    func wholeNumber(_ value: Double, _ what: String, at position: SourcePosition) throws(Failure) -> Int {
        guard value >= 0, value == value.rounded() else {
            throw Failure(.valueError, "\(what) must be a whole number >= 0", at: position)
        }
        guard value <= Double(Evaluator.maximumCount) else { throw tooMany(at: position) }
        return Int(value)
    }

    /// `sum count min max mean` over a list, a record or numbers; over a table `count(T)`,
    /// `count(T, by: "c")`, `sum/mean/min/max(T, "col")` and `sum/mean(T, "col", by: "c")`.
    /// The arguments have passed `FunctionSignature.check`.
    func aggregate(_ name: String, _ arguments: [EvaluatedArgument], by: EvaluatedArgument?,
                   at position: SourcePosition) throws(Failure) -> Value {
        var byColumn: String?
        if case .string(let column)? = by?.value { byColumn = column }
        let numbers: [Double]
        switch arguments.first?.value {
        case .table(let table)?:
            guard arguments.count > 1, case .string(let column) = arguments[1].value else {
                guard let byColumn else { return .number(Double(table.rowCount)) }
                return .record(try TableAccess.count(table, by: byColumn, at: by?.valuePosition ?? position))
            }
            if let byColumn {
                return .record(try TableAccess.grouped(name, table, column, by: byColumn, at: arguments[1].position))
            }
            // the column in place, its missing cells (NaN) skipped: no copy
            let cells = try TableAccess.cells(in: table, column: column, at: arguments[1].position)
            return .number(try reduce(name, cells.values, missing: cells.missingCount, at: position))
        case .list(let list)?: numbers = list
        case .record(let record)?: numbers = record.values
        default: numbers = arguments.compactMap { if case .number(let n) = $0.value { n } else { nil } }
        }
        return .number(try reduce(name, numbers, at: position))
    }

    /// `sum count min max mean` of `numbers`, of which `missing` are NaN (a table column's
    /// missing cells) and skipped.
    /// - Throws: ValueError for no numbers (but `sum`) or a result too large; KeyboardInterrupt.
    func reduce(_ name: String, _ numbers: [Double], missing: Int = 0, at position: SourcePosition) throws(Failure) -> Double {
        let present = numbers.count - missing
        if name == "count" { return Double(present) }
        guard name == "sum" || present > 0 else {
            throw Failure(.valueError, "\(name) of no numbers", at: position)
        }
        let n = Double(present)
        var total = name == "min" ? Double.infinity : name == "max" ? -Double.infinity : 0
        // In chunks, asking between them whether the cell was interrupted.
        var start = 0
        while start < numbers.count {
            if start > 0, output.isInterrupted { throw ChartData.interrupted(at: position) }
            let chunk = numbers[start..<Swift.min(start + ChartData.pollInterval, numbers.count)]
            switch (name, missing > 0) {
            case ("min", false): total = Swift.min(total, chunk.min() ?? total)
            case ("max", false): total = Swift.max(total, chunk.max() ?? total)
            case ("sum", false): total = chunk.reduce(total, +)
            case (_, false): total = chunk.reduce(total) { $0 + $1 / n } // divided first: a mean of huge numbers stays finite
            case ("min", true): total = chunk.reduce(total) { $1.isNaN ? $0 : Swift.min($0, $1) }
            case ("max", true): total = chunk.reduce(total) { $1.isNaN ? $0 : Swift.max($0, $1) }
            case ("sum", true): total = chunk.reduce(total) { $1.isNaN ? $0 : $0 + $1 }
            case (_, true): total = chunk.reduce(total) { $1.isNaN ? $0 : $0 + $1 / n }
            }
            start += chunk.count
        }
        guard total.isFinite else {
            throw Failure(.valueError, "the \(name) is too large for a number", at: position)
        }
        return total
    }
}
