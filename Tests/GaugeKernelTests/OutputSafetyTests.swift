import Foundation
import GaugeRender
import JupyterKernel
import SVGSafety
import Testing
@testable import GaugeKernel

/// No SVG the kernel sends can run script or reach outside itself, whatever the labels
/// (issue 11, "Output safety"): every tour and gallery cell, and cells whose labels, titles and
/// csv cells are hostile, go through the whole pipeline and every picture passes
/// `OutputSafety` (well-formed XML, no `<script>`, `on…=`, `javascript:` or external `href`/`url()`).
@Suite struct OutputSafetyTests {
    static let notebooks = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("notebooks")

    /// The SVGs a list of cells publishes, run in order in one session.
    static func pictures(_ cells: [String], in folder: String = notebooks.path) -> [String] {
        let backend = GaugeBackend(workingDirectory: folder, outputIDs: OutputIDs(token: "t"))
        let context = RecordingContext()
        for cell in cells { _ = try? backend.execute(code: cell, context: context) }
        return context.events.compactMap { event in
            switch event {
            case .display(let bundle, _), .update(let bundle, _): bundle["image/svg+xml"]
            case .stream: nil
            }
        }
    }

    static func cells(of notebook: String) throws -> [String] {
        let data = try Data(contentsOf: notebooks.appendingPathComponent(notebook))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let cells = try #require(json["cells"] as? [[String: Any]])
        return cells.filter { $0["cell_type"] as? String == "code" }.map { cell in
            (cell["source"] as? [String])?.joined() ?? cell["source"] as? String ?? ""
        }
    }

    /// The checker itself (FuzzCell's finding 236fb4ac: a generated clip-path id `gh4nan3-3-0`
    /// was taken for a NaN; FuzzText's 96c41568: `id="infinity-0"` and `url(#infinity-0)`):
    /// numbers that are not finite are found, names that contain the letters are not.
    @Test func theCheckerFindsNonFiniteNumbersNotNames() {
        for svg in [#"<svg><rect x="nan" width="1"/></svg>"#, #"<svg><path d="M0 0L1 -nan"/></svg>"#,
                    #"<svg><style>g{opacity:nan}</style></svg>"#, #"<svg><style>g{opacity:-inf}</style></svg>"#,
                    #"<svg><rect width="inf"/></svg>"#, #"<svg><path d="M1,NaN"/></svg>"#,
                    #"<svg><rect x="Infinity"/></svg>"#] {
            #expect(OutputSafety.problems(svg: svg).contains { $0.contains("nan") || $0.contains("inf") }, "\(svg)")
        }
        for svg in [#"<svg><clipPath id="gh4nan3-3-0"/><g clip-path="url(#gh4nan3-3-0)"/></svg>"#,
                    #"<svg><g id="a_inf_2"/><text>info fine</text></svg>"#,
                    // FuzzText's finding 96c41568: a label "infinity" as the id prefix
                    ##"<svg><clipPath id="infinity-0"/><g clip-path="url(#infinity-0)"/><use href="#nan"/></svg>"##,
                    // the motion classes of a prefix `inf`, in attributes and the style sheet
                    #"<svg><style>.inf-motion{animation:inf-in 1s} @keyframes inf-in{from{opacity:0}}</style><g class="inf-motion nan-out"/></svg>"#] {
            #expect(OutputSafety.problems(svg: svg) == [], "\(svg)")
        }
    }

    /// FuzzText's finding 96c41568 through the renderer: id prefixes spelled like non-finite
    /// numbers make ids, `url(#…)` references and motion classes that are names, in every gauge
    /// style, first drawn, redrawn unchanged and moving.
    @Test(arguments: ["infinity", "nan", "inf"])
    func idPrefixesSpelledLikeNumbersAreSafe(prefix: String) {
        var clipped = 0
        for style in GaugeStyle.allCases {
            let gauge = Drawable.gauge(GaugeSpec(value: 0.67, style: style, label: "infinity"))
            let before = Drawable.gauge(GaugeSpec(value: 0.1, style: style, label: "infinity"))
            for previous in [nil, gauge, before] {
                let svg = Renderer.svg(RenderRequest(drawable: gauge, previous: previous, animation: .default,
                                                     idPrefix: prefix))
                #expect(OutputSafety.problems(svg: svg) == [], "\(style) \(prefix)")
                if svg.contains("url(#\(prefix)-") { clipped += 1 }
            }
        }
        #expect(clipped > 0)  // the prefix did reach an id reference
    }

    @Test(arguments: [("tour.ipynb", 10), ("gallery.ipynb", 20)])
    func everyNotebookPictureIsSafe(notebook: String, atLeast: Int) throws {
        let svgs = Self.pictures(try Self.cells(of: notebook))
        #expect(svgs.count >= atLeast)
        for (index, svg) in svgs.enumerated() {
            #expect(OutputSafety.problems(svg: svg) == [], "\(notebook) picture \(index)")
        }
    }

    static let hostile = ["<script>alert(1)</script>", "]]>", "\"", "&amp;", "a\u{0}b\u{7}c\u{1B}[31m",
                          "\u{202E}evil", "javascript:alert(1)", "<a href=\"http://x\">x</a>",
                          "\" onload=\"alert(1)", "url(http://x/y.png)", "\u{FFFE}"]

    @Test(arguments: hostile)
    func hostileLabelsAreEscaped(label: String) throws {
        let quoted = label.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            default: scalar.value < 0x20 || scalar.value >= 0x7F
                ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
            }
        }.joined()
        let svgs = Self.pictures([
            "gauge g value: 3 in: 0...10 label: \"\(quoted)\" min: \"\(quoted)\" max: \"\(quoted)\" current: \"\(quoted)\"",
            "let r = [\"\(quoted)\": 3, \"b\": 2]\nchart c sector data: r title: \"\(quoted)\"",
            "chart b bar data: r title: \"\(quoted)\"",
            "g.value = 5",
        ])
        #expect(svgs.count == 4)
        for svg in svgs {
            #expect(OutputSafety.problems(svg: svg) == [], "\(svg.prefix(300))")
            let xml = XMLCheck(svg)
            let texts = xml.elements.filter { $0.name == "title" || $0.name == "text" }.map(\.text)
            // the label reads back as itself, less what XML cannot hold
            let storable = XMLText.storable(label)
            if storable.isEmpty {
                #expect(!svg.unicodeScalars.contains("\u{FFFE}"))
            } else {
                #expect(texts.contains { $0.contains(storable) }, "\(texts)")
            }
        }
    }

    /// A csv cell holding markup is text in the picture, not markup.
    @Test func csvCellsWithMarkupAreEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gauge-safety-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let csv = "name,value\n\"<script>x</script>\",3\n\"]]>&\"\"\",2\n\u{202E}rtl,1\n"
        try Data(csv.utf8).write(to: folder.appendingPathComponent("h.csv"))
        let svgs = Self.pictures(["let t = csv(\"h.csv\")\nchart c bar data: t x: \"name\" y: \"value\"",
                                  "chart s sector data: t angle: \"value\" color: \"name\""], in: folder.path)
        #expect(svgs.count == 2)
        for svg in svgs {
            #expect(OutputSafety.problems(svg: svg) == [])
            #expect(!svg.contains("<script"))
            #expect(svg.contains("&lt;script&gt;x&lt;/script&gt;"))
        }
    }

    /// A 10,000-character label is cut with `…` so it fits the picture; the `<title>` (a
    /// tooltip, not drawn) keeps it whole.
    @Test func longLabelsAreTruncatedInsideThePicture() throws {
        let long = String(repeating: "W", count: 10_000)
        let svgs = Self.pictures([
            "gauge g value: 3 in: 0...10 style: linearCapacity label: \"\(long)\" size: 300",
            "gauge h value: 3 in: 0...10 style: accessoryCircular min: \"\(long)\" max: \"\(long)\"",
            "gauge k value: 3 in: 0...10 style: capsule label: \"\(long)\"",
            "chart c bar data: [\"\(long)\": 3, \"b\": 2] title: \"\(long)\" size: 300",
        ])
        #expect(svgs.count == 4)
        for svg in svgs {
            let xml = XMLCheck(svg)
            let root = try #require(xml.elements.first)
            // the drawing's own width: the viewBox (x y width height)
            let box = (root.attributes.first { $0.name == "viewBox" }?.value ?? "").split(separator: " ")
            let width = try #require(box.count == 4 ? Double(box[2]) : nil)
            let drawn = xml.elements.filter { $0.name == "text" && $0.text.hasPrefix("WWW") }
            #expect(!drawn.isEmpty)
            // a label may wrap onto a second line (linear gauges); the text that ends it is cut
            #expect(drawn.contains { $0.text.hasSuffix("…") })
            for text in drawn {
                let size = Double(text.attributes.first { $0.name == "font-size" }?.value ?? "") ?? 11
                #expect(text.text.count < 10_000)
                #expect(TextMetrics.width(text.text, fontSize: size) < width)
            }
        }
    }
}
