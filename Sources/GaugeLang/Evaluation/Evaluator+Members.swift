import GaugeRender

/// `NAME.KEY` in expressions: the current value of any gauge or chart option, in the form the
/// option accepts back (`gauge b style: a.style` works). Text options not set read as `""`;
/// other options not set are a ValueError saying so.
extension Evaluator {
    /// - Throws: NameError for an unknown name; TypeError for data or an unknown option;
    ///   ValueError for an option that has no value yet.
    func member(_ base: Expr, _ key: String, at position: SourcePosition) throws(Failure) -> Value {
        guard case .name(let name, let nameAt) = base else {
            throw Failure(.typeError, "only a gauge or chart has .\(key)", at: position)
        }
        let found: Value??
        switch state[name] {
        case .gauge(let spec):
            found = gaugeMember(spec, key)
            if found == nil { throw unknownOption(key, Vocabulary.gaugeOptions.filter { $0 != "animation" }, at: position) }
        case .chart(let chart):
            found = chartMember(chart, key)
            if found == nil { throw unknownOption(key, Vocabulary.chartOptions.filter { $0 != "animation" } + ["mark", "layers"], at: position) }
        case .data(let value):
            throw Failure(.typeError, "\"\(name)\" is \(value.typeName); only a gauge or chart has .\(key)",
                          at: nameAt)
        case nil:
            throw unknownName(name, at: nameAt)
        }
        guard let value = found ?? nil else {
            throw Failure(.valueError, "\(name).\(key) is not set", at: position,
                          suggestion: "Set it first: \(name).\(key) = …")
        }
        return value
    }

    /// `nil`: not an option; `.some(nil)`: an option without a value.
    func gaugeMember(_ spec: GaugeSpec, _ key: String) -> Value?? {
        switch key {
        case "value": return .number(spec.value)
        case "in": return .range(spec.range)
        case "style": return .string(spec.style.rawValue)
        case "tint": return .some(spec.tint.map(Evaluator.value))
        case "label": return .string(spec.label ?? "")
        case "current": return .string(spec.currentValueLabel ?? "")
        case "min": return .string(spec.minimumValueLabel ?? "")
        case "max": return .string(spec.maximumValueLabel ?? "")
        case "format": return .string(spec.format.rawValue)
        case "size": return .some(spec.size.map(Value.number))
        case "height": return .number(spec.capsuleHeight)
        case "track": return .some(spec.track.map(Value.color))
        case "fill": return .some(spec.fill.map(Value.color))
        case "anchor": return .string(spec.anchor.rawValue)
        default: return nil
        }
    }

    func chartMember(_ chart: ChartObject, _ key: String) -> Value?? {
        let spec = chart.spec
        switch key {
        case "data": return .some(chart.data)
        case "mark": return .string(spec.mark.rawValue)
        case "x": return .some(chart.x.map(Value.string))
        case "y": return .some(chart.y.map(Value.string))
        case "angle": return .some(chart.angle.map(Value.string))
        case "color": return .some(chart.color.map(Value.string))
        case "size": return .some(spec.size.map(Value.size))
        case "title": return .string(spec.title ?? "")
        case "legend": return .string(spec.legend.rawValue)
        case "inner": return .dimension(spec.innerRadius)
        case "outer": return .dimension(spec.outerRadius)
        case "unselectedOuter": return .dimension(spec.unselectedOuterRadius)
        case "angularInset": return .number(spec.angularInset)
        case "cornerRadius": return .number(spec.cornerRadius)
        case "dimmed": return .number(spec.dimmedOpacity)
        case "tint": return .some(spec.tint.map(Value.color))
        case "unit": return .string(chart.unit?.rawValue ?? "none")
        case "where": return .string(chart.rowFilter?.text ?? "")
        case "bin": return .some(chart.bin.map { .number(Double($0)) } ?? .string("none"))
        case "aggregate": return .string(chart.aggregate?.rawValue ?? (chart.y == nil ? "count" : "sum"))
        case "sort": return .string(chart.sort.rawValue)
        case "selection": return .string(Evaluator.selectedLabel(spec))
        default: return scaleMember(chart, key)
        }
    }

    static func value(_ tint: Tint) -> Value {
        switch tint {
        case .color(let color): return .color(color)
        case .gradient(let colors): return .gradient(colors)
        }
    }
}
