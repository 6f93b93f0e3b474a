/// A drawing as an ordered tree of primitives: what layout builds from a model and what the
/// SVG writer (and the animation layer, matching primitives by `key`) consumes.
///
/// `width`/`height` are the output size in points; `viewBox` is the drawing's own coordinate
/// space, so a `size:` scales everything uniformly (VISUAL.md, "Intrinsic size").
public struct Scene: Sendable, Hashable {
    public var width: Double
    public var height: Double
    public var viewBox: Rect
    /// The `<title>` text.
    public var title: String
    /// The `aria-label`: a sentence describing what is drawn.
    public var description: String
    public var definitions: [Definition]
    public var nodes: [Node]
    /// CSS for a `<style>` element (e.g. a `prefers-reduced-motion` rule); `nil` writes none.
    public var styleSheet: String?

    public init(width: Double, height: Double, viewBox: Rect, title: String,
                description: String, definitions: [Definition] = [], nodes: [Node] = [],
                styleSheet: String? = nil) {
        self.width = width
        self.height = height
        self.viewBox = viewBox
        self.title = title
        self.description = description
        self.definitions = definitions
        self.nodes = nodes
        self.styleSheet = styleSheet
    }

    /// Every primitive key in drawing order, depth first (groups before their children).
    public var allKeys: [String] {
        var keys: [String] = []
        func visit(_ node: Node) {
            keys.append(node.key)
            if case .group(let group) = node { group.children.forEach(visit) }
        }
        nodes.forEach(visit)
        return keys
    }
}
