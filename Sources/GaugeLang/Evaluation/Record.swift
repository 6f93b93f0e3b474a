/// An ordered record: labels mapped to numbers, in the order written (`["りんご": 15, …]`).
/// Setting an existing label keeps its place; a new label is appended.
public struct Record: Sendable, Hashable {
    public private(set) var labels: [String] = []
    public private(set) var values: [Double] = []

    public init() {}

    public init(_ entries: [(String, Double)]) {
        for (label, value) in entries { self[label] = value }
    }

    public var count: Int { labels.count }

    /// The value for `label`, or `nil`; setting appends a new label at the end.
    public subscript(label: String) -> Double? {
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

    public var entries: [(label: String, value: Double)] {
        Array(zip(labels, values)).map { (label: $0.0, value: $0.1) }
    }
}
