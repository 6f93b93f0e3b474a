/// The marks of each layer of an axes chart (`ChartSpec.layers`), built like the base mark's
/// from the shared `ChartData`, so one palette, one legend and one set of scales serve all.
extension AxesChartModel {
    /// Layer 0 (the base mark) and one `ChartMarks` per `ChartLayer`, in drawing order. A
    /// layer's `ruleY` adds a horizontal rule across the plot, keyed `rule` and labelled with
    /// the layer's `label`; a `.sector` layer draws nothing.
    static func layerMarks(_ spec: ChartSpec, data: ChartData,
                           style: ChartMarks.Style) -> [ChartMarks] {
        var layers = [ChartMarks(mark: spec.mark, data: data.layer(0), style: style)]
        for (offset, layer) in spec.layers.enumerated() {
            let index = offset + 1
            let layerStyle = layerStyle(spec, index, style)
            guard layer.mark != .sector else {
                layers.append(ChartMarks())
                continue
            }
            var marks = ChartMarks(mark: layer.mark, data: data.layer(index), style: layerStyle)
            if let label = layer.label {
                // the layer's label names its horizontal rules (`RuleMark(y:)` annotations)
                for rule in marks.rules.indices where marks.rules[rule].isHorizontal {
                    marks.rules[rule].label = label
                }
            }
            if let y = layer.ruleY, y.isFinite {
                let value = ChartMarks.clamp(y)
                let label = layer.label ?? ""
                marks.rules.append(RuleMarkModel(
                    key: ChartMarks.key("rule", layer.label), label: label, series: nil,
                    isHorizontal: true, x: 0, y0: value, y1: value, color: layerStyle.tint,
                    opacity: layerStyle.opacity(label: layer.label, series: nil)))
            }
            layers.append(marks)
        }
        return layers
    }

    /// The style of layer `index` (0: the base mark's `style`): rows without a series take the
    /// layer's `tint`, or the palette colour after the chart's series and the untinted layers
    /// before it, so a rule over blue bars is not blue.
    static func layerStyle(_ spec: ChartSpec, _ index: Int,
                           _ style: ChartMarks.Style) -> ChartMarks.Style {
        guard index > 0, index <= spec.layers.count else { return style }
        var layerStyle = style
        if let tint = spec.layers[index - 1].tint {
            layerStyle.tint = tint
        } else {
            let untintedBefore = spec.layers.prefix(index - 1).filter { $0.tint == nil }.count
            layerStyle.tint = SystemColor.categorical(
                max(style.seriesIndex.count, 1) + untintedBefore)
        }
        return layerStyle
    }

    /// The full-height rule of a layer's `ruleX` (`RuleMark(x:)`), from the y domain's lower
    /// end to its upper end; `nil` without one.
    static func verticalRule(_ layer: ChartLayer, yAxis: AxisModel,
                             style: ChartMarks.Style) -> RuleMarkModel? {
        guard let x = layer.ruleX, x.isFinite, layer.mark != .sector else { return nil }
        return RuleMarkModel(
            key: ChartMarks.key("rule", "x", layer.label), label: layer.label ?? "", series: nil,
            isHorizontal: false, x: ChartMarks.clamp(x), y0: yAxis.lower, y1: yAxis.upper,
            color: style.tint, opacity: style.opacity(label: layer.label, series: nil))
    }
}

extension ChartMarks {
    /// No marks (a layer that draws nothing).
    init() {}
}

extension MarkLayerModel {
    /// Prefixes every mark's key with `prefix` (`layer1/`), so layers never share keys.
    mutating func prefixKeys(_ prefix: String) {
        for index in bars.indices { bars[index].key = prefix + bars[index].key }
        for index in series.indices {
            series[index].key = prefix + series[index].key
            if let key = series[index].coverage?.key { series[index].coverage?.key = prefix + key }
        }
        if let key = barCoverage?.key { barCoverage?.key = prefix + key }
        for index in points.indices where !points[index].key.isEmpty {
            points[index].key = prefix + points[index].key
        }
        for index in pointClouds.indices { pointClouds[index].key = prefix + pointClouds[index].key }
        for index in rules.indices { rules[index].key = prefix + rules[index].key }
    }
}
