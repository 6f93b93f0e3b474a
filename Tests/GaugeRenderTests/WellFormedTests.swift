import Foundation
import Testing
@testable import GaugeRender

/// Every output parses as XML, has the root attributes a notebook needs, and never contains
/// `NaN`/`Infinity`, however hostile the spec.
@Suite struct WellFormedTests {
    static let hostile: [(String, Drawable)] = {
        var cases: [(String, Drawable)] = []
        for style in GaugeStyle.allCases {
            cases.append(("nan-\(style)", .gauge(GaugeSpec(value: .nan, range: 0...1, style: style))))
            cases.append(("huge-\(style)", .gauge(GaugeSpec(
                value: 1e308, range: -1e308...1e308, style: style, tint: .gradient([]),
                label: "<script>&\"'", currentValueLabel: "\u{0}\u{7}x\u{FFFE}",
                minimumValueLabel: "-∞", maximumValueLabel: "🚀🚀", size: .infinity,
                capsuleHeight: .nan))))
            cases.append(("equal-\(style)", .gauge(GaugeSpec(value: 3, range: 3...3, style: style,
                                                              size: -5))))
            cases.append(("inf-\(style)", .gauge(GaugeSpec(value: -.infinity, style: style,
                                                            size: 0, capsuleHeight: -1))))
        }
        cases.append(("empty-rows", Samples.sector([])))
        cases.append(("nan-rows", Samples.sector([("a", .nan), ("b", .infinity), ("c", -3)])))
        cases.append(("huge-rows", Samples.sector([("a", 1e308), ("b", 1e308), ("c", 1)]) {
            $0.size = Size(width: .nan, height: 1e300)
            $0.innerRadius = .ratio(.nan)
            $0.outerRadius = .fixed(.infinity)
            $0.angularInset = 1e9
            $0.cornerRadius = .infinity
            $0.selection = .angleValue(.infinity)
        }))
        cases.append(("tiny", Samples.sector([("a", 1e-300), ("b", .leastNonzeroMagnitude)]) {
            $0.size = Size(width: 1, height: 1)
            $0.angularInset = .nan
            $0.selection = .angleValue(-1)
            $0.title = "<b>&amp;</b>"
        }))
        cases.append(("bar", .chart(ChartSpec(mark: .bar))))
        return cases
    }()

    static let all: [(String, Drawable)] = Samples.snapshots.map { ($0.name, $0.drawable) } + hostile

    @Test(arguments: all.map(\.0))
    func parsesAndHasNoNonFiniteNumbers(name: String) throws {
        let drawable = try #require(Self.all.first { $0.0 == name }?.1)
        let svg = render(drawable)
        let document = try #require(SVGDocument(svg), "not well-formed: \(svg.prefix(300))")
        let root = try #require(document.root)
        #expect(root.name == "svg")
        #expect(root.attributes["role"] == "img")
        #expect(root.attributes["aria-label"]?.isEmpty == false)
        #expect(root.attributes["viewBox"]?.split(separator: " ").count == 4)
        let width = try #require(Double(root.attributes["width"] ?? ""))
        let height = try #require(Double(root.attributes["height"] ?? ""))
        #expect(width > 0 && height > 0 && width < 1e6 && height < 1e6)
        #expect(document.all("title").count == 1)
        for bad in ["NaN", "nan", "Infinity", "inf", "-0 ", "\"-0\""] {
            #expect(!svg.contains(bad), "\(name) contains \(bad)")
        }
    }

    @Test func hostileLabelIsEscapedAndReadsBack() throws {
        let label = "<script>&\"' \u{1}ok"
        let svg = render(.gauge(GaugeSpec(value: 0.5, style: .accessoryLinearCapacity, label: label)))
        #expect(svg.contains("&lt;script&gt;&amp;&quot;&apos; ok"))
        #expect(!svg.contains("<script"))
        let document = try #require(SVGDocument(svg))
        #expect(document.all("text").contains { $0.text == "<script>&\"' ok" })
    }

    @Test func titleAndLabelNameTheObject() throws {
        let svg = Renderer.svg(RenderRequest(drawable: Samples.sector(Samples.fruits) {
            $0.selection = .label("いちご")
        }, idPrefix: "p", name: "favorites"))
        let document = try #require(SVGDocument(svg))
        #expect(document.all("title").first?.text == "Chart favorites")
        #expect(document.root?.attributes["aria-label"]
            == "Chart favorites, 6 sectors: りんご 34%, いちご 27%, さくらんぼ 14%, ぶどう 11%, バナナ 9%, オレンジ 5%; selected いちご")
        let gauge = Renderer.svg(RenderRequest(drawable: .gauge(GaugeSpec(value: 75, range: 0...100, label: "Battery")),
                                               idPrefix: "p", name: "battery"))
        #expect(gauge.contains("<title>Gauge battery</title>"))
        #expect(gauge.contains("aria-label=\"Gauge battery, Battery, 75, 75 percent of the range\""))
    }

    @Test func idsAreUniqueAndPrefixed() throws {
        let svg = render(Samples.snapshots[2].drawable, prefix: "out-7")
            + render(.gauge(GaugeSpec(value: 0.5, style: .capsule, fill: SystemColor.red)), prefix: "x9")
        let ids = svg.ranges(of: " id=\"").map { range in
            String(svg[range.upperBound...].prefix { $0 != "\"" })
        }
        #expect(ids.count >= 2)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.hasPrefix("out-7-") || $0.hasPrefix("x9-") })
        let bad = render(Samples.snapshots[2].drawable, prefix: "9 <a>")
        #expect(bad.contains("id=\"g9a-0\""))
    }
}
