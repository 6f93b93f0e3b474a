/// A path primitive (SVG `<path>`).
public struct PathNode: Sendable, Hashable {
    public var key: String
    public var path: PathData
    public var fill: Paint
    public var stroke: Stroke?
    public var opacity: Double
    public var fillRule: FillRule
    public var animations: [AnimationTrack]
    public init(key: String, path: PathData, fill: Paint = .none, stroke: Stroke? = nil,
                opacity: Double = 1, fillRule: FillRule = .nonzero,
                animations: [AnimationTrack] = []) {
        self.key = key
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.fillRule = fillRule
        self.animations = animations
    }
}

/// A circle primitive (SVG `<circle>`); centre and radius in points.
public struct CircleNode: Sendable, Hashable {
    public var key: String
    public var center: Point
    public var radius: Double
    public var fill: Paint
    public var stroke: Stroke?
    public var opacity: Double
    public var animations: [AnimationTrack]
    public init(key: String, center: Point, radius: Double, fill: Paint = .none,
                stroke: Stroke? = nil, opacity: Double = 1, animations: [AnimationTrack] = []) {
        self.key = key
        self.center = center
        self.radius = radius
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.animations = animations
    }
}

/// A rectangle primitive (SVG `<rect>`), with corner radius `cornerRadius` points (`rx`/`ry`).
public struct RectNode: Sendable, Hashable {
    public var key: String
    public var rect: Rect
    public var cornerRadius: Double
    public var fill: Paint
    public var stroke: Stroke?
    public var opacity: Double
    public var animations: [AnimationTrack]
    public init(key: String, rect: Rect, cornerRadius: Double = 0, fill: Paint = .none,
                stroke: Stroke? = nil, opacity: Double = 1, animations: [AnimationTrack] = []) {
        self.key = key
        self.rect = rect
        self.cornerRadius = cornerRadius
        self.fill = fill
        self.stroke = stroke
        self.opacity = opacity
        self.animations = animations
    }
}

/// A straight line primitive (SVG `<line>`).
public struct LineNode: Sendable, Hashable {
    public var key: String
    public var from: Point
    public var to: Point
    public var stroke: Stroke
    public var opacity: Double
    public var animations: [AnimationTrack]
    public init(key: String, from: Point, to: Point, stroke: Stroke, opacity: Double = 1,
                animations: [AnimationTrack] = []) {
        self.key = key
        self.from = from
        self.to = to
        self.stroke = stroke
        self.opacity = opacity
        self.animations = animations
    }
}

/// A one-line text primitive (SVG `<text>`); `position.y` is the baseline, font size in points.
public struct TextNode: Sendable, Hashable {
    public var key: String
    public var text: String
    public var position: Point
    public var fontSize: Double
    public var bold: Bool
    public var anchor: TextAnchor
    public var fill: Paint
    public var opacity: Double
    public var animations: [AnimationTrack]
    public init(key: String, text: String, position: Point, fontSize: Double, bold: Bool = false,
                anchor: TextAnchor = .start, fill: Paint = .color(SystemColor.label),
                opacity: Double = 1, animations: [AnimationTrack] = []) {
        self.key = key
        self.text = text
        self.position = position
        self.fontSize = fontSize
        self.bold = bold
        self.anchor = anchor
        self.fill = fill
        self.opacity = opacity
        self.animations = animations
    }
}

/// A group (SVG `<g>`): children drawn in order, with a common opacity, an optional clip path
/// (a `ClipPathDefinition` of the scene, by key) and transform.
public struct GroupNode: Sendable, Hashable {
    public var key: String
    public var children: [Node]
    public var opacity: Double
    public var clipKey: String?
    public var transform: Transform?
    public var animations: [AnimationTrack]
    /// A CSS class, written as `class="<idPrefix>-<styleClass>"` so a `<style>` rule of this
    /// output can address the group (the `prefers-reduced-motion` switch); `nil` writes none.
    public var styleClass: String? = nil
    /// Written as `display="none"`: hidden unless a CSS rule shows it.
    public var isHidden = false
    public init(key: String, children: [Node], opacity: Double = 1, clipKey: String? = nil,
                transform: Transform? = nil, animations: [AnimationTrack] = []) {
        self.key = key
        self.children = children
        self.opacity = opacity
        self.clipKey = clipKey
        self.transform = transform
        self.animations = animations
    }
}

/// One drawable primitive of a scene. Composite things (gauges, sectors, legends) are lowered
/// to these before writing, so the SVG writer knows nothing else (STYLE.md).
public indirect enum Node: Sendable, Hashable {
    case path(PathNode)
    case circle(CircleNode)
    case rect(RectNode)
    case line(LineNode)
    case text(TextNode)
    case group(GroupNode)

    /// The primitive's key, unique within its scene, stable across frames of one object.
    public var key: String {
        switch self {
        case .path(let node): node.key
        case .circle(let node): node.key
        case .rect(let node): node.key
        case .line(let node): node.key
        case .text(let node): node.key
        case .group(let node): node.key
        }
    }
}
