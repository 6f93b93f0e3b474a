/// Percent labels for parts of a whole (VISUAL.md, "Percent labels").
public enum PercentLabels {
    /// Whole percentages of `values` by largest-remainder rounding: each share's floor, then
    /// one more point to the largest remainders (earlier first on ties) until they sum to
    /// exactly 100. Negative or non-finite values count as 0; all zero gives all 0.
    public static func percentages(_ values: [Double]) -> [Int] {
        let clean = values.map { $0.isFinite && $0 > 0 ? $0 : 0 }
        let largest = clean.max() ?? 0
        guard largest > 0 else { return clean.map { _ in 0 } }
        // normalise by the largest value first so a sum of huge values cannot overflow
        let scaled = clean.map { $0 / largest }
        let total = scaled.reduce(0, +)
        let exact = scaled.map { $0 / total * 100 }
        var result = exact.map { Int($0.rounded(.down)) }
        var missing = 100 - result.reduce(0, +)
        let order = exact.indices.sorted { a, b in
            let ra = exact[a] - Double(result[a]), rb = exact[b] - Double(result[b])
            // remainders equal up to rounding noise tie, and the earlier sector wins
            return abs(ra - rb) > 1e-9 ? ra > rb : a < b
        }
        var index = 0
        while missing > 0, !order.isEmpty {
            result[order[index % order.count]] += 1
            missing -= 1
            index += 1
        }
        return result
    }
}
