import GaugeRender

/// `show NAME interactive`, `slider NAME.KEY in: LO...HI step: S` and the selection they read
/// (LANGUAGE.md, "Touching the chart"). Both make NAME live: later changes, typed or touched,
/// update its displays in place.
extension Evaluator {
    /// - Throws: NameError for an unknown name; TypeError for anything but a chart.
    func showInteractive(_ name: String, at position: SourcePosition) throws(Failure) {
        guard case .chart(let chart) = state[name] else {
            guard let binding = state[name] else { throw unknownName(name, at: position) }
            let hint = binding.drawable == nil ? "Use print \(name) or describe \(name)."
                : "A gauge follows a slider: slider \(name).value in: 0...100"
            throw Failure(.typeError, "only a chart can be shown interactive; \"\(name)\" is \(binding.kindName)",
                          at: position, suggestion: hint)
        }
        try openWidget(name, at: position)
        state.live.insert(name)
        changes.forget(name)
        let picture = DrawableOutput(name: name, drawable: .chart(chart.spec), previous: nil,
                                     animation: state.animation, mode: .liveDisplay)
        output.showInteractive(InteractiveDisplay(output: picture, slider: nil))
    }

    /// - Throws: NameError/TypeError as `NAME.KEY` reads do; TypeError when the option is not
    ///   a number or `in:` is not a range; ValueError for an empty range or a step `<= 0`.
    func slider(_ name: String, key: String, keyPosition: SourcePosition, options: [OptionItem],
                at position: SourcePosition) throws(Failure) {
        let current = try member(.name(name, position), key, at: keyPosition)
        guard case .number(let value) = current, let drawable = state[name]?.drawable else {
            throw Failure(.typeError, "a slider sets a number option; \(name).\(key) is \(current.typeName)",
                          at: keyPosition, suggestion: "slider \(name).value in: 0...100")
        }
        var range: ClosedRange<Double>?
        var step: Double?
        for item in options {
            switch item.key {
            case "in":
                guard case .range(let bounds) = try evaluate(item.value) else {
                    throw Failure(.typeError, "in: must be a range such as 0...100", at: item.value.position)
                }
                guard bounds.lowerBound < bounds.upperBound else {
                    throw Failure(.valueError, "a slider's range must be wider than one value", at: item.value.position,
                                  suggestion: "slider \(name).\(key) in: 0...100")
                }
                range = bounds
            case "step":
                let size = try number(item.value, "step:")
                guard size > 0 else { throw Failure(.valueError, "step: must be above 0", at: item.value.position) }
                step = size
            default:
                throw unknownOption(item.key, ["in", "step"], at: item.keyPosition)
            }
        }
        guard let range else {
            throw Failure(.syntaxError, "slider \(name).\(key) needs in: LO...HI", at: keyPosition,
                          suggestion: "slider \(name).\(key) in: 0...100 step: 1")
        }
        try openWidget(name, at: position)
        state.live.insert(name)
        changes.forget(name)
        let picture = DrawableOutput(name: name, drawable: drawable, previous: nil, animation: state.animation,
                                     mode: .liveDisplay)
        output.showInteractive(InteractiveDisplay(
            output: picture, slider: SliderBinding(key: key, range: range, step: step, value: value)))
    }

    /// The label a chart's selection picks, or `""`: `select NAME angle: V` resolves by the
    /// running-total rule (`AngleSelection`), so `NAME.selection` reads the same label either way.
    static func selectedLabel(_ spec: ChartSpec) -> String {
        switch spec.selection {
        case .none:
            return ""
        case .label(let label):
            return label
        case .angleValue(let value):
            guard spec.mark == .sector,
                  let index = AngleSelection.index(at: value, in: spec.rows.map(\.y)) else { return "" }
            return label(of: spec.rows[index])
        }
    }

    /// A sector's label, or a bar's category.
    static func label(of row: ChartRow) -> String {
        if case .category(let category) = row.x { return category }
        return row.series ?? ""
    }
}
