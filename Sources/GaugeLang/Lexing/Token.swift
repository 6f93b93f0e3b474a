import GaugeRender

/// One lexical unit of the gauge language (LANGUAGE.md, "Lexical").
enum TokenKind: Sendable, Hashable {
    case identifier(String)
    /// A finite number; `1s` and `350ms` arrive here already in seconds.
    case number(Double)
    case string(String)
    /// `#RRGGBB` or `#RRGGBBAA`, as written without the `#`.
    case hexColor(String)
    /// `300x300`: a width and a height in points.
    case size(Double, Double)
    case leftParen, rightParen, leftBracket, rightBracket
    case comma, colon, dot, ellipsis, equals
    case plus, minus, star, slash
    /// `== != < <= > >=`: comparisons in a condition (`where:`, `filter`).
    case comparison(ComparisonOperator)
    /// The end of a statement (a line break outside brackets and not after `\`).
    case newline
    case end

    /// How the token reads in an error message.
    var spelling: String {
        switch self {
        case .identifier(let name): return name
        case .number(let value): return NumberFormat.exact(value)
        case .string(let text): return "\"\(text)\""
        case .hexColor(let hex): return "#" + hex
        case .size(let w, let h): return "\(NumberFormat.exact(w))x\(NumberFormat.exact(h))"
        case .leftParen: return "("
        case .rightParen: return ")"
        case .leftBracket: return "["
        case .rightBracket: return "]"
        case .comma: return ","
        case .colon: return ":"
        case .dot: return "."
        case .ellipsis: return "..."
        case .equals: return "="
        case .plus: return "+"
        case .minus: return "-"
        case .star: return "*"
        case .slash: return "/"
        case .comparison(let op): return op.rawValue
        case .newline: return "end of line"
        case .end: return "end of cell"
        }
    }
}

/// A token and where it starts.
struct Token: Sendable, Hashable {
    var kind: TokenKind
    var position: SourcePosition
    /// Whether whitespace (or a line break) comes right before it: `.green` after `tint:`
    /// is a colour, `battery.value` is a member.
    var spaceBefore: Bool
}
