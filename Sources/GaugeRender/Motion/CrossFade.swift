/// The fallback that keeps a big animated change within `Keyframes.byteBudget`: the
/// primitives whose keyframes cost the most are cross-faded instead — the old primitive
/// fades out over the new one while the new one fades in — as SwiftUI does for a view whose
/// old and new shapes cannot be matched (here: a dense line's M4 columns, a point cloud's
/// cells, column-reduced bars, whose old and new vertices are not the same points).
///
/// A cross-faded primitive costs its final state once and its old state once, whatever the
/// number of keyframes:
///
///     <g class="P-in"><path d="new"/></g>              fades in; its attributes are the final state
///     <g opacity="0" class="P-out"><path d="old"/></g>  fades out over it; invisible without CSS
///
/// Both fades are CSS animations on one timeline (the new state in, then the old one out:
/// `styleSheet`), given only under
/// `prefers-reduced-motion: no-preference`; reduced motion hides `out` and leaves `in` as it
/// is, so no still twin is needed, and a viewer without CSS animation (rsvg-convert) draws the
/// final state. A run of neighbouring cross-faded siblings shares one group of each. The old
/// primitive's straight segments are snapped to `grid` and runs along one row or column
/// merged (`PathData.coarsened`): it is seen only while fading, and an area's baseline or a
/// bar's edges shrink to their ends.
enum CrossFade {
    static let fadeInClass = "in"
    static let fadeOutClass = "out"
    /// Points the old primitive's vertices are snapped to.
    static let grid = 0.5

    /// `animated` (keyframes of `clock`, not yet wrapped by `ReducedMotion`) with the fewest
    /// of its most costly leaf primitives cross-faded so the output fits `budget` bytes,
    /// wrapped and styled; `nil` when cross-fading every candidate is not enough. Neighbouring
    /// cross-faded siblings share one fading-in and one fading-out group (one animation for a
    /// run of sectors, not one each).
    /// - Parameter start: the previous state's scene, where each old primitive is found by key.
    /// - Parameter forced: keys cross-faded whatever the budget (`unmatchedPaths`).
    static func fitting(_ animated: Scene, start: Scene, clock: KeyframeClock,
                        curve: AnimationCurve, budget: Int, idPrefix: String,
                        forced: Set<String> = []) -> Scene? {
        let old = start.index.nodes
        let empty = bytes([], idPrefix)
        func cost(_ nodes: [Node]) -> Int { bytes(nodes, idPrefix) - empty }
        var savings: [(key: String, saving: Int)] = []
        var forcedCount = 0
        for node in leaves(animated.nodes) where !node.animations.isEmpty {
            let final = node.withoutAnimations
            let keyframed = cost([node]) + (final.opacity > 0 ? cost([final]) : 0)
            let faded = (final.opacity > 0 ? cost([final]) : 0)
                + (old[node.key].map { cost([coarsened($0)]) } ?? 0)
            if forced.contains(node.key) {
                savings.insert((node.key, keyframed - faded), at: 0)
                forcedCount += 1
            } else if keyframed > faded {
                savings.append((node.key, keyframed - faded))
            }
        }
        savings[forcedCount...].sort { $0.saving > $1.saving }
        func faded(_ count: Int) -> (scene: Scene, size: Int) {
            var chosen = Set(savings.prefix(count).map(\.key))
            // marks of one kind move alike: a sector sliding beside one cross-fading would
            // open gaps and overlaps, so a kind chosen once (`sector/`, `line/`) fades whole
            let kinds = Set(chosen.map(kind))
            chosen.formUnion(savings.lazy.map(\.key).filter { kinds.contains(kind($0)) })
            var scene = animated
            scene.nodes = replace(animated.nodes, chosen, old: old)
            var wrapped = ReducedMotion.wrap(animated: scene, still: scene, idPrefix: idPrefix)
            wrapped.styleSheet = (wrapped.styleSheet ?? "")
                + styleSheet(idPrefix: idPrefix, clock: clock, curve: curve)
            return (wrapped, Keyframes.size(wrapped, idPrefix))
        }
        guard !savings.isEmpty else { return nil }
        // every candidate faded is the smallest this can be: over budget, give up at once
        // (a 1,000-sector donut's old and new sectors cannot both fit)
        let smallest = faded(savings.count)
        guard smallest.size <= budget else { return nil }
        // the fewest fades the estimate allows (old primitives merge by style, so it is
        // rough), then more until the output fits
        var estimate = Keyframes.size(ReducedMotion.wrap(animated: animated, still: animated,
                                                         idPrefix: idPrefix), idPrefix)
        var count = forcedCount
        for (_, saving) in savings.prefix(count) { estimate -= saving }
        while count < savings.count, estimate > budget {
            estimate -= savings[count].saving
            count += 1
        }
        while count < savings.count {
            let attempt = faded(max(count, 1))
            if attempt.size <= budget { return attempt.scene }
            count = max(count * 2, count + 1)
        }
        return smallest.scene
    }

    /// A primitive's kind: its key up to the first `/` (`sector`, `line`, `bars`, `points`).
    static func kind(_ key: String) -> Substring {
        key.prefix { $0 != "/" }
    }

    /// Keys of paths with arcs (sectors, gauge rings) whose `d` moves: fewer keyframes than
    /// `KeyframeClock.minimumIntervals` would carry their arcs' ends along chords, so below
    /// that they cross-fade instead.
    static func arcPaths(_ scene: Scene) -> Set<String> {
        var keys: Set<String> = []
        for node in leaves(scene.nodes) {
            guard case .path(let path) = node, node.animations.contains(where: { $0.attribute == "d" }),
                  path.path.commands.contains(where: { if case .arc = $0 { true } else { false } })
            else { continue }
            keys.insert(node.key)
        }
        return keys
    }

    /// Keys of long paths (more than `Keyframes.shortPathCommands` commands) whose `d`
    /// keyframes are not all made of the same commands: a player cannot interpolate them
    /// and would jump from one to the next (a point cloud's cells, bar columns that come and
    /// go), so they cross-fade instead.
    static func unmatchedPaths(_ scene: Scene) -> Set<String> {
        var keys: Set<String> = []
        for node in leaves(scene.nodes) {
            guard case .path(let path) = node, path.path.commands.count > Keyframes.shortPathCommands,
                  let track = node.animations.first(where: { $0.attribute == "d" }) else { continue }
            let shapes = track.values.compactMap { value -> PathData? in
                if case .path(let data) = value { return data } else { return nil }
            }
            if let first = shapes.first, shapes.contains(where: { !$0.hasSameCommands(as: first) }) {
                keys.insert(node.key)
            }
        }
        return keys
    }

    /// The fades of the `in` and `out` classes, given only when the viewer does not ask for
    /// reduced motion (which hides `out`): the new state fades in over the first half while
    /// the old one, on top, stays; the old one fades out over the second half. Two halves
    /// fading at once would let the background through where both cover a pixel (a dense
    /// line's band paled by a quarter at half time, measured in Chromium: 27 of 255 away
    /// from both states; 1 this way). Each half follows the curve (`cubic-bezier`), a
    /// spring's an `ease-out` (an opacity has nothing to overshoot).
    static func styleSheet(idPrefix: String, clock: KeyframeClock, curve: AnimationCurve) -> String {
        let prefix = SVGFormat.idPrefix(idPrefix)
        var timing = "ease-out"
        if case .timingCurve(let x1, let y1, let x2, let y2, _) = curve {
            let curve = BezierTiming(x1: x1, y1: y1, x2: x2, y2: y2)
            timing = "cubic-bezier(" + [curve.x1, curve.y1, curve.x2, curve.y2]
                .map(SVGFormat.number).joined(separator: ",") + ")"
        }
        let fadeIn = "\(prefix)-\(fadeInClass)", fadeOut = "\(prefix)-\(fadeOutClass)"
        let timed = " " + SVGFormat.number(clock.duration) + "s \(timing) both}"
        return "@media (prefers-reduced-motion: no-preference){.\(fadeIn){animation:\(fadeIn)\(timed)"
            + ".\(fadeOut){animation:\(fadeOut)\(timed)}"
            + "@media (prefers-reduced-motion: reduce){.\(fadeOut){display:none}}"
            + "@keyframes \(fadeIn){from{opacity:0}50%,to{opacity:1}}"
            + "@keyframes \(fadeOut){from,50%{opacity:1}to{opacity:0}}"
    }

    /// `nodes` (a fading-out run's old primitives) with paths of one paint, stroke, opacity
    /// and no animation drawn as one path (at the first one's place, subpaths in order), so
    /// a run of sectors costs its path data and a handful of elements, not an element each.
    /// Merged paths fill by the nonzero rule; a path of several subpaths under the even-odd
    /// rule (a full ring's hole) is left alone. Marks of one kind seldom overlap, and where
    /// they do, the fading old picture shows them in the merged order.
    static func mergedByStyle(_ nodes: [Node]) -> [Node] {
        struct Style: Hashable {
            var fill: Paint
            var stroke: Stroke?
            var opacity: Double
        }
        var result: [Node] = []
        var slots: [Style: Int] = [:]
        for node in nodes {
            guard case .path(var path) = node, path.animations.isEmpty,
                  path.fillRule == .nonzero || path.path.commands.lazy.filter({
                      if case .move = $0 { return true } else { return false }
                  }).count == 1 else {
                result.append(node)
                continue
            }
            let style = Style(fill: path.fill, stroke: path.stroke, opacity: path.opacity)
            if let slot = slots[style], case .path(var merged) = result[slot] {
                merged.path.commands += path.path.commands
                result[slot] = .path(merged)
            } else {
                path.fillRule = .nonzero
                slots[style] = result.count
                result.append(.path(path))
            }
        }
        return result
    }

    /// `node` with a path's vertices snapped (`PathData.coarsened`); other primitives as they are.
    static func coarsened(_ node: Node) -> Node {
        guard case .path(var path) = node else { return node }
        path.path = path.path.coarsened(grid: grid)
        return .path(path)
    }

    /// Every primitive that is not a group, depth first (not inside class-switched groups).
    static func leaves(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { node -> [Node] in
            guard case .group(let group) = node else { return [node] }
            return group.styleClass == nil ? leaves(group.children) : []
        }
    }

    /// `nodes` with the leaves keyed in `keys` cross-faded: each run of such siblings becomes
    /// a group of their final states fading in (class `in`, when any is visible at the end)
    /// followed by a group of their old states (`old` by key, snapped) fading out (class
    /// `out`, static opacity 0).
    static func replace(_ nodes: [Node], _ keys: Set<String>, old: [String: Node]) -> [Node] {
        var result: [Node] = []
        var run: [Node] = []
        func flush() {
            guard let first = run.first else { return }
            let finals = run.map(\.withoutAnimations).filter { $0.opacity > 0 }
            if !finals.isEmpty {
                var fadingIn = GroupNode(key: first.key + "~in", children: finals)
                fadingIn.styleClass = fadeInClass
                result.append(.group(fadingIn))
            }
            let leaving = mergedByStyle(run.compactMap { node in
                old[node.key].flatMap { $0.opacity > 0 ? coarsened($0).with(key: node.key + "~from") : nil }
            })
            if !leaving.isEmpty {
                var fadingOut = GroupNode(key: first.key + "~out", children: leaving, opacity: 0)
                fadingOut.styleClass = fadeOutClass
                result.append(.group(fadingOut))
            }
            run.removeAll()
        }
        for node in nodes {
            guard case .group(var group) = node else {
                if keys.contains(node.key) { run.append(node) } else { flush(); result.append(node) }
                continue
            }
            flush()
            group.children = replace(group.children, keys, old: old)
            result.append(.group(group))
        }
        flush()
        return result
    }

    /// Bytes `nodes` add to an SVG.
    static func cost(_ nodes: [Node], _ idPrefix: String) -> Int {
        bytes(nodes, idPrefix) - bytes([], idPrefix)
    }

    /// Bytes of an SVG holding only `nodes` (a baseline for one primitive's cost).
    static func bytes(_ nodes: [Node], _ idPrefix: String) -> Int {
        let scene = Scene(width: 1, height: 1, viewBox: Rect(x: 0, y: 0, width: 1, height: 1),
                          title: "", description: "", nodes: nodes)
        return Keyframes.size(scene, idPrefix)
    }
}

extension PathData {
    /// The path with every move and line vertex snapped to multiples of `grid` points, lines
    /// to the point already reached dropped, and a vertex in the middle of a straight run
    /// along one row or one column (same direction on both sides) merged away. Arcs and
    /// cubics keep their numbers to a tenth of a point (a sector a point wide keeps its
    /// shape); closes are kept. For pictures seen only briefly (a cross-fade's old state): an
    /// area's flat baseline becomes one segment, a noisy line loses its sub-grid jitter.
    public func coarsened(grid: Double) -> PathData {
        guard grid > 0 else { return self }
        func snap(_ point: Point) -> Point {
            Point(x: (point.x / grid).rounded() * grid, y: (point.y / grid).rounded() * grid)
        }
        func tenth(_ value: Double) -> Double { (value * 10).rounded() / 10 }
        func fine(_ point: Point) -> Point { Point(x: tenth(point.x), y: tenth(point.y)) }
        var result: [PathCommand] = []
        result.reserveCapacity(commands.count)
        var current: Point?, before: Point?, subpathStart: Point?
        for command in axisSegmentsAsLines {
            switch command {
            case .move(let point):
                let snapped = snap(point)
                result.append(.move(snapped))
                (current, before, subpathStart) = (snapped, nil, snapped)
            case .line(let point):
                let snapped = snap(point)
                guard let mid = current else {
                    result.append(.line(snapped))
                    (current, before) = (snapped, nil)
                    continue
                }
                if snapped == mid { continue }
                if let start = before, case .line? = result.last,
                   (start.y == mid.y && mid.y == snapped.y && (mid.x - start.x) * (snapped.x - mid.x) > 0)
                    || (start.x == mid.x && mid.x == snapped.x && (mid.y - start.y) * (snapped.y - mid.y) > 0) {
                    result[result.count - 1] = .line(snapped)
                    current = snapped
                    continue
                }
                result.append(.line(snapped))
                (current, before) = (snapped, mid)
            case .arc(let rx, let ry, let rotation, let large, let sweep, let point):
                // curves keep a tenth of a point: a thin sector is narrower than `grid`
                let end = fine(point)
                result.append(.arc(radiusX: tenth(rx), radiusY: tenth(ry), rotation: tenth(rotation),
                                   largeArc: large, sweep: sweep, to: end))
                (current, before) = (end, nil)
            case .cubic(let control1, let control2, let point):
                let end = fine(point)
                result.append(.cubic(control1: fine(control1), control2: fine(control2), to: end))
                (current, before) = (end, nil)
            case .close:
                result.append(command)
                (current, before) = (subpathStart, nil)
            case .horizontal, .vertical:
                preconditionFailure("made lines by axisSegmentsAsLines")
            }
        }
        return PathData(result)
    }

    /// The commands with each `h`/`v` segment (a coverage layer's staircase) made the line to
    /// the point it reaches, so snapping sees every vertex.
    private var axisSegmentsAsLines: [PathCommand] {
        var lines: [PathCommand] = []
        lines.reserveCapacity(commands.count)
        var at = Point(x: 0, y: 0), start = at
        for command in commands {
            switch command {
            case .move(let point): (at, start) = (point, point); lines.append(command)
            case .line(let point): at = point; lines.append(command)
            case .arc(_, _, _, _, _, let point), .cubic(_, _, let point): at = point; lines.append(command)
            case .horizontal(let x): at = Point(x: x, y: at.y); lines.append(.line(at))
            case .vertical(let y): at = Point(x: at.x, y: y); lines.append(.line(at))
            case .close: at = start; lines.append(command)
            }
        }
        return lines
    }

    /// Whether `other` has the same commands in the same order (points aside): the paths a
    /// SMIL player can interpolate between.
    public func hasSameCommands(as other: PathData) -> Bool {
        guard commands.count == other.commands.count else { return false }
        for (a, b) in zip(commands, other.commands) {
            switch (a, b) {
            case (.move, .move), (.line, .line), (.cubic, .cubic), (.close, .close),
                 (.horizontal, .horizontal), (.vertical, .vertical): continue
            case (.arc(_, _, _, let largeA, let sweepA, _), .arc(_, _, _, let largeB, let sweepB, _)):
                if largeA != largeB || sweepA != sweepB { return false }
            default: return false
            }
        }
        return true
    }
}
