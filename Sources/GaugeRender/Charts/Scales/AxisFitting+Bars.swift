extension AxisFitting {
    /// The linear x axis of bars (LANGUAGE.md v2, `bin:`), or `nil` when there are no bars:
    /// - over histogram bins the domain runs from the first edge to the last and the ticks
    ///   stand at the edges (every k-th, the least k whose centred labels fit), as Vega-Lite
    ///   labels a binned axis;
    /// - over a few whole numbers (years) each bar gets its own tick, written as its label
    ///   (`2007`), and the domain reaches half a gap past the outer bars, as a band axis would;
    /// - over other numbers a nice domain around the bars without forcing zero in, with the
    ///   most ticks that fit and are no closer than the gap between bars (no `2007.5`).
    static func barX(_ data: ChartData, bars: ChartMarks.BarExtent, width: Double,
                     title: String?) -> AxisModel? {
        guard data.kind == .linear else { return nil }
        let (lower, upper) = (bars.lower, bars.upper)
        guard lower < upper else { return nil }
        // dense bars are never over bins
        let edges = bars.slotCount != nil ? [] : Set(data.rows.compactMap(data.bin).flatMap { [$0.lowerBound, $0.upperBound] }).sorted()
        if edges.count >= 2 {
            return binAxis(edges, width: width, title: title)
        }
        // dense bars know their gap; the centres matter only for a few bars
        let centres = bars.slotCount.map { $0 > maximumBarTicks } == true ? [] : ChartMarks.distinctX(data).map(\.x)
        var gap = min(bars.gap ?? .infinity, upper - lower)
        for (previous, next) in zip(centres, centres.dropFirst()) { gap = min(gap, next - previous) }
        if !centres.isEmpty, centres.count <= maximumBarTicks, centres.allSatisfy({ $0 == $0.rounded() }) {
            let pad = (centres.count > 1 ? gap : 1) * BandScale.padding / 2
            let domain = AxisModel(kind: .linear, lower: lower - pad, upper: upper + pad)
            let labels = centres.map(ChartData.numberLabel)
            if fits(labels, at: centres.map { domain.position($0, start: 0, end: width) }, centred: true) {
                let ticks = zip(centres, labels).map { AxisTick(key: "x/" + $1, value: $0, label: $1) }
                return AxisModel(kind: .linear, lower: domain.lower, upper: domain.upper, ticks: ticks,
                                 title: title)
            }
        }
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
            if target <= 1 || (scale.step >= gap && fits(ticks.map(\.label), at: positions, centred: true)) {
                return axis
            }
            target -= 1
        }
    }

    /// Up to this many whole-number bars each get a tick of their own.
    static let maximumBarTicks = 24

    /// Ticks at histogram edges `edges` (sorted, at least 2), thinned to every k-th edge.
    static func binAxis(_ edges: [Double], width: Double, title: String?) -> AxisModel {
        let domain = AxisModel(kind: .linear, lower: edges[0], upper: edges[edges.count - 1])
        var step = edges[edges.count - 1] - edges[0]
        for (previous, next) in zip(edges, edges.dropFirst()) { step = min(step, next - previous) }
        let labels = edges.map { LinearScale.label($0, step: step) }
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
