/// An ordered record: labels mapped to numbers, in the order written (`["りんご": 15, …]`).
/// Setting an existing label keeps its place; a new label is appended. Looking a label up is
/// a hash lookup, so a record of 300,000 labels builds in linear time.
struct Record: Sendable, Hashable {
    private(set) var labels: [String] = []
    private(set) var values: [Double] = []
    /// The index of each label in `labels` (derived, so equality is unaffected).
    private var positions: [String: Int] = [:]

    init() {}

    init(_ entries: [(String, Double)]) {
        for (label, value) in entries { self[label] = value }
    }

    var count: Int { labels.count }

    /// The value for `label`, or `nil`; setting appends a new label at the end, and setting
    /// `nil` removes the label.
    subscript(label: String) -> Double? {
        get { positions[label].map { values[$0] } }
        set {
            if let at = positions[label] {
                if let newValue { values[at] = newValue } else {
                    labels.remove(at: at)
                    values.remove(at: at)
                    positions = Dictionary(uniqueKeysWithValues: labels.enumerated().map { ($1, $0) })
                }
            } else if let newValue {
                positions[label] = labels.count
                labels.append(label)
                values.append(newValue)
            }
        }
    }

    var entries: [(label: String, value: Double)] {
        Array(zip(labels, values)).map { (label: $0.0, value: $0.1) }
    }
}
