import Testing
@testable import GaugeRender

/// Gauge texts never overlap and never run past the frame, however long (issue 8, finding
/// 2), and each style draws the labels SwiftUI's documentation of it names (finding 8).
@Suite struct GaugeLabelFitTests {
    static let allStyles: [GaugeStyle] = [.accessoryCircularCapacity, .accessoryCircular,
                                          .accessoryLinear, .accessoryLinearCapacity,
                                          .linearCapacity, .capsule]

    static func texts(_ spec: GaugeSpec) -> [TextNode] {
        GaugeLayout.scene(GaugeModel(spec: spec), title: "g").nodes.compactMap { node in
            guard case .text(let text) = node else { return nil }
            return text
        }
    }

    /// The estimated horizontal extent of `text` from its anchor, points.
    static func extent(_ text: TextNode) -> ClosedRange<Double> {
        let width = TextMetrics.width(text.text, fontSize: text.fontSize)
        let start: Double
        switch text.anchor {
        case .start: start = text.position.x
        case .middle: start = text.position.x - width / 2
        case .end: start = text.position.x - width
        }
        return start...(start + width)
    }

    static let long = GaugeSpec(
        value: -123456.789, range: -200000...0, label: "Average monthly household electricity use",
        currentValueLabel: "−123,456.789 kWh this month",
        minimumValueLabel: "−200,000 kWh (record low)", maximumValueLabel: "0 kWh (no use at all)")

    @Test(arguments: allStyles)
    func longTextsStayInsideTheFrameAndApart(style: GaugeStyle) {
        var specs = [Self.long, Self.long, GaugeSpec(value: 3, range: 0...10, label: "x")]
        specs[1].minimumValueLabel = nil
        specs[1].maximumValueLabel = nil
        specs[1].label = "さくらんぼとりんごといちごとバナナとぶどうとオレンジとメロンの在庫"
        for var spec in specs {
            spec.style = style
            let scene = GaugeLayout.scene(GaugeModel(spec: spec), title: "g")
            let texts = Self.texts(spec)
            #expect(!texts.isEmpty)
            for text in texts {
                let range = Self.extent(text)
                #expect(range.lowerBound >= -1e-9, "\(style) \(text.key) \(text.text) starts at \(range.lowerBound)")
                #expect(range.upperBound <= scene.viewBox.width + 1e-9,
                        "\(style) \(text.key) \(text.text) ends at \(range.upperBound)")
                #expect(text.position.y <= scene.viewBox.height + 1e-9, "\(style) \(text.key)")
            }
            for (index, a) in texts.enumerated() {
                for b in texts[(index + 1)...] where abs(a.position.y - b.position.y) < max(a.fontSize, b.fontSize) {
                    let ra = Self.extent(a), rb = Self.extent(b)
                    #expect(ra.upperBound <= rb.lowerBound + 1e-9 || rb.upperBound <= ra.lowerBound + 1e-9,
                            "\(style): \(a.key) \(ra) overlaps \(b.key) \(rb)")
                }
            }
        }
    }

    @Test(arguments: [GaugeStyle.accessoryLinear, .accessoryLinearCapacity])
    func endLabelsLeaveTheTrackItsRoom(style: GaugeStyle) throws {
        var spec = Self.long
        spec.style = style
        let nodes = GaugeLayoutTests.nodes(GaugeLayout.scene(GaugeModel(spec: spec), title: "g"))
        guard case .text(let low) = try #require(nodes["gauge/min"]),
              case .text(let high) = try #require(nodes["gauge/max"]),
              case .rect(let track) = try #require(nodes["gauge/track"]) else {
            Issue.record("missing end labels or track")
            return
        }
        #expect(track.rect.width >= LinearGaugeLayout.minimumTrack - 1e-9)
        #expect(Self.extent(low).upperBound <= track.rect.x)
        #expect(Self.extent(high).lowerBound >= track.rect.x + track.rect.width)
        #expect(low.text.hasSuffix("…") && high.text.hasSuffix("…"))
        #expect(low.text.hasPrefix("−200,000"))
    }

    @Test func aLongLabelWrapsToTwoLinesThenEndsInAnEllipsis() throws {
        var spec = Self.long
        spec.style = .linearCapacity
        spec.label = "Average monthly household electricity use across every district of the city"
        let texts = Dictionary(uniqueKeysWithValues: Self.texts(spec).map { ($0.key, $0) })
        let first = try #require(texts["gauge/label"]), second = try #require(texts["gauge/label/2"])
        #expect(first.text == "Average monthly")
        #expect(second.text.hasPrefix("household electricity"))
        #expect(second.text.hasSuffix("…"))
        #expect(second.position.y > first.position.y + first.fontSize)
        #expect(TextMetrics.lines("short", width: 160, fontSize: 12, maximumLines: 2) == ["short"])
        #expect(TextMetrics.lines("さくらんぼさくらんぼ", width: 30, fontSize: 10, maximumLines: 2)
                    == ["さくら", "んぼ…"])
    }

    @Test func shortTextsAreLeftAsTheyAre() {
        for style in Self.allStyles {
            let spec = GaugeSpec(value: 75, range: 0...100, style: style, label: "Battery",
                                 minimumValueLabel: "0", maximumValueLabel: "100")
            #expect(Self.texts(spec).allSatisfy { !$0.text.contains("…") }, "\(style)")
        }
    }

    /// Which texts each style draws, per SwiftUI's `GaugeStyle` documentation (docs/language.md
    /// has the table): given label, current, min and max — and given only label and current.
    @Test(arguments: [
        (GaugeStyle.accessoryCircularCapacity, ["gauge/value"], ["gauge/value"]),
        (.accessoryCircular, ["gauge/max", "gauge/min", "gauge/value"], ["gauge/label", "gauge/value"]),
        (.accessoryLinear, ["gauge/max", "gauge/min"], ["gauge/value"]),
        (.accessoryLinearCapacity, ["gauge/label", "gauge/max", "gauge/min", "gauge/value"],
         ["gauge/label", "gauge/value"]),
        (.linearCapacity, ["gauge/label", "gauge/max", "gauge/min", "gauge/value"],
         ["gauge/label", "gauge/value"]),
        (.capsule, ["gauge/label"], ["gauge/label"]),
    ] as [(GaugeStyle, [String], [String])])
    func eachStyleDrawsTheLabelsSwiftUIDocuments(style: GaugeStyle, withEnds: [String],
                                                 withoutEnds: [String]) {
        let full = GaugeSpec(value: 30, range: 0...100, style: style, label: "Fuel",
                             currentValueLabel: "30 L", minimumValueLabel: "E", maximumValueLabel: "F")
        var bare = full
        bare.minimumValueLabel = nil
        bare.maximumValueLabel = nil
        #expect(Self.texts(full).map(\.key).sorted() == withEnds)
        #expect(Self.texts(bare).map(\.key).sorted() == withoutEnds)
        let shown = Self.texts(full).map(\.text)
        #expect(shown.contains("30 L") == withEnds.contains("gauge/value"))
        #expect(shown.contains("Fuel") == withEnds.contains("gauge/label"))
    }
}
