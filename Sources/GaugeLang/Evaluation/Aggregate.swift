/// `aggregate:` — how the rows that share an x category, a `unit:` bin or a `bin:` interval
/// (and a `color:` group) are combined into one mark (LANGUAGE.md v2; Vega-Lite's `aggregate`,
/// Swift Charts' `.value(…, unit:)` with the sum it draws). Raw values are the words users write.
enum Aggregate: String, Sendable, Hashable, CaseIterable {
    /// The number of rows (with a present `y:` value when there is one).
    case count
    case sum
    /// The arithmetic mean.
    case mean
    /// The middle value; of an even count, the mean of the two middle values.
    case median
    case min, max

    /// The running state of one group: count, sum and extremes, and every value for a median.
    struct Accumulator {
        var count = 0
        var sum = 0.0
        var least = Double.infinity
        var greatest = -Double.infinity
        var values: [Double] = []

        mutating func add(_ value: Double, keepingValues: Bool) {
            count += 1
            sum += value
            least = Swift.min(least, value)
            greatest = Swift.max(greatest, value)
            if keepingValues { values.append(value) }
        }
    }

    /// The combined value of a non-empty group; `nil` when it is not finite (a sum past the
    /// largest number).
    func result(_ group: Accumulator) -> Double? {
        let value: Double
        switch self {
        case .count: value = Double(group.count)
        case .sum: value = group.sum
        case .mean:
            // a sum past the largest number still has a finite mean
            value = group.sum.isFinite ? group.sum / Double(group.count)
                : group.values.reduce(0) { $0 + $1 / Double(group.count) }
        case .median: value = Aggregate.median(group.values)
        case .min: value = group.least
        case .max: value = group.greatest
        }
        return value.isFinite ? value : nil
    }

    /// Whether every value of a group must be kept (`median`, and `mean` in case the sum
    /// overflows).
    var keepsValues: Bool { self == .median || self == .mean }

    /// The median of `values` (not empty); the mean of the two middle ones for an even count.
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        let middle = sorted.count / 2
        if sorted.count % 2 == 1 { return sorted[middle] }
        return sorted[middle - 1] / 2 + sorted[middle] / 2
    }
}
