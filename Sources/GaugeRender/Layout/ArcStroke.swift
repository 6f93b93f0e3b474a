/// A stroked circular arc painted with a solid colour or a gradient spread over a larger
/// sweep; lowered to paths and circles because SVG has no conic gradient (VISUAL.md).
struct ArcStroke {
    var key: String
    var center: Point
    var radius: Double
    var width: Double
    /// The whole track's sweep in degrees (0° = 12 o'clock, clockwise); the gradient spans it.
    var trackStart: Double
    var trackEnd: Double
    var colors: [Color]
    var opacity: Double = 1
    var roundCaps: Bool

    /// Segments a gradient uses over the whole track: at least 32, about one per 5.6°.
    var segmentCount: Int {
        max(32, Int((abs(trackEnd - trackStart) / 360 * 64).rounded(.up)))
    }

    /// The primitives drawing the track from its start to `end` degrees (≤ `trackEnd`).
    /// A sweep of a full turn is closed (no caps); a zero sweep draws nothing.
    func nodes(to end: Double) -> [Node] {
        let sweep = min(end, trackEnd) - trackStart
        guard sweep > 1e-9, radius > 0, width > 0 else { return [] }
        let fullTurn = sweep >= 360 - 1e-9
        let capStyle: LineCap = roundCaps && !fullTurn ? .round : .butt
        guard colors.count > 1 else {
            var path = PathData()
            path.arc(center: center, radius: radius, from: trackStart, to: trackStart + sweep,
                     moveToStart: true)
            if fullTurn { path.close() }
            return [.path(PathNode(key: key, path: path,
                                   stroke: Stroke(.color(colors.first ?? SystemColor.blue),
                                                  width: width, cap: capStyle),
                                   opacity: opacity))]
        }
        let total = trackEnd - trackStart
        let step = total / Double(segmentCount)
        var segments: [Node] = []
        let last = trackStart + sweep
        for index in 0..<segmentCount {
            let from = trackStart + Double(index) * step
            guard from < last - 1e-9 else { break }
            let to = min(from + step, last)
            // overlap the next segment slightly so no hairline seam shows between them
            let drawnTo = to < last - 1e-9 ? min(to + 0.6, last) : to
            var path = PathData()
            path.arc(center: center, radius: radius, from: from, to: drawnTo, moveToStart: true)
            let color = GradientColor.color(at: ((from + to) / 2 - trackStart) / total,
                                            stops: colors)
            segments.append(.path(PathNode(key: "\(key)/\(index)", path: path,
                                           stroke: Stroke(.color(color), width: width))))
        }
        if capStyle == .round {
            let startColor = GradientColor.color(at: 0, stops: colors)
            let endColor = GradientColor.color(at: sweep / total, stops: colors)
            segments.insert(.circle(CircleNode(
                key: "\(key)/cap/start",
                center: Point.polar(center: center, radius: radius, degrees: trackStart),
                radius: width / 2, fill: .color(startColor))), at: 0)
            segments.append(.circle(CircleNode(
                key: "\(key)/cap/end",
                center: Point.polar(center: center, radius: radius, degrees: last),
                radius: width / 2, fill: .color(endColor))))
        }
        return [.group(GroupNode(key: key, children: segments, opacity: opacity))]
    }
}
