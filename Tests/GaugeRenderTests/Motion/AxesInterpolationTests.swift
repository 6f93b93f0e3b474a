import Foundation
import Testing
@testable import GaugeRender

/// An axes chart of `mark` over `rows` (x, y) — categories when x is a String, numbers when a
/// Double.
func axesChart(_ mark: Mark, _ rows: [(String, Double)], series: String? = nil,
               _ configure: (inout ChartSpec) -> Void = { _ in }) -> Drawable {
    var spec = ChartSpec(mark: mark, rows: rows.map { ChartRow(x: .category($0.0), y: $0.1, series: series) })
    configure(&spec)
    return .chart(spec)
}

func numericChart(_ mark: Mark, _ rows: [(Double, Double)]) -> Drawable {
    .chart(ChartSpec(mark: mark, rows: rows.map { ChartRow(x: .number($0.0), y: $0.1) }))
}

func axesModel(_ drawable: Drawable) -> AxesChartModel? {
    guard case .axesChart(let model) = DrawableModel(drawable) else { return nil }
    return model
}

@Suite struct AxesInterpolationTests {
    @Test func barHeightsAndDomainMove() throws {
        let from = try #require(axesModel(axesChart(.bar, [("a", 2), ("b", 4)])))
        let to = try #require(axesModel(axesChart(.bar, [("a", 8), ("b", 4)])))
        let half = try #require(from.interpolated(to: to, progress: 0.5))
        #expect(half.bars.map(\.key) == to.bars.map(\.key))
        #expect(abs(half.bars[0].y1 - 5) < 1e-9 && half.bars[0].y0 == 0)
        #expect(abs(half.yAxis.upper - (from.yAxis.upper + to.yAxis.upper) / 2) < 1e-9)
        #expect(half.yAxis.ticks == to.yAxis.ticks.filter { $0.value <= half.yAxis.upper })
        #expect(try #require(from.interpolated(to: to, progress: 0)).yAxis.ticks == from.yAxis.ticks)
    }

    @Test func enteringBarGrowsFromItsBaseAndLeavingOneShrinks() throws {
        let from = try #require(axesModel(axesChart(.bar, [("a", 2), ("gone", 3)])))
        let to = try #require(axesModel(axesChart(.bar, [("a", 2), ("new", 4)])))
        let start = try #require(from.interpolated(to: to, progress: 0))
        #expect(start.bars.map(\.key) == ["bar/a", "bar/gone", "bar/new"])
        let entering = start.bars[2], leaving = start.bars[1]
        #expect(entering.y1 == entering.y0 && leaving.y1 == 3)
        let quarter = try #require(from.interpolated(to: to, progress: 0.25))
        #expect(abs(quarter.bars[2].y1 - 1) < 1e-9)     // 0 → 4
        #expect(abs(quarter.bars[1].y1 - 2.25) < 1e-9)  // 3 → 0
    }

    @Test func linesResampleOnTheUnionOfTheirXs() throws {
        let from = try #require(axesModel(numericChart(.line, [(0, 0), (2, 4)])))
        let to = try #require(axesModel(numericChart(.line, [(0, 2), (1, 2), (3, 0)])))
        let half = try #require(from.interpolated(to: to, progress: 0.5))
        let points = try #require(half.series.first?.points)
        // union x = 0, 1, 2, 3; the old line ends at x = 2, so its x = 3 sample stays at (2, 4)
        #expect(points.map(\.x) == [0, 1, 2, 2.5])
        #expect(points.map(\.y) == [1, 2, 2.5, 2])
    }

    @Test func ticksBeyondTheMovingDomainWait() throws {
        let from = try #require(axesModel(numericChart(.line, [(0, 1), (3, 2)])))
        let to = try #require(axesModel(numericChart(.line, [(0, 1), (5, 8)])))
        let half = try #require(from.interpolated(to: to, progress: 0.5))
        #expect(half.xAxis.upper < to.xAxis.upper)
        #expect(half.xAxis.ticks.allSatisfy { $0.value <= half.xAxis.upper })
        #expect(half.xAxis.ticks.count < to.xAxis.ticks.count)
        #expect(try #require(from.interpolated(to: to, progress: 1)).xAxis.ticks == to.xAxis.ticks)
    }

    @Test func pointsFadeInAndOut() throws {
        let from = try #require(axesModel(axesChart(.point, [("a", 1), ("gone", 2)])))
        let to = try #require(axesModel(axesChart(.point, [("a", 3), ("new", 2)])))
        let half = try #require(from.interpolated(to: to, progress: 0.5))
        let byKey = Dictionary(half.points.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(try #require(byKey["point/a"]).y == 2)
        #expect(try #require(byKey["point/new"]).opacity == 0.5)
        #expect(try #require(byKey["point/gone"]).opacity == 0.5)
    }

    @Test func differentMarksOrAxisKindsDoNotMove() throws {
        let bars = try #require(axesModel(axesChart(.bar, [("a", 1)])))
        let points = try #require(axesModel(axesChart(.point, [("a", 1)])))
        let numericPoints = try #require(axesModel(numericChart(.point, [(1, 1)])))
        #expect(bars.interpolated(to: points, progress: 0.5) == nil)
        #expect(points.interpolated(to: numericPoints, progress: 0.5) == nil)
        let svg = Renderer.svg(RenderRequest(drawable: axesChart(.point, [("a", 1)]),
                                             previous: axesChart(.bar, [("a", 1)]),
                                             animation: .default, idPrefix: "d"))
        let animated = svg.contains("<animate")
        #expect(!animated)
    }

    @Test func barKeyframesFollowTheCurve() throws {
        let from = axesChart(.bar, [("a", 2), ("b", 4)])
        let to = axesChart(.bar, [("a", 4), ("b", 4)])
        let scene = Keyframes.scene(for: RenderRequest(drawable: to, previous: from,
                                                       animation: .easeInOut(1), idPrefix: "b"))
        let bar = try #require(scene.node("bar/a"))
        let height = try #require(bar.track("height"))
        let model = try #require(axesModel(to))
        let half = try #require(height.keyTimes.firstIndex(of: 0.5))
        // at t = ½ (progress ½): a is 3 high on a domain whose top has moved half way
        let fromModel = try #require(axesModel(from))
        let upper = (fromModel.yAxis.upper + model.yAxis.upper) / 2
        let plot = model.plotFrame.height
        guard case .number(let value) = height.values[half] else { Issue.record("not a number"); return }
        #expect(abs(value - 3 / upper * plot) < 0.001)
        guard case .rect(let node) = bar else { Issue.record("bar is not a rect"); return }
        #expect(height.values.last == .number(node.rect.height))
    }
}
