extension AxesChartModel {
    /// Default output size of an axes chart, points.
    public static let defaultSize = Size(width: 400, height: 260)
    static let titleHeight = 24.0
    static let axisTitleHeight = 16.0
    static let xLabelHeight = 18.0
    static let legendGap = 10.0
    /// Between the plot's trailing edge and the y labels, points.
    static let yLabelGap = 6.0

    /// Resolves `spec` (a `.bar`, `.line`, `.point`, `.area` or `.rule` chart): x kind and
    /// scales, marks with stacking, palette by first appearance of each series, legend,
    /// selection dimming, M4 reduction of dense lines and areas, and the frame — title on
    /// top, y labels on the trailing side, x labels below, legend at the bottom or trailing.
    /// The base mark and each of `spec.layers` become one `MarkLayerModel` each, on scales
    /// that cover them all, shaped by `includesZero`, `xDomain` and `yDomain`.
    /// Never traps and never yields a non-finite number, whatever the rows.
    public init(spec: ChartSpec) {
        let width = SectorChartModel.clampSize(spec.size?.width, fallback: Self.defaultSize.width)
        let height = SectorChartModel.clampSize(spec.size?.height,
                                                fallback: Self.defaultSize.height)
        let data = ChartData(spec: spec)
        let dimmed = spec.dimmedOpacity.isFinite ? min(max(spec.dimmedOpacity, 0), 1) : 0.5
        var selected: String?
        if case .label(let label) = spec.selection,
           data.seriesNames.contains(label)
            // lines and areas over numbers or dates have no x labels to select
            || ((data.kind == .band || ![.line, .area].contains(spec.mark)) && data.containsLabel(label)) {
            selected = label
        }
        let style = ChartMarks.Style(seriesNames: data.seriesNames,
                                     tint: spec.tint ?? SystemColor.blue, selected: selected,
                                     dimmed: dimmed)
        let layers = Self.layerMarks(spec, data: data, style: style)
        // the legend dims with the marks only when a series (not a category) is selected
        let seriesSelected = selected.map { data.seriesNames.contains($0) } ?? false
        let legend = LegendEntry.capped(
            data.seriesNames.prefix(LegendEntry.maximumCount + 1).map { name in
                LegendEntry(label: name, color: style.color(name),
                            opacity: seriesSelected && name != selected ? dimmed : 1)
            }, total: data.seriesNames.count)
        let horizontalRules = spec.mark == .rule && data.kind == .band

        // vertical frame: title (and y title) on top, x labels, x title, legend below
        var top = (spec.title == nil ? 0 : Self.titleHeight)
            + (spec.yTitle == nil ? 0 : Self.axisTitleHeight)
        top = max(top, 8)
        var bottom = (horizontalRules ? 4 : Self.xLabelHeight)
            + (spec.xTitle == nil ? 0 : Self.axisTitleHeight)
        var trailing = 0.0
        let position: LegendPosition = legend.isEmpty || spec.legend == .hidden ? .hidden
            : spec.legend == .trailing ? .trailing : .bottom
        var legendFrame = Rect(x: 0, y: 0, width: 0, height: 0)
        if position == .bottom {
            let legendHeight = min(LegendLayout.height(legend, width: width), height / 3)
            legendFrame = Rect(x: 0, y: height - legendHeight, width: width, height: legendHeight)
            bottom += legendHeight + Self.legendGap
        } else if position == .trailing {
            let column = min((legend.map(LegendLayout.itemWidth).max() ?? 0)
                * AxisFitting.widthSlack + 4, width / 3)
            trailing = column + Self.legendGap
            // rows below the picture's bottom are left out (LegendLayout), not drawn off it
            legendFrame = Rect(x: width - column, y: top, width: column,
                               height: min(Double(legend.count) * LegendLayout.rowHeight,
                                           max(height - top, 0)))
        }
        let plotHeight = max(height - top - bottom, 1)

        // y scale first: its label widths decide the plot width
        let includesZero = spec.includesZero ?? true
        let yScale = AxisFitting.yScale(layers.flatMap(\.yExtent), height: plotHeight,
                                        includesZero: includesZero, domain: spec.yDomain)
        let yTicks = yScale.ticks.map { value in
            let label = LinearScale.label(value, step: yScale.step)
            return AxisTick(key: "y/" + label, value: value, label: label)
        }
        let yLabelWidth = yTicks.map { AxisFitting.labelWidth($0.label) }.max() ?? 0
        let plotWidth = max(width - trailing - yLabelWidth - Self.yLabelGap - 2, 1)
        let plotFrame = Rect(x: 0, y: top, width: plotWidth, height: plotHeight)
        let yAxis = AxisModel(kind: .linear, lower: yScale.lower, upper: yScale.upper,
                              ticks: yTicks, title: spec.yTitle)

        let xAxis = Self.xAxis(data, width: plotWidth, title: spec.xTitle,
                               horizontalRules: horizontalRules,
                               padsTime: spec.mark == .point || spec.mark == .rule,
                               bars: Self.barExtent(layers),
                               extraX: spec.layers.compactMap(\.ruleX),
                               includesZero: includesZero, domain: spec.xDomain)
        let columns = Int((plotWidth * M4Reduction.columnsPerPoint).rounded(.up))
        var markLayers: [MarkLayerModel] = []
        for (index, var marks) in layers.enumerated() {
            // a full-height rule (`ruleX`) spans the y domain, known only now
            if index > 0, let rule = Self.verticalRule(spec.layers[index - 1], yAxis: yAxis,
                                                       style: Self.layerStyle(spec, index, style)) {
                marks.rules.append(rule)
            }
            markLayers.append(Self.reduced(marks, key: index == 0 ? "base" : "layer\(index)",
                                           mark: index == 0 ? spec.mark : spec.layers[index - 1].mark,
                                           xAxis: xAxis, yAxis: yAxis, plotFrame: plotFrame,
                                           columns: columns))
        }
        self.init(mark: spec.mark, width: width, height: height, title: spec.title,
                  plotFrame: plotFrame, xAxis: xAxis, yAxis: yAxis,
                  legend: legend, legendPosition: position, legendFrame: legendFrame,
                  selectedLabel: selected,
                  clipsMarks: spec.xDomain != nil || spec.yDomain != nil,
                  rowCount: data.layerRanges.first?.count ?? data.rows.count)
        self.markLayers = markLayers
    }

    /// Where the bars of every layer stand on x (the last bar: the last layer's with bars).
    static func barExtent(_ layers: [ChartMarks]) -> ChartMarks.BarExtent? {
        var extent: ChartMarks.BarExtent?
        for layer in layers {
            guard let next = layer.denseBars?.extent ?? ChartMarks.BarExtent(layer.bars) else { continue }
            // a second layer's bars stand at other x: the gap and count are then unknown
            extent = ChartMarks.BarExtent(lower: min(extent?.lower ?? next.lower, next.lower),
                                          upper: max(extent?.upper ?? next.upper, next.upper),
                                          lastWidth: next.lastWidth,
                                          gap: extent == nil ? next.gap : nil,
                                          slotCount: extent == nil ? next.slotCount : nil)
        }
        return extent
    }

    /// One layer's marks reduced for a plot `columns` half-points wide: M4 lines and areas,
    /// gapless thin bars, column-reduced bars, point clouds, reduced rules.
    static func reduced(_ layer: ChartMarks, key: String, mark: Mark, xAxis: AxisModel,
                        yAxis: AxisModel, plotFrame: Rect, columns: Int) -> MarkLayerModel {
        var marks = layer
        let plotWidth = plotFrame.width
        let plotHeight = plotFrame.height
        // drawing every row (`RenderResolution`): the marks as they are, only thin bars widened
        let reduces = !RenderResolution.drawsEveryRow
        for index in marks.series.indices where reduces {
            marks.series[index].points = M4Reduction.reduce(
                marks.series[index].points, lower: xAxis.lower, upper: xAxis.upper,
                columns: columns)
        }
        let grid = FillCoverage.Grid.aligned(plot: plotFrame, xLower: xAxis.lower, xUpper: xAxis.upper)
        if let line = marks.denseLine {
            marks.series.append(line.reduced(lower: xAxis.lower, upper: xAxis.upper, columns: columns, grid: grid))
        }
        var barsAreReduced = false
        var barCoverage: FillCoverage?
        if let dense = marks.denseBars {
            barsAreReduced = dense.reducesTo(columns: columns)
            marks.bars = barsAreReduced ? dense.reduced(lower: xAxis.lower, upper: xAxis.upper, columns: columns)
                : dense.segments()
            if barsAreReduced {
                barCoverage = dense.coverage(grid: grid)
            }
        }
        if !barsAreReduced {
            // bars thinner than 2 points lose their gaps, so dense bars read as one silhouette
            // instead of faint hairlines
            let pointsPerUnit = plotWidth / max(xAxis.upper - xAxis.lower, .leastNormalMagnitude)
            for index in marks.bars.indices
            where (marks.bars[index].x1 - marks.bars[index].x0) * pointsPerUnit < 2 {
                let gap = (marks.bars[index].x1 - marks.bars[index].x0) / (1 - BandScale.padding)
                    * BandScale.padding / 2
                marks.bars[index].x0 -= gap
                marks.bars[index].x1 += gap
            }
            barsAreReduced = reduces && BarReduction.needsReduction(marks.bars, columns: columns)
            if barsAreReduced {
                marks.bars = BarReduction.reduce(marks.bars, lower: xAxis.lower, upper: xAxis.upper,
                                                 columns: columns)
            }
        }
        var clouds: [PointCloudModel] = []
        if reduces, marks.points.count > Self.densePointCount || marks.densePoints != nil {
            let grid = PointCloudRaster.Grid(radius: MarkLayout.pointRadius, plotWidth: plotWidth,
                                             plotHeight: plotHeight, xAxis: xAxis, yAxis: yAxis)
            if marks.points.count > Self.densePointCount {
                clouds = PointCloudRaster.clouds(marks.points, grid: grid)
                marks.points = []
            }
            if let dense = marks.densePoints {
                clouds += dense.clouds(on: grid)
            }
        }
        if reduces {
            marks.rules = RuleReduction.reduce(marks.rules, xAxis: xAxis, yAxis: yAxis,
                                               plot: plotFrame, columns: columns)
        }
        var layer = MarkLayerModel(key: key, mark: mark, bars: marks.bars, series: marks.series,
                                   points: marks.points, pointClouds: clouds,
                                   barsAreReduced: barsAreReduced, rules: marks.rules)
        layer.barCoverage = barCoverage
        if key != "base" { layer.prefixKeys(key + "/") }
        return layer
    }

    /// Above this many points, points are drawn as the area their circles cover
    /// (`PointCloudModel`); up to it, one circle each (keyed, so they animate). A circle
    /// takes about 54 bytes of SVG, so 2,500 stay within issue 10's 150 KB with the axes
    /// (10,000 took 540 KB); the cloud paints the same pixels to half a point at the rims.
    static let densePointCount = 2_500

    /// The x axis for `data` on a plot `width` points wide: bands `0...count`; a nice linear
    /// domain with zero; or the data's time extent (to the end of the last bar's unit for
    /// bars; otherwise a single instant widened by a day each
    /// side; widened 3 % each side when `padsTime`, so points and rules at the ends are not
    /// cut in half). Horizontal rules have no x ticks.
    ///
    /// `extraX` are more x values the domain covers (full-height rules); `includesZero` and
    /// `domain` shape a linear axis as `AxisFitting.linearX` does.
    static func xAxis(_ data: ChartData, width: Double, title: String?,
                      horizontalRules: Bool, padsTime: Bool,
                      bars: ChartMarks.BarExtent? = nil, extraX: [Double] = [],
                      includesZero: Bool = true,
                      domain: ClosedRange<Double>? = nil) -> AxisModel {
        switch data.kind {
        case .band:
            let count = max(data.categories.count, 1)
            return AxisModel(kind: .band, lower: 0, upper: Double(count),
                             ticks: horizontalRules ? [] : AxisFitting.bandTicks(data.categories,
                                                                                 width: width),
                             showsGridlines: false, title: title)
        case .linear:
            // bars on a number axis span their bins; an explicit xDomain: wins over the bins' extent
            if domain == nil, let bars, let axis = AxisFitting.barX(data, bars: bars, width: width, title: title) {
                return axis
            }
            // the scale depends on the extremes only
            let extent = data.xExtent.map { [$0.lower, $0.upper] } ?? []
            let scale = AxisFitting.linearX(extent + extraX, width: width,
                                            includesZero: includesZero, domain: domain)
            let ticks = scale.ticks.map { value in
                let label = LinearScale.label(value, step: scale.step)
                return AxisTick(key: "x/" + label, value: value, label: label)
            }
            return AxisModel(kind: .linear, lower: scale.lower, upper: scale.upper, ticks: ticks,
                             title: title)
        case .time:
            var lower = data.xExtent?.lower ?? 0
            var upper = data.xExtent?.upper ?? 0
            if let bars {
                // bars span their unit: the domain runs to the last bar's unit end
                upper += bars.lastWidth / (1 - BandScale.padding)
            } else if upper - lower < 1 {
                lower -= CivilDate.secondsPerDay
                upper += CivilDate.secondsPerDay
            } else if padsTime {
                let pad = (upper - lower) * 0.03
                lower -= pad
                upper += pad
            }
            return AxisModel(kind: .time, lower: lower, upper: upper,
                             ticks: AxisFitting.timeTicks(lower: lower, upper: upper, width: width),
                             title: title)
        }
    }
}
