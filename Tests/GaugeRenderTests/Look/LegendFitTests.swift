import Testing
@testable import GaugeRender

/// Legends keep short labels whole and every label inside the picture (issue 8, finding 1):
/// each legend text's estimated extent lies within the scene's viewBox.
@Suite struct LegendFitTests {
    static let labelSets: [[String]] = [
        ["a", "b"],
        ["りんご", "いちご", "さくらんぼ"],
        ["🍎", "🍓🍓", "🍒 cherries"],
        ["a", "Organisation for Economic Co-operation and Development member states"],
        ["東京都特別区部と多摩地域と島嶼部を合わせた東京都の全域", "b"],
    ]

    static func legendTexts(_ scene: Scene) -> [TextNode] {
        scene.nodes.compactMap { node in
            guard case .text(let text) = node, text.key.hasPrefix("legend/") else { return nil }
            return text
        }
    }

    /// A 300-point sector chart, a 400 × 260 bar chart and, unless `roomy`, a 120-point sector
    /// chart whose trailing legend may take only half its width.
    static func drawables(_ labels: [String], legend: LegendPosition, roomy: Bool = false) -> [Drawable] {
        let sector = ChartSpec(mark: .sector, rows: labels.enumerated().map {
            ChartRow(x: .category($0.element), y: Double($0.offset + 1))
        }, size: Size(width: 300, height: 300), legend: legend)
        let bars = ChartSpec(mark: .bar, rows: labels.map {
            ChartRow(x: .category("x"), y: 2, series: $0)
        }, legend: legend)
        let small = ChartSpec(mark: .sector, rows: Array(sector.rows), size: Size(width: 120, height: 120),
                              legend: legend)
        return roomy ? [.chart(sector), .chart(bars)] : [.chart(sector), .chart(bars), .chart(small)]
    }

    @Test(arguments: [LegendPosition.bottom, .trailing])
    func everyLegendTextLiesInsideThePicture(legend: LegendPosition) {
        for labels in Self.labelSets {
            for drawable in Self.drawables(labels, legend: legend) {
                let scene = Renderer.scene(for: drawable, name: "c")
                let texts = Self.legendTexts(scene)
                #expect(texts.count == labels.count, "\(labels) \(legend)")
                for text in texts {
                    let extent = TextMetrics.width(text.text, fontSize: text.fontSize)
                    #expect(text.position.x >= scene.viewBox.x, "\(text.text)")
                    #expect(text.position.x + extent <= scene.viewBox.x + scene.viewBox.width + 1e-9,
                            "\(text.text) ends at \(text.position.x + extent) of \(scene.viewBox.width)")
                    #expect(text.position.y <= scene.viewBox.y + scene.viewBox.height)
                }
            }
        }
    }

    @Test(arguments: [LegendPosition.bottom, .trailing])
    func shortLabelsAreNeverTruncated(legend: LegendPosition) {
        for labels in Self.labelSets.prefix(3) {
            for drawable in Self.drawables(labels, legend: legend, roomy: true) {
                let scene = Renderer.scene(for: drawable, name: "c")
                #expect(Self.legendTexts(scene).map(\.text) == labels, "\(legend)")
            }
        }
    }

    @Test(arguments: [LegendPosition.bottom, .trailing])
    func manyEntriesInALowChartStayAboveItsBottom(legend: LegendPosition) {
        let rows = (0..<20).map { ChartRow(x: .category("x"), y: 1, series: "series \($0)") }
        for mark in [Mark.bar, .sector] {
            let spec = mark == .sector
                ? ChartSpec(mark: .sector, rows: rows.map { ChartRow(x: .category($0.series ?? ""), y: 1) },
                            size: Size(width: 300, height: 100), legend: legend)
                : ChartSpec(mark: .bar, rows: rows, size: Size(width: 300, height: 100), legend: legend)
            let scene = Renderer.scene(for: .chart(spec), name: "c")
            let texts = Self.legendTexts(scene)
            #expect(!texts.isEmpty)
            for text in texts {
                #expect(text.position.y <= scene.viewBox.height, "\(mark) \(legend) \(text.text) at \(text.position.y)")
                #expect(text.position.x + TextMetrics.width(text.text, fontSize: text.fontSize)
                            <= scene.viewBox.width + 1e-9)
            }
        }
    }

    @Test func longLabelsEndInAnEllipsisOnlyWhenTheyDoNotFit() {
        let labels = Self.labelSets[3]
        let scene = Renderer.scene(for: Self.drawables(labels, legend: .trailing)[0], name: "c")
        let texts = Self.legendTexts(scene).map(\.text)
        #expect(texts.first == "a")
        #expect(texts.last?.hasSuffix("…") == true)
        #expect(texts.last.map { labels[1].hasPrefix(String($0.dropLast())) } == true)
    }

    @Test(arguments: [("a", 12.0, 6.72), ("さくらんぼ", 12, 60), ("🍎", 10, 10), ("Ab", 10, 12.4)])
    func widthsCountCJKAndEmojiFullWidth(text: String, size: Double, width: Double) {
        #expect(abs(TextMetrics.width(text, fontSize: size) - width) < 1e-9)
    }

    @Test func truncationKeepsTextThatFitsUpToRoundingNoise() {
        // 8 + 5 + 6.72 − 13 is 6.719999…: the label's own width must still fit it
        let budget = 2 * LegendLayout.swatchRadius + LegendLayout.swatchGap
            + TextMetrics.width("a", fontSize: 12) - (2 * LegendLayout.swatchRadius + LegendLayout.swatchGap)
        #expect(TextMetrics.truncated("a", width: budget, fontSize: 12) == "a")
        #expect(TextMetrics.truncated("abcdef", width: 20, fontSize: 10) == "ab…")
        #expect(TextMetrics.truncated("abc", width: 1, fontSize: 10) == "…")
    }
}
