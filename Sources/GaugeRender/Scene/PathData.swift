/// One SVG path command, in absolute scene coordinates (points).
public enum PathCommand: Sendable, Hashable {
    case move(Point)
    case line(Point)
    /// SVG's elliptical arc `A rx ry rotation largeArc sweep x y`; `sweep` true is clockwise
    /// on screen (y down).
    case arc(radiusX: Double, radiusY: Double, rotation: Double, largeArc: Bool, sweep: Bool,
             to: Point)
    case cubic(control1: Point, control2: Point, to: Point)
    /// A straight segment to x (y unchanged); written relative (`h`), its length taken between
    /// the two ends rounded as the writer rounds them, so long staircases do not drift.
    case horizontal(Double)
    /// A straight segment to y (x unchanged); written relative (`v`) as `horizontal`.
    case vertical(Double)
    case close
}

/// A path's geometry as numbers, so an animation can rebuild it per keyframe instead of
/// tweening a string (VISUAL.md, "Motion"). The SVG writer formats it.
public struct PathData: Sendable, Hashable {
    public var commands: [PathCommand]
    public init(_ commands: [PathCommand] = []) { self.commands = commands }

    /// True when there are no commands (nothing to draw).
    public var isEmpty: Bool { commands.isEmpty }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { commands.append(.move(point)) }
    /// A straight segment to `point`.
    public mutating func line(to point: Point) { commands.append(.line(point)) }
    /// Closes the current subpath.
    public mutating func close() { commands.append(.close) }

    /// A closed rectangle subpath, clockwise from its top-left corner.
    public mutating func rectangle(_ rect: Rect) {
        move(to: Point(x: rect.x, y: rect.y))
        line(to: Point(x: rect.x + rect.width, y: rect.y))
        line(to: Point(x: rect.x + rect.width, y: rect.y + rect.height))
        line(to: Point(x: rect.x, y: rect.y + rect.height))
        close()
    }

    /// Appends a circular arc around `center` from `start` to `end` degrees (0° = 12 o'clock,
    /// clockwise when `end > start`), starting with a move when `moveToStart`, else a line.
    /// Sweeps of 360° or more are split into arcs below 360°, because one `A` command whose
    /// ends coincide draws nothing.
    public mutating func arc(center: Point, radius: Double, from start: Double, to end: Double,
                             moveToStart: Bool) {
        let first = Point.polar(center: center, radius: radius, degrees: start)
        if moveToStart { move(to: first) } else { line(to: first) }
        let sweep = end - start
        guard sweep != 0, radius > 0 else { return }
        let pieces = abs(sweep) > 180 ? 2 : 1
        for index in 1...pieces {
            let angle = start + sweep * Double(index) / Double(pieces)
            commands.append(.arc(
                radiusX: radius, radiusY: radius, rotation: 0, largeArc: false,
                sweep: sweep > 0, to: Point.polar(center: center, radius: radius, degrees: angle)))
        }
    }
}
