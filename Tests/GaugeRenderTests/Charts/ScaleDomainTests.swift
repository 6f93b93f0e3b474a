import Foundation
import Testing
@testable import GaugeRender

/// `includesZero:`, `xDomain:`, `yDomain:` on axes charts, and the empty chart.
@Suite struct ScaleDomainTests {
    /// The penguins' (flipper length, body mass, species) rows, read straight from the CSV
    /// (no quoting in that file; `NA` is a missing cell).
    static func penguins(filePath: String = #filePath) throws -> [ChartRow] {
        var parts = filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(4) // File.swift, Charts, GaugeRenderTests, Tests
        let path = parts.joined(separator: "/") + "/notebooks/data/penguins.csv"
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        return lines.dropFirst().compactMap { line in
            let cells = line.split(separator: ",", omittingEmptySubsequences: false)
            guard cells.count > 5, let x = Double(cells[4]), let y = Double(cells[5]) else { return nil }
            return ChartRow(x: .number(x), y: y, series: String(cells[0]))
        }
    }

    static func number(_ element: SVGDocument.Element, _ name: String) -> Double {
        Double(element.attributes[name] ?? "") ?? .nan
    }

    /// The plot rectangle from the SVG: the horizontal gridlines' extent and the lowest and
    /// highest of them (y ticks sit on the domain's ends).
    static func plot(_ document: SVGDocument) -> (x0: Double, x1: Double, y0: Double, y1: Double) {
        let grid = document.all("line").filter { number($0, "y1") == number($0, "y2") }
        let ys = grid.map { number($0, "y1") }
        return (grid.map { number($0, "x1") }.min() ?? .nan, grid.map { number($0, "x2") }.max() ?? .nan,
                ys.min() ?? .nan, ys.max() ?? .nan)
    }

    /// The scatter of the issue: fitted to the data, its points span at least 80 % of the
    /// plot's width and height, and the ticks are nice values around the data's extent.
    @Test func fittedPenguinsScatterFillsThePlot() throws {
        let rows = try Self.penguins()
        let xs = rows.compactMap { if case .number(let x) = $0.x { x } else { nil } }
        let ys = rows.map(\.y)
        let (xLow, xHigh) = (xs.min() ?? 0, xs.max() ?? 0)
        #expect(rows.count == 342 && xLow == 172 && xHigh == 231)
        var spec = ChartSpec(mark: .point, rows: rows, seriesTitle: "species", includesZero: false)
        let model = AxesChartModel(spec: spec)
        #expect(model.xAxis.lower <= xLow && model.xAxis.upper >= xHigh)
        #expect(model.xAxis.lower > 0 && model.yAxis.lower > 0)
        let xStep = model.xAxis.ticks[1].value - model.xAxis.ticks[0].value
        #expect(model.xAxis.ticks.first?.value == (xLow / xStep).rounded(.down) * xStep)
        #expect(model.xAxis.ticks.last?.value == (xHigh / xStep).rounded(.up) * xStep)
        let yStep = model.yAxis.ticks[1].value - model.yAxis.ticks[0].value
        #expect(model.yAxis.ticks.first?.value == ((ys.min() ?? 0) / yStep).rounded(.down) * yStep)
        #expect(model.yAxis.ticks.last?.value == ((ys.max() ?? 0) / yStep).rounded(.up) * yStep)

        let document = try #require(SVGDocument(render(.chart(spec))))
        // the marks come before the legend's three symbols
        let all = document.all("circle")
        #expect(all.count == 342 + 3)
        let circles = all.prefix(342)
        let cx = circles.map { Self.number($0, "cx") }, cy = circles.map { Self.number($0, "cy") }
        let plot = Self.plot(document)
        let width = plot.x1 - plot.x0, height = plot.y1 - plot.y0
        #expect(((cx.max() ?? 0) - (cx.min() ?? 0)) / width >= 0.8)
        #expect(((cy.max() ?? 0) - (cy.min() ?? 0)) / height >= 0.8)
        #expect(cx.allSatisfy { $0 >= plot.x0 && $0 <= plot.x1 })
        #expect(cy.allSatisfy { $0 >= plot.y0 && $0 <= plot.y1 })

        // automatic (Swift Charts: number scales include zero for every mark)
        spec.includesZero = nil
        let automatic = AxesChartModel(spec: spec)
        #expect(automatic.xAxis.lower == 0 && automatic.yAxis.lower == 0)
    }

    /// An explicit domain is taken exactly; ticks are the nice values inside it; marks are
    /// drawn in a group clipped to the plot.
    @Test func explicitDomainsAreExactAndClip() throws {
        let rows = [ChartRow(x: .number(1), y: 5), ChartRow(x: .number(9), y: 50),
                    ChartRow(x: .number(4), y: 130)]
        let spec = ChartSpec(mark: .point, rows: rows, xDomain: 2...8, yDomain: 10...120)
        let model = AxesChartModel(spec: spec)
        #expect(model.xAxis.lower == 2 && model.xAxis.upper == 8)
        #expect(model.yAxis.lower == 10 && model.yAxis.upper == 120)
        #expect(model.yAxis.ticks.map(\.value).allSatisfy { $0 >= 10 && $0 <= 120 })
        #expect(model.yAxis.ticks.first?.value == 20 && model.yAxis.ticks.last?.value == 120)
        #expect(model.clipsMarks)
        let svg = render(.chart(spec))
        let document = try #require(SVGDocument(svg))
        let clip = try #require(document.all("clipPath").first)
        let group = try #require(document.all("g").first { $0.attributes["clip-path"] != nil })
        #expect(group.attributes["clip-path"] == "url(#\(clip.attributes["id"] ?? ""))")
        let rect = try #require(document.all("rect").first)
        #expect(Self.number(rect, "width") == model.plotFrame.width)
        #expect(Self.number(rect, "height") == model.plotFrame.height)
        // no clipping without an explicit domain
        #expect(SVGDocument(render(.chart(ChartSpec(mark: .point, rows: rows))))?
            .all("clipPath").isEmpty == true)
    }

    @Test func exactDomainTicks() {
        let scale = LinearScale(exactly: 172...231, targetCount: 6)
        #expect(scale.lower == 172 && scale.upper == 231)
        #expect(scale.ticks == [180, 190, 200, 210, 220, 230])
        // a reversed or empty domain never traps
        let odd = LinearScale(exactly: 5...5, targetCount: 4)
        #expect(odd.lower < odd.upper)
    }

    /// A fitted line starts near its values; bars and areas still reach 0, since their
    /// length is the value.
    @Test func fittedLineStartsNearItsValues() {
        let rows = (0..<5).map { ChartRow(x: .number(Double($0)), y: 100 + Double($0)) }
        let model = AxesChartModel(spec: ChartSpec(mark: .line, rows: rows, includesZero: false))
        #expect(model.yAxis.lower == 100 && model.yAxis.upper == 104)
        #expect(model.xAxis.lower == 0 && model.xAxis.upper == 4)
        for mark in [Mark.bar, .area] {
            let filled = AxesChartModel(spec: ChartSpec(mark: mark, rows: rows, includesZero: false))
            #expect(filled.yAxis.lower == 0, "\(mark)")
        }
    }

    /// Setting a domain animates: the marks move into the clipped group and slide.
    @Test func settingADomainAnimates() throws {
        let rows = [ChartRow(x: .number(1), y: 5), ChartRow(x: .number(9), y: 50)]
        let before = ChartSpec(mark: .point, rows: rows)
        var after = before
        after.yDomain = 0...40
        let svg = Renderer.svg(RenderRequest(drawable: .chart(after), previous: .chart(before),
                                             animation: .timingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1, duration: 1),
                                             idPrefix: "t"))
        let document = try #require(SVGDocument(svg))
        #expect(!document.all("clipPath").isEmpty)
        #expect(document.all("animate").contains { $0.attributes["attributeName"] == "cy" })
    }

    /// No rows: the frame, gridlines and a centred "no data" in the picture, the aria-label
    /// and the text/plain.
    @Test(arguments: [Mark.bar, .line, .point, .area, .rule])
    func emptyChartSaysNoData(_ mark: Mark) throws {
        let spec = ChartSpec(mark: mark, rows: [], title: "none")
        let model = AxesChartModel(spec: spec)
        #expect(model.isEmpty)
        let document = try #require(SVGDocument(render(.chart(spec))))
        let text = try #require(document.all("text").first { $0.text == "no data" })
        #expect(abs(Self.number(text, "x") - (model.plotFrame.x + model.plotFrame.width / 2)) < 0.01)
        #expect(document.root?.attributes["aria-label"]?.hasSuffix("no data") == true)
        #expect(!document.all("line").isEmpty)
        #expect(Renderer.plainText(.chart(spec), name: "c") == "Chart c (\(mark.rawValue)): no data")
    }

    /// Rows that are all non-finite are dropped: the chart is empty, not broken.
    @Test func nonFiniteRowsAreEmpty() {
        let spec = ChartSpec(mark: .point, rows: [ChartRow(x: .number(.nan), y: 1)],
                             includesZero: false)
        #expect(AxesChartModel(spec: spec).isEmpty)
    }

    /// Hostile domains and layer values never reach the SVG as NaN or infinity.
    @Test(arguments: [(-1e308)...1e308, 0...1e-300, 1e300...1.0000000001e300, (-5)...(-4)])
    func extremeDomainsStayFinite(_ domain: ClosedRange<Double>) throws {
        let rows = [ChartRow(x: .number(1), y: 1e308), ChartRow(x: .number(-1e308), y: -3)]
        let spec = ChartSpec(mark: .line, rows: rows, includesZero: false, xDomain: domain,
                             yDomain: domain, layers: [
                                ChartLayer(mark: .rule, ruleY: 1e308, ruleX: -1e308, label: "far"),
                                ChartLayer(mark: .point, rows: rows),
                             ])
        let svg = render(.chart(spec))
        #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"))
        let model = AxesChartModel(spec: spec)
        #expect(model.yAxis.lower < model.yAxis.upper && model.yAxis.ticks.count <= 101)
        #expect(SVGDocument(svg) != nil)
    }
}
