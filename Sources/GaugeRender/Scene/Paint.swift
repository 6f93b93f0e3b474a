/// How a primitive's fill or stroke is painted.
public enum Paint: Sendable, Hashable {
    case none
    case color(Color)
    /// A `LinearGradient` definition of the same scene, by its key.
    case gradient(key: String)
}

/// SVG `stroke-linecap`.
public enum LineCap: String, Sendable, Hashable {
    case butt, round, square
}

/// SVG `fill-rule` (and `clip-rule` inside a clip path).
public enum FillRule: String, Sendable, Hashable {
    case nonzero, evenodd
}

/// A primitive's outline: paint, width in points, cap.
public struct Stroke: Sendable, Hashable {
    public var paint: Paint
    public var width: Double
    public var cap: LineCap
    public init(_ paint: Paint, width: Double, cap: LineCap = .butt) {
        self.paint = paint
        self.width = width
        self.cap = cap
    }
}

/// Horizontal alignment of a text at its position (SVG `text-anchor`).
public enum TextAnchor: String, Sendable, Hashable {
    case start, middle, end
}
