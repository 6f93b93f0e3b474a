import GaugeRender

/// `includesZero:`, `xDomain:`, `yDomain:` — the number scales' domains of an axes chart
/// (Swift Charts' `.chartXScale(domain:)` / `.chartYScale(domain: .automatic(includesZero:))`;
/// Vega-Lite `scale.zero`, `scale.domain`).
extension Evaluator {
    /// The chart options this file handles.
    static let scaleOptions = ["includesZero", "xDomain", "yDomain"]

    /// Sets `includesZero: true | false | automatic` or `xDomain:`/`yDomain: LO...HI |
    /// automatic` on `chart`.
    /// - Throws: ValueError for another word or a range with `lo >= hi` (the range literal's
    ///   own check); TypeError for a value that is not a range, or for `layers` (added with
    ///   `layer`, not set).
    func applyScale(_ key: String, _ expr: Expr, to chart: inout ChartObject) throws(Failure) {
        if key == "layers" {
            throw Failure(.typeError, "layers are added one by one, not set", at: expr.position,
                          suggestion: "layer NAME MARK key: value …, or delete NAME.layers")
        }
        try requireAxes(chart, "includesZero:, xDomain: and yDomain:", at: expr.position)
        if key == "includesZero" {
            switch try word(expr, ["true", "false", "automatic"], kind: "includesZero values") {
            case "true": chart.spec.includesZero = true
            case "false": chart.spec.includesZero = false
            default: chart.spec.includesZero = nil
            }
            return
        }
        var domain: ClosedRange<Double>?
        if case .name("automatic", _) = expr {
            domain = nil
        } else {
            guard case .range(let range) = try evaluate(expr) else {
                throw Failure(.typeError, "\(key): must be a range such as 0...100, or automatic",
                              at: expr.position, suggestion: "\(key): LO...HI with LO < HI")
            }
            domain = range
        }
        if key == "xDomain" { chart.spec.xDomain = domain } else { chart.spec.yDomain = domain }
    }

    /// A sector chart has no axes, so `what` (domains, layers) cannot apply to it.
    func requireAxes(_ chart: ChartObject, _ what: String, at position: SourcePosition) throws(Failure) {
        guard chart.spec.mark == .sector else { return }
        throw Failure(.typeError, "a sector chart has no x and y axes, so \(what) do not apply",
                      at: position,
                      suggestion: "includesZero:, xDomain:, yDomain: and layers apply to bar, line, point, area and rule charts.")
    }

    /// After resolving: domains and layers need axes; `xDomain:` and a rule layer's number
    /// `x:` need a number x axis.
    func checkScales(_ chart: ChartObject, at position: SourcePosition) throws(Failure) {
        let spec = chart.spec
        if spec.includesZero != nil || spec.xDomain != nil || spec.yDomain != nil {
            try requireAxes(chart, "includesZero:, xDomain: and yDomain:", at: position)
        }
        if !chart.layers.isEmpty { try requireAxes(chart, "layers", at: position) }
        if chart.layers.contains(where: { $0.constantX != nil }) {
            try requireNumberX(spec, "a rule layer's number x:", at: position)
        }
        guard spec.xDomain != nil else { return }
        try requireNumberX(spec, "xDomain:", at: position)
    }

    /// `what` places something on a number x axis: bars and non-number x values have none.
    func requireNumberX(_ spec: ChartSpec, _ what: String, at position: SourcePosition) throws(Failure) {
        guard spec.mark != .bar else {
            throw Failure(.typeError, "\(what) needs a number x axis, but a bar chart's x axis is categories",
                          at: position, suggestion: "Use yDomain: or a rule's y: for the bars' values.")
        }
        if let row = spec.rows.first(where: { if case .number = $0.x { false } else { true } }) {
            let kind = if case .date = row.x { "dates" } else { "categories" }
            throw Failure(.typeError, "\(what) needs a number x axis, but this chart's x values are \(kind)",
                          at: position, suggestion: "Put a number column on x:, or leave \(what) out.")
        }
    }

    /// `NAME.includesZero`, `NAME.xDomain`, `NAME.yDomain` in the form the option accepts, and
    /// `NAME.layers` as text (`layersText`).
    func scaleMember(_ chart: ChartObject, _ key: String) -> Value?? {
        switch key {
        case "includesZero": return .string(chart.spec.includesZero.map { $0 ? "true" : "false" } ?? "automatic")
        case "xDomain": return .some(chart.spec.xDomain.map(Value.range))
        case "yDomain": return .some(chart.spec.yDomain.map(Value.range))
        case "layers": return .string(Self.layersText(chart))
        default: return nil
        }
    }
}
