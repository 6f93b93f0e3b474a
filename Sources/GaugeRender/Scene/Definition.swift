/// One colour stop of a gradient; `offset` in `0...1`.
public struct GradientStop: Sendable, Hashable {
    public var offset: Double
    public var color: Color
    public init(offset: Double, color: Color) {
        self.offset = offset
        self.color = color
    }
}

/// A linear gradient in user space (`gradientUnits="userSpaceOnUse"`) from `start` to `end`,
/// so a bar's fill shows the part of the whole track's gradient it covers (VISUAL.md).
public struct LinearGradientDefinition: Sendable, Hashable {
    public var key: String
    public var start: Point
    public var end: Point
    public var stops: [GradientStop]
    public init(key: String, start: Point, end: Point, stops: [GradientStop]) {
        self.key = key
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A clip path made of primitives (their union, or by each path's fill rule).
public struct ClipPathDefinition: Sendable, Hashable {
    public var key: String
    public var nodes: [Node]
    public init(key: String, nodes: [Node]) {
        self.key = key
        self.nodes = nodes
    }
}

/// A reusable definition (SVG `<defs>` child), referenced from paints and groups by key; the
/// writer gives each an `id` carrying the output's prefix.
public enum Definition: Sendable, Hashable {
    case linearGradient(LinearGradientDefinition)
    case clipPath(ClipPathDefinition)

    public var key: String {
        switch self {
        case .linearGradient(let definition): definition.key
        case .clipPath(let definition): definition.key
        }
    }
}
