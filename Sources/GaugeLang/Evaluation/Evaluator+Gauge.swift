import GaugeRender

/// `gauge NAME key: value …` and `NAME.KEY = VALUE` on gauges (LANGUAGE.md, "Gauge options").
extension Evaluator {
    /// A `gauge` or `chart` statement naming something of another kind.
    func alreadyDefined(_ name: String, as other: Binding, at position: SourcePosition) -> Failure {
        Failure(.typeError, "\"\(name)\" is already \(other.kindName)", at: position,
                suggestion: "Choose another name, or delete \(name) first.")
    }

    /// Applies a `gauge` or `chart` statement's options in order with `set`, except
    /// `animation:`, which is returned: it applies to this statement's change only.
    func apply(_ options: [OptionItem],
               _ set: (OptionItem) throws(Failure) -> Void) throws(Failure) -> AnimationCurve? {
        var animation: AnimationCurve?
        for option in options {
            if option.key == "animation" {
                animation = try curve(option.value)
            } else {
                try set(option)
            }
        }
        return animation
    }

    func gauge(_ name: String, options: [OptionItem], at position: SourcePosition) throws(Failure) {
        var spec: GaugeSpec
        let isNew: Bool
        switch state[name] {
        case .gauge(let existing):
            spec = existing
            isNew = false
        case nil:
            spec = GaugeSpec(value: 0)
            isNew = true
        case let other?:
            throw alreadyDefined(name, as: other, at: position)
        }
        let animation = try apply(options) { (option) throws(Failure) in
            try applyGauge(option.key, option.value, keyPosition: option.keyPosition, to: &spec)
        }
        if isNew, !options.contains(where: { $0.key == "value" }) {
            spec.value = spec.range.lowerBound
        }
        try requireApplicable(options.map { ($0.key, $0.keyPosition) }, to: spec)
        commit(name, .gauge(spec), animation: animation)
    }

    /// Sets one gauge option on `spec`.
    /// - Throws: TypeError for an unknown option or a value of the wrong type; ValueError for
    ///   an unknown style/format/anchor or a size that is not positive.
    func applyGauge(_ key: String, _ expr: Expr, keyPosition: SourcePosition,
                    to spec: inout GaugeSpec) throws(Failure) {
        switch key {
        case "value":
            spec.value = try number(expr, "value:")
        case "in":
            let value = try evaluate(expr)
            guard case .range(let range) = value else {
                throw Failure(.typeError, "in: must be a range such as 0...100, not \(value.typeName)",
                              at: expr.position)
            }
            spec.range = range
        case "style":
            spec.style = GaugeStyle(rawValue: try word(expr, Vocabulary.styles, kind: "styles")) ?? spec.style
        case "tint":
            spec.tint = try tint(expr)
        case "label":
            spec.label = try text(expr, "label:")
        case "current":
            spec.currentValueLabel = try text(expr, "current:")
        case "min":
            spec.minimumValueLabel = try text(expr, "min:")
        case "max":
            spec.maximumValueLabel = try text(expr, "max:")
        case "format":
            spec.format = ValueFormat(rawValue: try word(expr, Vocabulary.formats, kind: "formats")) ?? spec.format
        case "size":
            spec.size = try points(expr, "size:")
        case "height":
            spec.capsuleHeight = try points(expr, "height:")
        case "track":
            spec.track = try color(expr)
        case "fill":
            spec.fill = try color(expr)
        case "anchor":
            spec.anchor = CapsuleAnchor(rawValue: try word(expr, Vocabulary.anchors, kind: "anchors")) ?? spec.anchor
        default:
            throw unknownOption(key, Vocabulary.gaugeOptions, at: keyPosition)
        }
    }

    /// A label's text: a string, or a number written as the user would read it.
    func text(_ expr: Expr, _ what: String) throws(Failure) -> String {
        switch try evaluate(expr) {
        case .string(let text): return text
        case .number(let number): return NumberFormat.plain(number)
        case let other:
            throw Failure(.typeError, "\(what) must be text in quotes, not \(other.typeName)",
                          at: expr.position)
        }
    }

    /// A length in points, above 0 and at most 10 000.
    func points(_ expr: Expr, _ what: String) throws(Failure) -> Double {
        let value = try number(expr, what)
        guard value > 0, value <= 10_000 else {
            throw Failure(.valueError, "\(what) must be above 0 and at most 10000 points", at: expr.position)
        }
        return value
    }

    /// `NAME.KEY = VALUE` for a gauge or a chart.
    func setOption(_ name: String, key: String, keyPosition: SourcePosition, value: Expr,
                   at position: SourcePosition) throws(Failure) {
        if key == "animation", state[name]?.drawable != nil {
            throw Failure(.typeError, "animation is not kept on \(name); it belongs to a statement",
                          at: keyPosition, suggestion: "Write animation CURVE, or add animation: CURVE to a gauge or chart statement.")
        }
        switch state[name] {
        case .gauge(var spec):
            try applyGauge(key, value, keyPosition: keyPosition, to: &spec)
            try requireApplicable([(key, keyPosition)], to: spec)
            commit(name, .gauge(spec), animation: nil)
        case .chart(var chart):
            try applyChart(key, value, keyPosition: keyPosition, to: &chart)
            try resolve(&chart, at: value.position)
            try requireApplicable([(key, keyPosition)], to: chart)
            commit(name, .chart(chart), animation: nil)
        case .data(let data):
            throw Failure(.typeError, "\"\(name)\" is \(data.typeName); only gauges and charts have options",
                          at: position)
        case nil:
            throw unknownName(name, at: position)
        }
    }
}
