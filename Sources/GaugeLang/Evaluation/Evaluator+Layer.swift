import GaugeRender

/// `layer CHART MARK key: value …`, `delete CHART.layers`, and resolving a chart's layers
/// (LANGUAGE.md v2, "Exploring a table"; Swift Charts: several marks in one `Chart { }`).
extension Evaluator {
    /// Options a layer takes.
    static let layerOptions = ["data", "x", "y", "color", "tint", "label", "animation"]

    /// Adds a layer to the chart `name`, drawn over its marks with the same scales.
    /// - Throws: NameError for an unknown chart; TypeError when `name` is not a chart, is a
    ///   sector chart, the mark is `sector`, or an option is unknown or of the wrong type;
    ///   ValueError for an unknown mark; whatever resolving the layer's data throws.
    func layer(_ name: String, mark: String, markPosition: SourcePosition,
               options: [OptionItem], at position: SourcePosition) throws(Failure) {
        guard case .chart(var chart) = state[name] else {
            if state[name] == nil { throw unknownName(name, at: position) }
            throw Failure(.typeError, "only a chart can have layers; \"\(name)\" is \(state[name]?.kindName ?? "")",
                          at: position, suggestion: "Make a chart first: chart \(name) bar data: …")
        }
        let word = try word(.name(mark, markPosition), Vocabulary.marks, kind: "marks")
        let layerMark = Mark(rawValue: word) ?? .rule
        guard layerMark != .sector else {
            throw Failure(.typeError, "a sector cannot be a layer: layers share the chart's x and y axes",
                          at: markPosition, suggestion: "Layer marks: bar, line, point, area, rule.")
        }
        try requireAxes(chart, "layers", at: position)
        var layer = LayerObject(mark: layerMark)
        let animation = try apply(options) { (option) throws(Failure) in
            try applyLayer(option.key, option.value, keyPosition: option.keyPosition, to: &layer)
        }
        chart.layers.append(layer)
        let resolvePosition = options.first { ["data", "x", "y"].contains($0.key) }?.value.position
            ?? position
        try resolve(&chart, at: resolvePosition)
        commit(name, .chart(chart), animation: animation)
    }

    /// Sets one option of a layer (its rows are resolved with the chart's).
    func applyLayer(_ key: String, _ expr: Expr, keyPosition: SourcePosition,
                    to layer: inout LayerObject) throws(Failure) {
        switch key {
        case "data":
            (layer.dataName, layer.data) = try dataSource(expr)
        case "x", "y":
            // a column name, or a number: a rule at that value across the plot
            let column: String? = try isColumn(expr) ? columnName(expr) : nil
            if column == nil {
                _ = try number(expr, "\(key):")
                guard layer.mark == .rule else {
                    throw Failure(.typeError, "\(key): of a \(layer.mark.rawValue) layer is a column; a number \(key): draws a rule",
                                  at: expr.position, suggestion: "layer NAME rule \(key): VALUE label: \"…\"")
                }
            }
            if key == "x" {
                layer.x = column
                layer.constantX = column == nil ? expr : nil
            } else {
                layer.y = column
                layer.constantY = column == nil ? expr : nil
            }
        case "color": layer.color = try columnName(expr)
        case "tint": layer.tint = try color(expr)
        case "label": layer.label = try text(expr, "label:")
        default:
            throw unknownOption(key, Self.layerOptions.filter { $0 != "animation" }, at: keyPosition)
        }
    }

    /// True when `expr` names a column (a string, or a bare word that is not a binding).
    func isColumn(_ expr: Expr) -> Bool {
        switch expr {
        case .string: return true
        case .name(let name, _): return state[name] == nil
        default: return false
        }
    }

    /// `delete NAME.layers`.
    /// - Throws: NameError for an unknown name; TypeError when it is not a chart.
    func deleteLayers(_ name: String, at position: SourcePosition) throws(Failure) {
        guard case .chart(var chart) = state[name] else {
            if state[name] == nil { throw unknownName(name, at: position) }
            throw Failure(.typeError, "only a chart has layers; \"\(name)\" is \(state[name]?.kindName ?? "")",
                          at: position)
        }
        chart.layers = []
        chart.spec.layers = []
        commit(name, .chart(chart), animation: nil)
    }

    /// Resolves every layer of `chart` into `chart.spec.layers`: its data (or the chart's),
    /// its columns (or the chart's), its constant `y:`/`x:` evaluated now.
    /// - Throws: what resolving a chart's data throws, with "layer N" in the message.
    func resolveLayers(_ chart: inout ChartObject, at position: SourcePosition) throws(Failure) {
        var layers: [ChartLayer] = []
        var chartSource: ChartSource??  // the chart's own data and where:, found once
        for (index, layer) in chart.layers.enumerated() {
            var resolved = ChartLayer(mark: layer.mark, tint: layer.tint, label: layer.label)
            do throws(Failure) {
                if let expr = layer.constantY { resolved.ruleY = try number(expr, "y:") }
                if let expr = layer.constantX { resolved.ruleX = try number(expr, "x:") }
                let hasColumns = layer.constantY == nil && layer.constantX == nil
                // a layer over the chart's own data sees the rows its where: keeps
                if layer.data == nil, chartSource == nil { chartSource = .some(try filteredData(of: chart)) }
                let source = layer.data.map { ChartSource(value: $0, keep: nil) } ?? chartSource ?? nil
                if hasColumns, let source {
                    let data = source.value
                    var layerChart = ChartObject(spec: ChartSpec(mark: layer.mark), data: data)
                    layerChart.x = layer.x ?? chart.x
                    layerChart.y = layer.constantY == nil ? (layer.y ?? chart.y) : nil
                    layerChart.color = layer.color ?? (layer.data == nil ? chart.color : nil)
                    // the chart's unit: bins its dates; a layer's own record or list has none
                    if layer.data == nil || { if case .table = data { true } else { false } }() {
                        layerChart.unit = chart.unit
                    }
                    resolved.rows = try ChartData.resolve(data, keep: source.keep, chart: layerChart, at: position,
                                                          isInterrupted: { output.isInterrupted }).rows
                }
            } catch {
                throw Failure(error.kind, "layer \(index + 1) (\(layer.mark.rawValue)): \(error.message)",
                              at: position, suggestion: error.suggestion)
            }
            layers.append(resolved)
        }
        chart.spec.layers = layers
    }

    /// `NAME.layers`: the layers in a few words, `rule "mean" at y 4201.75; point`, or `""`.
    static func layersText(_ chart: ChartObject) -> String {
        zip(chart.layers, chart.spec.layers).map { layer, resolved in
            var parts = [layer.mark.rawValue]
            if let label = layer.label { parts.append("\"\(label)\"") }
            if let y = resolved.ruleY { parts.append("at y " + NumberFormat.plain(y)) }
            if let x = resolved.ruleX { parts.append("at x " + NumberFormat.plain(x)) }
            if layer.constantY == nil, layer.constantX == nil {
                parts.append("(\(resolved.rows.count) rows)")
            }
            return parts.joined(separator: " ")
        }.joined(separator: "; ")
    }
}
