#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The outline of one annular sector, with a parallel-sided gap between neighbours and
/// rounded corners (VISUAL.md, "Sectors"; Swift Charts' `angularInset`, `cornerRadius`).
public enum SectorGeometry {
    /// The smallest corner radius drawn round, points: below it a corner (a thin sector's,
    /// shrunk to fit its sweep) is drawn sharp.
    public static let minimumCorner = 0.5

    /// The closed path of the sector from `start` to `end` degrees (0° = 12 o'clock,
    /// clockwise) between radii `inner` and `outer` (points) around `center`, each straight
    /// edge moved `gap / 2` points inward so neighbours are `gap` apart, corners rounded by
    /// `cornerRadius` (clamped to half the ring thickness and to what the sweep allows; sharp
    /// below `minimumCorner`).
    ///
    /// - Returns: `nil` when nothing is drawn: a zero or negative sweep or radius, or a sector
    ///   thinner than its gap (it collapses, never inverts). A sweep of 360° gives a full disc
    ///   or ring of two half arcs each, the inner circle turning the other way round, so the
    ///   hole stays empty under the nonzero fill rule as under evenodd.
    public static func path(center: Point, start: Double, end: Double, inner: Double,
                            outer: Double, gap: Double = 0, cornerRadius: Double = 0) -> PathData? {
        // no array per sector: a thousand-sector donut asks this a thousand times
        guard center.x.isFinite, center.y.isFinite, start.isFinite, end.isFinite, inner.isFinite,
              outer.isFinite, gap.isFinite, cornerRadius.isFinite else { return nil }
        let sweep = end - start
        let inner = max(inner, 0)
        guard sweep > 1e-9, outer > 0, inner < outer else { return nil }
        if sweep >= 360 - 1e-9 {
            var path = PathData()
            path.arc(center: center, radius: outer, from: start, to: start + 360, moveToStart: true)
            path.close()
            if inner > 0 {
                path.arc(center: center, radius: inner, from: start + 360, to: start,
                         moveToStart: true)
                path.close()
            }
            return path
        }
        let half = max(gap, 0) / 2
        let halfSweep = sweep / 2 * .pi / 180
        // where the two moved edges meet, on the bisector
        let vertexDistance = half > 0 ? half / sin(halfSweep) : 0
        guard vertexDistance < outer, half < outer else { return nil }
        let hasInnerArc = inner > vertexDistance && inner > 0
        let innerEdge = hasInnerArc ? inner : vertexDistance
        var corner = min(max(cornerRadius, 0), (outer - innerEdge) / 2)
        // shrink the corner until both ends fit in the sweep
        var tries = 0
        while corner > 1e-6, !fits(corner, half: half, sweep: sweep, inner: hasInnerArc ? inner : nil,
                                    outer: outer), tries < 40 {
            corner *= 0.8
            tries += 1
        }
        // a corner under half a point rounds less than a pixel: drawn sharp, it saves a
        // thousand-sector donut four arcs a sector (264 → 137 KB with `cornerRadius: 4`)
        if corner < minimumCorner || tries >= 40 { corner = 0 }
        guard fits(corner, half: half, sweep: sweep, inner: hasInnerArc ? inner : nil, outer: outer)
        else { return nil }

        let outerOffset = degrees(asin(min((half + corner) / (outer - corner), 1)))
        let outerEdge = ((outer - corner) * (outer - corner) - (half + corner) * (half + corner))
            .squareRoot()
        var path = PathData()
        path.commands.reserveCapacity(10)  // move, 4 corners, 2 arcs, line, close
        path.move(to: edgePoint(center, start, outerEdge, half))
        cornerArc(&path, corner, to: Point.polar(center: center, radius: outer,
                                                 degrees: start + outerOffset))
        let outerSweep = sweep - 2 * outerOffset
        path.commands.append(.arc(radiusX: outer, radiusY: outer, rotation: 0,
                                  largeArc: outerSweep > 180, sweep: true,
                                  to: Point.polar(center: center, radius: outer,
                                                  degrees: end - outerOffset)))
        cornerArc(&path, corner, to: edgePoint(center, end, outerEdge, -half))
        if hasInnerArc {
            let innerOffset = degrees(asin(min((half + corner) / (inner + corner), 1)))
            let innerEdgeDistance = ((inner + corner) * (inner + corner)
                - (half + corner) * (half + corner)).squareRoot()
            path.line(to: edgePoint(center, end, innerEdgeDistance, -half))
            cornerArc(&path, corner, to: Point.polar(center: center, radius: inner,
                                                     degrees: end - innerOffset))
            let innerSweep = sweep - 2 * innerOffset
            path.commands.append(.arc(radiusX: inner, radiusY: inner, rotation: 0,
                                      largeArc: innerSweep > 180, sweep: false,
                                      to: Point.polar(center: center, radius: inner,
                                                      degrees: start + innerOffset)))
            cornerArc(&path, corner, to: edgePoint(center, start, innerEdgeDistance, half))
        } else {
            path.line(to: Point.polar(center: center, radius: vertexDistance,
                                      degrees: start + sweep / 2))
        }
        path.close()
        return path
    }

    /// Whether corners of radius `corner` fit: the rounded ends must not overlap angularly,
    /// and the outer corner's edge point must lie beyond the inner one's.
    private static func fits(_ corner: Double, half: Double, sweep: Double, inner: Double?,
                             outer: Double) -> Bool {
        let outerRatio = (half + corner) / (outer - corner)
        guard outer - corner > 0, outerRatio < 1 else { return false }
        guard 2 * degrees(asin(outerRatio)) < sweep else { return false }
        guard let inner else { return true }
        let innerRatio = (half + corner) / (inner + corner)
        guard innerRatio < 1, 2 * degrees(asin(innerRatio)) < sweep else { return false }
        let outerEdge = (outer - corner) * (outer - corner) - (half + corner) * (half + corner)
        let innerEdge = (inner + corner) * (inner + corner) - (half + corner) * (half + corner)
        return outerEdge >= innerEdge
    }

    private static func degrees(_ radians: Double) -> Double { radians * 180 / .pi }

    /// The point `distance` along the ray at `angle`, moved `offset` points sideways
    /// (positive: towards larger angles).
    private static func edgePoint(_ center: Point, _ angle: Double, _ distance: Double,
                                  _ offset: Double) -> Point {
        let along = Point.polar(center: center, radius: distance, degrees: angle)
        let radians = (angle + 90) * .pi / 180
        return Point(x: along.x + offset * sin(radians), y: along.y - offset * cos(radians))
    }

    /// A clockwise corner arc of radius `radius` to `point`; nothing for a sharp corner, whose
    /// `point` is where the path already is (a line there cost a 1,000-sector donut 64 KB). A
    /// corner that animates from sharp to round changes the command anyway (line to arc), so
    /// leaving it out breaks no interpolation that worked.
    private static func cornerArc(_ path: inout PathData, _ radius: Double, to point: Point) {
        guard radius > 0 else { return }
        path.commands.append(.arc(radiusX: radius, radiusY: radius, rotation: 0,
                                  largeArc: false, sweep: true, to: point))
    }
}
