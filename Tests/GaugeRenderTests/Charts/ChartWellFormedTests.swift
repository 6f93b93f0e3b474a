import Foundation
import Testing
@testable import GaugeRender

/// Every mark, sample and hostile input renders as well-formed XML with no NaN/Infinity.
@Suite struct ChartWellFormedTests {
    static let axesMarks: [Mark] = [.bar, .line, .point, .area, .rule]

    static let hostileRows: [(String, [ChartRow])] = [
        ("empty", []),
        ("single", [ChartRow(x: .category("only"), y: 5)]),
        ("single-number", [ChartRow(x: .number(3), y: 0)]),
        ("all-equal", (0..<5).map { ChartRow(x: .number(Double($0)), y: 7) }),
        ("all-zero", (0..<5).map { ChartRow(x: .category("c\($0)"), y: 0) }),
        ("huge", [ChartRow(x: .number(1e300), y: 1e300), ChartRow(x: .number(-1e308), y: -1e308, series: "s"),
                  ChartRow(x: .number(.greatestFiniteMagnitude), y: .greatestFiniteMagnitude)]),
        ("non-finite", [ChartRow(x: .number(.nan), y: 1), ChartRow(x: .category("a"), y: .infinity),
                        ChartRow(x: .date(.infinity), y: 2), ChartRow(x: .category("b"), y: 3)]),
        ("negative", ChartSamples.categories([("a", -3), ("b", 5), ("c", -10)])),
        ("duplicates", ChartSamples.categories([("a", 1), ("a", 2), ("a", -4), ("b", 1)], series: "s")),
        ("escaping", [ChartRow(x: .category("<&\"'>"), y: 2, series: "<b>&amp;"),
                      ChartRow(x: .category("\u{0}\u{7}\u{FFFE}x"), y: 1, series: "'\"")]),
        ("mixed-kinds", [ChartRow(x: .number(1), y: 2), ChartRow(x: .date(86_400), y: 3),
                         ChartRow(x: .category("c"), y: 4)]),
        ("numbers-and-dates", [ChartRow(x: .number(1), y: 2), ChartRow(x: .date(86_400 * 400), y: 3)]),
        ("huge-dates", [ChartRow(x: .date(-1e300), y: 1), ChartRow(x: .date(1e300), y: 2)]),
        ("tiny", [ChartRow(x: .number(1e-300), y: 1e-300), ChartRow(x: .number(2e-300), y: -1e-300)]),
        ("many-series", (0..<40).map { ChartRow(x: .category("x\($0 % 3)"), y: 1, series: "series \($0)") }),
    ]

    static let cases: [(String, Drawable)] = {
        var cases = ChartSamples.snapshots
        for mark in axesMarks {
            for (name, rows) in hostileRows {
                cases.append(("\(mark)-\(name)", ChartSamples.chart(mark, rows) {
                    $0.title = name == "escaping" ? "<script>&\"'" : nil
                    $0.xTitle = name == "escaping" ? "x<" : nil
                    $0.yTitle = name == "escaping" ? "y&" : nil
                    $0.selection = .label("a")
                    $0.dimmedOpacity = .nan
                    if name == "huge" { $0.size = Size(width: .infinity, height: -3) }
                    if name == "tiny" { $0.size = Size(width: 1, height: 1) }
                    if name == "many-series" { $0.legend = .trailing }
                }))
            }
        }
        return cases
    }()

    @Test(arguments: cases.map(\.0))
    func parsesWithoutNonFiniteNumbers(name: String) throws {
        let drawable = try #require(Self.cases.first { $0.0 == name }?.1)
        let svg = render(drawable)
        let document = try #require(SVGDocument(svg), "not well-formed: \(svg.prefix(300))")
        let root = try #require(document.root)
        #expect(root.name == "svg" && root.attributes["role"] == "img")
        #expect(root.attributes["aria-label"]?.isEmpty == false)
        #expect(document.all("title").count == 1)
        for bad in ["NaN", "nan", "Infinity", "inf"] {
            #expect(!svg.contains(bad), "\(name) contains \(bad)")
        }
    }

    @Test func hostileLabelsAreEscapedAndReadBack() throws {
        let svg = render(Self.cases.first { $0.0 == "bar-escaping" }?.1 ?? .chart(ChartSpec(mark: .bar)))
        #expect(!svg.contains("<script") && !svg.contains("<&"))
        let document = try #require(SVGDocument(svg))
        let texts = document.all("text").map(\.text)
        #expect(texts.contains("<&\"'>"))
        #expect(texts.contains("<b>&amp;"))
        #expect(texts.contains("x"))
    }

    /// Negative bars hang from the zero baseline; all-equal values still get a real domain.
    @Test func negativeAndConstantValues() {
        let negative = AxesChartModel(spec: ChartSpec(mark: .bar, rows: ChartSamples.categories(
            [("a", -3), ("b", 5)])))
        #expect(negative.bars.map(\.y0) == [0, 0] && negative.bars.map(\.y1) == [-3, 5])
        #expect(negative.yAxis.lower < 0 && negative.yAxis.upper > 0)
        let constant = AxesChartModel(spec: ChartSpec(mark: .line, rows: (0..<4).map {
            ChartRow(x: .number(Double($0)), y: 0) }))
        #expect(constant.yAxis.lower < constant.yAxis.upper)
        let empty = AxesChartModel(spec: ChartSpec(mark: .bar))
        #expect(empty.bars.isEmpty && empty.yAxis.lower == 0 && empty.yAxis.upper == 1)
        #expect(AxesChartLayout.scene(empty, title: "e").description.hasSuffix("no data"))
    }
}
