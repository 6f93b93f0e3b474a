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
    /// The object's name in the session (`battery`), used in `<title>` and `aria-label`;
    /// `nil` titles the drawing by its kind only.
    public var name: String?
    /// Polled by `Renderer.cancellableSVG(_:)` every few thousand elements of its O(n) loops
    /// (from the rendering thread); once it answers true the render stops and throws
    /// `RenderCancelled`. `nil` (the default) never cancels; `Renderer.svg(_:)` ignores it.
    public var isCancelled: (@Sendable () -> Bool)?
    /// Draw every row, with none of the reductions that keep a big chart's SVG bounded (M4
    /// lines, point clouds, bar columns, merged thin sectors): the full-resolution picture
    /// those reductions stand for. For tests and the bench's pixel comparison only (the kernel
    /// sets it when started with `GAUGE_DRAW_EVERY_ROW=1`); a 10⁶-row chart so drawn is tens
    /// of megabytes. Default `false`.
    public var drawsEveryRow: Bool

    public init(drawable: Drawable, previous: Drawable? = nil, animation: AnimationCurve = .none,
                idPrefix: String, name: String? = nil,
                isCancelled: (@Sendable () -> Bool)? = nil, drawsEveryRow: Bool = false) {
        self.drawable = drawable
        self.previous = previous
        self.animation = animation
        self.idPrefix = idPrefix
        self.name = name
        self.isCancelled = isCancelled
        self.drawsEveryRow = drawsEveryRow
    }
}

/// The rendering pipeline's entry point.
///
///     cell ─▶ tokens ─▶ AST ─▶ evaluation ─▶ Drawable (spec)            (GaugeLang)
///     Drawable ──resolve──▶ Model (data space: p, angles, radii, colours)  Model/
///              ──layout───▶ Scene (keyed primitives, defs)                 Layout/, Scene/
///              ──(previous? animation)──▶ keyframes on primitives          (animation layer)
///              ──write────▶ SVG text                                       SVG/
public enum Renderer {
    /// The SVG document for `request`: well-formed XML with `width`, `height`, `viewBox` (points),
    /// `role="img"`, a `<title>`; every text escaped; no `NaN` or `Infinity` anywhere, whatever
    /// the input. Never throws: the language validates values before they reach here.
    public static func svg(_ request: RenderRequest) -> String {
        // Keyframes (Motion/) returns the final scene, with SMIL tracks when something moved.
        RenderResolution.$drawsEveryRow.withValue(request.drawsEveryRow) {
            SVGWriter.write(Keyframes.scene(for: request), idPrefix: request.idPrefix)
        }
    }

    /// `svg(_:)`, stopping early when `request.isCancelled` answers true: it is asked every
    /// `RenderCancellation.interval` (4,096) elements of each O(n) loop, so a cancelled render
    /// returns within a few thousand elements of work after the flag flips.
    /// - Throws: `RenderCancelled` when `isCancelled` answered true at any poll.
    public static func cancellableSVG(_ request: RenderRequest) throws(RenderCancelled) -> String {
        guard let isCancelled = request.isCancelled else { return svg(request) }
        let probe = RenderCancellation.Probe(isCancelled)
        if probe.check() { throw RenderCancelled() }
        let text = RenderCancellation.$probe.withValue(probe) {
            RenderCancellation.isCancelled ? "" : svg(request)
        }
        if probe.cancelled { throw RenderCancelled() }
        return text
    }

    /// The final-state scene of `drawable` (no animation).
    public static func scene(for drawable: Drawable, name: String? = nil) -> Scene {
        DrawableModel(drawable).scene(title: title(for: drawable, name: name))
    }

    /// The `<title>` of a drawing: `Gauge <name>` / `Chart <name>`, a chart's `title:` first,
    /// a gauge's label when there is no name.
    public static func title(for drawable: Drawable, name: String?) -> String {
        switch drawable {
        case .gauge(let spec):
            return name.map { "Gauge \($0)" } ?? spec.label.map { "Gauge \($0)" } ?? "Gauge"
        case .chart(let spec):
            return spec.title ?? name.map { "Chart \($0)" } ?? "Chart"
        }
    }

    /// A one-line description of `drawable` for `text/plain` (what a console user reads),
    /// e.g. `Gauge battery: 75 (0…100, accessoryCircularCapacity)` or
    /// `Chart favorites (sector): りんご 15, いちご 12 selected いちご`.
    public static func plainText(_ drawable: Drawable, name: String) -> String {
        PlainText.describe(drawable, name: name)
    }
}
