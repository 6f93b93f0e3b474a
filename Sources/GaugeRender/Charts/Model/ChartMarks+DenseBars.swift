/// Bars over many distinct numbers or dates (a list of a million values, a year of minutes)
/// are reduced per pixel column anyway (`BarReduction`), so they are kept as sums per
/// (slot, series) until the x axis is known: no label, key or `BarSegmentModel` per bar, which
/// made a 10⁷-bar chart take 45 s. `reduced` then yields what `BarReduction.reduce` makes of
/// `ChartMarks.bars`' segments; `segments` yields those segments themselves for a plot wide
/// enough to draw every bar.
extension ChartMarks {
    struct DenseBars {
        /// Above this many distinct x values bars are kept as sums (a plot 2,500 points wide
        /// has 5,000 columns).
        static let minimumSlots = 5_000

        /// Where the bars stand: distinct x values, ascending, each with its first row (for its
        /// label); for a list, its positions (x = row + 1), kept as a count.
        struct Slots: RandomAccessCollection {
            fileprivate enum Storage {
                case distinct([(x: Double, row: Int)])
                case positions(Int)
            }

            fileprivate let storage: Storage

            var startIndex: Int { 0 }

            var endIndex: Int {
                switch storage {
                case .distinct(let slots): slots.count
                case .positions(let count): count
                }
            }

            subscript(position: Int) -> (x: Double, row: Int) {
                switch storage {
                case .distinct(let slots): slots[position]
                case .positions: (Double(position + 1), position)
                }
            }
        }

        let data: ChartData
        let slots: Slots
        /// A bar's extent around its x, in x units: `x + lowerOffset ... x + upperOffset`.
        let lowerOffset: Double
        let upperOffset: Double
        let groups: [String?]
        let colors: [Color]
        let sums: BarSums
        /// The smallest and largest y the stacked bars reach (zero included), for the y domain.
        let yExtent: (lower: Double, upper: Double)
        /// The smallest gap between neighbouring x values.
        let gap: Double

        /// `nil` unless `data` is on a number or time axis with more than `minimumSlots`
        /// distinct x values, no histogram bins and no selection (whose dimming is per label).
        init?(_ data: ChartData, _ style: Style) {
            guard data.kind != .band, style.selected == nil, data.rows.count > Self.minimumSlots else { return nil }
            if let values = data.rows.listValues {
                self.init(list: values, data: data, style: style)
                return
            }
            let slots = ChartMarks.distinctX(data)
            guard slots.count > Self.minimumSlots, !RenderCancellation.isCancelled else { return nil }
            self.init(distinct: slots, data: data, style: style)
        }

        /// Bars over `slots` (`distinctX`); `nil` over histogram bins.
        private init?(distinct slots: [(x: Double, row: Int)], data: ChartData, style: Style) {
            var gap = Double.infinity
            for (previous, next) in zip(slots, slots.dropFirst()) { gap = min(gap, next.x - previous.x) }
            self.gap = gap
            if data.kind == .linear {
                guard !slots.contains(where: { data.bin(data.rows[$0.row]) != nil }) else { return nil }
                let width = (gap.isFinite ? gap : 1) * (1 - BandScale.padding)
                (lowerOffset, upperOffset) = (-width / 2, width / 2)
            } else {
                let unit = ChartMarks.timeUnit(slots.map(\.x))
                (lowerOffset, upperOffset) = (unit * BandScale.padding / 2, unit * (1 - BandScale.padding / 2))
            }
            let groups = ChartMarks.groups(data)
            let xs = slots.map(\.x)
            var hint = 0
            var sums = BarSums(slots: slots.count, groups: groups.count, rows: data.rows.count)
            for (index, row) in data.rows.enumerated() {
                if RenderCancellation.poll(index) { break }
                guard let slot = ChartMarks.index(of: row.x, in: xs, hint: &hint) else { continue }
                sums.add(row.y, slot: slot, group: ChartMarks.group(row, data))
            }
            var lower = 0.0
            var upper = 0.0
            for slot in slots.indices {
                if RenderCancellation.poll(slot) { break }
                sums.stack(slot: slot) { _, base, end, _ in
                    lower = min(lower, base, end)
                    upper = max(upper, base, end)
                }
            }
            self.data = data
            self.slots = Slots(storage: .distinct(slots))
            self.groups = groups
            colors = groups.map(style.color)
            self.sums = sums
            yExtent = (lower, upper)
        }

        /// A list's bars: one per position, a gap of 1, one group, each bar its number (the
        /// list's storage shared, `BarSums(list:)`); no search for their slots, no sums to add.
        private init(list values: [Double], data: ChartData, style: Style) {
            let width = 1 - BandScale.padding
            (lowerOffset, upperOffset) = (-width / 2, width / 2)
            gap = 1
            groups = ChartMarks.groups(data)
            colors = groups.map(style.color)
            let extent = data.listYExtent ?? NumberExtent.finite(values) ?? (0, 0)
            sums = BarSums(list: values, extent: extent)
            self.data = data
            slots = Slots(storage: .positions(values.count))
            // bars stand on zero
            yExtent = (Swift.min(0, extent.lower), Swift.max(0, extent.upper))
        }

        /// The x label of slot `index`, as `linearSlots` and `timeSlots` write it.
        func label(_ index: Int) -> String {
            data.kind == .time ? CivilDate(seconds: slots[index].x).iso : data.label(data.rows[slots[index].row])
        }

        /// The smallest x0 and largest x1 of the bars, and the last bar's width.
        var extent: BarExtent {
            BarExtent(lower: (slots.first?.x ?? 0) + lowerOffset, upper: (slots.last?.x ?? 0) + upperOffset,
                      lastWidth: ((slots.last?.x ?? 0) + upperOffset) - ((slots.last?.x ?? 0) + lowerOffset),
                      gap: gap, slotCount: slots.count)
        }

        /// Whether `reduced` applies: more slots than columns, and few enough series that the
        /// reduction keeps one segment per (column, series) (`BarReduction.maximumSegments`).
        func reducesTo(columns: Int) -> Bool {
            slots.count > max(columns, 1) && groups.count * max(columns, 1) <= BarReduction.maximumSegments
        }

        /// `BarReduction.reduce(segments(), …)`: per column over `lower...upper` and series,
        /// one segment from the lowest to the highest y its bars reach, values summed; in
        /// column order, series in order of first appearance within the column.
        func reduced(lower: Double, upper: Double, columns: Int) -> [BarSegmentModel] {
            let columns = max(columns, 1)
            let span = upper - lower
            guard span.isFinite, span > 0 else { return segments() }
            // the column of a slot, from its bar's middle as BarReduction takes it from x0 and x1
            func column(_ slot: Int) -> Int {
                let x = slots[slot].x
                return M4Reduction.column(((x + lowerOffset) + (x + upperOffset)) / 2, lower: lower,
                                          span: span, columns: columns)
            }
            var result: [BarSegmentModel] = []
            var segments: [BarSums.ColumnSegment] = []
            var open = Array(repeating: -1, count: groups.count)
            // slots ascend, so a column's slots are a run found by galloping, and each column
            // is reduced from the sums in one go
            var start = 0
            while start < slots.count {
                if RenderCancellation.isCancelled { break }  // once a column
                let index = column(start)
                let end = M4Reduction.runEnd(from: start, to: slots.count) { column($0) == index }
                sums.column(start..<end, into: &segments, open: &open)
                for segment in segments {
                    let series = groups[segment.group]
                    result.append(BarSegmentModel(
                        key: ChartMarks.key("bar", "column \(index)", series), category: label(segment.firstSlot),
                        series: series, x0: lower + span * Double(index) / Double(columns),
                        x1: lower + span * Double(index + 1) / Double(columns),
                        y0: segment.low, y1: segment.high, value: segment.value, color: colors[segment.group]))
                }
                start = end
            }
            return result
        }

        /// The coverage of the bars of one series over the columns of `grid`
        /// (`FillCoverage.bars`); `nil` with several series (stacked segments of several
        /// colours share a column: they keep `reduced`'s min–max segments). Bars this thin
        /// are drawn without their gaps (`AxesChartModel.reduced` widens bars under 2 points
        /// when it draws every one), so each counts its slot's full width.
        func coverage(grid: FillCoverage.Grid) -> FillCoverage? {
            guard groups.count == 1 else { return nil }
            let offset = (lowerOffset + upperOffset) / 2
            return FillCoverage.bars(
                count: slots.count, x: { slots[$0].x + offset }, values: sums.singleGroupSums(slots: slots.count),
                barWidth: (upperOffset - lowerOffset) / (1 - BandScale.padding),
                extent: { sums.extent(slots: $0) },
                key: ChartMarks.key("bar", "coverage", groups[0]), color: colors[0], opacity: 1, grid: grid)
        }

        /// One segment per (slot, series), as `ChartMarks.bars` makes them.
        func segments() -> [BarSegmentModel] {
            var bars: [BarSegmentModel] = []
            for slot in slots.indices {
                if RenderCancellation.poll(slot) { break }
                let label = label(slot)
                let x = slots[slot].x
                sums.stack(slot: slot) { group, base, end, value in
                    let series = groups[group]
                    bars.append(BarSegmentModel(
                        key: ChartMarks.key("bar", label, series), category: label, series: series,
                        x0: x + lowerOffset, x1: x + upperOffset, y0: base, y1: end, value: value,
                        color: colors[group]))
                }
            }
            return bars
        }
    }

    /// Where a layer's bars stand on x: the smallest x0, the largest x1 and the last bar's
    /// width, in x units (the x axis is fitted to them); for dense bars also the smallest gap
    /// between their x values and how many there are, so the axis needs no pass over the rows.
    struct BarExtent {
        var lower: Double
        var upper: Double
        var lastWidth: Double
        var gap: Double?
        var slotCount: Int?

        /// The extent of `bars` (in slot order); `nil` without bars.
        init?(_ bars: [BarSegmentModel]) {
            guard let last = bars.last else { return nil }
            var lower = Double.infinity, upper = -Double.infinity
            for bar in bars {
                lower = min(lower, bar.x0)
                upper = max(upper, bar.x1)
            }
            self.init(lower: lower, upper: upper, lastWidth: last.x1 - last.x0)
        }

        init(lower: Double, upper: Double, lastWidth: Double, gap: Double? = nil, slotCount: Int? = nil) {
            self.lower = lower
            self.upper = upper
            self.lastWidth = lastWidth
            self.gap = gap
            self.slotCount = slotCount
        }
    }
}
