import GaugeRender

/// The built-in functions: aggregates, generators, `csv`, and the helpers for option values.
extension Evaluator {
    /// The most numbers `range` and `random` make, so a typo cannot hang the kernel.
    static let maximumCount = 10_000_000

    func call(_ name: String, _ arguments: [Argument], at position: SourcePosition) throws(Failure) -> Value {
        switch name {
        case "sum", "count", "min", "max", "mean":
            return try aggregate(name, arguments, at: position)
        case "column":
            let (table, _) = try tableArgument(arguments, name, at: position)
            let columnName = try positional(arguments, 1, name, at: position)
            return .list(try TableAccess.numbers(in: table, column: try string(columnName, "a column name"),
                                                 at: columnName.position))
        case "range":
            let bounds = try evaluate(try positional(arguments, 0, name, at: position))
            guard case .range(let range) = bounds else {
                throw Failure(.typeError, "range needs a range such as 1...100", at: position)
            }
            let lo = range.lowerBound.rounded(.up), hi = range.upperBound.rounded(.down)
            guard hi - lo < Double(Evaluator.maximumCount) else { throw tooMany(at: position) }
            guard lo <= hi else { return .list([]) }
            return .list(try generate(Int(hi - lo) + 1, at: position) { lo + Double($0) })
        case "random":
            let count = try wholeNumber(try positional(arguments, 0, name, at: position), "random's count")
            var generator = SplitMix64(seed: 0)
            if let seed = arguments.first(where: { $0.label == "seed" }) {
                let value = try number(seed.value, "seed")
                generator = SplitMix64(seed: UInt64(bitPattern: Int64(clamping: Int(exactly: value.rounded()) ?? 0)))
            }
            return .list(try generate(count, at: position) { _ in generator.nextUnit() })
        case "csv":
            let path = try string(try positional(arguments, 0, name, at: position), "csv's path")
            return .table(try TableAccess.read(path, relativeTo: workingDirectory,
                                               isInterrupted: { [output] in output.isInterrupted },
                                               at: position))
        case "gradient":
            var colors: [Color] = []
            for argument in arguments { colors.append(try color(argument.value)) }
            guard !colors.isEmpty else {
                throw Failure(.valueError, "a gradient needs at least one color", at: position)
            }
            return .gradient(colors)
        case "inset":
            let points = try number(try positional(arguments, 0, name, at: position), "inset")
            guard points >= 0 else { throw Failure(.valueError, "inset must be >= 0 points", at: position) }
            return .dimension(.inset(points))
        case "ratio":
            let ratio = try number(try positional(arguments, 0, name, at: position), "ratio")
            guard (0...1).contains(ratio) else {
                throw Failure(.valueError, "ratio must be between 0 and 1", at: position)
            }
            return .dimension(.ratio(ratio))
        case "easeInOut", "easeIn", "easeOut", "linear", "spring":
            return .curve(try curve(.call(name, arguments, position)))
        default:
            throw Failure(.nameError, "unknown function \"\(name)\"", at: position,
                          suggestion: Suggestion.hint(for: name, among: Vocabulary.functions + Vocabulary.curves,
                                                      kind: "functions"))
        }
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

    func wholeNumber(_ expr: Expr, _ what: String) throws(Failure) -> Int {
        let value = try number(expr, what)
        guard value >= 0, value == value.rounded() else {
            throw Failure(.valueError, "\(what) must be a whole number >= 0", at: expr.position)
        }
        guard value <= Double(Evaluator.maximumCount) else { throw tooMany(at: expr.position) }
        return Int(value)
    }

    /// The `index`-th unlabelled argument.
    func positional(_ arguments: [Argument], _ index: Int, _ function: String,
                    at position: SourcePosition) throws(Failure) -> Expr {
        let unlabelled = arguments.filter { $0.label == nil }
        guard unlabelled.indices.contains(index) else {
            throw Failure(.typeError, "\(function) needs \(index + 1) argument\(index == 0 ? "" : "s")",
                          at: position, suggestion: HelpCatalog.usage(function))
        }
        return unlabelled[index].value
    }

    func tableArgument(_ arguments: [Argument], _ function: String,
                       at position: SourcePosition) throws(Failure) -> (Table, Expr) {
        let expr = try positional(arguments, 0, function, at: position)
        let value = try evaluate(expr)
        guard case .table(let table) = value else {
            throw Failure(.typeError, "\(function) needs a table from csv(\"…\"), not \(value.typeName)",
                          at: expr.position)
        }
        return (table, expr)
    }

    /// `sum count min max mean` over a list or record; over a table `count(T)`,
    /// `count(T, by: "c")`, `sum/mean(T, "col")` and `sum/mean(T, "col", by: "c")`.
    func aggregate(_ name: String, _ arguments: [Argument], at position: SourcePosition) throws(Failure) -> Value {
        let firstExpr = try positional(arguments, 0, name, at: position)
        let first = try evaluate(firstExpr)
        let by = arguments.first { $0.label == "by" }
        if case .table(let table) = first {
            let byColumn = try by.map { (argument) throws(Failure) in try string(argument.value, "by:") }
            if name == "count" {
                guard let byColumn else { return .number(Double(table.rowCount)) }
                return .record(try TableAccess.count(table, by: byColumn, at: by?.value.position ?? position))
            }
            let columnExpr = try positional(arguments, 1, name, at: position)
            let column = try string(columnExpr, "a column name")
            if let byColumn {
                guard name == "sum" || name == "mean" else {
                    throw Failure(.typeError, "\(name)(T, \"col\", by:) is not available; use sum or mean",
                                  at: position)
                }
                return .record(try TableAccess.grouped(name, table, column, by: byColumn,
                                                       at: columnExpr.position))
            }
            let numbers = try TableAccess.numbers(in: table, column: column, at: columnExpr.position)
            return .number(try reduce(name, numbers, at: position))
        }
        let numbers: [Double]
        switch first {
        case .list(let list): numbers = list
        case .record(let record): numbers = record.values
        case .number(let value):
            var all = [value]
            for argument in arguments.dropFirst() { all.append(try number(argument.value, "\(name)'s argument")) }
            numbers = all
        default:
            throw Failure(.typeError, "\(name) works on a list, a record or a table, not \(first.typeName)",
                          at: firstExpr.position)
        }
        return .number(try reduce(name, numbers, at: position))
    }

    func reduce(_ name: String, _ numbers: [Double], at position: SourcePosition) throws(Failure) -> Double {
        if name == "count" { return Double(numbers.count) }
        guard name == "sum" || !numbers.isEmpty else {
            throw Failure(.valueError, "\(name) of no numbers", at: position)
        }
        let n = Double(numbers.count)
        var total = name == "min" ? Double.infinity : name == "max" ? -Double.infinity : 0
        // In chunks, asking between them whether the cell was interrupted.
        var start = 0
        while start < numbers.count {
            if start > 0, output.isInterrupted { throw ChartData.interrupted(at: position) }
            let chunk = numbers[start..<Swift.min(start + ChartData.pollInterval, numbers.count)]
            switch name {
            case "min": total = Swift.min(total, chunk.min() ?? total)
            case "max": total = Swift.max(total, chunk.max() ?? total)
            case "sum": total = chunk.reduce(total, +)
            default: total = chunk.reduce(total) { $0 + $1 / n } // divided first: a mean of huge numbers stays finite
            }
            start += chunk.count
        }
        guard total.isFinite else {
            throw Failure(.valueError, "the \(name) is too large for a number", at: position)
        }
        return total
    }
}
