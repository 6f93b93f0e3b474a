import Testing
@testable import GaugeRender

@Suite struct GaugeLayoutTests {
    static func scene(_ spec: GaugeSpec) -> Scene {
        GaugeLayout.scene(GaugeModel(spec: spec), title: "g")
    }

    static func nodes(_ scene: Scene) -> [String: Node] {
        var result: [String: Node] = [:]
        func visit(_ node: Node) {
            result[node.key] = node
            if case .group(let group) = node { group.children.forEach(visit) }
        }
        scene.nodes.forEach(visit)
        return result
    }

    static func near(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }

    @Test(arguments: [(0.0, 225.0), (1.0, 135.0), (0.5, 0.0), (-3, 225), (9, 135)])
    func accessoryCircularMarkerAlongOpenArc(value: Double, degrees: Double) throws {
        let scene = Self.scene(GaugeSpec(value: value, style: .accessoryCircular))
        let center = Point(x: 29, y: 29)
        let expected = Point.polar(center: center, radius: 26.1, degrees: degrees)
        guard case .circle(let marker) = try #require(Self.nodes(scene)["gauge/marker"]) else {
            Issue.record("marker is not a circle")
            return
        }
        #expect(Self.near(marker.center, expected))
    }

    @Test func accessoryCircularTrackRunsFrom225To135() throws {
        let scene = Self.scene(GaugeSpec(value: 0.2, style: .accessoryCircular))
        guard case .path(let track) = try #require(Self.nodes(scene)["gauge/track"]) else {
            Issue.record("track is not a path")
            return
        }
        let center = Point(x: 29, y: 29)
        #expect(track.path.commands.first == .move(Point.polar(center: center, radius: 26.1, degrees: 225)))
        guard case .arc(_, _, _, _, _, let end) = try #require(track.path.commands.last) else {
            Issue.record("track does not end in an arc")
            return
        }
        #expect(Self.near(end, Point.polar(center: center, radius: 26.1, degrees: 135)))
        #expect(track.stroke?.cap == .round)
        #expect(track.stroke?.width == 5.8)
        #expect(scene.definitions.map(\.key) == ["gauge/knockout"])
    }

    @Test func capacityFillStartsAtTwelveAndIsAbsentAtZero() throws {
        let empty = Self.nodes(Self.scene(GaugeSpec(value: 0, style: .accessoryCircularCapacity)))
        #expect(empty["gauge/fill"] == nil)
        #expect(empty["gauge/track"] != nil)
        let half = Self.nodes(Self.scene(GaugeSpec(value: 0.5, style: .accessoryCircularCapacity)))
        guard case .path(let fill) = try #require(half["gauge/fill"]) else { return }
        guard case .move(let start) = try #require(fill.path.commands.first) else { return }
        #expect(Self.near(start, Point(x: 29, y: 2.9)))
        #expect(fill.stroke?.cap == .round)
    }

    @Test func fullCapacityRingIsNeverOneArc() throws {
        let nodes = Self.nodes(Self.scene(GaugeSpec(value: 1, style: .accessoryCircularCapacity)))
        guard case .path(let fill) = try #require(nodes["gauge/fill"]) else { return }
        let arcs = fill.path.commands.filter { if case .arc = $0 { true } else { false } }
        #expect(arcs.count == 2)
        #expect(fill.stroke?.cap == .butt)
        #expect(!SVGFormat.pathData(fill.path).contains("A26.1 26.1 0 1"))
    }

    @Test func gradientArcIsSegmentedWithTipColourAtP() throws {
        let stops = [SystemColor.red, SystemColor.green]
        let nodes = Self.nodes(Self.scene(GaugeSpec(value: 0.5, style: .accessoryCircularCapacity,
                                                    tint: .gradient(stops))))
        let segments = nodes.keys.filter { $0.hasPrefix("gauge/fill/") && Int($0.dropFirst(11)) != nil }
        #expect(segments.count == 32)   // half of 64 over the full turn
        guard case .circle(let tip) = try #require(nodes["gauge/fill/cap/end"]) else { return }
        #expect(tip.fill == .color(GradientColor.color(at: 0.5, stops: stops)))
        #expect(Self.near(tip.center, Point(x: 29, y: 55.1)))
    }

    @Test func capsuleFillIsClippedToTrack() throws {
        let scene = Self.scene(GaugeSpec(value: 0.02, style: .capsule))
        let nodes = Self.nodes(scene)
        guard case .group(let group) = try #require(nodes["gauge/fillGroup"]),
              case .rect(let fill) = try #require(nodes["gauge/fill"]),
              case .rect(let track) = try #require(nodes["gauge/track"]) else {
            Issue.record("unexpected capsule structure")
            return
        }
        #expect(abs(fill.rect.width - 3.2) < 1e-9)
        #expect(fill.rect.x == 0)
        #expect(track.cornerRadius == 16)
        let clipKey = try #require(group.clipKey)
        guard case .clipPath(let clip) = try #require(scene.definitions.first(where: { $0.key == clipKey })),
              case .rect(let shape) = try #require(clip.nodes.first) else {
            Issue.record("no clip")
            return
        }
        #expect(shape.rect == track.rect && shape.cornerRadius == 16)
        let svg = render(.gauge(GaugeSpec(value: 0.02, style: .capsule)), prefix: "c")
        #expect(svg.contains("<g clip-path=\"url(#c-0)\"><rect x=\"0\" y=\"0\" width=\"3.2\" height=\"32\""))
        let trailing = Self.nodes(Self.scene(GaugeSpec(value: 0.25, style: .capsule, anchor: .trailing)))
        guard case .rect(let right) = try #require(trailing["gauge/fill"]) else { return }
        #expect(right.rect.x == 120 && right.rect.width == 40)
    }

    @Test(arguments: GaugeStyle.allCases)
    func intrinsicAndScaledSize(style: GaugeStyle) {
        let intrinsic = Self.scene(GaugeSpec(value: 0.5, style: style))
        let expected = style == .accessoryCircular || style == .accessoryCircularCapacity ? 58.0 : 160
        #expect(intrinsic.width == expected && intrinsic.viewBox.width == expected)
        let scaled = Self.scene(GaugeSpec(value: 0.5, style: style, size: expected * 3))
        #expect(scaled.width == expected * 3)
        #expect(abs(scaled.height - intrinsic.height * 3) < 1e-9)
        #expect(scaled.viewBox == intrinsic.viewBox)
    }

    @Test func outOfRangeValueDrawsClampedButSaysRealValue() throws {
        let scene = Self.scene(GaugeSpec(value: 130, range: 0...100, style: .accessoryCircular))
        let nodes = Self.nodes(scene)
        guard case .text(let text) = try #require(nodes["gauge/value"]),
              case .circle(let marker) = try #require(nodes["gauge/marker"]) else { return }
        #expect(text.text == "130")
        #expect(Self.near(marker.center, Point.polar(center: Point(x: 29, y: 29), radius: 26.1, degrees: 135)))
    }

    @Test(arguments: GaugeStyle.allCases)
    func keysAreUniqueWithinScene(style: GaugeStyle) {
        let scene = Self.scene(GaugeSpec(value: 0.6, style: style, tint: .gradient([SystemColor.red, SystemColor.blue]),
                                         label: "L", minimumValueLabel: "0", maximumValueLabel: "1"))
        #expect(Set(scene.allKeys).count == scene.allKeys.count)
        #expect(scene.allKeys.allSatisfy { $0.hasPrefix("gauge/") })
    }

    @Test func linearLabelsFollowTheTable() {
        let linear = Self.nodes(Self.scene(GaugeSpec(value: 0.5, style: .accessoryLinear, currentValueLabel: "½")))
        #expect(linear["gauge/value"].map { if case .text(let t) = $0 { t.text } else { "" } } == "½")
        let capacity = Self.nodes(Self.scene(GaugeSpec(value: 0.5, style: .accessoryLinearCapacity, label: "Up",
                                                       minimumValueLabel: "lo", maximumValueLabel: "hi")))
        for key in ["gauge/label", "gauge/value", "gauge/min", "gauge/max", "gauge/track", "gauge/fill"] {
            #expect(capacity[key] != nil, "missing \(key)")
        }
    }
}
