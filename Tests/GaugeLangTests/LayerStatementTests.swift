import GaugeLang
import GaugeRender
import Testing

/// `layer NAME MARK …`, `delete NAME.layers`, `includesZero:`, `xDomain:`, `yDomain:` through
/// the language, with the penguins table.
@Suite struct LayerStatementTests {
    let harness = Harness()

    init() {
        harness.run("let penguins = csv(\"penguins.csv\")")
    }

    static func spec(_ run: (output: RecordingOutput, result: RichText?, error: GaugeError?)) -> ChartSpec? {
        guard case .chart(let spec)? = run.output.shows.last?.drawable else { return nil }
        return spec
    }

    /// The average line of the issue: a rule at the table's mean body mass, labelled.
    @Test func averageRuleOverBars() throws {
        harness.run("chart mass bar data: penguins x: \"species\" y: \"body_mass_g\"")
        let run = harness.run("layer mass rule y: mean(penguins, \"body_mass_g\") label: \"mean\" tint: red")
        #expect(run.error == nil)
        let spec = try #require(Self.spec(run))
        let layer = try #require(spec.layers.first)
        #expect(layer.mark == .rule && layer.label == "mean" && layer.tint == SystemColor.red)
        // 1,437,000 g over 342 weighed penguins
        let mean = try #require(layer.ruleY)
        #expect(abs(mean - 4201.754385964912) < 1e-9)
        #expect(layer.rows.isEmpty)
        #expect(harness.run("mass.layers").result?.plain == "\"rule \"mean\" at y 4201.75\"")
    }

    /// A point layer over a line follows the chart's data and columns unless given its own.
    @Test func pointsOverALineUseTheChartsColumns() throws {
        harness.run("chart flip line data: penguins x: \"flipper_length_mm\" y: \"body_mass_g\"")
        let spec = try #require(Self.spec(harness.run("layer flip point")))
        #expect(spec.layers.first?.rows == spec.rows)
        #expect(spec.layers.first?.rows.count == 342)
        let own = try #require(Self.spec(harness.run("layer flip point data: [1, 2, 3]")))
        #expect(own.layers.count == 2)
        #expect(own.layers[1].rows == [ChartRow(x: .number(1), y: 1), ChartRow(x: .number(2), y: 2),
                                       ChartRow(x: .number(3), y: 3)])
        let cleared = try #require(Self.spec(harness.run("delete flip.layers")))
        #expect(cleared.layers.isEmpty)
        #expect(harness.run("flip.layers").result?.plain == "\"\"")
    }

    /// `let` of the table redraws the layer: the rule follows the new mean, animated from the
    /// old one (the display's `previous` holds the old y).
    @Test func ruleFollowsItsData() throws {
        harness.run("let small = [\"a\": 2, \"b\": 4]\nchart c bar data: small\nlayer c rule y: mean(small) label: \"mean\"")
        let run = harness.run("let small = [\"a\": 6, \"b\": 10]")
        let show = try #require(run.output.shows.first)
        guard case .chart(let after) = show.drawable, case .chart(let before)? = show.previous else {
            Issue.record("no chart change")
            return
        }
        #expect(before.layers.first?.ruleY == 3 && after.layers.first?.ruleY == 8)
        #expect(after.rows.map(\.y) == [6, 10])
        // data no chart reads leave it alone
        #expect(harness.run("let other = [1, 2]").output.shows.isEmpty)
    }

    /// A failing follower keeps the old data and says which layer failed.
    @Test func badNewDataKeepsTheOld() {
        harness.run("let t = csv(\"penguins.csv\")\nchart c bar data: t x: \"species\"\nlayer c rule y: mean(t, \"body_mass_g\")")
        let run = harness.run("let t = [1, 2]")
        #expect(run.error?.kind == .typeError)
        #expect(run.error?.message.contains("layer 1 (rule)") == true)
        #expect(harness.run("count(t)").result?.plain == "344")
    }

    /// A constant whose table was deleted is not the fault of a later, unrelated `let`: the
    /// chart keeps its last rule and the `let` succeeds.
    @Test func brokenConstantDoesNotBlockOtherLets() throws {
        harness.run("let t = [\"a\": 2, \"b\": 4]\nchart c bar data: [\"x\": 1]\nlayer c rule y: mean(t)\ndelete t")
        let run = harness.run("let other = 5")
        #expect(run.error == nil && run.output.shows.isEmpty)
        #expect(harness.run("other").result?.plain == "5")
        // binding t again is followed again
        let back = try #require(Self.spec(harness.run("let t = [\"a\": 10]")))
        #expect(back.layers.first?.ruleY == 10)
    }

    @Test func scaleOptionsReadBackAndSet() throws {
        harness.run("chart sc point data: penguins x: \"flipper_length_mm\" y: \"body_mass_g\" color: \"species\"")
        #expect(harness.run("sc.includesZero").result?.plain == "\"automatic\"")
        var spec = try #require(Self.spec(harness.run("sc.includesZero = false")))
        #expect(spec.includesZero == false)
        #expect(harness.run("sc.includesZero").result?.plain == "\"false\"")
        spec = try #require(Self.spec(harness.run("chart sc yDomain: 2000...7000 xDomain: 160...240")))
        #expect(spec.yDomain == 2000...7000 && spec.xDomain == 160...240)
        #expect(harness.run("sc.yDomain").result?.plain == "2000...7000")
        spec = try #require(Self.spec(harness.run("sc.yDomain = automatic")))
        #expect(spec.yDomain == nil)
        #expect(harness.run("sc.yDomain").error?.kind == .valueError)
    }

    @Test(arguments: [
        // lo >= hi, NaN, a word that is not a range
        ("chart c point data: [1, 2] yDomain: 51️⃣...5", GaugeErrorKind.valueError),
        ("chart c point data: [1, 2] yDomain: 1️⃣NaN...5", .valueError),
        ("chart c point data: [1, 2] xDomain: 1️⃣\"wide\"", .typeError),
        ("chart c point data: [1, 2] includesZero: 1️⃣maybe", .valueError),
        // domains and layers need axes
        ("chart c sector data: [1, 2] includesZero: 1️⃣false", .typeError),
        ("let n = 3\nlayer 1️⃣n rule y: 2", .typeError),
        ("layer 1️⃣nothing rule y: 2", .nameError),
        ("chart c bar data: [1, 2]\nlayer c 1️⃣sector", .typeError),
        ("chart c bar data: [1, 2]\nlayer c 1️⃣pie", .valueError),
        ("chart c bar data: [1, 2]\nlayer c rule 1️⃣tilt: 3", .typeError),
        ("chart c bar data: [1, 2]\nlayer c point y: 1️⃣3", .typeError),
        ("chart c bar data: [1, 2]\nc.layers = 1️⃣2", .typeError),
        ("chart c bar data: [1, 2]\nlayer c rule x: 1️⃣3", .typeError),
        ("chart c line data: [\"a\": 1]\nlayer c rule x: 1️⃣3", .typeError),
    ])
    func errorsNameWhatAndWhere(_ source: String, _ kind: GaugeErrorKind) {
        let text = MarkedText(source)
        let error = harness.run(text.source).error
        #expect(error?.kind == kind, "\(source)")
        #expect(error?.line == text.line && error?.column == text.column, "\(source): \(String(describing: error))")
    }

    @Test func sectorChartSaysLayersDoNotApply() {
        harness.run("chart pie sector data: [\"a\": 1, \"b\": 2]")
        let error = harness.run("layer pie rule y: 1").error
        #expect(error?.kind == .typeError)
        #expect(error?.message.contains("sector chart has no x and y axes") == true)
        #expect(harness.run("chart d point data: [\"a\": 1]").error == nil)
        #expect(harness.run("d.xDomain = 0...5").error?.message.contains("categories") == true)
    }

    /// A vertical rule at a number x over a number axis; a rule layer of a record over bars.
    @Test func verticalRuleAndGoalRows() throws {
        harness.run("chart v point data: [4, 8, 6]")
        let spec = try #require(Self.spec(harness.run("layer v rule x: 2 label: \"two\"")))
        #expect(spec.layers.first?.ruleX == 2 && spec.layers.first?.rows.isEmpty == true)
        harness.run("chart g bar data: [\"a\": 30, \"b\": 50]")
        let goal = try #require(Self.spec(harness.run("layer g rule data: [\"goal\": 40]")))
        #expect(goal.layers.first?.rows == [ChartRow(x: .category("goal"), y: 40)])
    }

    /// An empty chart is drawn, never an error: `data: []` and an empty record.
    @Test(arguments: ["chart e bar data: []", "chart e line data: [:]", "chart e point data: []"])
    func emptyDataDrawsAChart(_ source: String) throws {
        let run = harness.run(source)
        #expect(run.error == nil)
        let spec = try #require(Self.spec(run))
        #expect(spec.rows.isEmpty)
        #expect(Renderer.plainText(.chart(spec), name: "e").hasSuffix(": no data"))
    }
}

/// Layers with `color:` groups and `unit:`, and `describe` naming them.
@Suite struct LayerGroupTests {
    let harness = Harness()

    @Test func pointLayerTakesTheChartsColorGroups() throws {
        harness.run("let penguins = csv(\"penguins.csv\")\nchart l line data: penguins x: \"flipper_length_mm\" y: \"body_mass_g\" color: \"species\"")
        let spec = try #require(LayerStatementTests.spec(harness.run("layer l point label: \"each\"")))
        let layer = try #require(spec.layers.first)
        #expect(Set(layer.rows.compactMap(\.series)) == ["Adelie", "Gentoo", "Chinstrap"])
        #expect(harness.run("describe l").output.texts.first?.plain.hasSuffix("; layers: point \"each\"") == true)
    }

    /// A layer over the chart's dates is binned by the chart's `unit:`; a literal list is not.
    @Test func layerUsesTheChartsUnit() throws {
        harness.run("let weather = csv(\"seattle-weather.csv\")\nchart rain bar data: weather x: \"date\" y: \"precipitation\" unit: year")
        let spec = try #require(LayerStatementTests.spec(harness.run("layer rain point")))
        #expect(spec.layers.first?.rows.count == 4)
        #expect(spec.layers.first?.rows.map(\.y) == spec.rows.map(\.y))
        #expect(harness.run("layer rain rule y: 1000 label: \"a metre\"").error == nil)
        #expect(harness.run("layer rain line data: [1, 2]").error == nil)
    }
}
