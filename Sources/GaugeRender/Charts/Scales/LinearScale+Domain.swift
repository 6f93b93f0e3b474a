/// The domains a number axis can take besides the default one with zero (ChartSpec's
/// `includesZero:`, `xDomain:`, `yDomain:`): a domain fitted to the data, and an exact one.
extension LinearScale {
    /// The least share of a fitted domain the data should span: below it, finer steps are
    /// tried (so a scatter of 172…231 gets 170…240 rather than 150…250).
    public static let fittedFill = 0.8

    /// The domain given exactly (`.chartYScale(domain: lo...hi)`), with ticks at the multiples
    /// of a nice step (1, 2, 5 × 10ⁿ, about `targetCount` intervals) that lie inside it.
    ///
    /// - Parameter domain: finite, `lowerBound < upperBound`, within `limit` (else clamped,
    ///   and a degenerate one widened as `init(covering:)` widens a single value).
    public init(exactly domain: ClosedRange<Double>, targetCount: Int = 5) {
        var low = min(max(domain.lowerBound, -Self.limit), Self.limit)
        var high = min(max(domain.upperBound, -Self.limit), Self.limit)
        if !low.isFinite || !high.isFinite { (low, high) = (0, 1) }
        if low >= high {
            let delta = low == 0 ? 1 : abs(low) * 0.1
            (low, high) = (low - delta, low + delta)
        }
        let count = Double(min(max(targetCount, 1), 20))
        let step = Self.niceStep((high / 2 - low / 2) * 2 / count)
        let first = (low / step).rounded(.up)
        let last = (high / step).rounded(.down)
        var ticks: [Double] = []
        if first.isFinite, last.isFinite, last - first <= 100 {
            var index = first
            while index <= last {
                let value = index * step
                ticks.append(abs(value) < step * 1e-9 ? 0 : value)
                index += 1
            }
        }
        self.lower = low
        self.upper = high
        self.step = step
        self.ticks = ticks
    }

    /// The share of the domain that `values`' extent spans, `0...1` (0 for no or one value).
    func fill(_ values: [Double]) -> Double {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values where value.isFinite {
            low = min(low, value)
            high = max(high, value)
        }
        guard low < high, upper > lower else { return 0 }
        return min((high - low) / (upper - lower), 1)
    }

    /// The scale for an axis over `values`: exactly `domain` when given; else niced with
    /// zero included (`includesZero`), or fitted to the data — the first of `targetCount`,
    /// `targetCount + 1`, … `+ 3` intervals whose domain the data fill to `fittedFill` and
    /// whose labels `fit`, else `targetCount`'s.
    static func automatic(_ values: [Double], includesZero: Bool, domain: ClosedRange<Double>?,
                          targetCount: Int, fits: (LinearScale) -> Bool) -> LinearScale {
        if let domain { return LinearScale(exactly: domain, targetCount: targetCount) }
        let plain = LinearScale(covering: values, includesZero: includesZero,
                                targetCount: targetCount)
        guard !includesZero, plain.fill(values) < fittedFill else { return plain }
        for extra in 1...3 {
            let finer = LinearScale(covering: values, includesZero: false,
                                    targetCount: targetCount + extra)
            if finer.fill(values) >= fittedFill, fits(finer) { return finer }
        }
        return plain
    }
}
