import Foundation
@testable import GaugeRender

/// Axes-chart drawables shared by the chart snapshot, raster and well-formedness tests.
enum ChartSamples {
    static func chart(_ mark: Mark, _ rows: [ChartRow], _ configure: (inout ChartSpec) -> Void = { _ in })
        -> Drawable {
        var spec = ChartSpec(mark: mark, rows: rows)
        configure(&spec)
        return .chart(spec)
    }

    static func categories(_ values: [(String, Double)], series: String? = nil) -> [ChartRow] {
        values.map { ChartRow(x: .category($0.0), y: $0.1, series: series) }
    }

    /// Seattle weather (notebooks/data/seattle-weather.csv): one row per day and column.
    static let seattle: [(date: Double, tempMax: Double, tempMin: Double, precipitation: Double)] = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../notebooks/data/seattle-weather.csv").standardized
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").dropFirst().compactMap { line in
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            let date = fields.first?.split(separator: "/").compactMap { Int($0) } ?? []
            guard fields.count >= 4, date.count == 3, let precipitation = Double(fields[1]),
                  let high = Double(fields[2]), let low = Double(fields[3]) else { return nil }
            let seconds = CivilDate(year: date[0], month: date[1], day: date[2]).seconds
            return (seconds, high, low, precipitation)
        }
    }()

    static let seattleTemperatures: [ChartRow] = seattle.map {
        ChartRow(x: .date($0.date), y: $0.tempMax, series: "temp_max")
    } + seattle.map { ChartRow(x: .date($0.date), y: $0.tempMin, series: "temp_min") }

    static let pancakes: [ChartRow] = [
        ("Cachapa", 5), ("Injera", 4), ("Crêpe", 3), ("Jian Bing", 2), ("American", 1), ("Dosa", 6),
    ].map { ChartRow(x: .category($0.0), y: $0.1) }

    static let weekly: [ChartRow] = {
        let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]
        let cups = [3.0, 5, 2, 6, 4]
        let bowls = [2.0, 1, 4, 2, 3]
        return zip(days, cups).map { ChartRow(x: .category($0.0), y: $0.1, series: "Cups") }
            + zip(days, bowls).map { ChartRow(x: .category($0.0), y: $0.1, series: "Bowls") }
    }()

    static let monthlyRain: [ChartRow] = {
        var totals: [Double: [String: Double]] = [:]
        for day in seattle where day.date < CivilDate(year: 2013, month: 1, day: 1).seconds {
            let date = CivilDate(seconds: day.date)
            let month = CivilDate(year: date.year, month: date.month, day: 1).seconds
            totals[month, default: [:]][day.tempMax > 15 ? "warm" : "cool", default: 0] += day.precipitation
        }
        return totals.keys.sorted().flatMap { month in
            ["cool", "warm"].map { ChartRow(x: .date(month), y: totals[month]?[$0] ?? 0, series: $0) }
        }
    }()

    /// One sample per mark, by snapshot file name.
    static let snapshots: [(name: String, drawable: Drawable)] = [
        ("chart-bar-pancakes", chart(.bar, pancakes) {
            $0.title = "Pancakes"
            $0.xTitle = "Style"
            $0.yTitle = "Sold"
        }),
        ("chart-bar-stacked-selected", chart(.bar, weekly) {
            $0.title = "Dishes"
            $0.selection = .label("Thu")
        }),
        ("chart-bar-seattle-rain", chart(.bar, seattle.map {
            ChartRow(x: .date($0.date), y: $0.precipitation)
        }) {
            $0.title = "Seattle precipitation"
            $0.yTitle = "mm"
            $0.tint = SystemColor.cyan
        }),
        ("chart-line-seattle", chart(.line, seattleTemperatures) {
            $0.title = "Seattle temperatures"
            $0.yTitle = "°C"
        }),
        ("chart-area-rain", chart(.area, monthlyRain) {
            $0.title = "Rain 2012"
            $0.legend = .trailing
        }),
        ("chart-point-mixed", chart(.point, [
            ChartRow(x: .number(1.5), y: -3), ChartRow(x: .number(4), y: 7),
            ChartRow(x: .number(7.25), y: 2), ChartRow(x: .number(9), y: 12),
        ]) { $0.tint = SystemColor.purple }),
        ("chart-rule-thresholds", chart(.rule, categories([("Average", 12.5), ("Record", 35.6)]))),
        ("chart-rule-events", chart(.rule, [
            ChartRow(x: .date(CivilDate(year: 2014, month: 3, day: 1).seconds), y: 4),
            ChartRow(x: .date(CivilDate(year: 2014, month: 6, day: 15).seconds), y: 9),
            ChartRow(x: .date(CivilDate(year: 2014, month: 11, day: 2).seconds), y: 6),
        ]) { $0.tint = SystemColor.red }),
    ]
}
