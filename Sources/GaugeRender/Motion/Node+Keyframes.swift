/// What the keyframe builder reads and writes on any primitive: its animatable attributes
/// (named as the SVG writer names them), opacity, children and animation tracks.
extension Node {
    /// The attributes an `<animate>` can move, by SVG attribute name, as this node would
    /// write them. Paints are included only when they are plain colours.
    var animatableAttributes: [String: AttributeValue] {
        var values: [String: AttributeValue] = ["opacity": .number(opacity)]
        func paint(_ name: String, _ paint: Paint) {
            guard case .color(let color) = paint else { return }
            values[name] = .color(color)
            values[name + "-opacity"] = .number(SVGFormat.alpha(color))
        }
        func stroke(_ stroke: Stroke?) {
            guard let stroke else { return }
            paint("stroke", stroke.paint)
            values["stroke-width"] = .number(stroke.width)
        }
        switch self {
        case .path(let node):
            values["d"] = .path(node.path)
            paint("fill", node.fill)
            stroke(node.stroke)
        case .circle(let node):
            values["cx"] = .number(node.center.x)
            values["cy"] = .number(node.center.y)
            values["r"] = .number(max(node.radius, 0))
            paint("fill", node.fill)
            stroke(node.stroke)
        case .rect(let node):
            values["x"] = .number(node.rect.x)
            values["y"] = .number(node.rect.y)
            values["width"] = .number(max(node.rect.width, 0))
            values["height"] = .number(max(node.rect.height, 0))
            if node.cornerRadius > 0 {
                values["rx"] = .number(node.cornerRadius)
                values["ry"] = .number(node.cornerRadius)
            }
            paint("fill", node.fill)
            stroke(node.stroke)
        case .line(let node):
            values["x1"] = .number(node.from.x)
            values["y1"] = .number(node.from.y)
            values["x2"] = .number(node.to.x)
            values["y2"] = .number(node.to.y)
            stroke(node.stroke)
        case .text(let node):
            values["x"] = .number(node.position.x)
            values["y"] = .number(node.position.y)
            values["font-size"] = .number(node.fontSize)
            paint("fill", node.fill)
        case .group:
            break
        }
        return values
    }

    /// The node's own opacity, `0...1` (a non-finite one counts as 1, as the writer does).
    var opacity: Double {
        let value: Double
        switch self {
        case .path(let node): value = node.opacity
        case .circle(let node): value = node.opacity
        case .rect(let node): value = node.opacity
        case .line(let node): value = node.opacity
        case .text(let node): value = node.opacity
        case .group(let node): value = node.opacity
        }
        return value.isFinite ? min(max(value, 0), 1) : 1
    }

    /// This node with its own opacity replaced.
    func with(opacity value: Double) -> Node {
        switch self {
        case .path(var node): node.opacity = value; return .path(node)
        case .circle(var node): node.opacity = value; return .circle(node)
        case .rect(var node): node.opacity = value; return .rect(node)
        case .line(var node): node.opacity = value; return .line(node)
        case .text(var node): node.opacity = value; return .text(node)
        case .group(var node): node.opacity = value; return .group(node)
        }
    }

    /// This node with its animation tracks replaced.
    func with(animations tracks: [AnimationTrack]) -> Node {
        switch self {
        case .path(var node): node.animations = tracks; return .path(node)
        case .circle(var node): node.animations = tracks; return .circle(node)
        case .rect(var node): node.animations = tracks; return .rect(node)
        case .line(var node): node.animations = tracks; return .line(node)
        case .text(var node): node.animations = tracks; return .text(node)
        case .group(var node): node.animations = tracks; return .group(node)
        }
    }

    /// This node with its key replaced.
    func with(key: String) -> Node {
        switch self {
        case .path(var node): node.key = key; return .path(node)
        case .circle(var node): node.key = key; return .circle(node)
        case .rect(var node): node.key = key; return .rect(node)
        case .line(var node): node.key = key; return .line(node)
        case .text(var node): node.key = key; return .text(node)
        case .group(var node): node.key = key; return .group(node)
        }
    }

    /// The node's animation tracks.
    var animations: [AnimationTrack] {
        switch self {
        case .path(let node): node.animations
        case .circle(let node): node.animations
        case .rect(let node): node.animations
        case .line(let node): node.animations
        case .text(let node): node.animations
        case .group(let node): node.animations
        }
    }

    /// A group's children; no children for other primitives.
    var children: [Node] {
        if case .group(let group) = self { return group.children }
        return []
    }

    /// This node with `transform` applied to every descendant (not to itself), depth first.
    func mapChildren(_ transform: (Node) -> Node) -> Node {
        guard case .group(var group) = self else { return self }
        group.children = group.children.map { transform($0.mapChildren(transform)) }
        return .group(group)
    }

    /// This node's key and its descendants' keys.
    var subtreeKeys: [String] {
        [key] + children.flatMap(\.subtreeKeys)
    }

    /// A text node's string, `nil` for other primitives.
    var text: String? {
        if case .text(let node) = self { return node.text }
        return nil
    }

    /// This node and every descendant stripped of animation tracks.
    var withoutAnimations: Node {
        mapChildren { $0.with(animations: []) }.with(animations: [])
    }
}
