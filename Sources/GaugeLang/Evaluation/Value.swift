import GaugeRender

/// A value of the gauge language: what `let` binds and expressions produce.
enum Value: Sendable, Hashable {
    case number(Double)
    case string(String)
    case list([Double])
    case record(Record)
    case table(Table)
    case range(ClosedRange<Double>)
    case color(Color)
    case gradient([Color])
    /// `inset(P)` or `ratio(R)`.
    case dimension(MarkDimension)
    case size(Size)
    case curve(AnimationCurve)

    /// The type's name in messages: "a number", "a list" …
    var typeName: String {
        switch self {
        case .number: return "a number"
        case .string: return "a string"
        case .list: return "a list"
        case .record: return "a record"
        case .table: return "a table"
        case .range: return "a range"
        case .color: return "a color"
        case .gradient: return "a gradient"
        case .dimension: return "a radius"
        case .size: return "a size"
        case .curve: return "an animation curve"
        }
    }
}
