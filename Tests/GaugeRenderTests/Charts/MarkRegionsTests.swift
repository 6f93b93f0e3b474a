import Testing
@testable import GaugeRender

/// The hit areas an interactive view uses match what the SVG draws.
struct MarkRegionsTests {
    @Test func sectorRegionsCarryCentreTotalAnglesAndRadii() {
        let rows = [4.0, 1, 0, 1].enumerated().map { ChartRow(x: .category("s\($0.offset)"), y: $0.element) }
        let spec = ChartSpec(mark: .sector, rows: rows)
        let regions = MarkRegions(.chart(spec))
        let model = SectorChartModel(spec: spec)
        #expect(regions.center == model.center)
        #expect(regions.total == 6)
        #expect(regions.sectors.map(\.label) == ["s0", "s1", "s2", "s3"])
        #expect(regions.sectors.map(\.startAngle) == [0, 240, 300, 300])
        #expect(regions.sectors.map(\.endAngle) == [240, 300, 300, 360])
        #expect(regions.sectors.map(\.outerRadius) == model.sectors.map(\.outerRadius))
        #expect(regions.bars.isEmpty)
    }

    @Test func barRegionsAreTheDrawnRectangles() {
        let rows = [("Mon", 3.0), ("Tue", 5.0)].map { ChartRow(x: .category($0.0), y: $0.1) }
        let drawable = Drawable.chart(ChartSpec(mark: .bar, rows: rows))
        let regions = MarkRegions(drawable)
        #expect(regions.center == nil)
        #expect(regions.bars.map(\.category) == ["Mon", "Tue"])
        #expect(regions.bars.map(\.value) == [3, 5])
        let drawn = Renderer.scene(for: drawable).nodes.compactMap { node -> Rect? in
            if case .rect(let rect) = node, rect.key.hasPrefix("bar") { return rect.rect }
            return nil
        }
        #expect(drawn == regions.bars.map(\.rect))
        // the taller bar reaches higher (smaller y) on the same baseline
        #expect(regions.bars[1].rect.y < regions.bars[0].rect.y)
        #expect(regions.bars[1].rect.y + regions.bars[1].rect.height == regions.bars[0].rect.y + regions.bars[0].rect.height)
    }

    @Test func gaugesHaveNoRegions() {
        let regions = MarkRegions(.gauge(GaugeSpec(value: 3)))
        #expect(regions.center == nil && regions.sectors.isEmpty && regions.bars.isEmpty && regions.total == 0)
    }
}
