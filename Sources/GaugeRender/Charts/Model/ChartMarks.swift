/// The marks of an axes chart in data space, built from its `ChartData` (before M4
/// reduction, which needs the plot width): stacking, keys, colours, selection dimming.
struct ChartMarks {
    var bars: [BarSegmentModel] = []
    var series: [SeriesModel] = []
    var points: [PointMarkModel] = []
    var rules: [RuleMarkModel] = []
    /// A point mark's rows beyond `AxesChartModel.densePointCount`, drawn as clouds later.
    var densePoints: DensePoints?
    /// A long line (or area) mark of one series in x order, M4-reduced straight from its rows
    /// later.
    var denseLine: DenseLine?
    /// Bars over more distinct numbers or dates than a plot has columns, kept as sums until
    /// the x axis is known (`bars` stays empty).
    var denseBars: DenseBars?
    /// Areas fill down to their baselines, so those count for the y domain; lines do not.
    var fillsToBaseline = false

    /// Palette and dimming shared by every mark of one chart.
    struct Style {
        /// Series name → position of first appearance.
        var seriesIndex: [String: Int]
        var tint: Color
        var selected: String?
        var dimmed: Double

        init(seriesNames: [String], tint: Color, selected: String?, dimmed: Double) {
            seriesIndex = [:]
            for (index, name) in seriesNames.enumerated() where seriesIndex[name] == nil {
                seriesIndex[name] = index
            }
            self.tint = tint
            self.selected = selected
            self.dimmed = dimmed
        }

        /// The series' palette colour by first appearance; rows without a series use the tint.
        func color(_ series: String?) -> Color {
            guard let series, let index = seriesIndex[series] else { return tint }
            return SystemColor.categorical(index)
        }

        /// `color(_:)` of a `ChartData` row's series index (-1: none), without hashing.
        func color(seriesAt index: Int) -> Color {
            index < 0 ? tint : SystemColor.categorical(index)
        }

        /// `opacity(label:series:)` of a `ChartData` row; its label is made only while
        /// something is selected.
        func opacity(_ row: ChartData.Row, in data: ChartData) -> Double {
            guard selected != nil else { return 1 }
            return opacity(label: data.label(row), series: data.seriesName(row))
        }

        /// 1 without a selection or for a mark whose label or series is selected, else dimmed.
        func opacity(label: String?, series: String?) -> Double {
            guard let selected else { return 1 }
            return selected == label || selected == series ? 1 : dimmed
        }
    }

    /// The smallest and largest y value the marks reach (stack bases included; areas' baselines,
    /// lines' not), for the y domain; empty without marks. One pass, no array of every value.
    var yExtent: [Double] {
        var lower = Double.infinity
        var upper = -Double.infinity
        func cover(_ value: Double) {
            guard value.isFinite else { return }
            lower = min(lower, value)
            upper = max(upper, value)
        }
        for bar in bars { cover(bar.y0); cover(bar.y1) }
        for line in series {
            for point in line.points {
                cover(point.y)
                if fillsToBaseline { cover(point.baseline) }
            }
        }
        for point in points { cover(point.y) }
        if let extent = densePoints?.yExtent { cover(extent.lower); cover(extent.upper) }
        if let extent = denseLine?.yExtent {
            cover(extent.lower)
            cover(extent.upper)
            if fillsToBaseline { cover(0) }  // a dense area fills down to zero
        }
        if let extent = denseBars?.yExtent { cover(extent.lower); cover(extent.upper) }
        for rule in rules { cover(rule.y0); cover(rule.y1) }
        return lower <= upper ? [lower, upper] : []
    }

    init(mark: Mark, data: ChartData, style: Style) {
        // drawing every row (`RenderResolution`): one model per bar, point and line point
        let reduces = !RenderResolution.drawsEveryRow
        switch mark {
        case .bar:
            if reduces, let dense = DenseBars(data, style) {
                denseBars = dense
            } else {
                bars = Self.bars(data, style)
            }
        case .sector: bars = Self.bars(data, style)
        case .line:
            if reduces, let line = DenseLine(data, style, prefix: "line") {
                denseLine = line
            } else {
                series = Self.lines(data, style, prefix: "line")
            }
        case .area:
            if reduces, let area = DenseLine(data, style, prefix: "area") {
                denseLine = area
            } else {
                series = Self.areas(data, style)
            }
            fillsToBaseline = true
        case .point:
            if reduces, data.rows.count > AxesChartModel.densePointCount {
                densePoints = DensePoints(data, style)
            } else {
                points = Self.points(data, style)
            }
        case .rule: rules = Self.rules(data, style)
        }
    }

    /// The series order: `nil` (rows without a series) first, then by first appearance.
    static func groups(_ data: ChartData) -> [String?] {
        (data.hasUnnamedSeries ? [nil] : []) + data.seriesNames.map { Optional($0) }
    }

    /// The index in `groups(data)` of a row's series.
    static func group(_ row: ChartData.Row, _ data: ChartData) -> Int {
        Int(row.series) + (data.hasUnnamedSeries ? 1 : 0)
    }

    static func key(_ prefix: String, _ parts: String?...) -> String {
        ([prefix] + parts.compactMap { $0 }).joined(separator: "/")
    }

    /// One segment per (x slot, series), duplicates summed; positive values stack up from
    /// zero and negative ones down from zero, in series order (Swift Charts' stacking). A slot
    /// is a category's band, on a time axis one date's `[x, x + unit]` (`timeSlots`), on a
    /// linear axis a bin or a number's gap-wide extent (`linearSlots`).
    static func bars(_ data: ChartData, _ style: Style) -> [BarSegmentModel] {
        let groups = groups(data)
        var slots: [Slot] = []
        if data.kind == .band {
            slots.reserveCapacity(data.categories.count)
            for index in data.categories.indices {
                if RenderCancellation.poll(index) { break }
                let band = BandScale.bar(index)
                slots.append(Slot(x: Double(index), label: data.categories[index],
                                  lower: band.lower, upper: band.upper))
            }
        } else if data.kind == .linear {
            slots = linearSlots(data)
        } else {
            slots = timeSlots(data)
        }
        // band x is the slot's index already; numbers' and dates' slots are in x order, so
        // a row's is found by bisection, or at once for rows in x order (no hashing per row)
        let slotXs = data.kind == .band ? [] : slots.map(\.x)
        var hint = 0
        var sums = BarSums(slots: slots.count, groups: groups.count, rows: data.rows.count)
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            let slot = data.kind == .band ? Int(row.x) : Self.index(of: row.x, in: slotXs, hint: &hint)
            guard let slot, slot < slots.count else { continue }
            sums.add(row.y, slot: slot, group: group(row, data))
        }
        var bars: [BarSegmentModel] = []
        bars.reserveCapacity(slots.count)
        for (index, slot) in slots.enumerated() {
            if RenderCancellation.poll(index) { break }
            sums.stack(slot: index) { group, base, end, value in
                let series = groups[group]
                bars.append(BarSegmentModel(
                    key: key("bar", slot.label, series), category: slot.label, series: series,
                    x0: slot.lower, x1: slot.upper, y0: base, y1: end, value: value,
                    color: style.color(series),
                    opacity: style.opacity(label: slot.label, series: series)))
            }
        }
        return bars
    }

    /// Where one bar stands: its x value, label and extent in x units.
    struct Slot {
        var x: Double
        var label: String
        var lower: Double
        var upper: Double
    }

    /// The bar unit on a time axis: the smallest gap between distinct dates (one day when
    /// there is a single date), as Swift Charts' `BarMark(x: .value(…, date, unit:))` spans
    /// one unit.
    static func timeUnit(_ sortedDates: [Double]) -> Double {
        var unit = Double.infinity
        for (previous, next) in zip(sortedDates, sortedDates.dropFirst()) where next > previous {
            unit = min(unit, next - previous)
        }
        return unit.isFinite ? max(unit, 1) : CivilDate.secondsPerDay
    }

    /// One slot per distinct date, spanning `[x, x + unit]` less `BandScale.padding`.
    static func timeSlots(_ data: ChartData) -> [Slot] {
        let dates = distinctX(data).map(\.x)
        let unit = timeUnit(dates)
        return dates.map { date in
            Slot(x: date, label: CivilDate(seconds: date).iso,
                 lower: date + unit * BandScale.padding / 2,
                 upper: date + unit * (1 - BandScale.padding / 2))
        }
    }

    /// One line per series through its rows in x order (ties keep data order); category x
    /// values sit at band centres.
    static func lines(_ data: ChartData, _ style: Style, prefix: String) -> [SeriesModel] {
        let groups = groups(data)
        var byGroup = Array(repeating: [SeriesPoint](), count: groups.count)
        var sorted = Array(repeating: true, count: groups.count)
        // one series (the usual case): its points are every row
        if groups.count == 1 { byGroup[0].reserveCapacity(data.rows.count) }
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            let x = data.kind == .band ? BandScale.center(Int(row.x)) : row.x
            let group = group(row, data)
            if let last = byGroup[group].last, last.x > x { sorted[group] = false }
            byGroup[group].append(SeriesPoint(x: x, y: row.y))
        }
        return groups.indices.map { group in
            var points = byGroup[group]
            // data usually arrive sorted; only sort (stably, by x then data order) when not
            if !sorted[group] {
                points = points.enumerated().sorted {
                    $0.element.x != $1.element.x ? $0.element.x < $1.element.x : $0.offset < $1.offset
                }.map(\.element)
            }
            return SeriesModel(key: key(prefix, groups[group]), series: groups[group], points: points,
                               color: style.color(groups[group]),
                               opacity: style.opacity(label: nil, series: groups[group]))
        }
    }

    /// Beyond this many (series × distinct x) points, stacked areas keep each series' own x
    /// values only.
    static let maximumStackedPoints = 4_000_000

    /// Areas stacked by series: at each distinct x, a series' band runs from the total of the
    /// series before it (its `baseline`) to that plus its value (0 where it has no row).
    /// One pass over the rows in x order (sorted only when they are not), no hashing per row.
    static func areas(_ data: ChartData, _ style: Style) -> [SeriesModel] {
        let groups = groups(data)
        var entries: [(x: Double, group: Int, y: Double)] = []
        entries.reserveCapacity(data.rows.count)
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            let x = data.kind == .band ? BandScale.center(Int(row.x)) : row.x
            entries.append((x, group(row, data), row.y))
        }
        if zip(entries, entries.dropFirst()).contains(where: { $0.x > $1.x }) {
            // stable, so each (series, x) sums in data order as before
            entries = entries.enumerated().sorted {
                $0.element.x != $1.element.x ? $0.element.x < $1.element.x : $0.offset < $1.offset
            }.map(\.element)
        }
        var distinct = 0
        for index in entries.indices where index == 0 || entries[index].x != entries[index - 1].x {
            distinct += 1
        }
        // every series at every x, unless that would be huge (many series over many x):
        // then each series keeps only its own x values
        let everyX = groups.count * distinct <= maximumStackedPoints
        var points = Array(repeating: [SeriesPoint](), count: groups.count)
        var sums = Array(repeating: 0.0, count: groups.count)
        var present = Array(repeating: false, count: groups.count)
        var touched: [Int] = []
        var start = 0
        var polled = 0
        while start < entries.count {
            let x = entries[start].x
            var end = start
            while end < entries.count, entries[end].x == x {
                let entry = entries[end]
                if !present[entry.group] {
                    present[entry.group] = true
                    touched.append(entry.group)
                }
                sums[entry.group] += entry.y
                end += 1
            }
            var running = 0.0
            let shown = everyX ? Array(groups.indices) : touched.sorted()
            for group in shown {
                let base = running
                let top = clamp(base + clamp(sums[group]))
                running = top
                points[group].append(SeriesPoint(x: x, y: top, baseline: base))
            }
            for group in touched {
                sums[group] = 0
                present[group] = false
            }
            touched.removeAll(keepingCapacity: true)
            polled += end - start + shown.count
            if polled >= RenderCancellation.interval {
                polled = 0
                if RenderCancellation.poll(0) { break }
            }
            start = end
        }
        return groups.indices.map { index in
            SeriesModel(key: key("area", groups[index]), series: groups[index],
                        points: points[index], color: style.color(groups[index]),
                        opacity: style.opacity(label: nil, series: groups[index]))
        }
    }

    /// One keyed point per row (up to `AxesChartModel.densePointCount` rows; more become
    /// `DensePoints`).
    static func points(_ data: ChartData, _ style: Style) -> [PointMarkModel] {
        var used = KeySet()
        var points: [PointMarkModel] = []
        points.reserveCapacity(data.rows.count)
        for (index, row) in data.rows.enumerated() {
            if RenderCancellation.poll(index) { break }
            let x = data.kind == .band ? BandScale.center(Int(row.x)) : row.x
            let label = data.label(row)
            let series = data.seriesName(row)
            points.append(PointMarkModel(
                key: unique(key("point", label, series), &used),
                label: label, series: series, x: x, y: row.y, color: style.color(seriesAt: Int(row.series)),
                opacity: style.opacity(row, in: data)))
        }
        return points
    }

    /// Category x: horizontal rules at each y (`RuleMark(y:)`); number or date x: vertical
    /// rules at each x from 0 to y (`RuleMark(x:yStart:yEnd:)`).
    static func rules(_ data: ChartData, _ style: Style) -> [RuleMarkModel] {
        var used = KeySet()
        let horizontal = data.kind == .band
        return data.rows.map { row in
            let label = data.label(row)
            let series = data.seriesName(row)
            return RuleMarkModel(
                key: unique(key("rule", label, series), &used), label: label,
                series: series, isHorizontal: horizontal, x: horizontal ? 0 : row.x,
                y0: horizontal ? row.y : 0, y1: row.y, color: style.color(seriesAt: Int(row.series)),
                opacity: style.opacity(label: label, series: series))
        }
    }

    /// Keys handed out so far, with the next suffix to try per base key (so many repeats of
    /// one label stay linear, not quadratic).
    struct KeySet {
        var used: Set<String> = []
        var next: [String: Int] = [:]
    }

    /// `key`, or `key #2`, `key #3`, … when already used.
    static func unique(_ key: String, _ used: inout KeySet) -> String {
        var candidate = key
        var suffix = used.next[key] ?? 2
        while used.used.contains(candidate) {
            candidate = "\(key) #\(suffix)"
            suffix += 1
        }
        used.next[key] = suffix
        used.used.insert(candidate)
        return candidate
    }

    static func clamp(_ value: Double) -> Double {
        value.isFinite ? LinearScale.clamped(value) : 0
    }
}
