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
        SVGWriter.write(scene(for: request.drawable, name: nil), idPrefix: request.idPrefix)
    }

    /// The final-state scene of `drawable` (no animation), titled with `name` when given.
    public static func scene(for drawable: Drawable, name: String? = nil) -> Scene {
        switch drawable {
        case .gauge(let spec):
            return GaugeLayout.scene(GaugeModel(spec: spec), title: name ?? spec.label ?? "Gauge")
        case .chart(let spec):
            let title = name ?? spec.title ?? "Chart"
            switch spec.mark {
            case .sector:
                return SectorLayout.scene(SectorChartModel(spec: spec), title: title)
            case .bar, .line, .point, .area, .rule:
                return AxesChartLayout.scene(AxesChartModel(spec: spec), title: title)
            }
        }
    }

    /// A one-line description of `drawable` for `text/plain` (what a console user reads),
    /// e.g. `Gauge battery: 75 (0…100, accessoryCircularCapacity)` or
    /// `Chart favorites (sector): りんご 15, いちご 12 selected いちご`.
    public static func plainText(_ drawable: Drawable, name: String) -> String {
        PlainText.describe(drawable, name: name)
    }
}
