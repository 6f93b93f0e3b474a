/// Turns a change into SVG animation: samples the data-space models between the previous and
/// the new state, lays each sample out, and gives every primitive whose attributes differ
/// across frames an `AnimationTrack` per changing attribute (VISUAL.md, "Motion").
///
///     previous model ─┐                     ┌─ frame 0 scene ─┐
///                     ├─ interpolate(q_i) ──┼─ frame i scene ─┼─ match by key ─▶ tracks on the
///     new model ──────┘   (curve progress)  └─ final scene ───┘                  final scene
///
/// Geometry is rebuilt from the interpolated model at every keyframe; path strings are never
/// tweened. Static attributes stay those of the final frame, so a viewer that ignores
/// animation shows the end state; `ReducedMotion` adds the `prefers-reduced-motion` switch.
public enum Keyframes {
    /// Most primitive-frames sampled for one output (primitives × keyframes): the CPU bound
    /// of a plan. A big drawing gets fewer sampled keyframes (down to 13); the bytes written
    /// are bounded separately, by `byteBudget`.
    public static let sampleBudget = 8_000

    /// Most bytes of SVG an animated output may take (issue 10: 150 KB whatever the data),
    /// a little under 150 × 1024 so the JSON escaping around it does not push it over.
    public static let byteBudget = 150_000

    /// Interval counts tried, fewest last, when the keyframes at 60 per second do not fit
    /// `byteBudget` (after halving down to the first of them); a thinned clock carries key
    /// splines (`KeyframeClock.thinned`), so a timing curve's progress stays exact.
    static let thinnedIntervals = [12, 4, 1]

    /// The scene to write for `request`: its final state, with keyframes when `previous` is
    /// given, differs and `animation` moves. Same kinds only (gauge → gauge of one style,
    /// sector chart → sector chart, axes chart → axes chart of one mark); anything else
    /// shows the final state at once.
    ///
    /// The plan is bounded by the output, not by the rows: the models are resolved once
    /// each (a 10⁷-row chart to its reduced marks), and the written SVG is kept within
    /// `byteBudget` by, in turn: fewer keyframes (60 per second, then `thinnedIntervals`);
    /// cross-fading the primitives whose keyframes cost the most, and always the long paths
    /// whose keyframes cannot be interpolated (`CrossFade`: the new primitive fades in under
    /// the old one, which then fades out — a dense line's or a point cloud's path, whose old
    /// and new shapes cannot be matched vertex for vertex); and, when even that does not
    /// fit, the final state at once.
    /// - Parameter request: the new state, the previous one, the curve, the output's id prefix
    ///   and the object's name (for the title, as `Renderer.scene(for:name:)`).
    /// - Returns: the final scene, animated when something moves.
    public static func scene(for request: RenderRequest) -> Scene {
        scene(for: request, budget: byteBudget)
    }

    /// `scene(for:)` within `budget` bytes instead of `byteBudget` (tests reach each fallback
    /// with small drawings this way).
    static func scene(for request: RenderRequest, budget byteBudget: Int) -> Scene {
        let title = Renderer.title(for: request.drawable, name: request.name)
        let next = DrawableModel(request.drawable)
        let final = next.scene(title: title)
        guard let previous = request.previous, previous != request.drawable,
              request.animation.isAnimated else { return final }
        // a final state that fills the budget alone leaves no room for motion
        let finalBytes = size(final, request.idPrefix)
        guard finalBytes < byteBudget else { return final }
        let old = DrawableModel(previous)
        guard let motion = MotionPlan(from: old, to: next, title: title) else { return final }
        let start = old.scene(title: title)
        if RenderCancellation.isCancelled { return final }
        // Whatever the plan, each primitive that changes is written in its old state at
        // least once more (a keyframe, or a cross-fade's old copy, which snapping shrinks by
        // at most about half): past the budget even so (a 1,000-sector donut's new data),
        // show the end at once without sampling a frame.
        let finalNodes = final.index.nodes
        let changed = CrossFade.leaves(start.nodes).filter { finalNodes[$0.key] != $0 }
        let changedBytes = max(CrossFade.cost(changed, request.idPrefix), 1)
        guard finalBytes + changedBytes / 3 <= byteBudget else { return final }
        // both ends count: a chart losing most of its sectors still animates them all
        let primitives = max(weight(final), weight(start), 1)
        guard let clock = KeyframeClock(curve: request.animation,
                                        intervalLimit: max(sampleBudget / primitives - 1, 1))
        else { return final }
        var frames: [Int: Scene] = [:]
        let last = clock.keyTimes.count - 1
        func frame(_ index: Int) -> Scene {
            if index == last { return final }
            if let known = frames[index] { return known }
            let scene = motion.scene(at: clock.progress[index])
            frames[index] = scene
            return scene
        }
        // Every keyframe repeats what moves, and its still twin copies it once more: start
        // with as many intervals as that leaves room for, then fewer.
        let room = (byteBudget - finalBytes - changedBytes) / changedBytes
        let first = min(max(room - 1, 1), last)
        var tries = [first]
        while let fewer = tries.last.map({ $0 / 2 }), fewer > thinnedIntervals[0] { tries.append(fewer) }
        tries += thinnedIntervals.filter { $0 < first }
        var fewest: (scene: Scene, clock: KeyframeClock)?
        var unmatched: Set<String> = []
        for intervals in tries {
            let thinned = clock.thinned(to: intervals, curve: request.animation)
            var sampled: [Scene] = []
            for index in clock.indices(thinnedTo: intervals) {
                // each frame lays out the whole drawing: ask between frames
                if RenderCancellation.isCancelled { return final }
                sampled.append(frame(index))
            }
            guard let animated = animate(sampled, clock: thinned), animated != final else { return final }
            unmatched = CrossFade.unmatchedPaths(animated)
            if intervals < KeyframeClock.minimumIntervals {
                // a player moves an arc's end point along the chord between keyframes: at 4
                // intervals a sector turning 180° would cut 9 points into a 125-point ring
                unmatched.formUnion(CrossFade.arcPaths(animated))
            }
            fewest = (animated, thinned)
            if !unmatched.isEmpty { break }
            let wrapped = ReducedMotion.wrap(animated: animated, still: final, idPrefix: request.idPrefix)
            if size(wrapped, request.idPrefix) <= byteBudget { return wrapped }
        }
        guard let fewest else { return final }
        let faded = CrossFade.fitting(fewest.scene, start: start, clock: fewest.clock,
                                      curve: request.animation, budget: byteBudget,
                                      idPrefix: request.idPrefix, forced: unmatched)
        guard let faded, size(faded, request.idPrefix) <= byteBudget else { return final }
        return faded
    }

    /// The bytes `scene` takes written as SVG.
    static func size(_ scene: Scene, _ idPrefix: String) -> Int {
        SVGWriter.write(scene, idPrefix: idPrefix).utf8.count
    }

    /// Path commands that count as one primitive of `sampleBudget` in a long path (a dense
    /// line, column-reduced bars): about the work of laying out one small primitive. Paths
    /// of at most `shortPathCommands` (a sector, a gauge arc) count as one.
    static let commandsPerPrimitive = 6
    static let shortPathCommands = 16

    /// The primitives of `scene`, long paths counted by `commandsPerPrimitive`.
    static func weight(_ scene: Scene) -> Int {
        let index = scene.index
        return index.order.reduce(0) { total, key in
            guard case .path(let path)? = index.nodes[key],
                  path.path.commands.count > shortPathCommands else { return total + 1 }
            return total + path.path.commands.count / commandsPerPrimitive
        }
    }

    /// Keyframes across `frames` (one scene per key time of `clock`, the last the final
    /// state): the last frame, plus primitives that exist only in earlier frames (static
    /// opacity 0), every changing attribute animated. Text whose string changes cross-fades.
    /// - Returns: `nil` when there is not one frame per key time.
    static func animate(_ frames: [Scene], clock: KeyframeClock) -> Scene? {
        let faded = crossFadeTexts(frames, progress: clock.progress)
        guard faded.count == clock.keyTimes.count, faded.count >= 2, var result = faded.last else {
            return nil
        }
        let indexes = faded.map(\.index)
        // Definitions (gradients, clip paths) used only by earlier frames stay available.
        for frame in faded.reversed() {
            for definition in frame.definitions
            where !result.definitions.contains(where: { $0.key == definition.key }) {
                result.definitions.append(definition)
            }
        }
        var present = Set(result.index.order)
        // Primitives gone by the end stay in the final scene, invisible, where they last were.
        for frame in indexes.reversed() {
            for key in frame.order where !present.contains(key) {
                guard let node = frame.nodes[key], let placement = frame.placements[key],
                      result.insert(node.with(opacity: 0), at: placement) else { continue }
                present.formUnion(node.subtreeKeys)
            }
        }
        let nodesByFrame = indexes.map(\.nodes)
        return result.flatMapNodes { node in
            let tracks = tracks(for: node.key, in: nodesByFrame, clock: clock)
            return [tracks.isEmpty ? node : node.with(animations: tracks)]
        }
    }

    /// One track per attribute of the primitive `key` that is not the same in every frame.
    /// A frame without the primitive repeats the nearest frame that has it, at opacity 0.
    static func tracks(for key: String, in frames: [[String: Node]],
                       clock: KeyframeClock) -> [AnimationTrack] {
        let found = frames.map { $0[key]?.animatableAttributes }
        guard found.contains(where: { $0 != nil }) else { return [] }
        // the nearest frame that has the primitive, earlier side first, then later side
        var nearest = Array(found.indices)
        var lastSeen: Int?
        for index in found.indices {
            if found[index] != nil { lastSeen = index }
            nearest[index] = lastSeen ?? -1
        }
        var nextSeen: Int?
        for index in found.indices.reversed() {
            if found[index] != nil { nextSeen = index }
            if let next = nextSeen, nearest[index] < 0 || next - index <= index - nearest[index] {
                nearest[index] = next
            }
        }
        let values: [[String: AttributeValue]] = found.indices.map { index in
            if let own = found[index] { return own }
            var copy = found.indices.contains(nearest[index]) ? found[nearest[index]] ?? [:] : [:]
            copy["opacity"] = .number(0)
            return copy
        }
        let names = Set(values.flatMap(\.keys)).sorted()
        return names.compactMap { name in
            let series = values.compactMap { $0[name] }
            guard series.count == values.count, let first = series.first,
                  series.contains(where: { $0 != first }) else { return nil }
            let splines = clock.keySplines.count == series.count - 1 ? clock.keySplines : []
            return AnimationTrack(attribute: name, values: series, keyTimes: clock.keyTimes,
                                  duration: clock.duration, calcMode: splines.isEmpty ? .linear : .spline,
                                  keySplines: splines)
        }
    }

    /// SwiftUI cross-fades a `Text` whose string changes: for each text primitive whose string
    /// in the first frame differs from the last, a copy keyed `<key>~from` with the old string
    /// fades out (opacity × (1 − q)) while the primitive, showing the new string, fades in (× q).
    static func crossFadeTexts(_ frames: [Scene], progress: [Double]) -> [Scene] {
        guard let first = frames.first?.index.nodes, let last = frames.last?.index.nodes else {
            return frames
        }
        var changed: [String: (old: String, new: String)] = [:]
        for (key, node) in last {
            if let new = node.text, let old = first[key]?.text, old != new { changed[key] = (old, new) }
        }
        guard !changed.isEmpty else { return frames }
        return zip(frames, progress).map { frame, q in
            let shown = min(max(q.isFinite ? q : 1, 0), 1)
            return frame.flatMapNodes { node in
                guard let texts = changed[node.key], case .text(var incoming) = node else { return [node] }
                var outgoing = incoming
                outgoing.key = node.key + "~from"
                outgoing.text = texts.old
                outgoing.opacity = node.opacity * (1 - shown)
                incoming.text = texts.new
                incoming.opacity = node.opacity * shown
                return [.text(outgoing), .text(incoming)]
            }
        }
    }
}
