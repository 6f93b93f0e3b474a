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
