/// A chart's rows made safe and placed on the x axis: the x kind chosen, every x in x units,
/// series in order of first appearance. Non-finite values are dropped; magnitudes are clamped
/// (`LinearScale.limit` for numbers, `CivilDate.limit` for instants) so no sum overflows.
struct ChartData {
    struct Row {
        /// The position in x units (band units, number, seconds).
        var x: Double
        /// The x value as text: the category, a compact number, or an ISO date; empty for lines
        /// and areas over numbers or dates.
        var label: String
        var y: Double
        var series: String?
        /// A histogram bin's edges (x is its middle); `nil` for every other x.
        var bin: ClosedRange<Double>? = nil
    }

    var kind: AxisKind
    var rows: [Row]
    /// Band axes: the distinct labels in order of first appearance.
    var categories: [String]
    /// Distinct series in order of first appearance, over every layer.
    var seriesNames: [String]
    /// The rows of the base mark (index 0) and of each `ChartLayer` (1, 2, …) in `rows`.
    var layerRanges: [Range<Int>] = []

    /// A time axis when every x is a date; a linear axis when every x is a number or a
    /// histogram bin (bars too: a number column is quantitative, never categories in row
    /// order); a band axis for categories or a mix of kinds.
    /// Layers' rows share the axis: categories and series are collected over all of them.
    /// The base mark's rows decide the kind (all rows' when it has none).
    init(spec: ChartSpec) {
        func isValid(_ row: ChartRow) -> Bool {
            guard row.y.isFinite else { return false }
            switch row.x {
            case .number(let value), .date(let value): return value.isFinite
            case .interval(let lower, let upper): return lower.isFinite && upper.isFinite && lower < upper
            case .category: return true
            }
        }
        var valid = spec.rows.filter(isValid)
        // the base mark's rows choose the axis (all rows when it has none); layer rows of
        // another kind have no place on a number or time axis and are left out
        let layerRows = spec.layers.map { $0.mark == .sector ? [] : $0.rows.filter(isValid) }
        let deciding = valid.isEmpty ? layerRows.flatMap { $0 } : valid
        let allNumbers = !deciding.isEmpty && deciding.allSatisfy {
            switch $0.x {
            case .number, .interval: return true
            default: return false
            }
        }
        let allDates = !deciding.isEmpty && deciding.allSatisfy {
            if case .date = $0.x { return true } else { return false }
        }
        if allNumbers {
            kind = .linear
        } else if allDates {
            kind = .time
        } else {
            kind = .band
        }
        var layerRanges = [0..<valid.count]
        for rows in layerRows {
            let start = valid.count
            switch kind {
            case .band: valid += rows
            case .linear: valid += rows.filter {
                    switch $0.x {
                    case .number, .interval: true
                    default: false
                    }
                }
            case .time: valid += rows.filter { if case .date = $0.x { true } else { false } }
            }
            layerRanges.append(start..<valid.count)
        }
        self.layerRanges = layerRanges
        let limit = LinearScale.limit
        var categoryIndex: [String: Int] = [:]
        var categories: [String] = []
        var seriesSeen: Set<String> = []
        var seriesNames: [String] = []
        var rows: [Row] = []
        rows.reserveCapacity(valid.count)
        // formatting a million numbers is slow: lines and areas over numbers or dates never
        // show a row's x as text
        let needsLabels = kind == .band || ([spec.mark] + spec.layers.map(\.mark))
            .contains { [.bar, .point, .rule].contains($0) }
        // a rule layer's rows on a band axis are horizontal rules across the plot, named by
        // their label: they add no category
        let hasRuleLayer = spec.layers.contains { $0.mark == .rule }
        for (index, row) in valid.enumerated() {
            if RenderCancellation.poll(index) { break }
            let label = needsLabels ? Self.label(row.x) : ""
            var x: Double
            var bin: ClosedRange<Double>?
            switch (kind, row.x) {
            case (.linear, .number(let value)): x = min(max(value, -limit), limit)
            case (.linear, .interval(let lower, let upper)):
                let range = min(max(lower, -limit), limit)...max(min(max(upper, -limit), limit), lower)
                bin = range
                x = range.lowerBound + (range.upperBound - range.lowerBound) / 2
            case (.time, .date(let value)): x = min(max(value, -CivilDate.limit), CivilDate.limit)
            case (.band, _) where hasRuleLayer && Self.isRuleRow(index, spec, layerRanges):
                x = 0
            default:
                let index: Int
                if let known = categoryIndex[label] {
                    index = known
                } else {
                    index = categories.count
                    categoryIndex[label] = index
                    categories.append(label)
                }
                x = Double(index)
            }
            if let series = row.series, !seriesSeen.contains(series) {
                seriesSeen.insert(series)
                seriesNames.append(series)
            }
            rows.append(Row(x: x, label: label, y: min(max(row.y, -limit), limit),
                            series: row.series, bin: bin))
        }
        self.rows = rows
        self.categories = categories
        self.seriesNames = seriesNames
    }

    /// True when row `index` of the valid rows belongs to a `.rule` layer.
    static func isRuleRow(_ index: Int, _ spec: ChartSpec, _ ranges: [Range<Int>]) -> Bool {
        guard let layer = ranges.indices.dropFirst().first(where: { ranges[$0].contains(index) })
        else { return false }
        return spec.layers[layer - 1].mark == .rule
    }

    /// The rows of layer `index` (0: the base mark) alone, with the shared kind, categories
    /// and series.
    func layer(_ index: Int) -> ChartData {
        guard layerRanges.count > 1 || index != 0 else { return self }
        var data = self
        // a cancelled resolve may have stopped short of a range's end
        let range = index < layerRanges.count ? layerRanges[index] : 0..<0
        data.rows = Array(rows[min(range.lowerBound, rows.count)..<min(range.upperBound, rows.count)])
        data.layerRanges = [0..<data.rows.count]
        return data
    }

    /// `value` as its shortest round-tripping decimal, integers without `.0` (`3`, `2.5`,
    /// `1e+300`); fast enough for a million rows, unlike `String(format:)`.
    static func numberLabel(_ value: Double) -> String {
        guard value.isFinite else { return "–" }
        if value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }

    /// A row's x as text: the category, a compact number, or an ISO date (`2013-01-05`).
    static func label(_ value: DataValue) -> String {
        switch value {
        case .category(let text): text
        case .number(let number): numberLabel(number)
        case .date(let seconds): CivilDate(seconds: seconds).iso
        case .interval(let lower, let upper): numberLabel(lower) + "–" + numberLabel(upper)
        }
    }
}
