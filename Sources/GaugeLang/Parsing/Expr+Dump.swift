import GaugeRender

/// A compact, stable text form of an expression for golden tests: `(+ 1 (* 2 3))`.
extension Expr {
    var dump: String {
        switch self {
        case .number(let value, _): return NumberFormat.exact(value)
        case .string(let text, _): return "\"\(text)\""
        case .name(let name, _): return name
        case .dotName(let name, _): return "." + name
        case .hexColor(let hex, _): return "#" + hex
        case .size(let w, let h, _): return "\(NumberFormat.exact(w))x\(NumberFormat.exact(h))"
        case .list(let items, _): return "[" + items.map(\.dump).joined(separator: ", ") + "]"
        case .record(let entries, _):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { "\($0.key.dump): \($0.value.dump)" }
                .joined(separator: ", ") + "]"
        case .range(let lo, let hi, _): return "\(lo.dump)...\(hi.dump)"
        case .subscripted(let base, let label, _): return "\(base.dump)[\(label.dump)]"
        case .member(let base, let key, _): return "\(base.dump).\(key)"
        case .call(let name, let arguments, _):
            return name + "(" + arguments.map { ($0.label.map { $0 + ": " } ?? "") + $0.value.dump }
                .joined(separator: ", ") + ")"
        case .negate(let operand, _): return "(- \(operand.dump))"
        case .binary(let op, let lhs, let rhs, _): return "(\(op.rawValue) \(lhs.dump) \(rhs.dump))"
        case .comparison(let op, let lhs, let rhs, _): return "(\(op.rawValue) \(lhs.dump) \(rhs.dump))"
        case .logical(let op, let lhs, let rhs, _): return "(\(op.rawValue) \(lhs.dump) \(rhs.dump))"
        case .not(let operand, _): return "(not \(operand.dump))"
        }
    }
}
