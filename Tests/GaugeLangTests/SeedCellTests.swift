import GaugeLang
import GaugeRender
import Testing

/// The seed cells of LANGUAGE.md, "The seeds, as cells".
@Suite struct SeedCellTests {
    @Test func batteryCellCreatesAGaugeAndSetsTheSessionAnimation() throws {
        let harness = Harness()
        let run = harness.run("""
            gauge battery value: 50 in: 0...100 style: accessoryCircularCapacity tint: green size: 300
            animation easeInOut(1)
            battery.value = 75
            """)
        #expect(run.error == nil)
        #expect(run.output.shows.count == 1)
        let shown = try #require(run.output.shows.first)
        #expect(shown.name == "battery")
        #expect(shown.mode == .display)
        #expect(shown.previous == nil)
        #expect(shown.animation == .easeInOut(1))
        guard case .gauge(let spec) = shown.drawable else { Issue.record("not a gauge"); return }
        #expect(spec.value == 75)
        #expect(spec.range == 0...100)
        #expect(spec.style == .accessoryCircularCapacity)
        #expect(spec.tint == .color(Color(red: 52 / 255, green: 199 / 255, blue: 89 / 255)))
        #expect(spec.size == 300)

        let next = harness.run("battery.value = 30")
        let moved = try #require(next.output.shows.first)
        guard case .gauge(let before)? = moved.previous, case .gauge(let after) = moved.drawable else {
            Issue.record("expected gauges"); return
        }
        #expect(before.value == 75)
        #expect(after.value == 30)
        #expect(moved.animation == .easeInOut(1))
    }

    @Test func speedCellContinuesAfterBackslash() throws {
        let run = Harness().run("""
            gauge speed value: 50 in: 0...100 style: accessoryCircular \\
                  tint: gradient(red, yellow, green, green, green) min: "0" max: "100"
            """)
        #expect(run.error == nil)
        guard case .gauge(let spec)? = run.output.shows.first?.drawable else {
            Issue.record("no gauge"); return
        }
        #expect(spec.style == .accessoryCircular)
        guard case .gradient(let colors)? = spec.tint else { Issue.record("no gradient"); return }
        #expect(colors.count == 5)
        #expect(spec.minimumValueLabel == "0")
        #expect(spec.maximumValueLabel == "100")
    }

    @Test func ratioCellMakesACapsule() throws {
        let run = Harness().run("gauge ratio value: 0.3 style: capsule height: 32 track: gray fill: black")
        guard case .gauge(let spec)? = run.output.shows.first?.drawable else {
            Issue.record("no gauge"); return
        }
        #expect(spec.style == .capsule)
        #expect(spec.value == 0.3)
        #expect(spec.range == 0...1)
        #expect(spec.capsuleHeight == 32)
        #expect(spec.fill == Color(red: 0, green: 0, blue: 0))
        #expect(spec.track == Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255))
    }

    @Test func fruitsCellSelectsIchigoThenNothing() throws {
        let harness = Harness()
        let first = harness.run("""
            let fruits = ["りんご": 15, "いちご": 12, "さくらんぼ": 6, "ぶどう": 5, "バナナ": 4, "オレンジ": 2]
            chart favorites sector data: fruits inner: inset(50) angularInset: 3 size: 300x300
            select favorites angle: 20        # running totals 15, 27, … → いちご
            """)
        #expect(first.error == nil)
        guard case .chart(let spec)? = first.output.shows.first?.drawable else {
            Issue.record("no chart"); return
        }
        #expect(spec.mark == .sector)
        #expect(spec.rows.map(\.x) == ["りんご", "いちご", "さくらんぼ", "ぶどう", "バナナ", "オレンジ"].map(DataValue.category))
        #expect(spec.rows.map(\.y) == [15, 12, 6, 5, 4, 2])
        #expect(spec.innerRadius == .inset(50))
        #expect(spec.angularInset == 3)
        #expect(spec.size == Size(width: 300, height: 300))
        #expect(spec.selection == .angleValue(20))
        #expect(AngleSelection.index(at: 20, in: spec.rows.map(\.y)) == 1)

        let cleared = harness.run("select favorites none")
        guard case .chart(let after)? = cleared.output.shows.first?.drawable,
              case .chart(let before)? = cleared.output.shows.first?.previous else {
            Issue.record("no chart"); return
        }
        #expect(before.selection == .angleValue(20))
        #expect(after.selection == ChartSelection.none)
    }
}
