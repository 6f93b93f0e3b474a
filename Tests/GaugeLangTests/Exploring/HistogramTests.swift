@testable import GaugeLang
import GaugeRender
import Testing

/// `bin:` (LANGUAGE.md v2): nice edges, counts equal to a direct count of the csv, stacked
/// `color:` groups, `where:` together with bins, and the errors.
@Suite struct HistogramTests {
    func chartRows(_ run: (output: RecordingOutput, result: RichText?, error: GaugeError?)) -> [ChartRow]? {
        guard run.error == nil, case .chart(let spec)? = run.output.shows.last?.drawable else { return nil }
        return Array(spec.rows)
    }

    /// Rows per bin `[lo, lo + width)` of `values`, the last bin closed on the right.
    func counts(_ values: [Double], edges: [Double]) -> [Double] {
        var counts = Array(repeating: 0.0, count: edges.count - 1)
        for value in values {
            let bin = edges.indices.dropLast().last { edges[$0] <= value } ?? 0
            counts[min(bin, counts.count - 1)] += 1
        }
        return counts
    }

    @Test func bodyMassHistogramCountsEveryPenguinOnce() throws {
        let file = try PenguinsFile()
        let masses = file.rows.compactMap { file.number($0, "body_mass_g") }
        // 2700…6300 g in at most 10 bins: 360 g rounds up to the nice width 500 g
        #expect(masses.min() == 2700 && masses.max() == 6300)
        let edges = stride(from: 2500.0, through: 6500, by: 500).map { $0 }
        let expected = counts(masses, edges: edges)
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let histogram = try #require(chartRows(harness.run("chart h bar data: penguins x: \"body_mass_g\" bin: auto")))
        let byEdge = Dictionary(uniqueKeysWithValues: histogram.map { ($0.x, $0.y) })
        for (index, count) in expected.enumerated() where count > 0 {
            #expect(byEdge[.interval(edges[index], edges[index + 1])] == count)
        }
        #expect(histogram.map(\.y).reduce(0, +) == Double(masses.count))
        #expect(harness.run("h.bin").result?.plain == "10")
        // bin: 20 gives the nice width 200 (3600 / 20 = 180)
        let fine = try #require(chartRows(harness.run("h.bin = 20")))
        for row in fine {
            guard case .interval(let lo, let hi) = row.x else { Issue.record("not a bin"); continue }
            #expect(hi - lo == 200 && lo.truncatingRemainder(dividingBy: 200) == 0)
        }
        #expect(fine.count <= 20)
        #expect(fine.map(\.y).reduce(0, +) == Double(masses.count))
    }

    @Test func binsStackColorGroupsAndFollowWhere() throws {
        let file = try PenguinsFile()
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let stacked = try #require(chartRows(harness.run("chart h bar data: penguins x: \"flipper_length_mm\" bin: auto color: \"species\"")))
        let flippers = file.rows.compactMap { row in file.number(row, "flipper_length_mm").map { (row, $0) } }
        // 172…231 mm: 5.9 rounds up to 10 → edges 170, 180, …, 240
        let edges = stride(from: 170.0, through: 240, by: 10).map { $0 }
        for species in ["Adelie", "Chinstrap", "Gentoo"] {
            let expected = counts(flippers.filter { file.cell($0.0, "species") == species }.map(\.1), edges: edges)
            for (index, count) in expected.enumerated() {
                let found = stacked.first { $0.x == .interval(edges[index], edges[index + 1]) && $0.series == species }
                #expect((found?.y ?? 0) == count, "\(species) \(edges[index])")
            }
        }
        // the bins of a filtered chart come from the rows kept
        let adelie = try #require(chartRows(harness.run("chart a bar data: penguins x: \"body_mass_g\" bin: 5 where: species == \"Adelie\"")))
        let masses = file.rows.filter { file.cell($0, "species") == "Adelie" }.compactMap { file.number($0, "body_mass_g") }
        #expect(masses.min() == 2850 && masses.max() == 4775)
        // 1925 / 5 = 385 → 500: 2500…5000
        let adelieEdges = [2500.0, 3000, 3500, 4000, 4500, 5000]
        #expect(adelie.map(\.x) == zip(adelieEdges, adelieEdges.dropFirst()).map { .interval($0, $1) })
        #expect(adelie.map(\.y) == counts(masses, edges: adelieEdges))
    }

    @Test func binAggregatesYWhenGiven() throws {
        let file = try PenguinsFile()
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let means = try #require(chartRows(harness.run("chart h bar data: penguins x: \"body_mass_g\" y: \"flipper_length_mm\" bin: auto aggregate: mean")))
        let pairs = file.rows.compactMap { row -> (Double, Double)? in
            guard let m = file.number(row, "body_mass_g"), let f = file.number(row, "flipper_length_mm") else { return nil }
            return (m, f)
        }
        let first = pairs.filter { $0.0 >= 2500 && $0.0 < 3000 }.map(\.1)
        let row = try #require(means.first { $0.x == .interval(2500, 3000) })
        #expect(abs(row.y - first.reduce(0, +) / Double(first.count)) < 1e-9)
        #expect(harness.run("h.aggregate").result?.plain == "\"mean\"")
    }

    @Test func aBinIsSelectedByItsLabel() throws {
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")\nchart h bar data: penguins x: \"body_mass_g\" bin: auto color: \"species\"")
        let run = harness.run("select h \"3000–3500\"")
        #expect(run.error == nil)
        guard case .chart(let spec)? = run.output.shows.last?.drawable else { Issue.record("no chart"); return }
        #expect(spec.selection == .label("3000–3500"))
        #expect(harness.run("select h \"Gentoo\"").error == nil)
        let missing = try #require(harness.run("select h \"3000–3600\"").error)
        #expect(missing.kind == .valueError)
        #expect(missing.suggestion?.contains("3000–3500") == true)
    }

    @Test func binErrors() throws {
        let harness = Harness()
        harness.run("let penguins = csv(\"penguins.csv\")")
        let text = try #require(harness.run("chart h bar data: penguins x: \"species\" bin: auto").error)
        #expect(text.kind == .typeError)
        #expect(text.message.contains("\"species\" holds text"))
        let zero = try #require(harness.run("chart h bar data: penguins x: \"body_mass_g\" bin: 0").error)
        #expect(zero.kind == .valueError)
        let word = try #require(harness.run("chart h bar data: penguins x: \"body_mass_g\" bin: atuo").error)
        #expect(word.kind == .valueError)
        #expect(word.suggestion?.contains("auto") == true)
        let record = try #require(harness.run("chart r bar data: [\"a\": 1] bin: auto").error)
        #expect(record.kind == .typeError)
        // nothing was made by the failed statements
        #expect(harness.run("h.bin").error?.kind == .nameError)
    }

    @Test(arguments: [
        (2700.0, 6300.0, 10, 2500.0, 500.0, 8),
        (0.0, 1.0, 10, 0.0, 0.1, 10),
        (0.3, 0.7, 4, 0.3, 0.1, 4),
        (5.0, 5.0, 10, 5.0, 0.5, 1),
        (-7.0, 13.0, 10, -10.0, 5.0, 5),  // width 2 would need 11 bins (-8…14)
    ])
    func niceEdges(lower: Double, upper: Double, maxBins: Int, first: Double, width: Double, count: Int) throws {
        let bins = try #require(Binning(lower: lower, upper: upper, maxBins: maxBins))
        #expect(bins.edge(0) == first)
        #expect(bins.count == count)
        #expect(abs(bins.edge(1) - bins.edge(0) - width) < 1e-12)
        #expect(bins.edge(0) <= lower && bins.edge(bins.count) >= upper)
        #expect(bins.index(of: upper) == bins.count - 1)
        #expect(bins.index(of: lower) == 0)
    }
}
