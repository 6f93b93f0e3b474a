import GaugeRender

/// `chart NAME MARK key: value …`, `select`, and charts following their data.
extension Evaluator {
    func chart(_ name: String, mark: String?, markPosition: SourcePosition?, options: [OptionItem],
               at position: SourcePosition) throws(Failure) {
        var chart: ChartObject
        switch state[name] {
        case .chart(let existing):
            chart = existing
        case nil:
            guard mark != nil else {
                throw Failure(.valueError, "a new chart needs a mark after its name", at: position,
                              suggestion: "Marks: " + Vocabulary.marks.joined(separator: ", "))
            }
            chart = ChartObject(spec: ChartSpec(mark: .sector))
        case let other?:
            throw alreadyDefined(name, as: other, at: position)
        }
        if let mark, let markPosition {
            let word = try word(.name(mark, markPosition), Vocabulary.marks, kind: "marks")
            chart.spec.mark = Mark(rawValue: word) ?? .sector
        }
        let animation = try apply(options) { (option) throws(Failure) in
            try applyChart(option.key, option.value, keyPosition: option.keyPosition, to: &chart)
        }
        let resolvePosition = options.first { $0.key == "data" }?.value.position
            ?? options.first { $0.key == "unit" }?.value.position ?? position
        try resolve(&chart, at: resolvePosition)
        try requireApplicable(options.map { ($0.key, $0.keyPosition) }, to: chart)
        commit(name, .chart(chart), animation: animation)
    }

    /// What `data:` names: a session data binding is followed by name (the chart redraws when
    /// it changes); any other expression is evaluated once, with no name to follow.
    func dataSource(_ expr: Expr) throws(Failure) -> (name: String?, value: Value) {
        if case .name(let name, _) = expr, case .data(let value) = state[name] { return (name, value) }
        return (nil, try evaluate(expr))
    }

    /// Sets one chart option on `chart` (rows are resolved afterwards).
    func applyChart(_ key: String, _ expr: Expr, keyPosition: SourcePosition,
                    to chart: inout ChartObject) throws(Failure) {
        switch key {
        case "data":
            (chart.dataName, chart.data) = try dataSource(expr)
        case "x": chart.x = try columnName(expr)
        case "y": chart.y = try columnName(expr)
        case "angle": chart.angle = try columnName(expr)
        case "color": chart.color = try columnName(expr)
        case "size":
            switch try evaluate(expr) {
            case .size(let size): chart.spec.size = size
            case .number:
                let side = try points(expr, "size:")
                chart.spec.size = Size(width: side, height: side)
            case let other:
                throw Failure(.typeError, "size: must be a size such as 300x300, not \(other.typeName)",
                              at: expr.position)
            }
        case "title": chart.spec.title = try text(expr, "title:")
        case "legend":
            chart.spec.legend = LegendPosition(rawValue: try word(expr, Vocabulary.legends, kind: "legend positions"))
                ?? chart.spec.legend
        case "inner": chart.spec.innerRadius = try dimension(expr, key)
        case "outer": chart.spec.outerRadius = try dimension(expr, key)
        case "unselectedOuter": chart.spec.unselectedOuterRadius = try dimension(expr, key)
        case "angularInset": chart.spec.angularInset = try nonNegative(expr, "angularInset:")
        case "cornerRadius": chart.spec.cornerRadius = try nonNegative(expr, "cornerRadius:")
        case "dimmed":
            let opacity = try number(expr, "dimmed:")
            guard (0...1).contains(opacity) else {
                throw Failure(.valueError, "dimmed: is an opacity between 0 and 1", at: expr.position)
            }
            chart.spec.dimmedOpacity = opacity
        case "tint": chart.spec.tint = try color(expr)
        case "unit":
            let unit = try word(expr, Vocabulary.units, kind: "units")
            chart.unit = DateUnit(rawValue: unit)
        case "includesZero", "xDomain", "yDomain", "layers": try applyScale(key, expr, to: &chart)
        default:
            guard try applyTransform(key, expr, to: &chart) else {
                throw unknownOption(key, Vocabulary.chartOptions, at: keyPosition)
            }
        }
    }

    /// A column name: a string, or a bare word that is not a binding.
    func columnName(_ expr: Expr) throws(Failure) -> String {
        if case .name(let name, _) = expr, state[name] == nil { return name }
        return try string(expr, "a column name")
    }

    func nonNegative(_ expr: Expr, _ what: String) throws(Failure) -> Double {
        let value = try number(expr, what)
        guard value >= 0, value <= 10_000 else {
            throw Failure(.valueError, "\(what) must be between 0 and 10000 points", at: expr.position)
        }
        return value
    }

    /// `inset(P)`, `ratio(R)`, `automatic`, or a number of points.
    func dimension(_ expr: Expr, _ key: String) throws(Failure) -> MarkDimension {
        if case .name("automatic", _) = expr { return .automatic }
        switch try evaluate(expr) {
        case .dimension(let dimension): return dimension
        case .number: return .fixed(try nonNegative(expr, "\(key):"))
        case let other:
            throw Failure(.typeError, "\(key): must be inset(P), ratio(R) or points, not \(other.typeName)",
                          at: expr.position)
        }
    }

    /// Recomputes the chart's rows and its layers' rows, then checks its scale options.
    func resolve(_ chart: inout ChartObject, at position: SourcePosition) throws(Failure) {
        if let data = try filteredData(of: chart) {
            let resolved = try ChartData.resolve(data.value, keep: data.keep, chart: chart, at: position,
                                                 isInterrupted: { output.isInterrupted })
            chart.spec.rows = resolved.rows
            chart.spec.xTitle = resolved.xTitle
            chart.spec.yTitle = resolved.yTitle
            chart.spec.seriesTitle = resolved.seriesTitle
        }
        try resolveLayers(&chart, at: position)
        try checkScales(chart, at: position)
    }

    func select(_ name: String, target: SelectionTarget, at position: SourcePosition) throws(Failure) {
        guard case .chart(var chart) = state[name] else {
            if state[name] == nil { throw unknownName(name, at: position) }
            throw Failure(.typeError, "only a chart can be selected; \"\(name)\" is \(state[name]?.kindName ?? "")",
                          at: position)
        }
        switch target {
        case .none:
            chart.spec.selection = .none
        case .label(let expr):
            let label = try text(expr, "a selection")
            // a category, a bin ("3000–3500"), a bar's number, or a color: group; rows are
            // read one at a time (a chart over ten million table rows makes no label list)
            func matches(_ row: ChartRow) -> Bool {
                if case .date = row.x { return row.series == label }
                return Describe.rowLabel(row.x) == label || row.series == label
            }
            guard chart.spec.rows.contains(where: matches) else {
                let labels = Set(chart.spec.rows.flatMap { row -> [String] in
                    let x: String? = if case .date = row.x { nil } else { Describe.rowLabel(row.x) }
                    return [x, row.series].compactMap { $0 }
                })
                throw Failure(.valueError, "no \"\(label)\" in \(name)", at: expr.position,
                              suggestion: Suggestion.hint(for: label, among: labels.sorted(), kind: "labels"))
            }
            if chart.spec.mark == .sector, !chart.spec.rows.contains(where: { matches($0) && $0.y != 0 }) {
                throw Failure(.valueError, "\"\(label)\" has value 0, and zero sectors are never selected",
                              at: expr.position, suggestion: "Give \"\(label)\" a value above 0 to select it.")
            }
            chart.spec.selection = .label(label)
        case .angle(let expr):
            guard chart.spec.mark == .sector else {
                throw Failure(.typeError, "angle: selects in a sector chart; select a bar by its label",
                              at: expr.position, suggestion: "select \(name) \"LABEL\"")
            }
            let value = try number(expr, "angle:")
            guard value >= 0 else {
                throw Failure(.valueError, "angle: must be >= 0 (a position on the running total)",
                              at: expr.position)
            }
            chart.spec.selection = .angleValue(value)
        }
        commit(name, .chart(chart), animation: nil)
    }
}
