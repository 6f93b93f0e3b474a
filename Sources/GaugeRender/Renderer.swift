/// What to draw for one output: the new state, the state it moves from, and how.
public struct RenderRequest: Sendable {
    /// The state to draw; the SVG's static attributes show it (the final frame).
    public var drawable: Drawable
    /// The state before the change, or `nil` for a first display (nothing moves).
    public var previous: Drawable?
    /// How the change moves from `previous` to `drawable`.
    public var animation: AnimationCurve
    /// A prefix unique to this output (`[A-Za-z][A-Za-z0-9_-]*`), put on every `id` so two
    /// outputs on one page never share one, and so no two outputs are byte-identical.
    public var idPrefix: String

    public init(drawable: Drawable, previous: Drawable? = nil, animation: AnimationCurve = .none,
                idPrefix: String) {
        self.drawable = drawable
        self.previous = previous
        self.animation = animation
        self.idPrefix = idPrefix
    }
}

/// The rendering pipeline's entry point: spec → scene → keyframes → SVG.
///
///     Drawable ──layout──▶ Scene (primitives) ──(previous? animation)──▶ keyframes ──▶ SVG text
public enum Renderer {
    /// The SVG document for `request`: well-formed XML with `width`, `height`, `viewBox` (points),
    /// `role="img"`, a `<title>`; every text escaped; no `NaN` or `Infinity` anywhere, whatever
    /// the input. Never throws: the language validates values before they reach here.
    public static func svg(_ request: RenderRequest) -> String {
        SVGPlaceholder.svg(request)
    }

    /// A one-line description of `drawable` for `text/plain` (what a console user reads),
    /// e.g. `Gauge battery: 75 in 0…100 (accessoryCircularCapacity)`.
    public static func plainText(_ drawable: Drawable, name: String) -> String {
        SVGPlaceholder.plainText(drawable, name: name)
    }
}
