/// Makes an animated scene honour `prefers-reduced-motion: reduce`.
///
/// A `<style>` media query cannot stop SMIL `<animate>`, and CSS animation of `d` is missing
/// from some viewers (WebKit), so the SMIL keyframes stay and each moving primitive carries a
/// twin: the animated primitive in a group of class `<prefix>-motion`, and right after it
/// its final state, without any animation, in a group of class `<prefix>-still` with
/// `display="none"`. The style sheet
///
///     @media (prefers-reduced-motion: reduce){.<prefix>-motion{display:none}.<prefix>-still{display:inline}}
///
/// swaps them, so a reduced-motion viewer sees the end state from the first frame. A viewer
/// without CSS (or one that does not know the media feature, like rsvg-convert) honours the
/// `display` attribute and draws the animated primitives, whose static attributes are the
/// final frame. Chromium evaluates the query inside an SVG `<img>` against the system setting
/// (not against per-page emulation); classes carry the output's id prefix, so an SVG inlined
/// in a page restyles nothing else.
///
/// Only what moves is twinned (a group whose children alone move keeps one copy of itself
/// and twins those children), so a big drawing of which little moves — the axes of a dense
/// chart, most of a gauge — is written once; the still copies cost what the moving
/// primitives' final states cost, which `Keyframes.byteBudget` counts.
enum ReducedMotion {
    static let animatedClass = "motion"
    static let stillClass = "still"

    /// `animated` with each moving primitive twinned as above (a leaving primitive, drawn at
    /// opacity 0 in the end, has no still copy), and the style sheet before `still`'s. Clip
    /// paths the animation moves get a still copy (key `<key>~still`) that the still copies
    /// use instead. Groups already switched by class (`CrossFade`'s old primitives) are kept.
    static func wrap(animated: Scene, still: Scene, idPrefix: String) -> Scene {
        let movingClips = Set(animated.definitions.compactMap { definition -> String? in
            guard case .clipPath(let clip) = definition,
                  clip.nodes.contains(where: { $0.isAnimated }) else { return nil }
            return clip.key
        })
        var scene = animated
        for case .clipPath(var clip) in still.definitions where movingClips.contains(clip.key) {
            clip.key += "~still"
            clip.nodes = clip.nodes.map(\.withoutAnimations)
            scene.definitions.append(.clipPath(clip))
        }
        func usesMovingClip(_ node: Node) -> Bool {
            guard case .group(let group) = node else { return false }
            if let key = group.clipKey, movingClips.contains(key) { return true }
            return group.children.contains(where: usesMovingClip)
        }
        func repoint(_ node: Node) -> Node {
            guard case .group(var group) = node else { return node }
            if let key = group.clipKey, movingClips.contains(key) { group.clipKey = key + "~still" }
            return .group(group)
        }
        func twin(_ node: Node) -> [Node] {
            guard node.isAnimated || usesMovingClip(node) else { return [node] }
            if case .group(var group) = node {
                if group.styleClass != nil { return [node] }
                let clipMoves = group.clipKey.map(movingClips.contains) ?? false
                if group.animations.isEmpty, !clipMoves {
                    group.children = group.children.flatMap(twin)
                    return [.group(group)]
                }
            }
            var moving = GroupNode(key: node.key + "~motion", children: [node])
            moving.styleClass = animatedClass
            let final = repoint(node.withoutAnimations.mapChildren(repoint))
            guard final.opacity > 0 else { return [.group(moving)] }
            var still = GroupNode(key: node.key + "~still", children: [final])
            still.styleClass = stillClass
            still.isHidden = true
            return [.group(moving), .group(still)]
        }
        scene.nodes = animated.nodes.flatMap(twin)
        scene.styleSheet = styleSheet(idPrefix: idPrefix) + (still.styleSheet ?? "")
        return scene
    }

    /// The media query swapping the two groups of the output with this id prefix.
    static func styleSheet(idPrefix: String) -> String {
        let prefix = SVGFormat.idPrefix(idPrefix)
        return "@media (prefers-reduced-motion: reduce){.\(prefix)-\(animatedClass){display:none}"
            + ".\(prefix)-\(stillClass){display:inline}}"
    }
}

extension Node {
    /// Whether this node or a descendant carries animation tracks.
    var isAnimated: Bool {
        !animations.isEmpty || children.contains(where: \.isAnimated)
    }
}
