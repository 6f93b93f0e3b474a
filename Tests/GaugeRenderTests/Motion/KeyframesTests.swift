import Foundation
import Testing
@testable import GaugeRender

/// Helpers reading an animated scene.
extension Scene {
    /// The node with `key` anywhere in the scene (clip paths included), first found.
    func node(_ key: String) -> Node? { index.nodes[key] }
}

extension Node {
    /// The track animating `attribute`, if any.
    func track(_ attribute: String) -> AnimationTrack? {
        animations.first { $0.attribute == attribute }
    }
}

/// The angle (0° = 12 o'clock, clockwise, in 0..<360) of `point` around `center`.
func clockAngle(_ point: Point, center: Point) -> Double {
    let degrees = atan2(point.x - center.x, center.y - point.y) * 180 / .pi
    return degrees < 0 ? degrees + 360 : degrees
}

/// The end point of the first arc of radius `radius` in `path`.
func arcEnd(_ path: PathData, radius: Double) -> Point? {
    for case .arc(let rx, _, _, _, _, let to) in path.commands where abs(rx - radius) < 1e-6 { return to }
    return nil
}

@Suite struct KeyframeClockTests {
    @Test func defaultEaseInOut() throws {
        let clock = try #require(KeyframeClock(curve: .default))
        #expect(clock.duration == 0.35)
        #expect(clock.keyTimes.count == 25)   // 0.35 s × 60 = 21 → 24 intervals
        #expect(clock.keyTimes[6] == 0.25 && clock.keyTimes[12] == 0.5 && clock.keyTimes[18] == 0.75)
        #expect(clock.keyTimes.first == 0 && clock.keyTimes.last == 1)
        #expect(clock.keyTimes[1] == 0.042)   // 1/24 rounded to the writer's 3 decimals
        #expect(abs(clock.progress[1] - BezierTiming.easeInOut.progress(at: 0.042)) < 1e-12)
        #expect(clock.progress.last == 1 && abs(clock.progress[12] - 0.5) < 1e-9)
        // written exactly as sampled
        for time in clock.keyTimes { #expect(Double(SVGFormat.number(time)) == time) }
    }

    @Test func shortLongAndNone() throws {
        #expect(try #require(KeyframeClock(curve: .linear(0.05))).keyTimes.count == 13)
        #expect(try #require(KeyframeClock(curve: .linear(1))).keyTimes.count == 61)
        #expect(try #require(KeyframeClock(curve: .linear(2))).keyTimes.count == 121)
        #expect(try #require(KeyframeClock(curve: .linear(60))).keyTimes.count == 121)
        #expect(KeyframeClock(curve: .none) == nil)
        #expect(KeyframeClock(curve: .linear(0.0001)) == nil)
        let spring = try #require(KeyframeClock(curve: .spring(response: 0.5, dampingFraction: 0.5)))
        #expect((spring.progress.max() ?? 0) > 1.1)
        #expect(spring.progress.last == 1)
    }
}

@Suite struct KeyframesTests {
    static let donutFrom = sectorChart([1, 1]) { $0.innerRadius = .ratio(0.5) }
    static let donutTo = sectorChart([1, 3]) { $0.innerRadius = .ratio(0.5) }

    @Test func donutFirstSectorEndsAt135AtHalfTime() throws {
        let request = RenderRequest(drawable: Self.donutTo, previous: Self.donutFrom,
                                    animation: .easeInOut(1), idPrefix: "t")
        let scene = Keyframes.scene(for: request)
        let model = sectorModel(Self.donutTo)
        let sector = try #require(scene.node("sector/a"))
        let track = try #require(sector.track("d"))
        let half = try #require(track.keyTimes.firstIndex(of: 0.5))
        guard case .path(let path) = track.values[half] else { Issue.record("not a path"); return }
        let end = try #require(arcEnd(path, radius: model.sectors[0].outerRadius))
        #expect(abs(clockAngle(end, center: model.center) - 135) < 1e-6)
        // the quarter points follow easeInOut: 180 + (90 − 180)·curve(t)
        for (fraction, angleIndex) in [(0.25, 0), (0.75, 1)] {
            let slot = try #require(track.keyTimes.firstIndex(of: fraction))
            guard case .path(let quarterPath) = track.values[slot] else { continue }
            let expected = 180 - 90 * BezierTiming.easeInOut.progress(at: fraction)
            let point = try #require(arcEnd(quarterPath, radius: model.sectors[0].outerRadius))
            #expect(abs(clockAngle(point, center: model.center) - expected) < 1e-6, "index \(angleIndex)")
        }
        #expect(track.duration == 1 && track.values.count == track.keyTimes.count)
        // static attributes are the final state
        let final = Renderer.scene(for: Self.donutTo)
        guard case .path(let animatedNode) = sector, case .path(let finalNode)? = final.node("sector/a")
        else { Issue.record("sector/a is not a path"); return }
        #expect(animatedNode.path == finalNode.path)
        #expect(track.values.last == .path(finalNode.path))
    }

    @Test func noAnimationWithoutPreviousOrCurveOrChange() {
        let cases = [
            RenderRequest(drawable: Self.donutTo, previous: nil, animation: .default, idPrefix: "a"),
            RenderRequest(drawable: Self.donutTo, previous: Self.donutFrom, animation: .none, idPrefix: "b"),
            RenderRequest(drawable: Self.donutTo, previous: Self.donutTo, animation: .default, idPrefix: "c"),
            RenderRequest(drawable: Self.donutTo, previous: .gauge(GaugeSpec(value: 0.5)),
                          animation: .default, idPrefix: "d"),
        ]
        for request in cases {
            let svg = Renderer.svg(request)
            #expect(!svg.contains("<animate") && !svg.contains("<style"), "\(request.idPrefix)")
            #expect(Keyframes.scene(for: request) == Renderer.scene(for: request.drawable))
        }
    }

    @Test func bigDrawingsGetFewerKeyframesWithinTheBudget() throws {
        #expect(try #require(KeyframeClock(curve: .easeInOut(1), intervalLimit: 50)).keyTimes.count == 49)
        #expect(try #require(KeyframeClock(curve: .easeInOut(1), intervalLimit: 3)).keyTimes.count == 13)
        let chart = { (count: Int, offset: Int) in
            sectorChart((0..<count).map { Double(($0 + offset) % 7 + 1) }, labels: (0..<count).map { "s\($0)" })
        }
        let primitives = Renderer.scene(for: chart(500, 1)).index.order.count
        #expect(primitives > 400)   // 500 sectors and a truncated legend
        for (to, from) in [(chart(500, 1), chart(500, 0)), (chart(2000, 1), chart(2000, 0)),
                           (chart(3, 0), chart(2000, 0))] {
            let svg = Renderer.svg(RenderRequest(drawable: to, previous: from,
                                                 animation: .default, idPrefix: "h"))
            #expect(svg.utf8.count <= Keyframes.byteBudget, "\(svg.utf8.count) bytes")
        }
        let scene = Keyframes.scene(for: RenderRequest(drawable: chart(500, 1), previous: chart(500, 0),
                                                       animation: .easeInOut(1), idPrefix: "m"))
        // 500 sectors' paths at 61 keyframes would be megabytes, and at 2 still 200 KB: the
        // sectors cross-fade, all of them (none slides beside a fading one)
        guard case .group(let fadingIn)? = scene.node("sector/s0~in") else {
            Issue.record("the sectors do not cross-fade"); return
        }
        #expect(fadingIn.styleClass == "in" && fadingIn.children.count == 500)
        #expect(fadingIn.children.allSatisfy { $0.animations.isEmpty })
    }

    @Test func reducedMotionTwin() throws {
        let request = RenderRequest(drawable: Self.donutTo, previous: Self.donutFrom,
                                    animation: .default, idPrefix: "out7")
        let scene = Keyframes.scene(for: request)
        guard case .group(let moving)? = scene.node("sector/a~motion"),
              case .group(let still)? = scene.node("sector/a~still") else {
            Issue.record("expected the sector's two groups"); return
        }
        #expect(moving.styleClass == "motion" && !moving.isHidden)
        #expect(still.styleClass == "still" && still.isHidden)
        #expect(still.children == [try #require(Renderer.scene(for: Self.donutTo).node("sector/a"))])
        #expect(!Node.group(still).isAnimated && Node.group(moving).isAnimated)
        let svg = Renderer.svg(request)
        #expect(svg.contains("<style>@media (prefers-reduced-motion: reduce){.out7-motion{display:none}.out7-still{display:inline}}</style>"))
        #expect(svg.contains("<g class=\"out7-still\" display=\"none\">"))
        #expect(svg.contains("<animate attributeName=\"d\" values=\"M"))
        #expect(svg.contains("keyTimes=\"0;0.042;0.083;0.125;"))
        #expect(svg.contains("dur=\"0.35s\"") && svg.contains("fill=\"freeze\""))
        #expect(!svg.contains("NaN") && !svg.contains("inf"))
    }

    @Test func fillThatDisappearsStaysInvisible() throws {
        let from = Drawable.gauge(GaugeSpec(value: 0.5, style: .accessoryCircularCapacity))
        let to = Drawable.gauge(GaugeSpec(value: 0, style: .accessoryCircularCapacity))
        #expect(Renderer.scene(for: to).node("gauge/fill") == nil)
        let scene = Keyframes.scene(for: RenderRequest(drawable: to, previous: from,
                                                       animation: .linear(0.2), idPrefix: "g"))
        let fill = try #require(scene.node("gauge/fill"))
        #expect(fill.opacity == 0)
        let opacity = try #require(fill.track("opacity"))
        #expect(opacity.values.first == .number(1) && opacity.values.last == .number(0))
        let d = try #require(fill.track("d"))
        #expect(d.values.count == opacity.values.count)
    }

    @Test func fillThatAppearsFadesInFromNothing() throws {
        let from = Drawable.gauge(GaugeSpec(value: 0, style: .capsule))
        let to = Drawable.gauge(GaugeSpec(value: 0.6, style: .capsule))
        let scene = Keyframes.scene(for: RenderRequest(drawable: to, previous: from,
                                                       animation: .linear(0.2), idPrefix: "g"))
        let fill = try #require(scene.node("gauge/fill"))
        let width = try #require(fill.track("width"))
        let group = try #require(scene.node("gauge/fillGroup"))
        let groupOpacity = try #require(group.track("opacity"))
        #expect(groupOpacity.values.first == .number(0) && groupOpacity.values.dropFirst().allSatisfy { $0 == .number(1) })
        #expect(width.values.last == .number(0.6 * 160))
        guard case .number(let first) = width.values[1] else { Issue.record("not a number"); return }
        #expect(abs(first - 0.6 * 160 * width.keyTimes[1]) < 1e-9)   // linear: p grows with t
    }

    @Test func springOvershootsThenSettles() throws {
        let from = Drawable.gauge(GaugeSpec(value: 0.2, style: .capsule))
        let to = Drawable.gauge(GaugeSpec(value: 0.6, style: .capsule))
        let scene = Keyframes.scene(for: RenderRequest(
            drawable: to, previous: from, animation: .spring(response: 0.5, dampingFraction: 0.5),
            idPrefix: "s"))
        let width = try #require(scene.node("gauge/fill")?.track("width"))
        let widths = width.values.compactMap { value -> Double? in
            if case .number(let number) = value { return number } else { return nil }
        }
        #expect((widths.max() ?? 0) > 0.6 * 160 * 1.05)   // ≈ 0.665 × 160 at the peak
        #expect(widths.last == 0.6 * 160)
    }

    @Test func changedTextCrossFades() throws {
        let from = Drawable.gauge(GaugeSpec(value: 50, range: 0...100, style: .accessoryCircularCapacity))
        let to = Drawable.gauge(GaugeSpec(value: 75, range: 0...100, style: .accessoryCircularCapacity))
        let scene = Keyframes.scene(for: RenderRequest(drawable: to, previous: from,
                                                       animation: .linear(0.2), idPrefix: "x"))
        let old = try #require(scene.node("gauge/value~from"))
        let new = try #require(scene.node("gauge/value"))
        #expect(old.text == "50" && new.text == "75")
        #expect(old.opacity == 0 && new.opacity == 1)
        let fadeOut = try #require(old.track("opacity")), fadeIn = try #require(new.track("opacity"))
        #expect(fadeOut.values.first == .number(1) && fadeOut.values.last == .number(0))
        #expect(fadeIn.values.first == .number(0) && fadeIn.values.last == .number(1))
        #expect(fadeIn.values[6] == .number(fadeIn.keyTimes[6]))   // linear: opacity = t
    }
}
