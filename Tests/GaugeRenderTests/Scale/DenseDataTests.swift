import Foundation
import Testing
@testable import GaugeRender

/// Big data gives a bounded SVG that draws the same picture as drawing every row.
@Suite struct DenseDataTests {
    static let bound = 1_000_000

    /// `n` values in `0..<1` from a fixed linear congruential sequence.
    static func values(_ n: Int, seed: UInt64 = 1) -> [Double] {
        var state = seed
        return (0..<n).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
    }

    static func chart(_ mark: Mark, _ n: Int, x: (Int) -> DataValue = { .number(Double($0 + 1)) },
                      series: ((Int) -> String?)? = nil) -> ChartSpec {
        let values = values(n)
        return ChartSpec(mark: mark, rows: values.indices.map { index in
            ChartRow(x: x(index), y: values[index], series: series?(index))
        })
    }

    static let cases: [(name: String, spec: ChartSpec)] = [
        ("sector", chart(.sector, 400_000, x: { .category(String($0 + 1)) })),
        ("bar", chart(.bar, 200_000)),
        ("stacked bar", chart(.bar, 200_000, x: { .number(Double($0 / 4)) },
                              series: { "s\($0 % 4)" })),
        ("point", chart(.point, 300_000)),
        ("point series", chart(.point, 300_000, series: { "s\($0 % 20)" })),
        ("line", chart(.line, 300_000)),
        ("area", chart(.area, 300_000, series: { "s\($0 % 3)" })),
        ("rule", chart(.rule, 200_000)),
        ("horizontal rule", chart(.rule, 100_000, x: { .category("c\($0)") })),
    ]

    /// 1,000 sectors are each drawn (10,000 are thinned): every sector's path holds only the
    /// commands it needs (no line to where a sharp corner already is), so the picture stays
    /// under the 150 KB every chart's SVG keeps to (issue 10) and paints the whole ring.
    @Test func aThousandSectorDonutStaysUnder150KB() throws {
        var spec = Self.chart(.sector, 1_000, x: { .category(String($0 + 1)) })
        spec.innerRadius = .ratio(0.6)
        let svg = Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "donut"))
        #expect(svg.utf8.count < 150_000, "\(svg.utf8.count) bytes")
        let paths = svg.components(separatedBy: "<path d=\"").dropFirst()
        #expect(paths.count > 800)  // neighbours thinner than a hairline share one path (runs)
        for path in paths.prefix(50) {
            let commands = path.prefix { $0 != "\"" }
            // a sector of a donut: move, outer arc, edge, inner arc, close
            #expect(commands.filter(\.isLetter).map(String.init).joined() == "MALAZ", "\(commands)")
        }
    }

    @Test(arguments: cases.map(\.name))
    func boundedWellFormedAndPainted(name: String) throws {
        let spec = try #require(Self.cases.first { $0.name == name }?.spec)
        let svg = Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "dense"))
        #expect(svg.utf8.count < Self.bound, "\(name): \(svg.utf8.count) bytes")
        #expect(!svg.contains("NaN") && !svg.contains("Infinity") && !svg.contains("nan"))
        let document = try #require(SVGDocument(svg))
        #expect(document.root?.name == "svg")
        let image = try #require(try Raster.png(svg))
        #expect(image.paintedPixelCount() > image.width * image.height / 20, "\(name) is blank")
        // the text/plain summary is bounded too
        #expect(Renderer.plainText(.chart(spec), name: "big").count < 600)
    }

    /// Reduced bars keep, per half-point column, exactly the lowest and highest y of its bars.
    @Test func barColumnsKeepTheTrueExtents() throws {
        let values = Self.values(100_000).map { $0 * 2 - 0.5 }  // negatives too
        let spec = ChartSpec(mark: .bar, rows: values.indices.map {
            ChartRow(x: .category(String($0)), y: values[$0])  // bands: numbers would be a linear axis
        })
        let model = AxesChartModel(spec: spec)
        #expect(model.barsAreReduced)
        let columns = Int((model.plotFrame.width * M4Reduction.columnsPerPoint).rounded(.up))
        var low = [Double](repeating: 0, count: columns)  // bars run from zero
        var high = [Double](repeating: 0, count: columns)
        var seen = [Bool](repeating: false, count: columns)
        for (index, value) in values.enumerated() {
            let column = M4Reduction.column(BandScale.center(index), lower: 0,
                                            span: Double(values.count), columns: columns)
            low[column] = min(low[column], value)
            high[column] = max(high[column], value)
            seen[column] = true
        }
        #expect(model.bars.count == seen.filter { $0 }.count)
        for bar in model.bars {
            let column = try #require(Int(bar.key.split(separator: " ").last ?? ""))
            #expect(bar.y0 == low[column] && bar.y1 == high[column], "column \(column)")
            #expect(abs(bar.x0 - Double(values.count) * Double(column) / Double(columns)) < 1e-6)
        }
        // one path for the single colour
        let svg = Renderer.svg(RenderRequest(drawable: .chart(spec), idPrefix: "b"))
        #expect(SVGDocument(svg)?.all("path").count == 1)
        #expect(SVGDocument(svg)?.all("rect").isEmpty == true)
    }

    /// A few bars are not reduced: keys per category, so they animate.
    @Test func fewBarsKeepTheirKeys() {
        let model = AxesChartModel(spec: Self.chart(.bar, 300))
        #expect(!model.barsAreReduced)
        #expect(model.bars.count == 300 && model.bars.first?.key == "bar/1")
    }

    /// 20,000 rows on five positions paint what the five points alone paint.
    @Test func pointCloudPaintsWhatTheCirclesPaint() throws {
        let spots: [(Double, Double)] = [(1, 1), (2, 5), (3, 2), (4, 8), (5, 4.5)]
        func spec(_ n: Int) -> ChartSpec {
            ChartSpec(mark: .point, rows: (0..<n).map { index in
                ChartRow(x: .number(spots[index % 5].0), y: spots[index % 5].1)
            })
        }
        let big = AxesChartModel(spec: spec(20_000))
        #expect(big.points.isEmpty && big.pointClouds.count == 1)
        let cloud = try #require(big.pointClouds.first)
        #expect(cloud.count == 20_000)
        // every block lies within a disc (radius 4 points, plus a cell) of some point
        let centres = spots.map { spot in
            (big.xAxis.position(spot.0, start: 0, end: big.plotFrame.width),
             big.yAxis.position(spot.1, start: big.plotFrame.height, end: 0))
        }
        for block in cloud.blocks {
            for (x, y) in [(block.x, block.y), (block.x + block.width, block.y + block.height)] {
                let nearest = centres.map { centre -> Double in
                    let dx: Double = centre.0 - x, dy: Double = centre.1 - y
                    return (dx * dx + dy * dy).squareRoot()
                }.min() ?? 0
                #expect(nearest <= MarkLayout.pointRadius + 1.5, "block \(block) is \(nearest) away")
            }
        }
        let small = try #require(try Raster.png(render(.chart(spec(5)))))
        let dense = try #require(try Raster.png(render(.chart(spec(20_000)))))
        let a = Double(small.paintedPixelCount()), b = Double(dense.paintedPixelCount())
        #expect(abs(a - b) / a < 0.02, "circles paint \(a), the cloud \(b)")
    }

    /// 400,000 sectors paint the same disc as three.
    @Test func thinSectorsPaintTheWholeDisc() throws {
        func spec(_ values: [Double]) -> ChartSpec {
            var spec = ChartSpec(mark: .sector, rows: values.indices.map {
                ChartRow(x: .category("s\($0)"), y: values[$0])
            })
            spec.legend = .hidden
            return spec
        }
        let model = SectorChartModel(spec: spec(Self.values(400_000)))
        // runs a point of arc wide (`SectorChartModel.runArc`): 2π × the radius, under 1,000
        let radius = try #require(model.sectors.first?.outerRadius)
        #expect(model.sectors.count <= Int(2 * .pi * radius / SectorChartModel.runArc) + 2)
        #expect(model.sectors.allSatisfy { $0.percentText.isEmpty })
        #expect(model.sectors.first?.startAngle == 0 && model.sectors.last?.endAngle == 360)
        let small = try #require(try Raster.png(render(.chart(spec([3, 2, 1])))))
        let dense = try #require(try Raster.png(render(.chart(spec(Self.values(400_000))))))
        let a = Double(small.paintedPixelCount()), b = Double(dense.paintedPixelCount())
        #expect(abs(a - b) / a < 0.01, "three sectors paint \(a), 400,000 paint \(b)")
    }

    /// Beyond `maximumDrawnSectors`, a run's colour is the sweep-weighted mean of its
    /// members'; big sectors stay as they are. Up to it, every sector is drawn.
    @Test func thinRunsBlendTheirColours() {
        func rows(thin: Int) -> [ChartRow] {
            [ChartRow(x: .category("big"), y: 1_000)] + (0..<thin).map { ChartRow(x: .category("t\($0)"), y: 0.001) }
        }
        let thin = SectorChartModel.maximumDrawnSectors
        let model = SectorChartModel(spec: ChartSpec(mark: .sector, rows: rows(thin: thin)))
        #expect(model.sectors.count == 2)
        #expect(model.sectors[0].key == "big" && model.sectors[0].percentText == ">99%")
        let run = model.sectors[1]
        #expect(run.key == "t0 … t\(thin - 1)" && run.label == Plural.count(thin, "sector"))
        // sectors of equal sweep cycle the palette from index 1: the mean of those colours
        let colours = (1...thin).map(SystemColor.categorical)
        let red = colours.map(\.red).reduce(0, +) / Double(thin)
        #expect(abs(run.color.red - red) < 1e-9)
        let drawn = SectorChartModel(spec: ChartSpec(mark: .sector, rows: rows(thin: thin - 1)))
        #expect(drawn.sectors.count == thin && drawn.sectors.allSatisfy { !$0.isRun })
    }

    /// Beyond `exactSortLimit` values the largest remainders are picked without a full sort,
    /// with the same result as sorting.
    @Test func manyPercentagesStillSumToHundred() {
        let equal = PercentLabels.percentages(Array(repeating: 1, count: 20_000))
        #expect(equal.prefix(100).allSatisfy { $0 == 1 } && equal.dropFirst(100).allSatisfy { $0 == 0 })
        var values = Self.values(30_000)
        values[7] = 5_000  // one big share
        let percents = PercentLabels.percentages(values)
        #expect(percents.reduce(0, +) == 100)
        let total = values.reduce(0, +)
        let exact = values.map { $0 / total * 100 }
        let order = exact.indices.sorted {
            let a = exact[$0] - exact[$0].rounded(.down), b = exact[$1] - exact[$1].rounded(.down)
            return a != b ? a > b : $0 < $1
        }
        let missing = 100 - exact.map { Int($0.rounded(.down)) }.reduce(0, +)
        let bumped = Set(order.prefix(missing))
        for index in values.indices {
            #expect(percents[index] == Int(exact[index].rounded(.down)) + (bumped.contains(index) ? 1 : 0))
        }
    }

    /// Reduced charts animate too (column-reduced bars, an M4 line), each within
    /// `Keyframes.byteBudget`: a plan is bounded by its output, not by its rows; 60,000
    /// merged sectors show their end state at once, within it too.
    @Test func reducedChartsAnimateWithinTheBudget() throws {
        let band: (Int) -> DataValue = { .category(String($0 + 1)) }
        let from = Drawable.chart(Self.chart(.bar, 4_000, x: band))
        var grown = Self.chart(.bar, 4_000, x: band)
        grown.rows = ChartRows(grown.rows.map { ChartRow(x: $0.x, y: $0.y * 2) })
        var line = Self.chart(.line, 40_000)
        let lineFrom = Drawable.chart(line)
        line.rows = ChartRows(line.rows.map { ChartRow(x: $0.x, y: $0.y + 1) })
        let big = Self.chart(.sector, 60_000, x: { .category(String($0)) })
        var changed = big
        var rows = Array(changed.rows)
        rows[0].y = 10
        changed.rows = ChartRows(rows)
        for (name, to, previous) in [("bars", Drawable.chart(grown), from),
                                     ("line", .chart(line), lineFrom),
                                     ("sectors", .chart(changed), .chart(big))] {
            let svg = Renderer.svg(RenderRequest(drawable: to, previous: previous,
                                                 animation: .default, idPrefix: "a"))
            // merged sectors are point-wide runs now (pixel-true), too many to write twice
            #expect((svg.contains("<animate") || svg.contains("@keyframes")) == (name != "sectors"), "\(name)")
            #expect(svg.utf8.count <= Keyframes.byteBudget, "\(name): \(svg.utf8.count) bytes")
        }
    }

    @Test func legendsAreCapped() {
        let model = SectorChartModel(spec: Self.chart(.sector, 100, x: { .category("l\($0)") }))
        #expect(model.legend.count == LegendEntry.maximumCount + 1)
        #expect(model.legend.last?.label == "+ 88 more" && model.legend.last?.showsSwatch == false)
        let axes = AxesChartModel(spec: Self.chart(.line, 1_000, series: { "s\($0 % 50)" }))
        #expect(axes.legend.map(\.label).suffix(2) == ["s11", "+ 38 more"])
        let thirteen = SectorChartModel(spec: Self.chart(.sector, 13, x: { .category("l\($0)") }))
        #expect(thirteen.legend.count == 13 && thirteen.legend.allSatisfy(\.showsSwatch))
    }

    @Test func plainTextSummarisesLongData() {
        let numbers = Renderer.plainText(.chart(ChartSpec(mark: .bar, rows: (1...20).map {
            ChartRow(x: .number(Double($0)), y: Double($0 * 2))
        })), name: "b")
        #expect(numbers == "Chart b (bar): 1 2, 2 4, 3 6, 4 8, 5 10, 6 12, 7 14, 8 16, 9 18, 10 20, "
            + "… (20 values, 2…40)")
        let day = 86_400.0
        let dates = Renderer.plainText(.chart(ChartSpec(mark: .line, rows: (0..<30).map {
            ChartRow(x: .date(1_325_376_000 + Double($0) * day), y: 1)
        })), name: "d")
        #expect(dates.hasSuffix(", … (30 values, 1…1, 2012-01-01…2012-01-30)"))
        let twelve = Renderer.plainText(.chart(ChartSpec(mark: .bar, rows: (1...12).map {
            ChartRow(x: .number(Double($0)), y: 1)
        })), name: "t")
        #expect(!twelve.contains("…"))
    }
}

/// rsvg-convert as a function.
enum Raster {
    /// The PNG of `svg` at 1×, or `nil` without rsvg-convert.
    static func png(_ svg: String) throws -> PNGImage? {
        guard let converter = RasterTests.converter else { return nil }
        let base = FileManager.default.temporaryDirectory
            .appendingPathComponent("gauge-dense-\(UUID().uuidString)")
        let input = base.appendingPathExtension("svg"), output = base.appendingPathExtension("png")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        try Data(svg.utf8).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: converter)
        process.arguments = [input.path, "-o", output.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return try PNGImage(data: Data(contentsOf: output))
    }
}
