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
        var marks = ChartMarks(mark: spec.mark, data: data, style: style)
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
            legendFrame = Rect(x: width - column, y: top, width: column,
                               height: Double(legend.count) * LegendLayout.rowHeight)
        }
        let plotHeight = max(height - top - bottom, 1)

        // y scale first: its label widths decide the plot width
        let yScale = AxisFitting.yScale(marks.yExtent, height: plotHeight)
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
                               bars: marks.bars)
        let columns = Int((plotWidth * M4Reduction.columnsPerPoint).rounded(.up))
        for index in marks.series.indices {
            marks.series[index].points = M4Reduction.reduce(
                marks.series[index].points, lower: xAxis.lower, upper: xAxis.upper,
                columns: columns)
        }
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
        let barsAreReduced = BarReduction.needsReduction(marks.bars, columns: columns)
        if barsAreReduced {
            marks.bars = BarReduction.reduce(marks.bars, lower: xAxis.lower, upper: xAxis.upper,
                                             columns: columns)
        }
        var clouds: [PointCloudModel] = []
        if marks.points.count > Self.densePointCount {
            clouds = PointCloudRaster.clouds(
                marks.points, radius: MarkLayout.pointRadius, plotWidth: plotWidth,
                plotHeight: plotHeight,
                x: { xAxis.position($0, start: 0, end: plotWidth) },
                y: { yAxis.position($0, start: plotHeight, end: 0) })
            marks.points = []
        }
        marks.rules = RuleReduction.reduce(marks.rules, xAxis: xAxis, yAxis: yAxis,
                                           plot: plotFrame, columns: columns)
        self.init(mark: spec.mark, width: width, height: height, title: spec.title,
                  plotFrame: plotFrame, xAxis: xAxis, yAxis: yAxis, bars: marks.bars,
                  series: marks.series, points: marks.points, pointClouds: clouds,
                  barsAreReduced: barsAreReduced, rules: marks.rules,
                  legend: legend, legendPosition: position, legendFrame: legendFrame,
                  selectedLabel: selected)
    }

    /// Above this many points, points are drawn as the area their circles cover
    /// (`PointCloudModel`); up to it, one circle each (keyed, so they animate).
    static let densePointCount = 10_000

    /// The x axis for `data` on a plot `width` points wide: bands `0...count`; a nice linear
    /// domain with zero; or the data's time extent (to the end of the last bar's unit for
    /// bars; otherwise a single instant widened by a day each
    /// side; widened 3 % each side when `padsTime`, so points and rules at the ends are not
    /// cut in half). Horizontal rules have no x ticks.
    static func xAxis(_ data: ChartData, width: Double, title: String?,
                      horizontalRules: Bool, padsTime: Bool,
                      bars: [BarSegmentModel] = []) -> AxisModel {
        switch data.kind {
        case .band:
            let count = max(data.categories.count, 1)
            return AxisModel(kind: .band, lower: 0, upper: Double(count),
                             ticks: horizontalRules ? [] : AxisFitting.bandTicks(data.categories,
                                                                                 width: width),
                             showsGridlines: false, title: title)
        case .linear:
            // the scale depends on the extremes only
            let scale = AxisFitting.linearX(data.xExtent.map { [$0.lower, $0.upper] } ?? [], width: width)
            let ticks = scale.ticks.map { value in
                let label = LinearScale.label(value, step: scale.step)
                return AxisTick(key: "x/" + label, value: value, label: label)
            }
            return AxisModel(kind: .linear, lower: scale.lower, upper: scale.upper, ticks: ticks,
                             title: title)
        case .time:
            var lower = data.xExtent?.lower ?? 0
            var upper = data.xExtent?.upper ?? 0
            if let last = bars.last {
                // bars span their unit: the domain runs to the last bar's unit end
                upper += (last.x1 - last.x0) / (1 - BandScale.padding)
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
