import GaugeRender

/// Option values that are words: colours, gradients, curves, and enumerations such as styles.
extension Evaluator {
    /// A colour: `red`, `.red`, `#FF3B30`, or a name bound to a colour.
    func color(_ expr: Expr) throws(Failure) -> Color {
        switch try tint(expr) {
        case .color(let color): return color
        case .gradient(let colors) where colors.count == 1: return colors[0]
        case .gradient:
            throw Failure(.typeError, "a single color is needed here, not a gradient", at: expr.position)
        }
    }

    /// A colour or a `gradient(…)`.
    func tint(_ expr: Expr) throws(Failure) -> Tint {
        switch expr {
        case .name(let name, let at) where state[name] == nil:
            guard let color = NamedColors.color(named: name) else {
                throw Failure(.valueError, "unknown color \"\(name)\"", at: at,
                              suggestion: Suggestion.hint(for: name, among: NamedColors.names, kind: "colors"))
            }
            return .color(color)
        default:
            let value = try evaluate(expr)
            switch value {
            case .color(let color): return .color(color)
            case .gradient(let colors): return .gradient(colors)
            default:
                throw Failure(.typeError, "a color such as red or #FF0000 is needed, not \(value.typeName)",
                              at: expr.position)
            }
        }
    }

    /// One of `known` written as a bare word (`accessoryCircular`, `.accessoryCircular`) or a
    /// string; anything else is a ValueError suggesting the nearest known word.
    func word(_ expr: Expr, _ known: [String], kind: String) throws(Failure) -> String {
        let written: String
        switch expr {
        case .name(let name, _), .dotName(let name, _), .string(let name, _): written = name
        default:
            // A computed word, e.g. `style: other.style`.
            guard case .string(let text) = try evaluate(expr) else {
                throw Failure(.typeError, "expected one of the \(kind): \(known.joined(separator: ", "))",
                              at: expr.position)
            }
            written = text
        }
        guard known.contains(written) else {
            throw Failure(.valueError, "unknown \(kind.dropLast()) \"\(written)\"", at: expr.position,
                          suggestion: Suggestion.hint(for: written, among: known, kind: kind))
        }
        return written
    }

    /// An animation curve: `easeInOut(1)`, `easeIn(d)`, `easeOut(d)`, `linear(d)`, `spring`,
    /// `spring(response: r, dampingFraction: f)`, `none`; a bare name lasts 0.35 s.
    func curve(_ expr: Expr) throws(Failure) -> AnimationCurve {
        let name: String
        var arguments: [Argument] = []
        switch expr {
        case .name(let word, _) where state[word] == nil: name = word
        case .dotName(let word, _): name = word
        case .call(let word, let args, _):
            name = word
            arguments = args
        default:
            let value = try evaluate(expr)
            guard case .curve(let curve) = value else {
                throw Failure(.typeError, "an animation curve such as easeInOut(1) is needed, not \(value.typeName)",
                              at: expr.position)
            }
            return curve
        }
        guard Vocabulary.curves.contains(name) else {
            throw Failure(.valueError, "unknown animation curve \"\(name)\"", at: expr.position,
                          suggestion: Suggestion.hint(for: name, among: Vocabulary.curves, kind: "curves"))
        }
        if name == "none" { return .none }
        if name == "spring" {
            var response = 0.5, damping = 0.825
            for argument in arguments {
                let value = try number(argument.value, argument.label ?? "spring's argument")
                switch argument.label {
                case "response", nil:
                    guard value > 0, value <= 60 else {
                        throw Failure(.valueError, "response must be between 0 and 60 seconds", at: argument.position)
                    }
                    response = value
                case "dampingFraction":
                    guard value > 0, value <= 1 else {
                        throw Failure(.valueError, "dampingFraction must be in 0...1 (above 0)", at: argument.position)
                    }
                    damping = value
                case let label?:
                    throw Failure(.typeError, "spring has no argument \"\(label)\"", at: argument.position,
                                  suggestion: Suggestion.hint(for: label, among: ["response", "dampingFraction"],
                                                              kind: "arguments"))
                }
            }
            return .spring(response: response, dampingFraction: damping)
        }
        var duration = 0.35
        if let first = arguments.first {
            duration = try number(first.value, "a duration")
            guard duration > 0, duration <= 60 else {
                throw Failure(.valueError, "a duration must be above 0 and at most 60 seconds",
                              at: first.value.position)
            }
        }
        switch name {
        case "easeIn": return .easeIn(duration)
        case "easeOut": return .easeOut(duration)
        case "linear": return .linear(duration)
        default: return .easeInOut(duration)
        }
    }
}
