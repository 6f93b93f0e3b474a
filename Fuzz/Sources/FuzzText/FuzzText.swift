import FuzzSupport
import GaugeRender
import SVGSafety

// bytes ──split on 0x1F──▶ labels ──▶ a gauge of every style and a chart of every mark carrying
// them (title, axis titles, category and series labels) ──Renderer──▶ SVG
//   ──▶ OutputSafety, and the <title> read back as XML equals the drawable's title
//       (less the characters XML cannot hold)

@_cdecl("FuzzText_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data = pointer, size > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: data, count: size)
    var labels = bytes.split(separator: 0x1F, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    while labels.count < 4 { labels.append(labels.last ?? "") }
    let style = GaugeStyle.allCases[size % GaugeStyle.allCases.count]
    let gauge = Drawable.gauge(GaugeSpec(
        value: Double(size % 7) / 6, style: style, label: labels[0], currentValueLabel: labels[1],
        minimumValueLabel: labels[2], maximumValueLabel: labels[3]))
    let mark = Mark.allCases[size % Mark.allCases.count]
    let rows = labels.enumerated().map { index, label in
        ChartRow(x: .category(label), y: Double(index + 1), series: index % 2 == 0 ? labels[1] : labels[2])
    }
    let chart = Drawable.chart(ChartSpec(mark: mark, rows: rows, xTitle: labels[1], yTitle: labels[2],
                                         seriesTitle: labels[3], title: labels[0]))
    // one render per drawable, first or animated by the input's length: two per execution
    // instead of four doubles the rate, and the mutator reaches both by changing the length
    let animated = (size / 11) % 2 == 1
    for drawable in [gauge, chart] {
        let svg = Renderer.svg(RenderRequest(drawable: drawable, previous: animated ? drawable : nil,
                                             animation: .default, idPrefix: labels[3], name: labels[2]))
        let xml = XMLCheck(svg)
        FuzzFinding.check(OutputSafety.problems(in: xml), in: "svg", output: svg)
        let expected = XMLText.storable(Renderer.title(for: drawable, name: labels[2]))
        if let title = xml.elements.first(where: { $0.name == "title" })?.text, title != expected {
            FuzzFinding.check(["<title> reads back as \(title.debugDescription), not \(expected.debugDescription)"],
                              in: "title", output: svg)
        }
        _ = Renderer.plainText(drawable, name: labels[2])
    }
    return 0
}
