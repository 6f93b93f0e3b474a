/// Percent labels for parts of a whole (VISUAL.md, "Percent labels").
public enum PercentLabels {
    /// Up to this many values the remainders are sorted; beyond, the few largest are picked.
    static let exactSortLimit = 10_000

    /// Whole percentages of `values` by largest-remainder rounding: each share's floor, then
    /// one more point to the largest remainders (earlier first on ties) until they sum to
    /// exactly 100. Negative or non-finite values count as 0; all zero gives all 0.
    /// - Returns: one percentage per value, in order, summing to 100 (or all 0).
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
        if values.count > exactSortLimit {
            // the points go to at most 100 sectors: pick those without sorting them all
            for index in largestRemainders(exact, result, count: missing) { result[index] += 1 }
            return result
        }
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

    /// The label for a share whose whole percentage (from `percentages`) is `percent`:
    /// `34%`, except that a positive share that rounds to 0 reads `<1%` and a share that
    /// rounds to 100 while another share is positive reads `>99%` — a slice that is there is
    /// never called nothing, and a part never the whole (VISUAL.md, "Percent labels"). The
    /// other labels keep their largest-remainder values, which still sum to 100.
    /// - Parameters:
    ///   - value: the share's value (non-positive: no share).
    ///   - isWhole: whether this is the only positive share.
    public static func text(_ percent: Int, value: Double, isWhole: Bool) -> String {
        let positive = value.isFinite && value > 0
        if positive, percent <= 0 { return "<1%" }
        if positive, percent >= 100, !isWhole { return ">99%" }
        return "\(percent)%"
    }

    /// The indices of the `count` largest remainders `exact − floor` (earlier first on ties),
    /// in O(n · log count) expected: a small ascending buffer of the best so far.
    static func largestRemainders(_ exact: [Double], _ floors: [Int], count: Int) -> [Int] {
        guard count > 0 else { return [] }
        // ascending by (remainder, −index): the weakest candidate first
        var best: [(remainder: Double, index: Int)] = []
        best.reserveCapacity(count + 1)
        for index in exact.indices {
            if RenderCancellation.poll(index) { return [] }
            let remainder = exact[index] - Double(floors[index])
            if best.count == count, let weakest = best.first, remainder <= weakest.remainder {
                continue
            }
            var low = 0, high = best.count
            while low < high {
                let mid = (low + high) / 2
                let other = best[mid]
                if other.remainder < remainder
                    || (other.remainder == remainder && other.index > index) {
                    low = mid + 1
                } else {
                    high = mid
                }
            }
            best.insert((remainder, index), at: low)
            if best.count > count { best.removeFirst() }
        }
        return best.map(\.index)
    }
}
