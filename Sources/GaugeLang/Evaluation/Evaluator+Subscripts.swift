import GaugeRender

/// `NAME[LABEL]` on a record and `NAME[I]` on a list, read and written.
///
/// List indices start at 0, as Swift's `Array` (and Python's list) count them: `xs[0]` is the
/// first number, `xs[count(xs) - 1]` the last. There are no negative indices.
extension Evaluator {
    /// The number at `labelExpr` in the record or list `base` evaluates to.
    /// - Throws: TypeError for other values or a label/index of the wrong kind; ValueError for
    ///   a label not in the record or an index out of range (naming the valid range).
    func entry(_ base: Expr, _ labelExpr: Expr, at position: SourcePosition) throws(Failure) -> Double {
        let value = try evaluate(base)
        switch value {
        case .record(let record):
            let label = try string(labelExpr, "a label")
            guard let number = record[label] else {
                throw Failure(.valueError, "no label \"\(label)\" in this record", at: labelExpr.position,
                              suggestion: Suggestion.hint(for: label, among: record.labels, kind: "labels"))
            }
            return number
        case .list(let list):
            return list[try index(labelExpr, in: list.count)]
        default:
            throw Failure(.typeError, "only a record [\"label\"] or a list [index] has entries, this is \(value.typeName)",
                          at: base.position)
        }
    }

    /// A valid 0-based index into a list of `count` numbers.
    /// - Throws: TypeError for a non-number; ValueError for a fraction or an index out of range.
    func index(_ expr: Expr, in count: Int) throws(Failure) -> Int {
        let value = try evaluate(expr)
        guard case .number(let number) = value else {
            throw Failure(.typeError, "a list's index must be a whole number, not \(value.typeName)",
                          at: expr.position, suggestion: "Indices start at 0: xs[0] is the first number.")
        }
        guard number == number.rounded() else {
            throw Failure(.valueError, "a list's index must be a whole number, not \(NumberFormat.plain(number))",
                          at: expr.position)
        }
        guard number >= 0, number < Double(count) else {
            let valid = count == 0 ? "the list is empty, so no index is valid"
                                   : "valid indices are 0...\(count - 1) (the list has \(count) number\(count == 1 ? "" : "s"))"
            throw Failure(.valueError, "index \(NumberFormat.plain(number)) is out of range: \(valid)",
                          at: expr.position, suggestion: "Indices start at 0, as in Swift.")
        }
        return Int(number)
    }

    /// `NAME[LABEL] = N` sets (or appends) a record's entry; `NAME[I] = N` replaces a list's
    /// number (a list does not grow this way).
    func setEntry(_ name: String, label: Expr, value: Expr, at position: SourcePosition) throws(Failure) {
        guard let binding = state[name] else { throw unknownName(name, at: position) }
        switch binding {
        case .data(.record(var record)):
            let key = try string(label, "a label")
            record[key] = try number(value, "the value of \"\(key)\"")
            try bind(name, to: .record(record), at: value.position)
        case .data(.list(var list)):
            let at = try index(label, in: list.count)
            list[at] = try number(value, "a list item")
            try bind(name, to: .list(list), at: value.position)
        default:
            throw Failure(.typeError, "only a record [\"label\"] or a list [index] has entries; \"\(name)\" is \(binding.kindName)",
                          at: position)
        }
    }
}
