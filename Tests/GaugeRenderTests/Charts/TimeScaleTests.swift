import Testing
@testable import GaugeRender

/// Civil dates and calendar-aligned time ticks.
@Suite struct TimeScaleTests {
    static func seconds(_ year: Int, _ month: Int, _ day: Int) -> Double {
        CivilDate(year: year, month: month, day: day).seconds
    }

    @Test(arguments: [(1970, 1, 1, 0), (2012, 1, 1, 15340), (2000, 2, 29, 11016),
                      (2015, 12, 31, 16800), (1969, 12, 31, -1), (1600, 3, 1, -135080)])
    func civilDays(year: Int, month: Int, day: Int, days: Int) {
        let date = CivilDate(year: year, month: month, day: day)
        #expect(date.days == days)
        #expect(CivilDate(days: days) == date)
        #expect(CivilDate(seconds: Double(days) * 86_400 + 3600) == date)
    }

    @Test func monthsCarryIntoYears() {
        #expect(CivilDate(year: 2013, month: 13, day: 1).days == CivilDate(year: 2014, month: 1, day: 1).days)
        #expect(CivilDate(year: 2013, month: 0, day: 1).days == CivilDate(year: 2012, month: 12, day: 1).days)
        #expect(CivilDate(seconds: .nan) == CivilDate(days: 0))
        #expect(CivilDate(seconds: 1e300).year < 300_000)
    }

    /// The Seattle weather range on a 360-point axis: one tick per year, labelled by year.
    @Test func seattleRangeHasYearTicks() {
        let ticks = AxisFitting.timeTicks(lower: Self.seconds(2012, 1, 1),
                                          upper: Self.seconds(2015, 12, 31), width: 360)
        #expect(ticks.map(\.label) == ["2012", "2013", "2014", "2015"])
        #expect(ticks.map(\.value) == [2012, 2013, 2014, 2015].map { Self.seconds($0, 1, 1) })
    }

    /// Wider, the same range gets half-years: `Jan 2012`, `Jul`, `Jan 2013`, …
    @Test func seattleRangeWideHasHalfYears() {
        let ticks = AxisFitting.timeTicks(lower: Self.seconds(2012, 1, 1),
                                          upper: Self.seconds(2015, 12, 31), width: 900)
        #expect(ticks.prefix(4).map(\.label) == ["Jan 2012", "Jul", "Jan 2013", "Jul"])
        #expect(ticks.count == 8)
    }

    @Test func quarterAndWeekLabels() throws {
        let quarters = try #require(TimeScale.ticks(lower: Self.seconds(2013, 2, 10),
                                                    upper: Self.seconds(2014, 2, 1),
                                                    interval: .months(3)))
        #expect(quarters.map(\.label) == ["Apr 2013", "Jul", "Oct", "Jan 2014"])
        let weeks = try #require(TimeScale.ticks(lower: Self.seconds(2013, 1, 20),
                                                 upper: Self.seconds(2013, 2, 16),
                                                 interval: .days(7)))
        #expect(weeks.map(\.label) == ["Jan 22", "Feb 1", "8", "15"])
        #expect(TimeScale.ticks(lower: 0, upper: 1e12, interval: .days(1)) == nil)
    }

    @Test func singleInstantIsWidenedAndLabelled() {
        let model = AxesChartModel(spec: ChartSpec(mark: .line, rows: [
            ChartRow(x: .date(Self.seconds(2013, 5, 5)), y: 3)]))
        #expect(model.xAxis.kind == .time)
        #expect(model.xAxis.lower == Self.seconds(2013, 5, 4))
        #expect(model.xAxis.upper == Self.seconds(2013, 5, 6))
        #expect(model.xAxis.ticks.contains { $0.label == "May 5" })
    }
}
