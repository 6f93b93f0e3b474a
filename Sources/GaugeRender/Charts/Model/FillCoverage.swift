/// How much of each pixel column a dense fill covers at each height, drawn as a few stacked
/// translucent layers, so a reduced area or bar chart has the colour an exact rasteriser gives
/// the full-resolution one.
///
/// An area of 10⁵ noisy points, or 10⁵ bars, covers a column at height `t` only over the share
/// of the column's width where the curve (or a bar) reaches `t`: near the top of noisy data
/// that share is small, so the true picture fades upwards. Drawing each column solid from its
/// lowest to its highest value (M4 for strokes, min–max for bars) paints it fully instead.
/// Here each column's coverage profile `c(t)` — the covered share of its width, as a function
/// of the height `t` above (or below) the baseline 0 — is found exactly for piecewise linear
/// curves and bars, and quantised to `levels` steps: layer `k` (0-based) spans, in each
/// column, the heights where `c(t) ≥ (k + ½) / levels`. Columns are a point wide on whole
/// scene points (`Grid.aligned`), so at 1 px a point a pixel is one column. The layers are
/// drawn in order with `layerOpacities()`, so where `m` layers overlap the colour's alpha is
/// `m / levels` (times the series' opacity).
/// `c(t)` never grows away from the baseline (the set of x above `t` shrinks as `t` rises),
/// so layer `k + 1` lies inside layer `k` and each layer is one staircase polygon.
public struct FillCoverage: Sendable, Hashable {
    /// At most 32 coverage steps: a pixel's colour off by at most 1/64 of its contrast with
    /// the background (a 10⁵-point area: mean 1.6 levels of 255 from the exact picture).
    public static let maximumLevels = 32
    /// Layers × columns kept to about this, so the SVG stays within its 150 KB (a layer costs
    /// about 9 bytes a column: `v-12.3h1`): 32 levels up to 375 columns (a 400-point chart:
    /// 113 KB for a 10⁵-point area), fewer for wider ones, at least 4.
    public static let layerColumns = 12_000
    /// Coverage steps of this fill (`levels(columns:)`).
    public let levels: Int
    /// Grid steps of a column's profile between its lowest and highest value.
    static let steps = 256

    /// `key` of the series or bars this stands for.
    public var key: String
    public var color: Color
    /// `0...1`: the series' opacity (1, or dimmed while another is selected).
    public var opacity: Double
    /// x of the first column's left edge and the last column's right edge, x units.
    public var lower: Double
    public var upper: Double
    public var columns: Int
    /// Layer `k`'s top in column `c` at `tops[c * levels + k]`, y units, ≥ 0 (0: the layer is
    /// absent there); `bottoms` likewise below the baseline, ≤ 0.
    public var tops: [Double]
    public var bottoms: [Double]

    /// Coverage columns per point of plot width: 1.
    public static let columnsPerPoint = 1.0

    /// Where the columns stand: `columns` of them over `lower...upper` x units.
    public struct Grid: Sendable, Hashable {
        public var lower: Double
        public var upper: Double
        public var columns: Int

        /// Columns one point wide on whole scene points, covering `plot` (scene points) whose
        /// x axis runs `xLower...xUpper`: a pixel at 1 px a point is then one column, not parts
        /// of two (columns of plot width / count drifted across pixel edges and blended
        /// neighbouring columns: 1.9 levels of error a pixel column on a 10⁵-point area).
        public static func aligned(plot: Rect, xLower: Double, xUpper: Double) -> Grid {
            let left = plot.x.rounded(.down)
            let right = max((plot.x + plot.width).rounded(.up), left + 1)
            let scale = plot.width > 0 ? (xUpper - xLower) / plot.width : 0
            let columns = Int(((right - left) * columnsPerPoint).rounded())
            return Grid(lower: xLower + (left - plot.x) * scale, upper: xLower + (right - plot.x) * scale,
                        columns: max(columns, 1))
        }
    }

    /// A coverage of `columns` columns over `lower...upper` with every layer absent.
    public init(key: String, color: Color, opacity: Double, lower: Double, upper: Double, columns: Int) {
        self.key = key
        self.color = color
        self.opacity = opacity
        self.lower = lower
        self.upper = upper
        self.columns = max(columns, 1)
        levels = Self.levels(columns: self.columns)
        tops = Array(repeating: 0, count: self.columns * levels)
        bottoms = tops
    }

    /// The coverage steps for `columns` columns: `layerColumns / columns` within 4...32.
    public static func levels(columns: Int) -> Int {
        min(maximumLevels, max(4, layerColumns / max(columns, 1)))
    }

    /// The layers' fill-opacities, in drawing order: drawn over one another, layers `0..<m`
    /// give the colour alpha `m × opacity / levels`.
    ///
    /// Exactly, `aₖ = o / (L − o·k)` does it (1 − Π(1 − aₖ) = m·o/L); but rasterisers
    /// composite in 8 bits, rounding every layer, and 32 layers of alpha ≈ 8/255 came out 3
    /// levels too light (rsvg-convert). So each alpha is a whole number of 255ths, chosen so
    /// that 8-bit "over" (`a + b·(255 − a)/255`, rounded) reaches the nearest byte to each
    /// target in turn, and written 0.2/255 above it so a viewer that truncates the opacity to a
    /// byte and one that rounds it get the same byte.
    public func layerOpacities() -> [Double] {
        let opacity = min(max(self.opacity.isFinite ? self.opacity : 1, 0), 1)
        var alpha = 0  // composited so far, 0...255
        var result: [Double] = []
        for m in 1...levels {
            let target = 255 * opacity * Double(m) / Double(levels)
            let room = 255 - alpha
            guard room > 0 else {
                result.append(0)
                continue
            }
            let guess = Int(((target - Double(alpha)) * 255 / Double(room)).rounded())
            var best = 0
            var bestError = Double.infinity
            for candidate in max(guess - 2, 0)...min(max(guess + 2, 0), 255) {
                let error = abs(Double(alpha + Self.multiply(candidate, room)) - target)
                if error < bestError { (best, bestError) = (candidate, error) }
            }
            alpha += Self.multiply(best, room)
            result.append(best == 0 ? 0 : min((Double(best) + 0.2) / 255, 1))
        }
        return result
    }

    /// `a × b / 255` rounded, as 8-bit compositing computes it (`(t + t >> 8) >> 8`, `t = a·b + 128`).
    static func multiply(_ a: Int, _ b: Int) -> Int {
        let t = a * b + 128
        return ((t >> 8) + t) >> 8
    }

    /// The coverage layer `k` of `levels` stands for: `(k + ½) / levels`, so rounding `c(t)` to
    /// the nearest step. (Thresholds staggered between odd and even columns, meant to average
    /// within a pixel, biased each column by a quarter step once a pixel was one column.)
    static func threshold(_ k: Int, levels: Int, column: Int) -> Double {
        (Double(k) + 0.5) / Double(levels)
    }

    /// x of column `c`'s left edge (`c == columns`: the right edge of the last).
    public func edge(_ c: Int) -> Double {
        lower + (upper - lower) * Double(c) / Double(columns)
    }

    /// Column `c`'s layers from `profile` (its shapes already added), for a column `width` x
    /// units wide.
    mutating func setColumn(_ c: Int, from profile: CoverageProfile, width: Double) {
        guard c >= 0, c < columns, width > 0 else { return }
        profile.heights(column: c, levels: levels, width: width) { k, top, bottom in
            tops[c * levels + k] = top
            bottoms[c * levels + k] = bottom
        }
    }
}

/// The covered width of one pixel column as a function of height, built from line segments
/// (an area's curve) and bars on a grid of `FillCoverage.steps` steps over the column's extent
/// (zero included): `V(t)`, the width where the shape reaches at least `t`. A segment from
/// `a` to `b` over width `w` adds `w × clamp((max − t) / (max − min), 0, 1)`, a ramp whose two
/// kinks go into a second-order difference array (exact at the grid points), and a bar of
/// value `v` adds `w` for `t ≤ v`, a step; so a column costs O(its shapes + steps).
struct CoverageProfile {
    private var points: [Double]
    private var slopes: [Double]
    private(set) var origin = 0.0
    private(set) var step = 1.0
    /// The width of all shapes added (where they reach `t` or not).
    private(set) var width = 0.0
    /// The extent was a single height (all shapes at 0): nothing is covered above or below it.
    private var isFlat = true
    private let steps = FillCoverage.steps

    init() {
        // `steps + 3` cells: `addCurve`'s hinge at grid position `steps` may write cell
        // `steps + 1` of `points` and `steps + 2` of `slopes`, which `values()` never reads
        points = Array(repeating: 0, count: FillCoverage.steps + 3)
        slopes = points
    }

    /// Empties the profile for a column whose shapes lie within `lower...upper` (y units).
    mutating func reset(lower: Double, upper: Double) {
        for index in points.indices {
            points[index] = 0
            slopes[index] = 0
        }
        width = 0
        let low = min(lower, 0), high = max(upper, 0)
        origin = low
        isFlat = !(high > low)
        step = isFlat ? 1 : (high - low) / Double(steps)
    }

    /// Where `y` falls on the grid, clamped to it.
    @inline(__always)
    private func position(_ y: Double) -> Double {
        min(max((y - origin) / step, 0), Double(steps))
    }

    /// Adds `s × max(0, j − p)` at every grid point `j`.
    @inline(__always)
    private mutating func hinge(_ p: Double, _ s: Double) {
        let k = Int(p.rounded(.up))
        if k <= steps { points[k] += s * (Double(k) - p) }
        if k + 1 <= steps { slopes[k + 1] += s }
    }

    /// A straight piece of curve from height `a` to `b` over `w` x units.
    @inline(__always)
    mutating func addSegment(_ a: Double, _ b: Double, width w: Double) {
        let p = position(min(a, b)), q = position(max(a, b))
        guard q - p > 1e-9 else { return addStep(at: p, width: w) }
        let s = w / (q - p)
        width += w
        points[0] += w
        hinge(p, -s)
        hinge(q, s)
    }

    /// A bar reaching `value` (from 0), `w` x units wide.
    @inline(__always)
    mutating func addBar(_ value: Double, width w: Double) {
        addStep(at: position(value), width: w)
    }

    /// `addSegment` for the curve through `points[range]` (x ascending), each piece from one
    /// point to the next: the loop of a dense area, on raw buffers (no copy-on-write or
    /// bounds check per point). The two pieces meeting at a point both put a kink there, so
    /// their slopes are added first and each point costs one hinge (two writes), not two:
    /// consecutive writes to the same grid cell made a chain of dependent loads and stores
    /// (10⁷ points: 22 ns a point through `addSegment`).
    mutating func addCurve<Points: RandomAccessCollection<SeriesPoint>>(
        _ curve: Points, _ range: Range<Int>
    ) where Points.Index == Int {
        guard range.count > 1 else { return }
        let origin = self.origin, inverse = 1 / step, top = Double(steps)
        var added = 0.0
        // 1.5 × 2⁵²: adding it rounds a number of 0...2⁵¹ to a whole one, held in the low bits
        let magic = 6_755_399_441_055_744.0
        points.withUnsafeMutableBufferPointer { points in
            slopes.withUnsafeMutableBufferPointer { slopes in
                // the grid position of `y` within 0...top; NaN fails both comparisons and
                // lands on 0 (`max`/`min` would pass it on), so every index below is in bounds
                @inline(__always) func position(_ y: Double) -> Double {
                    let p = (y - origin) * inverse
                    let low = p > 0 ? p : 0
                    return low < top ? low : top
                }
                // A hinge at v may go into any cell k with v ≤ k ≤ v + 1 (at a whole v both
                // add 0 at v itself): k = v + ½ rounded, by `magic`, needs no libm `ceil` call
                // (which spilled the loop's registers) and no conversion check (10⁷ points:
                // this loop 61 % of an area's time with `rounded(.up)`). k ≤ steps + 1.
                @inline(__always) func hinge(_ v: Double, _ c: Double) {
                    let r = (v + 0.5) + magic
                    let k = Int(truncatingIfNeeded: r.bitPattern &- magic.bitPattern)
                    points[k] += c * ((r - magic) - v)
                    slopes[k &+ 1] += c
                }
                var previous = curve[range.lowerBound]
                var a = position(previous.y)
                var carry = 0.0  // the slope the piece before puts at `a`
                for index in (range.lowerBound + 1)..<range.upperBound {
                    let point = curve[index]
                    let w = point.x - previous.x
                    let b = position(point.y)
                    let d = b - a
                    added += w
                    if abs(d) > 1e-9 {
                        // rising: −w/d at its lower end a, +w/d at b; falling: the reverse
                        let s = w / d
                        hinge(a, carry - s)
                        carry = s
                    } else {
                        hinge(a, carry)
                        carry = 0
                        points[Int(a) + 1] -= w  // a ≥ 0: truncation is ⌊a⌋
                    }
                    previous = point
                    a = b
                }
                hinge(a, carry)
            }
        }
        points[0] += added
        width += added
    }

    /// `addBar` for bars `width` wide reaching `values` (NaN: none), on raw buffers.
    mutating func addBars(_ values: UnsafeBufferPointer<Double>, width w: Double) {
        let origin = self.origin, inverse = 1 / step, top = Double(steps)
        var added = 0.0
        points.withUnsafeMutableBufferPointer { points in
            for v in values where !v.isNaN {
                added += w
                // cell `steps + 1` (a bar at the top) is never read by `values()`
                // clamped to 0...top, so truncation is ⌊⌋ (`rounded(.down)` is a libm call)
                points[Int(min(max((v - origin) * inverse, 0), top)) + 1] -= w
            }
        }
        points[0] += added
        width += added
    }

    /// `w` at every grid point at or below grid position `p`.
    @inline(__always)
    private mutating func addStep(at p: Double, width w: Double) {
        width += w
        points[0] += w
        let k = Int(p.rounded(.down)) + 1
        if k <= steps { points[k] -= w }
    }

    /// The covered width at every grid point (`steps + 1` values, the height of point `j`
    /// being `origin + j × step`).
    func values() -> [Double] {
        var result = [Double](repeating: 0, count: steps + 1)
        var slope = 0.0
        var value = 0.0
        for j in 0...steps {
            slope += slopes[j]
            value += points[j] + slope
            result[j] = value
        }
        return result
    }

    /// `body(k, top, bottom)` for each of `levels` layers `k` of column `column` (`FillCoverage.threshold`):
    /// the highest height above 0 where the covered share of `width` is still at least the
    /// layer's threshold (0 when it is below it at 0), and likewise the lowest below 0;
    /// linear between grid points.
    func heights(column: Int, levels: Int, width columnWidth: Double, _ body: (Int, Double, Double) -> Void) {
        let v = values()
        let zero = -origin / step  // grid position of height 0
        func value(at position: Double) -> Double {
            let j = min(Int(position), steps - 1)
            let fraction = position - Double(j)
            return v[j] + (v[j + 1] - v[j]) * fraction
        }
        var tops = [Double](repeating: 0, count: levels)
        var bottoms = tops
        guard !isFlat, columnWidth > 0 else {
            for k in 0..<levels { body(k, 0, 0) }
            return
        }
        let atZero = steps > 0 ? value(at: zero) : v[0]
        // above 0: V falls as t rises; the highest threshold is crossed first
        var (t0, v0) = (zero, atZero)
        var j = Int(zero.rounded(.down)) + 1
        for k in stride(from: levels - 1, through: 0, by: -1) {
            let need = FillCoverage.threshold(k, levels: levels, column: column) * columnWidth
            guard v0 >= need else { continue }
            while j <= steps, v[j] >= need {
                (t0, v0) = (Double(j), v[j])
                j += 1
            }
            let top = j > steps || v0 - v[j] <= 0 ? t0 : t0 + (Double(j) - t0) * (v0 - need) / (v0 - v[j])
            tops[k] = max(origin + top * step, 0)
        }
        // below 0: the width under t, width − V, falls as t sinks
        (t0, v0) = (zero, width - atZero)
        j = Int(zero.rounded(.up)) - 1
        for k in stride(from: levels - 1, through: 0, by: -1) {
            let need = FillCoverage.threshold(k, levels: levels, column: column) * columnWidth
            guard v0 >= need else { continue }
            while j >= 0, width - v[j] >= need {
                (t0, v0) = (Double(j), width - v[j])
                j -= 1
            }
            let under = j < 0 ? v0 : width - v[j]
            let bottom = j < 0 || v0 - under <= 0 ? t0 : t0 - (t0 - Double(j)) * (v0 - need) / (v0 - under)
            bottoms[k] = min(origin + bottom * step, 0)
        }
        for k in 0..<levels { body(k, tops[k], bottoms[k]) }
    }
}

extension FillCoverage {
    /// The coverage of the area under `points` (x ascending, one series, filled down to 0)
    /// in the columns of `grid`: the curve is cut at column edges and each
    /// piece added to its column's profile exactly; columns before the first point and after
    /// the last are empty.
    /// - Parameter extent: the lowest and highest y of an index range's points, faster
    ///   than reading point by point (`M4Reduction.reduce`'s); `nil` reads the points.
    static func area<Points: RandomAccessCollection<SeriesPoint>>(
        _ points: Points, key: String, color: Color, opacity: Double, grid: Grid,
        extent: ((Range<Int>) -> (lower: Double, upper: Double))? = nil
    ) -> FillCoverage where Points.Index == Int {
        let (lower, upper) = (grid.lower, grid.upper)
        var coverage = FillCoverage(key: key, color: color, opacity: opacity, lower: lower, upper: upper,
                                    columns: grid.columns)
        let span = upper - lower
        let count = points.endIndex
        guard span.isFinite, span > 0, count > 1 else { return coverage }
        let columns = coverage.columns
        let width = span / Double(columns)
        var profile = CoverageProfile()
        func column(_ x: Double) -> Int { M4Reduction.column(x, lower: lower, span: span, columns: columns) }
        // the curve between points `i` and `i + 1` cut to `from...to` (x)
        func piece(_ i: Int, from: Double, to: Double) -> (a: Double, b: Double, width: Double)? {
            let p = points[i], q = points[i + 1]
            let left = max(from, p.x), right = min(to, q.x)
            guard right > left, q.x > p.x else { return nil }
            func y(_ x: Double) -> Double { p.y + (q.y - p.y) * (x - p.x) / (q.x - p.x) }
            return (y(left), y(right), right - left)
        }
        func add(_ c: Int, _ pieces: [(a: Double, b: Double, width: Double)?], inner: Range<Int>) {
            var low = Double.infinity, high = -Double.infinity
            for case let piece? in pieces {
                low = min(low, piece.a, piece.b)
                high = max(high, piece.a, piece.b)
            }
            if inner.count > 0 {
                let (lowest, highest) = extent?(inner) ?? Self.extent(points, inner)
                low = min(low, lowest)
                high = max(high, highest)
            }
            guard low <= high else { return }
            profile.reset(lower: low, upper: high)
            for case let piece? in pieces { profile.addSegment(piece.a, piece.b, width: piece.width) }
            profile.addCurve(points, inner)
            coverage.setColumn(c, from: profile, width: width)
        }
        var start = 0
        var previousColumn = -1
        while start < count {
            if RenderCancellation.isCancelled { break }  // once a column
            let c = column(points[start].x)
            let end = M4Reduction.runEnd(from: start, to: count) { column(points[$0].x) == c }
            if start > 0 {
                // columns the curve crosses with no point in them
                for crossed in (previousColumn + 1)..<max(c, previousColumn + 1) {
                    add(crossed, [piece(start - 1, from: coverage.edge(crossed), to: coverage.edge(crossed + 1))],
                        inner: 0..<0)
                }
            }
            let left = start > 0 ? piece(start - 1, from: coverage.edge(c), to: points[start].x) : nil
            let right = end < count ? piece(end - 1, from: points[end - 1].x, to: coverage.edge(c + 1)) : nil
            add(c, [left, right], inner: start..<end)
            previousColumn = c
            start = end
        }
        return coverage
    }

    /// The lowest and highest y of `points[range]`.
    static func extent<Points: RandomAccessCollection<SeriesPoint>>(
        _ points: Points, _ range: Range<Int>
    ) -> (lower: Double, upper: Double) where Points.Index == Int {
        var lower = Double.infinity, upper = -Double.infinity
        for index in range {
            lower = min(lower, points[index].y)
            upper = max(upper, points[index].y)
        }
        return (lower, upper)
    }

    /// The coverage of one series of bars standing on 0: `count` bars, bar `i` centred at
    /// `x(i)` (ascending), `barWidth` x units wide, each
    /// counted whole in the column of `grid` of its centre (as `BarReduction` places it);
    /// `values[i]` is bar `i`'s height (NaN: none);
    /// `extent(range)` gives the lowest and highest value of a range of bars.
    static func bars(count: Int, x: (Int) -> Double, values: [Double], barWidth: Double,
                     extent: (Range<Int>) -> (lower: Double, upper: Double)?,
                     key: String, color: Color, opacity: Double, grid: Grid) -> FillCoverage {
        let (lower, upper) = (grid.lower, grid.upper)
        var coverage = FillCoverage(key: key, color: color, opacity: opacity, lower: lower, upper: upper,
                                    columns: grid.columns)
        let span = upper - lower
        guard span.isFinite, span > 0, barWidth > 0 else { return coverage }
        let columns = coverage.columns
        let width = span / Double(columns)
        var profile = CoverageProfile()
        func column(_ index: Int) -> Int { M4Reduction.column(x(index), lower: lower, span: span, columns: columns) }
        var start = 0
        while start < count {
            if RenderCancellation.isCancelled { break }  // once a column
            let c = column(start)
            let end = M4Reduction.runEnd(from: start, to: count) { column($0) == c }
            if let (low, high) = extent(start..<end) {
                profile.reset(lower: low, upper: high)
                values.withUnsafeBufferPointer { values in
                    profile.addBars(UnsafeBufferPointer(rebasing: values[start..<end]), width: barWidth)
                }
                coverage.setColumn(c, from: profile, width: width)
            }
            start = end
        }
        return coverage
    }
}
