import Testing
@testable import GaugeRender

@Suite struct SectorGeometryTests {
    static let center = Point(x: 100, y: 100)

    static func arcs(_ path: PathData) -> [(largeArc: Bool, radius: Double)] {
        path.commands.compactMap {
            if case .arc(let rx, _, _, let large, _, _) = $0 { return (large, rx) } else { return nil }
        }
    }

    @Test(arguments: [(0.0, 240.0, true), (240, 300, false), (0, 180, false), (0, 180.5, true)])
    func largeArcFlagExactlyAboveHalfTurn(start: Double, end: Double, large: Bool) throws {
        let path = try #require(SectorGeometry.path(center: Self.center, start: start, end: end,
                                                    inner: 0, outer: 80))
        let outer = Self.arcs(path)
        #expect(outer.count == 1)
        #expect(outer.first?.largeArc == large)
        #expect(path.commands.first == .move(Point.polar(center: Self.center, radius: 80, degrees: start)))
    }

    @Test func fullTurnIsTwoHalfArcsPerCircle() throws {
        let disc = try #require(SectorGeometry.path(center: Self.center, start: 0, end: 360, inner: 0, outer: 50))
        #expect(Self.arcs(disc).map(\.radius) == [50, 50])
        #expect(Self.arcs(disc).allSatisfy { !$0.largeArc })
        let ring = try #require(SectorGeometry.path(center: Self.center, start: 0, end: 360, inner: 20, outer: 50))
        #expect(Self.arcs(ring).map(\.radius) == [50, 50, 20, 20])
        #expect(SVGFormat.pathData(disc) == "M100 50A50 50 0 0 1 100 150A50 50 0 0 1 100 50Z")
    }

    /// Sectors are filled with the nonzero rule (no `fill-rule` written): a full ring's inner
    /// circle must turn the other way round from its outer one so its hole stays empty.
    @Test func fullRingsHoleTurnsTheOtherWay() throws {
        let ring = try #require(SectorGeometry.path(center: Self.center, start: 30, end: 390, inner: 20, outer: 50))
        let sweeps = ring.commands.compactMap { command -> (radius: Double, clockwise: Bool)? in
            if case .arc(let rx, _, _, _, let sweep, _) = command { return (rx, sweep) } else { return nil }
        }
        #expect(sweeps.map(\.radius) == [50, 50, 20, 20])
        #expect(sweeps.map(\.clockwise) == [true, true, false, false])
        var donut = ChartSpec(mark: .sector)
        donut.rows = [ChartRow(x: .category("only"), y: 1)]
        donut.innerRadius = .ratio(0.5)
        let svg = Renderer.svg(RenderRequest(drawable: .chart(donut), idPrefix: "r"))
        #expect(svg.contains("<path d=\"M150 10A125 125 0 0 1 150 260"))
        #expect(!svg.contains("fill-rule"))
    }

    @Test func nothingForZeroSweepOrCollapsedInset() {
        #expect(SectorGeometry.path(center: Self.center, start: 30, end: 30, inner: 0, outer: 80) == nil)
        // 2° at radius 80 is an arc of 2.8 pt: a 3 pt gap swallows it
        #expect(SectorGeometry.path(center: Self.center, start: 0, end: 2, inner: 40, outer: 80, gap: 3) == nil)
        #expect(SectorGeometry.path(center: Self.center, start: 0, end: 10, inner: 40, outer: 80, gap: 3) != nil)
        #expect(SectorGeometry.path(center: Self.center, start: 0, end: 90, inner: 80, outer: 80) == nil)
    }

    @Test func gapIsParallelAndHalfOnEachSide() throws {
        // a quarter from 12 to 3 o'clock, gap 4: the start edge is the line x = 102
        let path = try #require(SectorGeometry.path(center: Self.center, start: 0, end: 90,
                                                    inner: 30, outer: 80, gap: 4))
        guard case .move(let first) = path.commands.first else { Issue.record("no move"); return }
        #expect(abs(first.x - 102) < 1e-9)
        #expect(abs((first.x - 100) * (first.x - 100) + (first.y - 100) * (first.y - 100) - 6400) < 1e-6)
        // a pie slice with a gap ends at the point where the moved edges meet: (102, 98)
        let pie = try #require(SectorGeometry.path(center: Self.center, start: 0, end: 90, inner: 0,
                                                   outer: 80, gap: 4))
        let lines = pie.commands.compactMap { if case .line(let p) = $0 { p } else { nil } }
        let vertex = try #require(lines.last)
        #expect(abs(vertex.x - 102) < 1e-9 && abs(vertex.y - 98) < 1e-9)
    }

    @Test func cornerRadiusClampedToHalfThickness() throws {
        let path = try #require(SectorGeometry.path(center: Self.center, start: 0, end: 120,
                                                    inner: 70, outer: 80, cornerRadius: 50))
        let radii = Self.arcs(path).map(\.radius)
        #expect(radii == [5, 80, 5, 5, 70, 5])
    }
}

@Suite struct SectorSceneTests {
    @Test func keysAreUniqueEvenForTrickyLabels() {
        let chart = Samples.sector([("a", 3), ("a/percent", 3), ("a", 2), ("legend/a", 1), ("", 2)])
        let scene = Renderer.scene(for: chart, name: "k")
        #expect(Set(scene.allKeys).count == scene.allKeys.count)
        #expect(scene.allKeys.filter { $0.hasPrefix("sector/") }
            == ["sector/a", "sector/a/percent", "sector/a #2", "sector/legend/a", "sector/"])
    }

    /// Palette entries are kept by row, not looked up by label: a list's sectors (labels are
    /// positions) take the palette in order, and a repeated label in rows shares its first
    /// row's colour while its key gets a suffix.
    @Test func coloursFollowFirstAppearanceAndListPositions() {
        var list = ChartSpec(mark: .sector)
        list.rows = .list([3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8])
        let model = SectorChartModel(spec: list)
        #expect(model.sectors.map(\.key) == (1...12).map(String.init))
        #expect(model.sectors.map(\.color) == (0..<12).map { SystemColor.categorical($0) })
        let rows = SectorChartModel(spec: { var spec = ChartSpec(mark: .sector)
            spec.rows = [ChartRow(x: .category("a"), y: 1), ChartRow(x: .category("b"), y: 1),
                         ChartRow(x: .category("a"), y: 1)]
            return spec }())
        #expect(rows.sectors.map(\.key) == ["a", "b", "a #2"])
        #expect(rows.sectors.map(\.color) == [SystemColor.categorical(0), SystemColor.categorical(1),
                                               SystemColor.categorical(0)])
    }

    @Test func zeroSectorHasNoPathButKeepsLegend() {
        let scene = Renderer.scene(for: Samples.sector([("x", 3), ("y", 2), ("z", 0)]))
        #expect(!scene.allKeys.contains("sector/z"))
        #expect(scene.allKeys.contains("legend/z/swatch"))
        let svg = render(Samples.sector([("x", 3), ("y", 2), ("z", 0)]))
        #expect(svg.components(separatedBy: "<path").count - 1 == 2)
    }

    @Test func allZeroDrawsNeutralRingOnly() {
        let scene = Renderer.scene(for: Samples.sector([("p", 0), ("q", 0)]) { $0.selection = .angleValue(0) })
        #expect(scene.allKeys.contains("chart/empty"))
        #expect(!scene.allKeys.contains { $0.hasPrefix("sector/") })
    }

    @Test func hiddenLegendAndTrailingLegend() {
        let hidden = Renderer.scene(for: Samples.sector([("p", 1)]) { $0.legend = .hidden })
        #expect(!hidden.allKeys.contains { $0.hasPrefix("legend/") })
        let trailing = SectorChartModel(spec: {
            var spec = ChartSpec(mark: .sector, rows: [ChartRow(x: .category("p"), y: 1)])
            spec.legend = .trailing
            return spec
        }())
        #expect(trailing.legendFrame.x > trailing.center.x + trailing.plotRadius)
        // legend column: swatch 8 + gap 5 + "p" 0.56 em × 12 = 19.72, then a 12 pt gap
        let expected = (300 - 19.72 - 12) / 2
        #expect(abs(trailing.plotRadius - expected) < 1e-9)
    }
}

@Suite struct LegendTests {
    @Test func manyEntriesStayInsideTheCanvas() throws {
        let rows = (0..<500).map { ("entry number \($0)", 1.0) }
        let scene = Renderer.scene(for: Samples.sector(rows))
        let swatches = scene.nodes.compactMap { node -> CircleNode? in
            if case .circle(let circle) = node, circle.key.hasSuffix("/swatch") { circle } else { nil }
        }
        #expect(!swatches.isEmpty && swatches.count < 500)
        #expect(swatches.allSatisfy { $0.center.y + $0.radius <= 300 })
    }

    @Test func longLabelsAreTruncatedToWidth() {
        #expect(TextMetrics.truncated("short", width: 100, fontSize: 10) == "short")
        let cut = TextMetrics.truncated("いちごいちごいちご", width: 45, fontSize: 10)
        #expect(cut == "いちご…")
        #expect(TextMetrics.truncated("abc", width: 1, fontSize: 10) == "…")
    }

    /// Truncation stops measuring past the width: a million characters cut as their start is.
    @Test func truncatingAHugeLabelCutsWhereItsStartDoes() {
        let huge = String(repeating: "Wörter und いちご ", count: 62_500)
        let cut = TextMetrics.truncated(huge, width: 120, fontSize: 12)
        #expect(cut == TextMetrics.truncated(String(huge.prefix(40)), width: 120, fontSize: 12))
        #expect(cut.hasSuffix("…") && cut.count < 40)
        #expect(TextMetrics.width(cut, fontSize: 12) <= 120)
        #expect(TextMetrics.truncated("abc", width: 1, fontSize: .infinity) == "abc")
        #expect(TextMetrics.truncated("abc", width: 100, fontSize: 10) == "abc")
    }
}
