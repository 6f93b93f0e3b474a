/// Chooses each axis' ticks so that no two labels overlap: estimated label widths
/// (`TextMetrics`) against the spacing the plot gives, thinning ticks until they fit
/// (VISUAL.md, "Axes charts").
public enum AxisFitting {
    /// Axis label font size, points.
    public static let fontSize = 10.0
    /// The least free space between two neighbouring labels, points.
    public static let gap = 8.0
    /// Where a time label starts to the right of its tick, points.
    public static let timeLabelOffset = 3.0
    /// Estimates run short for wide fonts (Helvetica, SF): labels are fitted as if this much
    /// wider.
    static let widthSlack = 1.15

    /// The width a label is fitted with, points.
    public static func labelWidth(_ label: String) -> Double {
        TextMetrics.width(label, fontSize: fontSize) * widthSlack
    }

    /// A y scale over `values` for a plot `height` points tall: about one tick every 45
    /// points, fewer while labels would crowd (one label height plus 4 points). Zero is
    /// included unless `includesZero` is false (then fitted: `LinearScale.automatic`); a
    /// `domain` is taken exactly.
    public static func yScale(_ values: [Double], height: Double, includesZero: Bool = true,
                              domain: ClosedRange<Double>? = nil) -> LinearScale {
        var target = min(max(Int((height / 45).rounded()), 3), 10)
        func fits(_ scale: LinearScale) -> Bool {
            height / Double(max(scale.ticks.count - 1, 1)) >= fontSize + 4
        }
        while true {
            let scale = LinearScale.automatic(values, includesZero: includesZero, domain: domain,
                                              targetCount: target, fits: fits)
            if target <= 1 || fits(scale) { return scale }
            target -= 1
        }
    }

    /// Every `k`-th category (from the first), with the least `k` whose labels fit side by
    /// side in bands `width / count` points wide; labels longer than a third of the plot are
    /// cut with `…` (keys keep the whole category).
    public static func bandTicks(_ categories: [String], width: Double) -> [AxisTick] {
        guard !categories.isEmpty else { return [] }
        let band = width / Double(categories.count)
        // a label may take a third of the plot (at least 60 points) before it is cut with …
        let longest = max(width / 3, 60)
        func fitted(_ category: String) -> String {
            labelWidth(category) <= longest ? category
                : TextMetrics.truncated(category, width: longest / widthSlack, fontSize: fontSize)
        }
        var stride = 1
        if categories.count > maximumMeasuredCategories {
            // many categories: only every stride-th label is shown, so measure only those,
            // widening the stride until the shown labels fit
            stride = max(Int((Double(categories.count) / (width / 10)).rounded(.up)), 1)
            while true {
                let widest = Swift.stride(from: 0, to: categories.count, by: stride)
                    .map { labelWidth(fitted(categories[$0])) }.max() ?? 0
                guard stride < categories.count, Double(stride) * band < widest + gap else { break }
                stride = max(stride + 1, Int(((widest + gap) / band).rounded(.up)))
            }
        } else {
            let widest = categories.map { labelWidth(fitted($0)) }.max() ?? 0
            while stride < categories.count, Double(stride) * band < widest + gap { stride += 1 }
        }
        return Swift.stride(from: 0, to: categories.count, by: stride).map { index in
            AxisTick(key: "x/" + categories[index], value: BandScale.center(index),
                     label: fitted(categories[index]))
        }
    }

    /// Up to this many band labels are all measured; beyond, only those shown.
    static let maximumMeasuredCategories = 2_000

    /// A nice linear x scale over `values` whose centred labels fit in `width` points: the
    /// most ticks (about one per 60 points at best) that do not overlap. Zero is included
    /// unless `includesZero` is false (then fitted: `LinearScale.automatic`); a `domain` is
    /// taken exactly.
    public static func linearX(_ values: [Double], width: Double, includesZero: Bool = true,
                               domain: ClosedRange<Double>? = nil) -> LinearScale {
        var target = min(max(Int((width / 60).rounded()), 1), 12)
        func fits(_ scale: LinearScale) -> Bool {
            let labels = scale.ticks.map { LinearScale.label($0, step: scale.step) }
            let axis = AxisModel(kind: .linear, lower: scale.lower, upper: scale.upper)
            let positions = scale.ticks.map { axis.position($0, start: 0, end: width) }
            return self.fits(labels, at: positions, centred: true)
        }
        while true {
            let scale = LinearScale.automatic(values, includesZero: includesZero, domain: domain,
                                              targetCount: target, fits: fits)
            if target <= 1 || fits(scale) { return scale }
            target -= 1
        }
    }

    /// Calendar ticks inside `lower...upper` seconds whose labels, starting just right of
    /// each tick, fit in `width` points: the finest `TimeScale.intervals` entry that fits.
    public static func timeTicks(lower: Double, upper: Double, width: Double) -> [AxisTick] {
        let axis = AxisModel(kind: .time, lower: lower, upper: upper)
        let limit = max(Int(width / 20), 1)
        for interval in TimeScale.intervals {
            guard let ticks = TimeScale.ticks(lower: lower, upper: upper, interval: interval,
                                              limit: limit) else { continue }
            let positions = ticks.map { axis.position($0.seconds, start: 0, end: width) }
            let labels = ticks.map(\.label)
            guard fits(labels, at: positions, centred: false) else { continue }
            return ticks.map { AxisTick(key: "x/" + String(Int64($0.seconds)), value: $0.seconds, label: $0.label) }
        }
        return []
    }

    /// True when labels at `positions` (points, increasing) leave `gap` between neighbours;
    /// centred labels extend half their width each side, others start at the position.
    static func fits(_ labels: [String], at positions: [Double], centred: Bool) -> Bool {
        let widths = labels.map(labelWidth)
        for index in positions.indices.dropFirst() {
            let distance = positions[index] - positions[index - 1]
            let needed = centred ? (widths[index] + widths[index - 1]) / 2 + gap
                : widths[index - 1] + timeLabelOffset + gap
            if distance < needed { return false }
        }
        return true
    }
}
