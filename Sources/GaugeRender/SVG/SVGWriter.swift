/// Writes a `Scene` as a standalone SVG document. Knows only primitives.
///
/// The root carries `width`/`height` (points), `viewBox`, `role="img"`, `aria-label` and a
/// `<title>`; definitions get ids `<prefix>-<n>`; every text is escaped and every number goes
/// through `SVGFormat.number`, so no `NaN`/`Infinity` is ever written (VISUAL.md, "Text and ids").
public struct SVGWriter {
    /// The font stack of every text: the system UI font SwiftUI uses where available.
    static let fontFamily = "-apple-system, BlinkMacSystemFont, 'SF Pro Text', 'Helvetica Neue', "
        + "'Noto Sans', 'Noto Sans CJK JP', Arial, sans-serif"

    private let prefix: String
    private var ids: [String: String] = [:]
    private var output = SVGBuffer()

    /// - Parameter idPrefix: put before every id; reduced to a valid XML name if needed.
    public init(idPrefix: String) {
        self.prefix = SVGFormat.idPrefix(idPrefix)
    }

    /// The SVG text of `scene`.
    public static func write(_ scene: Scene, idPrefix: String) -> String {
        var writer = SVGWriter(idPrefix: idPrefix)
        return writer.document(scene)
    }

    private mutating func document(_ scene: Scene) -> String {
        for (index, definition) in scene.definitions.enumerated() where ids[definition.key] == nil {
            ids[definition.key] = "\(prefix)-\(index)"
        }
        let box = scene.viewBox
        let width = scene.width.isFinite && scene.width > 0 ? scene.width : 1
        let height = scene.height.isFinite && scene.height > 0 ? scene.height : 1
        output = SVGBuffer(capacity: 4_096)
        // the full-resolution picture is a reference: its sub-pixel marks need their decimals
        if RenderResolution.drawsEveryRow { output.setDecimals(6) }
        output.write("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        attribute(" width=\"", number: width)
        attribute(" height=\"", number: height)
        output.write(" viewBox=\"")
        output.write(numbers: [box.x, box.y, box.width, box.height])
        output.write("\" role=\"img\"")
        attribute(" aria-label=\"", scene.description)
        attribute(" font-family=\"", Self.fontFamily)
        output.write("><title>")
        output.write(escaped: scene.title)
        output.write("</title>")
        if let css = scene.styleSheet {
            output.write("<style>")
            output.write(escaped: css)
            output.write("</style>")
        }
        if !scene.definitions.isEmpty {
            output.write("<defs>")
            scene.definitions.forEach { write(definition: $0) }
            output.write("</defs>")
        }
        for (index, node) in scene.nodes.enumerated() {
            if RenderCancellation.poll(index) { break }
            write(node: node, inClip: false)
        }
        output.write("</svg>")
        return output.string
    }

    /// ` name="value"`, the value escaped; `opening` is ` name="`.
    private mutating func attribute(_ opening: StaticString, _ value: String) {
        output.write(opening)
        output.write(escaped: value)
        output.write("\"")
    }

    private mutating func attribute(_ opening: StaticString, number: Double) {
        output.write(opening)
        output.write(number: number)
        output.write("\"")
    }

    /// `url(#id)` of a definition, `none` for an unknown key.
    private mutating func reference(_ opening: StaticString, _ key: String) {
        if let id = ids[key] {
            output.write(opening)
            output.write("url(#")
            output.write(escaped: id)
            output.write(")\"")
        } else {
            attribute(opening, "none")
        }
    }

    /// `fill`/`stroke` (`name` is ` fill="`), with `-opacity` (`opacityName`) below 1 alpha.
    private mutating func paint(_ name: StaticString, _ opacityName: StaticString, _ paint: Paint) {
        switch paint {
        case .none: attribute(name, "none")
        case .gradient(let key): reference(name, key)
        case .color(let color):
            let alpha = SVGFormat.alpha(color)
            output.write(name)
            output.write(hex: color)
            output.write("\"")
            if alpha < 1 { attribute(opacityName, number: alpha) }
        }
    }

    private mutating func fill(_ fill: Paint) {
        paint(" fill=\"", " fill-opacity=\"", fill)
    }

    private mutating func stroke(_ stroke: Stroke?) {
        guard let stroke else { return }
        paint(" stroke=\"", " stroke-opacity=\"", stroke.paint)
        attribute(" stroke-width=\"", number: stroke.width)
        if stroke.cap != .butt { attribute(" stroke-linecap=\"", stroke.cap.rawValue) }
    }

    private mutating func opacity(_ value: Double) {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 1
        if clamped < 1 { attribute(" opacity=\"", number: clamped) }
    }

    private mutating func write(definition: Definition) {
        let id = ids[definition.key] ?? prefix
        switch definition {
        case .linearGradient(let gradient):
            output.write("<linearGradient")
            attribute(" id=\"", id)
            output.write(" gradientUnits=\"userSpaceOnUse\"")
            attribute(" x1=\"", number: gradient.start.x)
            attribute(" y1=\"", number: gradient.start.y)
            attribute(" x2=\"", number: gradient.end.x)
            attribute(" y2=\"", number: gradient.end.y)
            output.write(">")
            for stop in gradient.stops {
                let alpha = SVGFormat.alpha(stop.color)
                attribute("<stop offset=\"", number: min(max(stop.offset, 0), 1))
                output.write(" stop-color=\"")
                output.write(hex: stop.color)
                output.write("\"")
                if alpha < 1 { attribute(" stop-opacity=\"", number: alpha) }
                output.write("/>")
            }
            output.write("</linearGradient>")
        case .clipPath(let clip):
            output.write("<clipPath")
            attribute(" id=\"", id)
            output.write(">")
            clip.nodes.forEach { write(node: $0, inClip: true) }
            output.write("</clipPath>")
        }
    }

    private mutating func write(node: Node, inClip: Bool) {
        switch node {
        case .path(let path):
            output.write("<path d=\"")
            output.write(path: path.path)
            output.write("\"")
            fill(path.fill)
            if path.fillRule != .nonzero {
                attribute(inClip ? " clip-rule=\"" : " fill-rule=\"", path.fillRule.rawValue)
            }
            stroke(path.stroke)
            opacity(path.opacity)
            close("path", path.animations)
        case .circle(let circle):
            attribute("<circle cx=\"", number: circle.center.x)
            attribute(" cy=\"", number: circle.center.y)
            attribute(" r=\"", number: max(circle.radius, 0))
            fill(circle.fill)
            stroke(circle.stroke)
            opacity(circle.opacity)
            close("circle", circle.animations)
        case .rect(let rect):
            attribute("<rect x=\"", number: rect.rect.x)
            attribute(" y=\"", number: rect.rect.y)
            attribute(" width=\"", number: max(rect.rect.width, 0))
            attribute(" height=\"", number: max(rect.rect.height, 0))
            if rect.cornerRadius > 0 {
                attribute(" rx=\"", number: rect.cornerRadius)
                attribute(" ry=\"", number: rect.cornerRadius)
            }
            fill(rect.fill)
            stroke(rect.stroke)
            opacity(rect.opacity)
            close("rect", rect.animations)
        case .line(let line):
            attribute("<line x1=\"", number: line.from.x)
            attribute(" y1=\"", number: line.from.y)
            attribute(" x2=\"", number: line.to.x)
            attribute(" y2=\"", number: line.to.y)
            stroke(line.stroke)
            opacity(line.opacity)
            close("line", line.animations)
        case .text(let text):
            attribute("<text x=\"", number: text.position.x)
            attribute(" y=\"", number: text.position.y)
            attribute(" font-size=\"", number: text.fontSize)
            if text.bold { output.write(" font-weight=\"600\"") }
            if text.anchor != .start { attribute(" text-anchor=\"", text.anchor.rawValue) }
            fill(text.fill)
            opacity(text.opacity)
            output.write(">")
            output.write(escaped: text.text)
            text.animations.forEach { write(animation: $0) }
            output.write("</text>")
        case .group(let group):
            output.write("<g")
            opacity(group.opacity)
            if let name = group.styleClass { attribute(" class=\"", prefix + "-" + name) }
            if group.isHidden { output.write(" display=\"none\"") }
            if let clip = group.clipKey { reference(" clip-path=\"", clip) }
            if let transform = group.transform {
                output.write(" transform=\"translate(")
                output.write(numbers: [transform.translateX, transform.translateY])
                output.write(") scale(")
                output.write(number: transform.scale)
                output.write(")\"")
            }
            output.write(">")
            group.animations.forEach { write(animation: $0) }
            group.children.forEach { write(node: $0, inClip: inClip) }
            output.write("</g>")
        }
    }

    private mutating func close(_ element: StaticString, _ animations: [AnimationTrack]) {
        guard !animations.isEmpty else {
            output.write("/>")
            return
        }
        output.write(">")
        animations.forEach { write(animation: $0) }
        output.write("</")
        output.write(element)
        output.write(">")
    }

    private mutating func write(_ value: AttributeValue) {
        switch value {
        case .number(let number): output.write(number: number)
        case .color(let color): output.write(hex: color)
        case .path(let path): output.write(path: path)
        case .text(let text): output.write(escaped: text)
        }
    }

    private mutating func write(animation track: AnimationTrack) {
        guard track.values.count >= 2, track.values.count == track.keyTimes.count else { return }
        attribute("<animate attributeName=\"", track.attribute)
        output.write(" values=\"")
        for (index, value) in track.values.enumerated() {
            if index > 0 { output.write(";") }
            write(value)
        }
        output.write("\" keyTimes=\"")
        output.write(numbers: track.keyTimes.map { min(max($0, 0), 1) }, separator: ";")
        output.write("\"")
        seconds(" dur=\"", max(track.duration, 0.001))
        if track.begin != 0 { seconds(" begin=\"", track.begin) }
        if track.calcMode != .linear { attribute(" calcMode=\"", track.calcMode.rawValue) }
        if track.calcMode == .spline, track.keySplines.count == track.values.count - 1 {
            output.write(" keySplines=\"")
            for (index, spline) in track.keySplines.enumerated() {
                if index > 0 { output.write(";") }
                output.write(numbers: [spline.x1, spline.y1, spline.x2, spline.y2].map { min(max($0, 0), 1) })
            }
            output.write("\"")
        }
        output.write(" fill=\"freeze\"/>")
    }

    /// ` name="<number>s"`.
    private mutating func seconds(_ opening: StaticString, _ value: Double) {
        output.write(opening)
        output.write(number: value)
        output.write("s\"")
    }
}
