extension AxisFitting {
    /// The linear x axis of bars (LANGUAGE.md v2, `bin:`), or `nil` when there are no bars:
    /// over histogram bins the domain runs from the first edge to the last and the ticks stand
    /// at the edges (every k-th, the least k whose centred labels fit, as Vega-Lite labels a
    /// binned axis); over plain numbers a nice domain around the bars' extent, without forcing
    /// zero in (years stay readable), with ticks that fit as `linearX` chooses them.
    static func barX(_ data: ChartData, bars: [BarSegmentModel], width: Double,
                     title: String?) -> AxisModel? {
        guard data.kind == .linear, !bars.isEmpty else { return nil }
        var lower = Double.infinity, upper = -Double.infinity
        for bar in bars {
            lower = min(lower, bar.x0)
            upper = max(upper, bar.x1)
        }
        guard lower < upper else { return nil }
        let edges = Set(data.rows.compactMap(\.bin).flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
        guard edges.count >= 2 else {
            var target = min(max(Int((width / 60).rounded()), 1), 12)
            while true {
                let scale = LinearScale(covering: [lower, upper], includesZero: false, targetCount: target)
                let ticks = scale.ticks.map { value in
                    let label = LinearScale.label(value, step: scale.step)
                    return AxisTick(key: "x/" + label, value: value, label: label)
                }
                let axis = AxisModel(kind: .linear, lower: scale.lower, upper: scale.upper,
                                     ticks: ticks, title: title)
                let positions = scale.ticks.map { axis.position($0, start: 0, end: width) }
                if target <= 1 || fits(ticks.map(\.label), at: positions, centred: true) { return axis }
                target -= 1
            }
        }
        let domain = AxisModel(kind: .linear, lower: edges[0], upper: edges[edges.count - 1])
        let labels = edges.map(ChartData.numberLabel)
        let positions = edges.map { domain.position($0, start: 0, end: width) }
        var stride = 1
        while stride < edges.count {
            let shown = Swift.stride(from: 0, to: edges.count, by: stride)
            if fits(shown.map { labels[$0] }, at: shown.map { positions[$0] }, centred: true) { break }
            stride += 1
        }
        let ticks = Swift.stride(from: 0, to: edges.count, by: stride).map { index in
            AxisTick(key: "x/" + labels[index], value: edges[index], label: labels[index])
        }
        return AxisModel(kind: .linear, lower: domain.lower, upper: domain.upper, ticks: ticks,
                         title: title)
    }
}
