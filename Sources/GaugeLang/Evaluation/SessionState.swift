import GaugeRender

/// A chart and where its rows come from: it keeps the data's name (when the data was given by
/// name) and its column choices, so the rows can be resolved again when that data changes.
struct ChartObject: Sendable, Hashable {
    var spec: ChartSpec
    /// The binding the chart follows (`data: fruits`), or `nil` for literal data.
    var dataName: String?
    /// The data the rows were last resolved from.
    var data: Value?
    var x: String?
    var y: String?
    var angle: String?
    var color: String?
    /// `unit:`: date x values are binned to the start of this calendar unit and summed.
    var unit: DateUnit?
    /// `layer NAME MARK …`: more marks over the chart's own, in statement order.
    var layers: [LayerObject] = []
    /// `where:`: only the table rows where this condition holds are drawn.
    var rowFilter: RowFilter?
    /// `bin:`: a number x is binned into a histogram of at most this many bins.
    var bin: Int?
    /// `aggregate:`; `nil` is the default (`sum` with `y:`, `count` without).
    var aggregate: Aggregate?
    /// `sort:`: the order of band categories.
    var sort: CategorySort = .none
}

/// What a name in a session stands for: data, a gauge or a chart (one namespace for all).
enum Binding: Sendable, Hashable {
    case data(Value)
    case gauge(GaugeSpec)
    case chart(ChartObject)

    var drawable: Drawable? {
        switch self {
        case .data: return nil
        case .gauge(let spec): return .gauge(spec)
        case .chart(let chart): return .chart(chart.spec)
        }
    }

    var kindName: String {
        switch self {
        case .data(let value): return value.typeName
        case .gauge: return "a gauge"
        case .chart: return "a chart"
        }
    }
}

/// Everything a session remembers across cells.
final class SessionState {
    private(set) var bindings: [String: Binding] = [:]
    /// Names in the order they were first bound (for `list` and completion).
    private(set) var order: [String] = []
    /// The animation for later changes (`animation CURVE`).
    var animation: AnimationCurve = .default
    /// Objects shown with `show NAME live`: later changes update that display in place.
    var live: Set<String> = []
    /// How many widgets this session has opened (at most `Limits.widgets`).
    var widgetsOpened = 0

    /// The names of the charts, in `order` (so rebinding data looks only at charts).
    private(set) var charts: [String] = []

    subscript(name: String) -> Binding? {
        get { bindings[name] }
        set {
            let wasChart: Bool
            if case .chart? = bindings[name] { wasChart = true } else { wasChart = false }
            if let newValue {
                if bindings[name] == nil { order.append(name) }
                bindings[name] = newValue
                if case .chart = newValue { if !wasChart { charts = order.filter { isChart($0) } } } else if wasChart {
                    charts.removeAll { $0 == name }
                }
            } else {
                bindings[name] = nil
                order.removeAll { $0 == name }
                if wasChart { charts.removeAll { $0 == name } }
                live.remove(name)
            }
        }
    }

    private func isChart(_ name: String) -> Bool {
        if case .chart? = bindings[name] { return true }
        return false
    }

    func reset() {
        bindings = [:]
        order = []
        charts = []
        animation = .default
        live = []
    }
}
