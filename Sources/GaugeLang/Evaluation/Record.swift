/// An ordered record: labels mapped to numbers, in the order written (`["りんご": 15, …]`).
/// Setting an existing label keeps its place; a new label is appended.
struct Record: Sendable, Hashable {
    private(set) var labels: [String] = []
    private(set) var values: [Double] = []

    init() {}

    init(_ entries: [(String, Double)]) {
        for (label, value) in entries { self[label] = value }
    }

    var count: Int { labels.count }

    /// The value for `label`, or `nil`; setting appends a new label at the end.
    subscript(label: String) -> Double? {
        get { labels.firstIndex(of: label).map { values[$0] } }
        set {
            if let at = labels.firstIndex(of: label) {
                if let newValue { values[at] = newValue } else {
                    labels.remove(at: at)
                    values.remove(at: at)
                }
            } else if let newValue {
                labels.append(label)
                values.append(newValue)
            }
        }
    }

    var entries: [(label: String, value: Double)] {
        Array(zip(labels, values)).map { (label: $0.0, value: $0.1) }
    }
}
