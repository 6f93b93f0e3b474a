extension SectorChartModel {
    /// Default output size of a sector chart, points.
    public static let defaultSize = Size(width: 300, height: 300)
    static let titleHeight = 24.0
    static let legendGap = 12.0

    /// Resolves `spec` (a `.sector` chart): frame and plot circle, angles proportional to
    /// value / total from 12 o'clock clockwise in data order, radii from the `MarkDimension`s,
    /// selection look, palette by first appearance, percent labels. Never traps: negative or
    /// non-finite values count as 0 (the language rejects them first).
    public init(spec: ChartSpec) {
        let width = Self.clampSize(spec.size?.width, fallback: Self.defaultSize.width)
        let height = Self.clampSize(spec.size?.height, fallback: Self.defaultSize.height)
        // a cancelled render resolves the rows read so far (consistent, then discarded)
        var labels: [String] = []
        var values: [Double] = []
        labels.reserveCapacity(spec.rows.count)
        values.reserveCapacity(spec.rows.count)
        for (index, row) in spec.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            labels.append(Self.label(row.x))
            values.append(row.y.isFinite && row.y > 0 ? row.y : 0)
        }
        if RenderCancellation.wasCancelled {
            labels = []
            values = []
        }

        // legend: one entry per distinct label, palette by order of first appearance; only
        // the first entries are shown (`LegendEntry.capped`)
        // each row's palette entry is kept by position, so the sectors below look no label up:
        // at 10⁶ sectors six hash lookups a sector were 60 % of the time
        var colorIndex: [String: Int] = [:]
        var palette: [LegendEntry] = []
        var rowColors: [Int] = []
        rowColors.reserveCapacity(labels.count)
        // a list's labels are its positions, all distinct: no dictionary needed
        let isList = spec.rows.listValues != nil
        for (index, label) in labels.enumerated() {
            if RenderCancellation.poll(index) { break }
            if isList {
                palette.append(LegendEntry(label: label, color: SystemColor.categorical(index)))
                rowColors.append(index)
                continue
            }
            let entry = colorIndex[label, default: palette.count]
            if entry == palette.count {
                colorIndex[label] = entry
                palette.append(LegendEntry(label: label, color: SystemColor.categorical(entry)))
            }
            rowColors.append(entry)
        }
        // every label distinct (a list's positions, most tables' categories): each is its own key
        let labelsAreDistinct = palette.count == labels.count
        var legend = LegendEntry.capped(palette)

        // frame: title on top, legend below (or trailing), plot circle in the rest
        let top = spec.title == nil ? 0 : Self.titleHeight
        var plot = Rect(x: 0, y: top, width: width, height: max(height - top, 0))
        var legendFrame = Rect(x: 0, y: 0, width: 0, height: 0)
        if spec.legend != .hidden, !legend.isEmpty {
            if spec.legend == .trailing {
                let column = min(legend.map(LegendLayout.itemWidth).max() ?? 0, width / 2)
                plot.width = max(width - column - Self.legendGap, 0)
                legendFrame = Rect(x: plot.width + Self.legendGap,
                                   y: top + max((plot.height - Double(legend.count)
                                       * LegendLayout.rowHeight) / 2, 0),
                                   width: column, height: plot.height)
            } else {
                let legendHeight = min(LegendLayout.height(legend, width: width), height / 2)
                plot.height = max(plot.height - legendHeight - Self.legendGap, 0)
                legendFrame = Rect(x: 0, y: plot.y + plot.height + Self.legendGap,
                                   width: width, height: legendHeight)
            }
        }
        let radius = max(min(plot.width, plot.height) / 2, 0)
        let center = Point(x: plot.x + plot.width / 2, y: plot.y + plot.height / 2)

        let selected = SectorSelection.index(spec.selection, labels: labels, values: values)
        // raw values keep exact angles (3 of 5 is 216°); only sums that would overflow are
        // normalised by the largest value first
        let largest = values.max() ?? 0
        let rawTotal = values.reduce(0, +)
        let scaled = (rawTotal * 360).isFinite ? values
            : values.map { largest > 0 ? $0 / largest : 0 }
        let total = scaled.reduce(0, +)
        let percents = PercentLabels.percentages(values)
        let positiveCount = values.lazy.filter { $0 > 0 }.count
        let dimmed = spec.dimmedOpacity.isFinite ? min(max(spec.dimmedOpacity, 0), 1) : 0.5

        var sectors: [SectorModel] = []
        var running = 0.0
        var usedKeys: Set<String> = []
        if !labelsAreDistinct { usedKeys.reserveCapacity(labels.count) }
        sectors.reserveCapacity(labels.count)
        for index in labels.indices {
            if RenderCancellation.poll(index) { break }
            let start = total > 0 ? running * 360 / total : 0
            running += scaled[index]
            let end = total > 0 ? min(running * 360 / total, 360) : 0
            let isSelected = selected == index
            let outer = Self.length(isSelected ? spec.outerRadius : spec.unselectedOuterRadius,
                                    plotRadius: radius, relativeTo: radius, automatic: radius)
            let inner = min(Self.length(spec.innerRadius, plotRadius: radius, relativeTo: outer,
                                        automatic: 0), outer)
            var key = labels[index]
            if !labelsAreDistinct {
                var suffix = 2
                while usedKeys.contains(key) {
                    key = "\(labels[index]) #\(suffix)"
                    suffix += 1
                }
                usedKeys.insert(key)
            }
            sectors.append(SectorModel(
                key: key, label: labels[index], value: values[index], startAngle: start,
                endAngle: max(end, start), innerRadius: inner, outerRadius: outer,
                opacity: selected == nil || isSelected ? 1 : dimmed,
                color: index < rowColors.count ? palette[rowColors[index]].color : SystemColor.blue,
                percentText: PercentLabels.text(percents[index], value: values[index],
                                                isWhole: positiveCount == 1)))
        }
        if selected != nil {
            for index in legend.indices where legend[index].label != labels[selected ?? 0]
                || !legend[index].showsSwatch {
                legend[index].opacity = dimmed
            }
        }
        let emptyOuter = Self.length(spec.unselectedOuterRadius, plotRadius: radius,
                                     relativeTo: radius, automatic: radius)
        let emptyInner = min(Self.length(spec.innerRadius, plotRadius: radius,
                                         relativeTo: emptyOuter, automatic: 0), emptyOuter)
        let selectedKey = selected.flatMap { sectors.indices.contains($0) ? sectors[$0].key : nil }
        if !RenderResolution.drawsEveryRow, sectors.count > Self.maximumDrawnSectors {
            sectors = Self.mergingThin(sectors, keeping: selectedKey,
                                       angularInset: spec.angularInset.isFinite ? spec.angularInset : 0)
        }
        self.init(
            width: width, height: height, center: center, plotRadius: radius, sectors: sectors,
            angularInset: spec.angularInset.isFinite ? max(spec.angularInset, 0) : 0,
            cornerRadius: spec.cornerRadius.isFinite ? max(spec.cornerRadius, 0) : 0,
            legend: legend, legendPosition: spec.legend, legendFrame: legendFrame,
            title: spec.title, selectedKey: selectedKey,
            isEmpty: total <= 0, emptyInnerRadius: max(emptyInner, emptyOuter * 0.6),
            rowCount: labels.count)
    }

    /// A `MarkDimension` in points: `ratio` of `relativeTo`, `inset` from the plot radius,
    /// clamped to `0...plotRadius`.
    static func length(_ dimension: MarkDimension, plotRadius: Double, relativeTo base: Double,
                       automatic: Double) -> Double {
        let value: Double
        switch dimension {
        case .automatic: value = automatic
        case .fixed(let points): value = points
        case .ratio(let ratio): value = ratio * base
        case .inset(let inset): value = plotRadius - inset
        }
        return value.isFinite ? min(max(value, 0), plotRadius) : automatic
    }

    static func clampSize(_ value: Double?, fallback: Double) -> Double {
        guard let value, value.isFinite, value > 0 else { return fallback }
        return min(max(value, 40), 4000)
    }

    /// A row's `x` as a label: the category, a compact number, or an ISO date (`2012-01-01`,
    /// `0900-03-01`; proleptic Gregorian in UTC, as `print` writes a date).
    static func label(_ value: DataValue) -> String {
        switch value {
        case .category(let text): return text
        case .number(let number): return NumberFormat.exact(number)
        case .interval(let lower, let upper):
            return NumberFormat.exact(lower) + "–" + NumberFormat.exact(upper)
        case .date(let seconds):
            guard seconds.isFinite, abs(seconds) < 1e13 else { return "–" }
            // the UTC day, proleptic Gregorian like every other date the kernel writes
            let date = CivilDate(days: Int((seconds / CivilDate.secondsPerDay).rounded(.down)))
            let year = String(abs(date.year))
            return (date.year < 0 ? "-" : "") + String(repeating: "0", count: max(0, 4 - year.count)) + year
                + (date.month < 10 ? "-0" : "-") + String(date.month) + (date.day < 10 ? "-0" : "-") + String(date.day)
        }
    }
}
