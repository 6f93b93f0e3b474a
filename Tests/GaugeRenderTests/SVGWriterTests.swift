import Testing
@testable import GaugeRender

@Suite struct SVGWriterTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.0004, "0"), (1.5, "1.5"), (2.0005, "2.001"), (-3.25, "-3.25"),
        (1.0 / 3, "0.333"), (.nan, "0"), (.infinity, "0"), (1e300, "1000000000"), (0.1 + 0.2, "0.3"),
        (12.0501, "12.05"), (0.007, "0.007"),
    ])
    func numbersAreCompact(value: Double, expected: String) {
        #expect(SVGFormat.number(value) == expected)
    }

    /// `SVGBuffer` writes numbers as the `String` formatter before it did (kept here as the
    /// oracle): rounding half away from zero, trimming, clamping, never `-0`.
    @Test func numbersAreWrittenAsTheStringFormatterWroteThem() {
        func formatted(_ value: Double) -> String {
            guard value.isFinite else { return "0" }
            let clamped = min(max(value, -SVGFormat.limit), SVGFormat.limit)
            let thousandths = (clamped * 1000).rounded()
            if thousandths == 0 { return "0" }
            let magnitude = Int64(abs(thousandths))
            var fraction = magnitude % 1000
            var text = (thousandths < 0 ? "-" : "") + String(magnitude / 1000)
            if fraction != 0 {
                var digits = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                let padded = String(fraction)
                text += "." + String(repeating: "0", count: digits - padded.count) + padded
            }
            return text
        }
        var values: [Double] = [0.0005, -0.0005, 0.0015, 2.5e-4, 999.9995, -999.9995, 1e9, -1e9, 1e9 + 0.5,
                                0.4999999999999999, 123_456_789.0125, 0.01, 0.1, 0.12, 7, -7.05]
        var state: UInt64 = 12_345
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            let scale = [1e-3, 1, 300, 1e6, 2e9][Int(state % 5)]
            values.append((unit - 0.5) * scale)
            values.append(((unit - 0.5) * 2_000).rounded() / 1_000 + 0.0005)  // exact halves
        }
        for value in values {
            #expect(SVGFormat.number(value) == formatted(value), "\(value)")
        }
    }

    /// Escaping goes byte by byte over UTF-8 and gives what going scalar by scalar gave.
    @Test func escapingBytesEscapesTheScalars() {
        func scalarByScalar(_ text: String) -> String {
            var result = ""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "&": result += "&amp;"
                case "<": result += "&lt;"
                case ">": result += "&gt;"
                case "\"": result += "&quot;"
                case "'": result += "&apos;"
                case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
                default:
                    if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                    result.unicodeScalars.append(scalar)
                }
            }
            return result
        }
        let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
        for text in ["", "plain", controls, "a<b>&\"c'", "\u{FFFE}x\u{FFFF}\u{FFFD}\u{EFBF}", "いちご 😀 é",
                     String(repeating: "M0 0L1 1 ", count: 300) + "&"] {
            #expect(SVGFormat.escape(text) == scalarByScalar(text), "\(text.prefix(20))")
        }
    }

    @Test func escapesAndDropsIllegalCharacters() {
        #expect(SVGFormat.escape("a<b>&\"c'\u{0}\u{1F}\t\u{FFFF}é") == "a&lt;b&gt;&amp;&quot;c&apos;\té")
    }

    @Test func emitsAnimationsAndStyle() throws {
        var path = PathData()
        path.move(to: Point(x: 0, y: 0))
        path.line(to: Point(x: 10, y: 0))
        var path2 = path
        path2.commands[1] = .line(Point(x: 20, y: 5.5))
        let track = AnimationTrack(
            attribute: "d", values: [.path(path), .path(path2)], keyTimes: [0, 1], duration: 0.35,
            calcMode: .spline, keySplines: [KeySpline(x1: 0.42, y1: 0, x2: 0.58, y2: 1)])
        let fade = AnimationTrack(attribute: "opacity", values: [.number(1), .number(0.5)],
                                  keyTimes: [0, 1], duration: 1)
        let scene = Scene(width: 20, height: 10, viewBox: Rect(x: 0, y: 0, width: 20, height: 10),
                          title: "t", description: "d",
                          nodes: [.path(PathNode(key: "p", path: path2,
                                                 stroke: Stroke(.color(SystemColor.blue), width: 1),
                                                 animations: [track, fade]))],
                          styleSheet: "@media (prefers-reduced-motion: reduce) { animate { display: none } }")
        let svg = SVGWriter.write(scene, idPrefix: "a")
        #expect(svg.contains("<path d=\"M0 0L20 5.5\" fill=\"none\" stroke=\"#007aff\" stroke-width=\"1\">"
            + "<animate attributeName=\"d\" values=\"M0 0L10 0;M0 0L20 5.5\" keyTimes=\"0;1\" dur=\"0.35s\" "
            + "calcMode=\"spline\" keySplines=\"0.42 0 0.58 1\" fill=\"freeze\"/>"
            + "<animate attributeName=\"opacity\" values=\"1;0.5\" keyTimes=\"0;1\" dur=\"1s\" fill=\"freeze\"/></path>"))
        #expect(svg.contains("<style>@media (prefers-reduced-motion: reduce) { animate { display: none } }</style>"))
        let document = try #require(SVGDocument(svg))
        #expect(document.all("animate").count == 2)
    }

    @Test func scaledOutputKeepsViewBox() throws {
        let svg = render(.gauge(GaugeSpec(value: 50, range: 0...100, style: .accessoryCircularCapacity,
                                          size: 300)))
        let root = try #require(SVGDocument(svg)?.root)
        #expect(root.attributes["width"] == "300")
        #expect(root.attributes["height"] == "300")
        #expect(root.attributes["viewBox"] == "0 0 58 58")
    }
}
