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
    /// Most primitive-frames sampled for one output (primitives × keyframes): a big drawing
    /// gets fewer keyframes (down to 13), and one too big for that — over about 600
    /// primitives, a sector chart of several hundred sectors — appears in its final state at
    /// once. Measured (donut, 2 s): 100 sectors 0.6 MB, 300–800 sectors 0.95–1.1 MB.
    public static let sampleBudget = 8_000

    /// The scene to write for `request`: its final state, with keyframes when `previous` is
    /// given, differs, `animation` moves and the drawing fits `sampleBudget`. Same kinds only
    /// (gauge → gauge of one style, sector chart → sector chart); anything else shows the
    /// final state at once.
    /// - Parameter request: the new state, the previous one, the curve, the output's id prefix
    ///   and the object's name (for the title, as `Renderer.scene(for:name:)`).
    /// - Returns: the final scene, animated when something moves.
    public static func scene(for request: RenderRequest) -> Scene {
        let final = Renderer.scene(for: request.drawable, name: request.name)
        guard let previous = request.previous, previous != request.drawable,
              rowCount(previous) <= maximumAnimatedRows,
              rowCount(request.drawable) <= maximumAnimatedRows else { return final }
        // both ends count: a chart losing most of its sectors still animates them all
        let primitives = max(weight(final), weight(Renderer.scene(for: previous)), 1)
        guard primitives * (KeyframeClock.minimumIntervals + 1) <= sampleBudget,
              let clock = KeyframeClock(curve: request.animation,
                                        intervalLimit: sampleBudget / primitives - 1),
              let motion = MotionPlan(from: previous, to: request.drawable, title: final.title)
        else { return final }
        var frames: [Scene] = []
        for q in clock.progress.dropLast() {
            // each frame lays out the whole drawing: ask between frames
            if RenderCancellation.isCancelled { return final }
            frames.append(motion.scene(at: q))
        }
        frames.append(final)
        guard let animated = animate(frames, clock: clock), animated != final else { return final }
        return ReducedMotion.wrap(animated: animated, still: final, idPrefix: request.idPrefix)
    }

    /// Above this many chart rows (either state) the change shows its end state at once:
    /// dense charts are drawn reduced (runs, columns, clouds) whose keys follow the data
    /// rather than the rows, and resolving the models again per plan would double the wait.
    public static let maximumAnimatedRows = 50_000

    /// Path commands that count as one primitive of `sampleBudget` in a long path (a dense
    /// line, column-reduced bars), since every keyframe repeats its whole `d`: about 80 bytes,
    /// so a path-heavy animation stays under a megabyte. Paths of at most
    /// `shortPathCommands` (a sector, a gauge arc) count as one.
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

    static func rowCount(_ drawable: Drawable) -> Int {
        if case .chart(let spec) = drawable { return spec.rows.count }
        return 0
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
            return AnimationTrack(attribute: name, values: series, keyTimes: clock.keyTimes,
                                  duration: clock.duration)
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
