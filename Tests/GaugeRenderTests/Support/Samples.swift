import GaugeRender

/// Named drawables the snapshot and well-formedness tests share.
enum Samples {
    static let fruits: [(String, Double)] = [
        ("りんご", 15), ("いちご", 12), ("さくらんぼ", 6), ("ぶどう", 5), ("バナナ", 4), ("オレンジ", 2),
    ]
    static let speedGradient = Tint.gradient([SystemColor.red, SystemColor.yellow, SystemColor.green,
                                              SystemColor.green, SystemColor.green])

    static func sector(_ values: [(String, Double)], _ configure: (inout ChartSpec) -> Void = { _ in })
        -> Drawable {
        var spec = ChartSpec(mark: .sector,
                             rows: values.map { ChartRow(x: .category($0.0), y: $0.1) })
        configure(&spec)
        return .chart(spec)
    }

    /// One sample per gauge style and the sector edge cases, by snapshot file name.
    static let snapshots: [(name: String, drawable: Drawable)] = [
        ("gauge-accessoryCircularCapacity", .gauge(GaugeSpec(
            value: 75, range: 0...100, style: .accessoryCircularCapacity, tint: .color(SystemColor.green),
            label: "Battery"))),
        ("gauge-accessoryCircularCapacity-gradient", .gauge(GaugeSpec(
            value: 0.6, style: .accessoryCircularCapacity, tint: speedGradient, format: .percent))),
        ("gauge-accessoryCircular", .gauge(GaugeSpec(
            value: 50, range: 0...100, style: .accessoryCircular, tint: speedGradient,
            minimumValueLabel: "0", maximumValueLabel: "100"))),
        ("gauge-accessoryLinear", .gauge(GaugeSpec(
            value: 0.4, style: .accessoryLinear, tint: speedGradient,
            minimumValueLabel: "0", maximumValueLabel: "1"))),
        ("gauge-accessoryLinearCapacity", .gauge(GaugeSpec(
            value: 30, range: 0...100, style: .accessoryLinearCapacity, label: "Progress",
            minimumValueLabel: "0", maximumValueLabel: "100"))),
        ("gauge-linearCapacity", .gauge(GaugeSpec(
            value: 0.72, style: .linearCapacity, tint: .color(SystemColor.orange),
            label: "Download", format: .percent))),
        ("gauge-capsule", .gauge(GaugeSpec(
            value: 0.3, style: .capsule, track: SystemColor.gray5, fill: Color(red: 0, green: 0, blue: 0)))),
        ("gauge-capsule-2percent-trailing", .gauge(GaugeSpec(
            value: 0.02, style: .capsule, anchor: .trailing))),
        ("sector-fruits-donut", sector(fruits) {
            $0.innerRadius = .inset(50)
            $0.angularInset = 3
        }),
        ("sector-fruits-selected", sector(fruits) {
            $0.innerRadius = .ratio(0.618)
            $0.angularInset = 1.5
            $0.cornerRadius = 5
            $0.selection = .angleValue(20)
        }),
        ("sector-4-1-1-pie", sector([("a", 4), ("b", 1), ("c", 1)])),
        ("sector-3-2-0", sector([("x", 3), ("y", 2), ("z", 0)])),
        ("sector-single", sector([("only", 5)]) { $0.innerRadius = .ratio(0.5) }),
        ("sector-all-zero", sector([("p", 0), ("q", 0), ("r", 0)])),
    ]
}
