import Foundation
import Testing
@testable import GaugeRender

/// The number and date text GaugeRender wrote through Foundation (`String(format:)`,
/// `ISO8601DateFormatter`) and now writes without it: the same text, checked against
/// Foundation here (only the tests link it).
@Suite struct FoundationFreeFormatTests {
    static let values: [Double] = [
        0, -0.0, 1, -1, 0.5, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 9.5, 0.125, 2.5, 999_999.5, 1_234_567.891,
        1e15, 1e16, -2.5e20, 1e300, -1e-300, 1e-9, 4.9e-10, Double.leastNonzeroMagnitude,
        Double.leastNormalMagnitude, Double.greatestFiniteMagnitude, .pi, -.pi * 1e7, 0.00012345678,
        .infinity, -.infinity, .nan,
    ]
    static let patterns = ["%g", "%.0e", "%.2e", "%.5e", "%.16e", "%.0f", "%.1f", "%.3f", "%.9f"]

    @Test(arguments: patterns)
    func printfWritesWhatStringFormatWrote(pattern: String) {
        for value in Self.values {
            #expect(NumberFormat.printf(pattern, value) == String(format: pattern, value), "\(value)")
        }
    }

    @Test func printfGrowsItsBufferForLongText() {
        let text = NumberFormat.printf("%.0f", Double.greatestFiniteMagnitude)
        #expect(text.count == 309 && text.hasPrefix("17976931348623157") && text.hasSuffix("858368"))
        #expect(NumberFormat.printf("%.200e", 1) == "1." + String(repeating: "0", count: 200) + "e+00")
    }

    /// The day of an instant, as `ISO8601DateFormatter` with `.withFullDate` wrote it from the
    /// Gregorian reform (1582-10-15) on: UTC, the day of a negative fraction is the day before.
    @Test(arguments: [
        (0.0, "1970-01-01"), (-1, "1969-12-31"), (-0.5, "1969-12-31"), (0.5, "1970-01-01"),
        (86_399.9, "1970-01-01"), (86_400, "1970-01-02"), (-86_401, "1969-12-30"),
        (951_782_400, "2000-02-29"), (951_868_800, "2000-03-01"), (4_107_542_400, "2100-03-01"),
        (253_402_300_799, "9999-12-31"), (253_402_300_800, "10000-01-01"),
        (1_500_000_000.999, "2017-07-14"), (-12_219_292_800, "1582-10-15"),
        (1e12, "33658-09-27"), (9.9e12, "315688-07-05"),
    ] as [(Double, String)])
    func sectorDateLabelsMatchFoundationsFromTheReformOn(seconds: Double, label: String) {
        #expect(SectorChartModel.label(.date(seconds)) == label)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        #expect(formatter.string(from: Date(timeIntervalSince1970: seconds)) == label)
    }

    /// Before the reform Foundation (ICU) switched to the Julian calendar and to years of an era
    /// (1 BC read `0001`); the label now stays proleptic Gregorian, as `print`, `describe` and
    /// the time axis write the same dates.
    @Test(arguments: [
        (-12_219_292_801.0, "1582-10-14"), (-62_135_596_800, "0001-01-01"),
        (-62_167_219_200, "0000-01-01"), (-62_198_755_200, "-0001-01-01"), (-9.9e12, "-311749-06-28"),
        (.nan, "–"), (.infinity, "–"), (1e13, "–"),
    ] as [(Double, String)])
    func sectorDateLabelsBeforeTheReformAreProlepticGregorian(seconds: Double, label: String) {
        #expect(SectorChartModel.label(.date(seconds)) == label)
    }
}
