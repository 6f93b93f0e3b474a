import Testing
@testable import GaugeRender

/// `RenderRequest.drawsEveryRow` (the kernel's `GAUGE_DRAW_EVERY_ROW=1`, for the bench's pixel
/// comparison) draws the picture the reductions stand for: every row its own mark.
@Suite struct FullResolutionTests {
    /// `drawsEveryRow` draws the full-resolution picture: a circle per point, a bar per
    /// number, every line point, every sector; a chart small enough to draw as it is draws
    /// the same picture either way (full resolution writes 6 decimals, not 3).
    @Test func everyRowIsDrawn() throws {
        func svg(_ spec: ChartSpec, full: Bool) -> String {
            Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "f", drawsEveryRow: full))
        }
        let values = DenseDataTests.values(20_000, seed: 3)
        var points = ChartSpec(mark: .point)
        points.rows = .list(values)
        #expect(try #require(SVGDocument(svg(points, full: true))).all("circle").count >= 20_000)
        #expect(try #require(SVGDocument(svg(points, full: false))).all("circle").count < 100)
        var line = ChartSpec(mark: .line)
        line.rows = .list(values)
        let fullLine = svg(line, full: true)
        #expect(fullLine.components(separatedBy: "L").count > 19_000)
        #expect(svg(line, full: false).components(separatedBy: "L").count < 4 * 1_000)
        var bars = ChartSpec(mark: .bar)
        bars.rows = .list(values)
        #expect(AxesChartModel(spec: bars).barsAreReduced)
        let everyBar = RenderResolution.$drawsEveryRow.withValue(true) { AxesChartModel(spec: bars) }
        #expect(!everyBar.barsAreReduced && everyBar.bars.count == 20_000)
        var donut = DenseDataTests.chart(.sector, 5_000, x: { .category(String($0 + 1)) })
        donut.innerRadius = .ratio(0.6)
        let merged = SectorChartModel(spec: donut)
        let every = RenderResolution.$drawsEveryRow.withValue(true) { SectorChartModel(spec: donut) }
        #expect(merged.sectors.count < 2_000 && every.sectors.count == 5_000)
        // up to maximumDrawnSectors nothing is merged: the picture is the full-resolution one
        var thousand = DenseDataTests.chart(.sector, 1_000, x: { .category(String($0 + 1)) })
        thousand.innerRadius = .ratio(0.6)
        #expect(SectorChartModel(spec: thousand)
                == RenderResolution.$drawsEveryRow.withValue(true) { SectorChartModel(spec: thousand) })
        let small = DenseDataTests.chart(.line, 300)
        #expect(AxesChartModel(spec: small)
                == RenderResolution.$drawsEveryRow.withValue(true) { AxesChartModel(spec: small) })
        // the same picture, its numbers written with 6 decimals instead of 3 (sub-pixel marks
        // of the full-resolution reference need them): a gridline at 375.67 × 1/6
        #expect(svg(small, full: false).contains("x1=\"62.612\""))
        #expect(svg(small, full: true).contains("x1=\"62.611667\""))
    }
}
