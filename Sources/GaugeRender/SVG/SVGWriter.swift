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
    private var output = ""

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
        output = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        output += attribute("width", number: width) + attribute("height", number: height)
        output += attribute("viewBox", [box.x, box.y, box.width, box.height]
            .map(SVGFormat.number).joined(separator: " "))
        output += attribute("role", "img") + attribute("aria-label", scene.description)
        output += attribute("font-family", Self.fontFamily) + ">"
        output += "<title>" + SVGFormat.escape(scene.title) + "</title>"
        if let css = scene.styleSheet {
            output += "<style>" + SVGFormat.escape(css) + "</style>"
        }
        if !scene.definitions.isEmpty {
            output += "<defs>"
            scene.definitions.forEach { write(definition: $0) }
            output += "</defs>"
        }
        for (index, node) in scene.nodes.enumerated() {
            if RenderCancellation.poll(index) { break }
            write(node: node, inClip: false)
        }
        output += "</svg>"
        return output
    }

    private func attribute(_ name: String, _ value: String) -> String {
        " " + name + "=\"" + SVGFormat.escape(value) + "\""
    }

    private func attribute(_ name: String, number: Double) -> String {
        attribute(name, SVGFormat.number(number))
    }

    private func reference(_ key: String) -> String {
        ids[key].map { "url(#\($0))" } ?? "none"
    }

    private func paint(_ name: String, _ paint: Paint) -> String {
        switch paint {
        case .none: return attribute(name, "none")
        case .gradient(let key): return attribute(name, reference(key))
        case .color(let color):
            let alpha = SVGFormat.alpha(color)
            return attribute(name, SVGFormat.hex(color))
                + (alpha < 1 ? attribute(name + "-opacity", number: alpha) : "")
        }
    }

    private func stroke(_ stroke: Stroke?) -> String {
        guard let stroke else { return "" }
        var text = paint("stroke", stroke.paint) + attribute("stroke-width", number: stroke.width)
        if stroke.cap != .butt { text += attribute("stroke-linecap", stroke.cap.rawValue) }
        return text
    }

    private func opacity(_ value: Double) -> String {
        let clamped = value.isFinite ? min(max(value, 0), 1) : 1
        return clamped < 1 ? attribute("opacity", number: clamped) : ""
    }

    private mutating func write(definition: Definition) {
        let id = attribute("id", ids[definition.key] ?? prefix)
        switch definition {
        case .linearGradient(let gradient):
            output += "<linearGradient" + id + attribute("gradientUnits", "userSpaceOnUse")
            output += attribute("x1", number: gradient.start.x) + attribute("y1", number: gradient.start.y)
            output += attribute("x2", number: gradient.end.x) + attribute("y2", number: gradient.end.y) + ">"
            for stop in gradient.stops {
                let alpha = SVGFormat.alpha(stop.color)
                output += "<stop" + attribute("offset", number: min(max(stop.offset, 0), 1))
                output += attribute("stop-color", SVGFormat.hex(stop.color))
                output += (alpha < 1 ? attribute("stop-opacity", number: alpha) : "") + "/>"
            }
            output += "</linearGradient>"
        case .clipPath(let clip):
            output += "<clipPath" + id + ">"
            clip.nodes.forEach { write(node: $0, inClip: true) }
            output += "</clipPath>"
        }
    }

    private mutating func write(node: Node, inClip: Bool) {
        switch node {
        case .path(let path):
            var text = "<path" + attribute("d", SVGFormat.pathData(path.path)) + paint("fill", path.fill)
            if path.fillRule != .nonzero {
                text += attribute(inClip ? "clip-rule" : "fill-rule", path.fillRule.rawValue)
            }
            output += text + stroke(path.stroke) + opacity(path.opacity)
            close("path", path.animations)
        case .circle(let circle):
            output += "<circle" + attribute("cx", number: circle.center.x)
                + attribute("cy", number: circle.center.y)
                + attribute("r", number: max(circle.radius, 0)) + paint("fill", circle.fill)
                + stroke(circle.stroke) + opacity(circle.opacity)
            close("circle", circle.animations)
        case .rect(let rect):
            output += "<rect" + attribute("x", number: rect.rect.x) + attribute("y", number: rect.rect.y)
                + attribute("width", number: max(rect.rect.width, 0))
                + attribute("height", number: max(rect.rect.height, 0))
            if rect.cornerRadius > 0 {
                output += attribute("rx", number: rect.cornerRadius) + attribute("ry", number: rect.cornerRadius)
            }
            output += paint("fill", rect.fill) + stroke(rect.stroke) + opacity(rect.opacity)
            close("rect", rect.animations)
        case .line(let line):
            output += "<line" + attribute("x1", number: line.from.x) + attribute("y1", number: line.from.y)
                + attribute("x2", number: line.to.x) + attribute("y2", number: line.to.y)
                + stroke(line.stroke) + opacity(line.opacity)
            close("line", line.animations)
        case .text(let text):
            output += "<text" + attribute("x", number: text.position.x)
                + attribute("y", number: text.position.y)
                + attribute("font-size", number: text.fontSize)
                + (text.bold ? attribute("font-weight", "600") : "")
                + (text.anchor != .start ? attribute("text-anchor", text.anchor.rawValue) : "")
                + paint("fill", text.fill) + opacity(text.opacity) + ">"
            output += SVGFormat.escape(text.text)
            text.animations.forEach { write(animation: $0) }
            output += "</text>"
        case .group(let group):
            output += "<g" + opacity(group.opacity)
            if let name = group.styleClass { output += attribute("class", prefix + "-" + name) }
            if group.isHidden { output += attribute("display", "none") }
            if let clip = group.clipKey { output += attribute("clip-path", reference(clip)) }
            if let transform = group.transform {
                output += attribute("transform", "translate(" + SVGFormat.number(transform.translateX)
                    + " " + SVGFormat.number(transform.translateY) + ") scale("
                    + SVGFormat.number(transform.scale) + ")")
            }
            output += ">"
            group.animations.forEach { write(animation: $0) }
            group.children.forEach { write(node: $0, inClip: inClip) }
            output += "</g>"
        }
    }

    private mutating func close(_ element: String, _ animations: [AnimationTrack]) {
        guard !animations.isEmpty else {
            output += "/>"
            return
        }
        output += ">"
        animations.forEach { write(animation: $0) }
        output += "</" + element + ">"
    }

    private func value(_ value: AttributeValue) -> String {
        switch value {
        case .number(let number): SVGFormat.number(number)
        case .color(let color): SVGFormat.hex(color)
        case .path(let path): SVGFormat.pathData(path)
        case .text(let text): text
        }
    }

    private mutating func write(animation track: AnimationTrack) {
        guard track.values.count >= 2, track.values.count == track.keyTimes.count else { return }
        output += "<animate" + attribute("attributeName", track.attribute)
        output += attribute("values", track.values.map(value).joined(separator: ";"))
        output += attribute("keyTimes", track.keyTimes
            .map { SVGFormat.number(min(max($0, 0), 1)) }.joined(separator: ";"))
        output += attribute("dur", SVGFormat.number(max(track.duration, 0.001)) + "s")
        if track.begin != 0 { output += attribute("begin", SVGFormat.number(track.begin) + "s") }
        if track.calcMode != .linear { output += attribute("calcMode", track.calcMode.rawValue) }
        if track.calcMode == .spline, track.keySplines.count == track.values.count - 1 {
            output += attribute("keySplines", track.keySplines.map { spline in
                [spline.x1, spline.y1, spline.x2, spline.y2].map {
                    SVGFormat.number(min(max($0, 0), 1))
                }.joined(separator: " ")
            }.joined(separator: ";"))
        }
        output += attribute("fill", "freeze") + "/>"
    }
}
