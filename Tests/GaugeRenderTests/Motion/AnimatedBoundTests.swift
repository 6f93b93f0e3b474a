import Foundation
import Testing
@testable import GaugeRender

/// Issue 10: every animated output within `Keyframes.byteBudget`, whatever the data — full
/// keyframes while they fit, then thinned keyframes with key splines, then cross-fades of the
/// costliest primitives, then the final state at once.
@Suite struct AnimatedBoundTests {
    /// A chart of `n` numbers in `0..<1` at x = 1…n (`DenseDataTests.values` of `seed`).
    static func list(_ mark: Mark, _ n: Int, seed: UInt64,
                     _ configure: (inout ChartSpec) -> Void = { _ in }) -> Drawable {
        let values = DenseDataTests.values(n, seed: seed)
        var spec = ChartSpec(mark: mark, rows: values.indices.map {
            ChartRow(x: .number(Double($0 + 1)), y: values[$0])
        })
        configure(&spec)
        return .chart(spec)
    }

    /// A donut of `n` sectors `s0`, `s1`, … (inner radius 60 %).
    static func donut(_ n: Int, seed: UInt64, corner: Double = 0) -> Drawable {
        let values = DenseDataTests.values(n, seed: seed)
        var spec = ChartSpec(mark: .sector, rows: values.indices.map {
            ChartRow(x: .category("s\($0)"), y: values[$0])
        })
        spec.innerRadius = .ratio(0.6)
        spec.cornerRadius = corner
        return .chart(spec)
    }

    static func request(_ to: Drawable, from: Drawable, _ curve: AnimationCurve = .easeInOut(1))
        -> RenderRequest {
        RenderRequest(drawable: to, previous: from, animation: curve, idPrefix: "b")
    }

    static let easeInOut = KeySpline(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    /// The updates that show their end state at once: their still picture alone is most of the
    /// budget, so the old state cannot be written beside it — a 1,000-sector donut (137 KB),
    /// and since dense fills are drawn from their coverage (`FillCoverage`: up to 32 layers,
    /// 105–116 KB) a dense area, dense one-series bars and a 10⁴-sector donut's point-wide runs.
    static let showsEndState: Set = ["donut 1000 r4", "area 2e5", "bar 5e4", "donut 1e4", "donut 1e4 r4"]

    /// Every mark, dense and small, under a timing curve and a spring: within the budget,
    /// well-formed, and moving — but for `showsEndState`.
    @Test(arguments: [AnimationCurve.easeInOut(1), .spring(response: 0.5, dampingFraction: 0.825)])
    func everyUpdateFitsTheBudget(_ curve: AnimationCurve) throws {
        let cases: [(String, Drawable, Drawable)] = [
            ("line 2e5", Self.list(.line, 200_000, seed: 1), Self.list(.line, 200_000, seed: 2)),
            ("area 2e5", Self.list(.area, 200_000, seed: 1), Self.list(.area, 200_000, seed: 2)),
            ("bar 5e4", Self.list(.bar, 50_000, seed: 1), Self.list(.bar, 50_000, seed: 2)),
            ("point 5e4", Self.list(.point, 50_000, seed: 1), Self.list(.point, 50_000, seed: 2)),
            ("donut 10 r4", Self.donut(10, seed: 1, corner: 4), Self.donut(10, seed: 2, corner: 4)),
            ("donut 300", Self.donut(300, seed: 1), Self.donut(300, seed: 2)),
            ("donut 300 r4", Self.donut(300, seed: 1, corner: 4), Self.donut(300, seed: 2, corner: 4)),
            ("donut 1000 r4", Self.donut(1_000, seed: 1, corner: 4), Self.donut(1_000, seed: 2, corner: 4)),
            ("donut 1e4", Self.donut(10_000, seed: 1), Self.donut(10_000, seed: 2)),
            ("donut 1e4 r4", Self.donut(10_000, seed: 1, corner: 4), Self.donut(10_000, seed: 2, corner: 4)),
        ]
        for (name, from, to) in cases {
            let svg = Renderer.svg(Self.request(to, from: from, curve))
            #expect(svg.utf8.count <= Keyframes.byteBudget, "\(name): \(svg.utf8.count) bytes")
            #expect(SVGDocument(svg) != nil, "\(name) is not well-formed")
            let moves = svg.contains("<animate") || svg.contains("@keyframes")
            #expect(moves == !Self.showsEndState.contains(name), "\(name) moves or not")
        }
    }

    /// A thinned clock keeps evenly spread key times and gives each interval the curve's own
    /// piece: one interval is the whole curve, and every piece reproduces the curve's progress
    /// between its key times.
    @Test func thinnedClockFollowsTheCurve() throws {
        let clock = try #require(KeyframeClock(curve: .easeInOut(1)))
        #expect(clock.keyTimes.count == 61 && clock.keySplines.isEmpty)
        let one = clock.thinned(to: 1, curve: .easeInOut(1))
        #expect(one.keyTimes == [0, 1] && one.progress == [0, 1] && one.duration == 1)
        let whole = try #require(one.keySplines.first)
        #expect(abs(whole.x1 - 0.42) < 1e-9 && abs(whole.y1) < 1e-9 && abs(whole.x2 - 0.58) < 1e-9
            && abs(whole.y2 - 1) < 1e-9)
        let four = clock.thinned(to: 4, curve: .easeInOut(1))
        #expect(four.keyTimes == [0, 0.25, 0.5, 0.75, 1] && four.keySplines.count == 4)
        // from 12 intervals on, straight segments: no splines
        let thirty = clock.thinned(to: 30, curve: .easeInOut(1))
        #expect(thirty.keyTimes.count == 31 && thirty.keyTimes[15] == 0.5 && thirty.keySplines.isEmpty)
        for (index, spline) in four.keySplines.enumerated() {
            let piece = BezierTiming(x1: spline.x1, y1: spline.y1, x2: spline.x2, y2: spline.y2)
            let (t0, t1) = (four.keyTimes[index], four.keyTimes[index + 1])
            let (q0, q1) = (four.progress[index], four.progress[index + 1])
            for u in [0.1, 0.37, 0.5, 0.9] {
                let expected = BezierTiming.easeInOut.progress(at: t0 + (t1 - t0) * u)
                #expect(abs(q0 + (q1 - q0) * piece.progress(at: u) - expected) < 1e-6, "piece \(index) at \(u)")
            }
        }
        // a spring has no spline: linear through its samples
        let spring = try #require(KeyframeClock(curve: .spring(response: 0.5, dampingFraction: 0.825)))
        let thinSpring = spring.thinned(to: 4, curve: .spring(response: 0.5, dampingFraction: 0.825))
        #expect(thinSpring.keyTimes.count == 5 && thinSpring.keySplines.isEmpty)
        #expect(thinSpring.progress == spring.indices(thinnedTo: 4).map { spring.progress[$0] })
    }

    /// A small change keeps its 60 keyframes a second, linear between them.
    @Test func smallChangesKeepEveryKeyframe() throws {
        let from = sectorChart([1, 1]), to = sectorChart([1, 3])
        let scene = Keyframes.scene(for: Self.request(to, from: from))
        let track = try #require(scene.node("sector/a")?.track("d"))
        #expect(track.keyTimes.count == 61 && track.calcMode == .linear && track.keySplines.isEmpty)
    }

    /// Under budgets that 61 keyframes do not fit, the donut [1, 1] → [1, 3] keeps fewer,
    /// each interval timed by its piece of easeInOut: from the old paths to the new ones,
    /// and where ½ of the time is a keyframe, the first sector ends at 135° (VISUAL.md);
    /// tighter still, it cross-fades.
    @Test func tightBudgetsThinTheKeyframes() throws {
        let from = sectorChart([1, 1]), to = sectorChart([1, 3])
        let full = Renderer.svg(Self.request(to, from: from)).utf8.count
        guard case .path(let old)? = Renderer.scene(for: from).node("sector/a"),
              case .path(let new)? = Renderer.scene(for: to).node("sector/a") else {
            Issue.record("sector/a is not a path"); return
        }
        var halves = 0
        for budget in [0.5, 0.45, 0.4, 0.35, 0.3, 0.2].map({ Int(Double(full) * $0) }) {
            let scene = Keyframes.scene(for: Self.request(to, from: from), budget: budget)
            #expect(Keyframes.size(scene, "b") <= budget)
            guard let track = scene.node("sector/a")?.track("d") else {
                // too tight for any keyframes of two paths: the sectors cross-fade
                #expect(scene.node("sector/a~in") != nil, "budget \(budget)")
                continue
            }
            #expect(track.keyTimes.count < 61)
            if track.keyTimes.count - 1 < KeyframeClock.minimumIntervals {
                #expect(track.calcMode == .spline && track.keySplines.count == track.values.count - 1)
            } else {
                #expect(track.calcMode == .linear && track.keySplines.isEmpty)
            }
            #expect(track.values.first == .path(old.path) && track.values.last == .path(new.path))
            guard let middle = track.keyTimes.firstIndex(of: 0.5),
                  case .path(let path) = track.values[middle] else { continue }
            halves += 1
            let end = try #require(arcEnd(path, radius: 125))
            #expect(abs(clockAngle(end, center: Point(x: 150, y: 135)) - 135) < 1e-6)
        }
        #expect(halves > 0)
    }

    /// A dense line's old and new M4 columns are not the same vertices: the line cross-fades
    /// (its final path once, fading in; its old path snapped, fading out over it, both by
    /// CSS).
    @Test func denseLineCrossFades() throws {
        let from = Self.list(.line, 200_000, seed: 1), to = Self.list(.line, 200_000, seed: 2)
        let scene = Keyframes.scene(for: Self.request(to, from: from))
        let finalLine = try #require(Renderer.scene(for: to).node("line"))
        let oldLine = try #require(Renderer.scene(for: from).node("line"))
        guard case .group(let fadingIn)? = scene.node("line~in"),
              case .group(let fadingOut)? = scene.node("line~out") else {
            Issue.record("no cross-fade groups"); return
        }
        #expect(fadingIn.styleClass == "in" && fadingIn.children == [finalLine])
        #expect(fadingOut.styleClass == "out" && fadingOut.opacity == 0 && fadingOut.animations.isEmpty)
        #expect(fadingOut.children == [CrossFade.coarsened(oldLine).with(key: "line~from")])
        let svg = Renderer.svg(Self.request(to, from: from))
        #expect(svg.contains("@media (prefers-reduced-motion: no-preference){"
            + ".b-in{animation:b-in 1s cubic-bezier(0.42,0,0.58,1) both}"
            + ".b-out{animation:b-out 1s cubic-bezier(0.42,0,0.58,1) both}}"
            + "@media (prefers-reduced-motion: reduce){.b-out{display:none}}"
            + "@keyframes b-in{from{opacity:0}50%,to{opacity:1}}@keyframes b-out{from,50%{opacity:1}to{opacity:0}}"))
        // nothing else moves (both y domains are 0…1): no SMIL at all
        #expect(!svg.contains("<animate"))
        #expect(svg.utf8.count <= Keyframes.byteBudget)
        // the picture drawn without animation is the final one
        #expect(scene.index.order.contains("line") && !svg.contains("class=\"b-still\"><path d=\"M"))
    }

    /// Keys of the cross-fade (`~in`, `~out`) and the twins (`~motion`, `~still`): each moving
    /// primitive's still copy is its final state, right after it; what does not move is
    /// written once.
    @Test func onlyWhatMovesIsTwinned() throws {
        let from = Drawable.gauge(GaugeSpec(value: 50, range: 0...100, style: .accessoryCircularCapacity))
        let to = Drawable.gauge(GaugeSpec(value: 75, range: 0...100, style: .accessoryCircularCapacity))
        let scene = Keyframes.scene(for: Self.request(to, from: from))
        let final = Renderer.scene(for: to)
        let twins = scene.index.nodes.values.compactMap { node -> (GroupNode, GroupNode)? in
            guard case .group(let moving) = node, moving.styleClass == "motion",
                  let key = moving.children.first?.key,
                  case .group(let still)? = scene.node(key + "~still") else { return nil }
            return (moving, still)
        }
        #expect(!twins.isEmpty)
        for (moving, still) in twins {
            #expect(still.isHidden && still.styleClass == "still")
            #expect(still.children == moving.children.map(\.withoutAnimations))
            #expect(!Node.group(still).isAnimated && Node.group(moving).isAnimated)
        }
        // the track does not move: one copy
        let unmoved = final.index.order.filter { key in
            scene.node(key)?.isAnimated == false && scene.node(key + "~still") == nil
        }
        #expect(!unmoved.isEmpty)
        for key in unmoved { #expect(scene.allKeys.filter { $0 == key }.count == 1, "\(key)") }
    }

    @Test func coarsenedPathSnapsAndMergesRuns() {
        var path = PathData()
        path.move(to: Point(x: 0.1, y: 0))
        path.line(to: Point(x: 1.26, y: 0.1))
        path.line(to: Point(x: 2.74, y: 0))
        path.line(to: Point(x: 3, y: 0.2))
        path.line(to: Point(x: 3.1, y: 0))          // the same snapped point: dropped
        path.line(to: Point(x: 3, y: 2))
        path.line(to: Point(x: 1, y: 2))
        path.line(to: Point(x: 2, y: 2))            // turns back: kept
        path.close()
        #expect(path.coarsened(grid: 0.5).commands == [
            .move(Point(x: 0, y: 0)), .line(Point(x: 3, y: 0)), .line(Point(x: 3, y: 2)),
            .line(Point(x: 1, y: 2)), .line(Point(x: 2, y: 2)), .close,
        ])
    }

    /// A coverage layer's staircase (`h`/`v`, from the fills merge) is coarsened as the lines
    /// it draws: each step snapped, a run along one row merged.
    @Test func coarsenedStaircaseSnapsItsSteps() {
        let path = PathData([.move(Point(x: 0, y: 10)), .horizontal(1.1), .vertical(7.9), .horizontal(2.2),
                             .horizontal(3.4), .vertical(10), .close])
        #expect(path.coarsened(grid: 0.5).commands == [
            .move(Point(x: 0, y: 10)), .line(Point(x: 1, y: 10)), .line(Point(x: 1, y: 8)),
            .line(Point(x: 3.5, y: 8)), .line(Point(x: 3.5, y: 10)), .close,
        ])
        #expect(path.hasSameCommands(as: path) && !path.hasSameCommands(as: path.coarsened(grid: 0.5)))
    }

    /// A fading-out run's old paths of one style become one path (nonzero, at the first
    /// one's place); another colour stays apart, and a ring's two subpaths under even-odd
    /// stay as they are.
    @Test func oldPathsMergeByStyle() {
        let blue = Paint.color(SystemColor.blue), green = Paint.color(SystemColor.green)
        func sector(_ key: String, _ start: Double, _ fill: Paint) -> Node {
            .path(PathNode(key: key, path: SectorGeometry.path(center: Point(x: 50, y: 50), start: start,
                                                              end: start + 10, inner: 20, outer: 40)!,
                           fill: fill, fillRule: .evenodd))
        }
        let ring = Node.path(PathNode(key: "ring", path: SectorGeometry.path(
            center: Point(x: 50, y: 50), start: 0, end: 360, inner: 20, outer: 40)!, fill: blue,
            fillRule: .evenodd))
        let merged = CrossFade.mergedByStyle([sector("a", 0, blue), sector("b", 10, green),
                                              sector("c", 20, blue), ring])
        #expect(merged.map(\.key) == ["a", "b", "ring"])
        guard case .path(let first) = merged[0], case .path(let a) = sector("a", 0, blue),
              case .path(let c) = sector("c", 20, blue) else { Issue.record("not paths"); return }
        #expect(first.fillRule == .nonzero && first.path.commands == a.path.commands + c.path.commands)
        #expect(merged[2] == ring)
    }

    /// Corners that would round less than half a point are drawn sharp (four arcs fewer a
    /// sector), so a 1,000-sector donut with `cornerRadius: 4` fits the budget drawn still.
    @Test func cornersUnderHalfAPointAreSharp() {
        let center = Point(x: 150, y: 150)
        func arcs(_ sweep: Double) -> Int {
            SectorGeometry.path(center: center, start: 0, end: sweep, inner: 78, outer: 130,
                                cornerRadius: 4)?.commands.filter {
                if case .arc = $0 { return true } else { return false }
            }.count ?? -1
        }
        #expect(arcs(30) == 6)      // two arcs and four corners
        #expect(arcs(0.36) == 2)    // a thousandth of the circle: corners under half a point
        let still = Renderer.svg(RenderRequest(drawable: Self.donut(1_000, seed: 1, corner: 4), idPrefix: "d"))
        #expect(still.utf8.count <= Keyframes.byteBudget, "\(still.utf8.count) bytes")
    }
}
