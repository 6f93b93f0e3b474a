import Testing
import GaugeRender

@Suite struct PlainTextTests {
    @Test func gaugeLine() {
        let spec = GaugeSpec(value: 75, range: 0...100, style: .accessoryCircularCapacity)
        #expect(Renderer.plainText(.gauge(spec), name: "battery")
            == "Gauge battery: 75 (0…100, accessoryCircularCapacity)")
    }

    @Test func sectorLineWithSelection() {
        let chart = Samples.sector(Samples.fruits) { $0.selection = .angleValue(20) }
        #expect(Renderer.plainText(chart, name: "favorites")
            == "Chart favorites (sector): りんご 15, いちご 12, さくらんぼ 6, ぶどう 5, バナナ 4, オレンジ 2, selected いちご")
        #expect(Renderer.plainText(Samples.sector([]), name: "e") == "Chart e (sector): no data")
    }
}
