/// A chart's rows made safe and placed on the x axis: the x kind chosen, every x in x units,
/// series in order of first appearance. Non-finite values are dropped; magnitudes are clamped
/// (`LinearScale.limit` for numbers, `CivilDate.limit` for instants) so no sum overflows.
///
/// Rows hold numbers only (no `String`, so a million of them cost no reference counting);
/// a row's x label, bin and series name are looked up when a mark needs them (`label(_:)`,
/// `bin(_:)`, `seriesName(_:)`), and the spec's rows are shared, not copied.
struct ChartData {
    struct Row {
        /// The position in x units (band units, number, seconds; a bin's middle).
        var x: Double
        var y: Double
        /// Index into `seriesNames`; -1 for a row without a series.
        var series: Int32
        /// Which rows it came from: 0 the spec's, 1, 2, … its layers'.
        var layer: Int32
        /// Index of the row in its layer's rows (for its label and bin).
        var source: Int
    }

    /// The rows: made one by one, or read straight from a list of numbers (`ChartRows.list`,
    /// x = 1, 2, …) or a table's columns (`ChartRows.columns`), so a chart over ten million
    /// numbers or table rows makes no 32-byte `Row` for each.
    struct Rows: RandomAccessCollection {
        private enum Storage {
            case rows([Row])
            case list([Double])
            case columns(ColumnRows)
        }

        private let storage: Storage

        init(_ rows: [Row]) { storage = .rows(rows) }

        /// `values` as rows of the base mark, every value finite.
        init(list values: [Double]) { storage = .list(values) }

        /// A table's columns as rows of the base mark (`ColumnRows`).
        init(columns: ColumnRows) { storage = .columns(columns) }

        /// The list these rows are read from (`init(list:)`): row `i` is `x = i + 1`, `y` the
        /// value clamped to `LinearScale.limit`; `nil` for rows made one by one.
        var listValues: [Double]? {
            if case .list(let values) = storage { return values }
            return nil
        }

        /// The rows when made one by one (`init(_:)`), read without a switch per row; `nil` for
        /// a list or a table's columns.
        var madeOneByOne: [Row]? {
            if case .rows(let rows) = storage { return rows }
            return nil
        }

        /// Whether these rows are read from a table's columns (`init(columns:)`).
        var isReadFromColumns: Bool {
            if case .columns = storage { return true }
            return false
        }

        var startIndex: Int { 0 }

        var endIndex: Int {
            switch storage {
            case .rows(let rows): rows.count
            case .list(let values): values.count
            case .columns(let columns): columns.count
            }
        }

        subscript(position: Int) -> Row {
            switch storage {
            case .rows(let rows):
                return rows[position]
            case .list(let values):
                return Row(x: Double(position + 1), y: LinearScale.clamped(values[position]), series: -1,
                           layer: 0, source: position)
            case .columns(let columns):
                return columns[position]
            }
        }
    }

    /// The rows of `ChartRows.columns` read in place: x and y from their columns (clamped as
    /// `ChartData.init` clamps them), a category x and a series from their codes through the
    /// chart's first-appearance order. The arrays are held unwrapped, so reading a row switches
    /// on no enum and retains nothing.
    struct ColumnRows {
        let columns: ChartColumns
        private let kind: AxisKind
        /// The x column's values (numbers, dates) or codes (categories); the other is empty.
        private let xValues: [Double]
        private let xCodes: [Int32]
        private let ys: [Double]
        /// The table rows drawn, empty for all of them.
        private let drawn: [Int32]
        private let seriesCodes: [Int32]
        /// Band axes: each x code's category index.
        private let categoryOfCode: [Int32]
        /// Each series code's index into `seriesNames`.
        private let seriesOfCode: [Int32]

        init(_ columns: ChartColumns, kind: AxisKind, categoryOfCode: [Int32], seriesOfCode: [Int32]) {
            self.columns = columns
            self.kind = kind
            switch columns.x {
            case .numbers(let values), .dates(let values): (xValues, xCodes) = (values, [])
            case .categories(let codes): (xValues, xCodes) = ([], codes.codes)
            }
            ys = columns.y
            drawn = columns.rows ?? []
            seriesCodes = columns.series?.codes ?? []
            self.categoryOfCode = categoryOfCode
            self.seriesOfCode = seriesOfCode
        }

        var count: Int { columns.count }

        @inline(__always)
        subscript(position: Int) -> Row {
            let r = drawn.isEmpty ? position : Int(drawn[position])
            let x: Double
            switch kind {
            case .linear: x = LinearScale.clamped(xValues[r])
            case .time: x = min(max(xValues[r], -CivilDate.limit), CivilDate.limit)
            case .band: x = Double(categoryOfCode[Int(xCodes[r])])
            }
            var series: Int32 = -1
            if !seriesCodes.isEmpty, seriesCodes[r] >= 0 { series = seriesOfCode[Int(seriesCodes[r])] }
            return Row(x: x, y: LinearScale.clamped(ys[r]), series: series, layer: 0, source: position)
        }
    }

    /// Above this many numbers a list's rows are read from the list (`Rows(list:)`).
    static let minimumListCount = 10_000

    var kind: AxisKind
    var rows: Rows
    /// Band axes: the distinct labels in order of first appearance.
    var categories: [String]
    /// Distinct series in order of first appearance, over every layer.
    var seriesNames: [String]
    /// Whether some row of `rows` has no series.
    var hasUnnamedSeries: Bool
    /// The smallest and largest x of `rows` (over every layer); `nil` without rows.
    var xExtent: (lower: Double, upper: Double)?
    /// Rows read from a list (`Rows(list:)`): the smallest and largest y, found with the check
    /// that every number is finite, so marks need no pass of their own; `nil` otherwise.
    var listYExtent: (lower: Double, upper: Double)?
    /// The rows of the base mark (index 0) and of each `ChartLayer` (1, 2, …) in `rows`.
    var layerRanges: [Range<Int>] = []
    /// The spec's rows, then each layer's (none for a sector layer).
    private let sources: [ChartRows]

    /// A time axis when every x is a date; a linear axis when every x is a number or a
    /// histogram bin (bars too: a number column is quantitative, never categories in row
    /// order); a band axis for categories or a mix of kinds.
    /// Layers' rows share the axis: categories and series are collected over all of them.
    /// The base mark's rows decide the kind (all rows' when it has none).
    init(spec: ChartSpec) {
        sources = [spec.rows] + spec.layers.map { $0.mark == .sector ? [] : $0.rows }
        // a long list of numbers alone: a linear axis from 1 to n, rows read from the list;
        // one pass says the numbers are finite and gives their extent
        if let values = spec.rows.listValues, values.count >= Self.minimumListCount,
           spec.layers.allSatisfy({ $0.mark == .sector || $0.rows.isEmpty }),
           case let extent = spec.rows.listExtent ?? NumberExtent(values), extent.allFinite {
            kind = .linear
            listYExtent = (LinearScale.clamped(extent.lower), LinearScale.clamped(extent.upper))
            rows = Rows(list: values)
            categories = []
            seriesNames = []
            hasUnnamedSeries = true
            xExtent = (1, Double(values.count))
            layerRanges = [0..<values.count] + spec.layers.map { _ in values.count..<values.count }
            return
        }
        // a table's columns alone: read in place, their codes mapped to first appearance
        if let columns = spec.rows.columns,
           spec.layers.allSatisfy({ $0.mark == .sector || $0.rows.isEmpty }), let read = Self.read(columns) {
            (kind, categories, seriesNames, hasUnnamedSeries, xExtent) =
                (read.kind, read.categories, read.seriesNames, read.hasUnnamedSeries, read.xExtent)
            rows = Rows(columns: read.rows)
            layerRanges = [0..<columns.count] + spec.layers.map { _ in columns.count..<columns.count }
            return
        }
        // the base mark's rows choose the axis (all rows when it has none): one pass, no copy
        var allNumbers = true
        var allDates = true
        var validCount = 0
        func census(_ rows: ChartRows) {
            for (index, row) in rows.enumerated() {
                if RenderCancellation.poll(index) { break }
                guard Self.isValid(row) else { continue }
                validCount += 1
                switch row.x {
                case .number, .interval: allDates = false
                case .date: allNumbers = false
                case .category: (allNumbers, allDates) = (false, false)
                }
            }
        }
        census(sources[0])
        if validCount == 0 { sources.dropFirst().forEach(census) }
        if validCount > 0, allNumbers {
            kind = .linear
        } else if validCount > 0, allDates {
            kind = .time
        } else {
            kind = .band
        }
        var categoryIndex: [String: Int] = [:]
        var categories: [String] = []
        var seriesIndex: [String: Int] = [:]
        var seriesNames: [String] = []
        // rows of one series usually come together: remember the last one looked up
        var lastSeries: (name: String, index: Int)?
        var hasUnnamedSeries = false
        var lower = Double.infinity
        var upper = -Double.infinity
        var rows: [Row] = []
        rows.reserveCapacity(sources.reduce(0) { $0 + $1.count })
        var layerRanges: [Range<Int>] = []
        layers: for (layer, layerRows) in sources.enumerated() {
            let start = rows.count
            defer { layerRanges.append(start..<rows.count) }
            // a rule layer's rows on a band axis are horizontal rules across the plot, named
            // by their label: they add no category
            let isRuleLayer = layer > 0 && spec.layers[layer - 1].mark == .rule
            for (index, row) in layerRows.enumerated() {
                if RenderCancellation.poll(index) { break layers }
                guard Self.isValid(row) else { continue }
                var x: Double
                switch (kind, row.x) {
                case (.linear, .number(let value)): x = LinearScale.clamped(value)
                case (.linear, .interval):
                    guard let bin = Self.bin(row.x) else { continue }
                    x = bin.lowerBound + (bin.upperBound - bin.lowerBound) / 2
                case (.time, .date(let value)): x = min(max(value, -CivilDate.limit), CivilDate.limit)
                case (.band, _) where isRuleLayer: x = 0
                case (.band, _):
                    let label = Self.label(row.x)
                    if let known = categoryIndex[label] {
                        x = Double(known)
                    } else {
                        x = Double(categories.count)
                        categoryIndex[label] = categories.count
                        categories.append(label)
                    }
                default:
                    // a layer row of another kind has no place on a number or time axis
                    continue
                }
                var series = -1
                if let name = row.series {
                    if let last = lastSeries, last.name == name {
                        series = last.index
                    } else if let known = seriesIndex[name] {
                        series = known
                    } else {
                        series = seriesNames.count
                        seriesIndex[name] = series
                        seriesNames.append(name)
                    }
                    lastSeries = (name, series)
                } else {
                    hasUnnamedSeries = true
                }
                lower = min(lower, x)
                upper = max(upper, x)
                rows.append(Row(x: x, y: LinearScale.clamped(row.y), series: Int32(series),
                                layer: Int32(layer), source: index))
            }
        }
        self.rows = Rows(rows)
        self.categories = categories
        self.seriesNames = seriesNames
        self.hasUnnamedSeries = hasUnnamedSeries
        self.layerRanges = layerRanges
        xExtent = rows.isEmpty ? nil : (lower, upper)
    }

    /// What `init(spec:)` takes from a table's columns, in one pass over the rows drawn:
    /// the axis kind from the x column, categories and series in order of first appearance,
    /// the x extent. `nil` when a row's x or y is not finite (or a code is out of range), or
    /// the render was cancelled: the row-by-row path then drops what cannot be drawn.
    private static func read(_ columns: ChartColumns) -> (kind: AxisKind, rows: ColumnRows, categories: [String],
                                                           seriesNames: [String], hasUnnamedSeries: Bool,
                                                           xExtent: (lower: Double, upper: Double))? {
        guard columns.count > 0 else { return nil }
        var categoryOfCode: [Int32] = []
        var categories: [String] = []
        var categoryIndex: [String: Int32] = [:]
        var seriesOfCode = [Int32](repeating: -1, count: columns.series?.labels.count ?? 0)
        var seriesNames: [String] = []
        var seriesIndex: [String: Int32] = [:]
        var hasUnnamedSeries = columns.series == nil
        var lower = Double.infinity
        var upper = -Double.infinity
        let kind: AxisKind
        switch columns.x {
        case .numbers: kind = .linear
        case .dates: kind = .time
        case .categories(let codes):
            kind = .band
            categoryOfCode = [Int32](repeating: -1, count: codes.labels.count)
        }
        // a label repeated in `labels` is one category or series: index by name
        func index(_ label: String, _ index: inout [String: Int32], _ names: inout [String]) -> Int32 {
            if let known = index[label] { return known }
            let new = Int32(names.count)
            index[label] = new
            names.append(label)
            return new
        }
        for position in 0..<columns.count {
            if RenderCancellation.poll(position) { return nil }
            let r = columns.tableRow(position)
            guard columns.y[r].isFinite else { return nil }
            switch columns.x {
            case .numbers(let values), .dates(let values):
                let x = values[r]
                guard x.isFinite else { return nil }
                lower = min(lower, x)
                upper = max(upper, x)
            case .categories(let codes):
                let code = Int(codes.codes[r])
                guard code >= 0, code < codes.labels.count else { return nil }
                if categoryOfCode[code] < 0 {
                    categoryOfCode[code] = index(codes.labels[code], &categoryIndex, &categories)
                }
            }
            if let series = columns.series {
                let code = Int(series.codes[r])
                guard code < series.labels.count else { return nil }
                if code < 0 {
                    hasUnnamedSeries = true
                } else if seriesOfCode[code] < 0 {
                    seriesOfCode[code] = index(series.labels[code], &seriesIndex, &seriesNames)
                }
            }
        }
        // clamping is monotonic: the clamped extremes are the extremes of the clamped rows
        switch kind {
        case .linear: (lower, upper) = (LinearScale.clamped(lower), LinearScale.clamped(upper))
        case .time:
            lower = min(max(lower, -CivilDate.limit), CivilDate.limit)
            upper = min(max(upper, -CivilDate.limit), CivilDate.limit)
        case .band: (lower, upper) = (0, Double(categories.count - 1))
        }
        let rows = ColumnRows(columns, kind: kind, categoryOfCode: categoryOfCode, seriesOfCode: seriesOfCode)
        return (kind, rows, categories, seriesNames, hasUnnamedSeries, (lower, upper))
    }

    /// A row's x as text: its category, or its number, bin or date as `label(_:)` writes them.
    func label(_ row: Row) -> String {
        Self.label(sources[Int(row.layer)][row.source].x)
    }

    /// A histogram bin's edges (`row.x` is its middle); `nil` for every other x.
    func bin(_ row: Row) -> ClosedRange<Double>? {
        kind == .linear ? Self.bin(sources[Int(row.layer)][row.source].x) : nil
    }

    /// A row's series name; `nil` for a row without one.
    func seriesName(_ row: Row) -> String? {
        row.series < 0 ? nil : seriesNames[Int(row.series)]
    }

    /// Whether some row has `label` as its x label (made only for number and date x).
    func containsLabel(_ label: String) -> Bool {
        kind == .band ? categories.contains(label) : rows.contains { self.label($0) == label }
    }

    static func isValid(_ row: ChartRow) -> Bool {
        guard row.y.isFinite else { return false }
        switch row.x {
        case .number(let value), .date(let value): return value.isFinite
        case .interval(let lower, let upper): return lower.isFinite && upper.isFinite && lower < upper
        case .category: return true
        }
    }

    /// An interval's edges clamped to `LinearScale.limit`; `nil` for any other value.
    static func bin(_ value: DataValue) -> ClosedRange<Double>? {
        guard case .interval(let lower, let upper) = value else { return nil }
        let low = LinearScale.clamped(lower)
        return low...max(LinearScale.clamped(upper), low)
    }

    /// The rows of layer `index` (0: the base mark) alone, with the shared kind, categories
    /// and series.
    func layer(_ index: Int) -> ChartData {
        guard layerRanges.count > 1 || index != 0 else { return self }
        var data = self
        // a cancelled resolve may have stopped short of a range's end
        let range = index < layerRanges.count ? layerRanges[index] : 0..<0
        // a list's rows are all the base mark's (its layers have none): keep reading the list
        if rows.listValues != nil, range == rows.indices {
            data.layerRanges = [range]
            return data
        }
        data.listYExtent = nil
        data.rows = Rows(Array(rows[min(range.lowerBound, rows.count)..<min(range.upperBound, rows.count)]))
        data.layerRanges = [0..<data.rows.count]
        data.hasUnnamedSeries = data.rows.contains { $0.series < 0 }
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
