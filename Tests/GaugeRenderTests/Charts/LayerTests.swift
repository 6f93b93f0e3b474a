import Testing
@testable import GaugeRender

/// `ChartSpec.layers`: more marks over the base mark, on shared scales, legend and motion.
@Suite struct LayerTests {
    static let bars = [ChartRow(x: .category("Adelie"), y: 3700),
                       ChartRow(x: .category("Chinstrap"), y: 3733),
                       ChartRow(x: .category("Gentoo"), y: 5076)]
    static let mean = (3700.0 + 3733 + 5076) / 3

    static func number(_ element: SVGDocument.Element, _ name: String) -> Double {
        Double(element.attributes[name] ?? "") ?? .nan
    }

    /// The average line over bars (Swift Charts' `BarMark` + `RuleMark(y:)`): a horizontal
    /// line across the plot at the y scale's image of the mean, with its label, after the bars.
    @Test func averageRuleOverBars() throws {
        let spec = ChartSpec(mark: .bar, rows: Self.bars, layers: [
            ChartLayer(mark: .rule, ruleY: Self.mean, tint: SystemColor.red, label: "mean"),
        ])
        let model = AxesChartModel(spec: spec)
        #expect(model.markLayers.map(\.key) == ["base", "layer1"])
        let rule = try #require(model.markLayers[1].rules.first)
        #expect(rule.key == "layer1/rule/mean" && rule.isHorizontal && rule.y1 == Self.mean)

        let document = try #require(SVGDocument(render(.chart(spec))))
        let line = try #require(document.all("line").first { $0.attributes["stroke"] == "#ff3b30" })
        let plot = model.plotFrame
        let expectedY = model.yAxis.position(Self.mean, start: plot.y + plot.height, end: plot.y)
        #expect(abs(Self.number(line, "y1") - expectedY) < 0.01)
        #expect(Self.number(line, "y1") == Self.number(line, "y2"))
        #expect(abs(Self.number(line, "x1") - plot.x) < 0.01)
        #expect(abs(Self.number(line, "x2") - (plot.x + plot.width)) < 0.01)
        #expect(document.all("text").contains { $0.text == "mean" && $0.attributes["fill"] == "#ff3b30" })
        // drawn after the bars
        let names = document.elements.map(\.name)
        let lastBar = try #require(names.lastIndex(of: "rect"))
        let ruleIndex = try #require(document.elements.firstIndex { $0.attributes["stroke"] == "#ff3b30" })
        #expect(ruleIndex > lastBar)
        #expect(document.root?.attributes["aria-label"]?.contains("layers: rule") == true)
        #expect(Renderer.plainText(.chart(spec), name: "m").hasSuffix("; layers: rule \"mean\" at y 4169.67"))
    }

    /// Layers are drawn in statement order after the base mark: line, then points, then rule.
    @Test func layerOrderFollowsStatements() throws {
        let rows = (1...4).map { ChartRow(x: .number(Double($0)), y: Double($0 * $0)) }
        let spec = ChartSpec(mark: .line, rows: rows, layers: [
            ChartLayer(mark: .point, rows: rows),
            ChartLayer(mark: .rule, ruleY: 8, label: "eight"),
        ])
        let document = try #require(SVGDocument(render(.chart(spec))))
        let names = document.elements.map(\.name)
        let path = try #require(names.firstIndex(of: "path"))
        let circles = names.indices.filter { names[$0] == "circle" }
        #expect(circles.count == 4)
        let eight = try #require(document.elements.firstIndex { $0.name == "text" && $0.text == "eight" })
        #expect(path < (circles.first ?? 0) && (circles.last ?? 0) < eight)
        let model = AxesChartModel(spec: spec)
        #expect(model.markLayers[1].points.map(\.key).first == "layer1/point/1")
        // an untinted layer takes the palette colour after the base's (blue): green, then orange
        #expect(model.markLayers[1].points.first?.color == SystemColor.green)
        #expect(model.markLayers[2].rules.first?.color == SystemColor.orange)
    }

    /// Domains are the union of all layers' values: a rule above the bars raises the y axis,
    /// a layer's points beyond the base's x widen the x axis; series join one legend.
    @Test func domainsAndLegendAreShared() {
        let base = [ChartRow(x: .number(1), y: 10, series: "a"), ChartRow(x: .number(2), y: 20, series: "a")]
        let extra = [ChartRow(x: .number(50), y: 5, series: "b")]
        let spec = ChartSpec(mark: .line, rows: base, layers: [
            ChartLayer(mark: .point, rows: extra), ChartLayer(mark: .rule, ruleY: 95),
        ])
        let model = AxesChartModel(spec: spec)
        #expect(model.xAxis.upper >= 50 && model.yAxis.upper >= 95)
        #expect(model.legend.map(\.label) == ["a", "b"])
        #expect(model.markLayers[1].points.first?.color == SystemColor.categorical(1))
    }

    /// The base mark's rows choose the axis: numbers in a layer over a time axis are left out,
    /// and the axis stays a time axis.
    @Test func layerOfAnotherKindKeepsTheAxis() {
        let day = 86_400.0
        let rows = [ChartRow(x: .date(0), y: 1), ChartRow(x: .date(day), y: 2)]
        let spec = ChartSpec(mark: .line, rows: rows, layers: [
            ChartLayer(mark: .point, rows: [ChartRow(x: .number(1), y: 9)]),
            ChartLayer(mark: .point, rows: [ChartRow(x: .date(day / 2), y: 1.5)]),
        ])
        let model = AxesChartModel(spec: spec)
        #expect(model.xAxis.kind == .time && model.yAxis.upper == 2)
        #expect(model.markLayers[1].isEmpty)
        #expect(model.markLayers[2].points.map(\.x) == [day / 2])
    }

    /// A rule layer's rows over categories are horizontal rules named by their labels; they
    /// add no category to the x axis.
    @Test func ruleRowsOverBandsAddNoCategory() throws {
        let spec = ChartSpec(mark: .bar, rows: Self.bars, layers: [
            ChartLayer(mark: .rule, rows: [ChartRow(x: .category("goal"), y: 4500)]),
        ])
        let model = AxesChartModel(spec: spec)
        #expect(model.xAxis.upper == 3 && model.xAxis.ticks.map(\.label) == ["Adelie", "Chinstrap", "Gentoo"])
        let rule = try #require(model.markLayers[1].rules.first)
        #expect(rule.isHorizontal && rule.label == "goal" && rule.y1 == 4500)
    }

    /// A vertical `ruleX` runs the plot's full height; a sector layer draws nothing.
    @Test func verticalRuleAndSectorLayer() throws {
        let rows = [ChartRow(x: .number(0), y: 1), ChartRow(x: .number(10), y: 4)]
        let spec = ChartSpec(mark: .point, rows: rows, layers: [
            ChartLayer(mark: .rule, ruleX: 5), ChartLayer(mark: .sector, rows: rows),
        ])
        let model = AxesChartModel(spec: spec)
        let rule = try #require(model.markLayers[1].rules.first)
        #expect(!rule.isHorizontal && rule.x == 5)
        #expect(rule.y0 == model.yAxis.lower && rule.y1 == model.yAxis.upper)
        #expect(model.markLayers[2].isEmpty)
    }

    /// The rule slides when its y changes: the keyframes of its line run from the old y to
    /// the new one (both positions on their own frame's scale).
    @Test func ruleSlidesWhenItsYChanges() throws {
        func spec(_ y: Double) -> ChartSpec {
            ChartSpec(mark: .bar, rows: Self.bars, layers: [
                ChartLayer(mark: .rule, ruleY: y, tint: SystemColor.red, label: "mean"),
            ])
        }
        let before = spec(3000), after = spec(4000)
        let svg = Renderer.svg(RenderRequest(drawable: .chart(after), previous: .chart(before),
                                             animation: .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 1),
                                             idPrefix: "t"))
        let document = try #require(SVGDocument(svg))
        let elements = document.elements
        let index = try #require(elements.firstIndex { $0.name == "line" && $0.attributes["stroke"] == "#ff3b30" })
        let animations = elements[(index + 1)...].prefix { $0.name == "animate" }
        let y1 = try #require(animations.first { $0.attributes["attributeName"] == "y1" })
        let values = (y1.attributes["values"] ?? "").split(separator: ";").compactMap { Double($0) }
        func y(_ spec: ChartSpec, _ value: Double) -> Double {
            let model = AxesChartModel(spec: spec)
            return model.yAxis.position(value, start: model.plotFrame.y + model.plotFrame.height,
                                        end: model.plotFrame.y)
        }
        #expect(values.count >= 2)
        #expect(abs((values.first ?? 0) - y(before, 3000)) < 0.01)
        #expect(abs((values.last ?? 0) - y(after, 4000)) < 0.01)
        #expect(abs(Self.number(elements[index], "y1") - y(after, 4000)) < 0.01)
    }

    /// A layer that appears fades in; one removed fades out (its marks enter and leave).
    @Test func enteringLayerFadesIn() throws {
        let plain = ChartSpec(mark: .bar, rows: Self.bars)
        var layered = plain
        layered.layers = [ChartLayer(mark: .rule, ruleY: 4000)]
        let from = AxesChartModel(spec: plain), to = AxesChartModel(spec: layered)
        let middle = try #require(from.interpolated(to: to, progress: 0.5))
        let rule = try #require(middle.markLayers.last?.rules.first)
        #expect(rule.opacity == 0.5 && rule.y1 == 4000)
        let back = try #require(to.interpolated(to: from, progress: 0.5))
        #expect(back.markLayers.count == 2 && back.markLayers[1].rules.first?.opacity == 0.5)
        #expect(to.interpolated(to: from, progress: 1)?.markLayers[1].rules.first?.opacity == 0)
    }

    static let axesMarks: [Mark] = [.bar, .line, .point, .area, .rule]

    /// Every axes mark over every axes mark: the layer's nodes (keys `layer1/…`) all come
    /// after the base mark's, and the SVG is well-formed with one `<circle>` per point.
    @Test(arguments: axesMarks, axesMarks)
    func everyMarkLayersOverEveryMark(_ base: Mark, _ layer: Mark) throws {
        let rows = [ChartRow(x: .category("a"), y: 2, series: "s"),
                    ChartRow(x: .category("b"), y: 5, series: "t")]
        let spec = ChartSpec(mark: base, rows: rows, layers: [ChartLayer(mark: layer, rows: rows)])
        let model = AxesChartModel(spec: spec)
        #expect(model.legend.map(\.label) == ["s", "t"])
        #expect(!model.markLayers[1].isEmpty)
        let keys = AxesChartLayout.scene(model, title: "c").nodes.map(\.key)
        let markPrefixes = ["bar/", "line", "area", "point/", "rule/"]
        let baseIndices = keys.indices.filter { index in markPrefixes.contains { keys[index].hasPrefix($0) } }
        let layerIndices = keys.indices.filter { keys[$0].hasPrefix("layer1/") }
        #expect(!baseIndices.isEmpty && !layerIndices.isEmpty)
        #expect((baseIndices.max() ?? 0) < (layerIndices.min() ?? 0))
        let document = try #require(SVGDocument(render(.chart(spec))))
        let points = [base, layer].filter { $0 == .point }.count * rows.count
        #expect(document.all("circle").count == points + model.legend.count)
    }
}
