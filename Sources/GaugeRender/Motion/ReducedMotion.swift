/// Makes an animated scene honour `prefers-reduced-motion: reduce`.
///
/// A `<style>` media query cannot stop SMIL `<animate>`, and CSS animation of `d` is missing
/// from some viewers (WebKit), so the SMIL keyframes stay and the scene carries a twin: the
/// animated drawing in a group of class `<prefix>-motion`, and the final state, without any
/// animation, in a group of class `<prefix>-still` with `display="none"`. The style sheet
///
///     @media (prefers-reduced-motion: reduce){.<prefix>-motion{display:none}.<prefix>-still{display:inline}}
///
/// swaps them, so a reduced-motion viewer sees the end state from the first frame. A viewer
/// without CSS (or one that does not know the media feature, like rsvg-convert) honours the
/// `display` attribute and draws the animated group, whose static attributes are the final
/// frame. Chromium evaluates the query inside an SVG `<img>` against the system setting (not
/// against per-page emulation); classes carry the output's id prefix, so an SVG inlined in a
/// page restyles nothing else.
enum ReducedMotion {
    static let animatedClass = "motion"
    static let stillClass = "still"

    /// `animated`'s drawing and `still`'s (the same final state, unanimated) in the two switch
    /// groups, with the style sheet. Clip paths the animation moves get a still copy (key
    /// `<key>~still`) that the still group uses instead.
    static func wrap(animated: Scene, still: Scene, idPrefix: String) -> Scene {
        let movingClips = Set(animated.definitions.compactMap { definition -> String? in
            guard case .clipPath(let clip) = definition,
                  clip.nodes.contains(where: { $0.isAnimated }) else { return nil }
            return clip.key
        })
        var scene = animated
        var stillNodes = still.nodes.map(\.withoutAnimations)
        if !movingClips.isEmpty {
            for case .clipPath(var clip) in still.definitions where movingClips.contains(clip.key) {
                clip.key += "~still"
                clip.nodes = clip.nodes.map(\.withoutAnimations)
                scene.definitions.append(.clipPath(clip))
            }
            func repoint(_ node: Node) -> Node {
                guard case .group(var group) = node else { return node }
                if let key = group.clipKey, movingClips.contains(key) { group.clipKey = key + "~still" }
                return .group(group)
            }
            stillNodes = stillNodes.map { repoint($0.mapChildren(repoint)) }
        }
        var motionGroup = GroupNode(key: "motion/animated", children: animated.nodes)
        motionGroup.styleClass = animatedClass
        var stillGroup = GroupNode(key: "motion/still", children: stillNodes)
        stillGroup.styleClass = stillClass
        stillGroup.isHidden = true
        scene.nodes = [.group(motionGroup), .group(stillGroup)]
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
