/// The smallest and largest of many numbers and whether every one is finite, found in one pass
/// eight lanes at a time (`SIMD8<Double>`), as fast as summing them: a chart over ten million
/// numbers reads them once for its axes and its text, not once per question with a scalar
/// `min`/`max` chain (2 × slower than the kernel's `sum`).
///
/// NaN is never the lower or upper bound; an infinity is (and makes `allFinite` false).
struct NumberExtent: Equatable, Sendable {
    /// The smallest number; `+∞` without numbers.
    var lower: Double
    /// The largest number; `−∞` without numbers.
    var upper: Double
    /// No NaN and no infinity among the numbers.
    var allFinite: Bool

    init(_ values: [Double]) {
        self = values.withUnsafeBufferPointer { NumberExtent($0) }
    }

    init(_ values: UnsafeBufferPointer<Double>) {
        var low = SIMD8<Double>(repeating: .infinity)
        var high = SIMD8<Double>(repeating: -.infinity)
        // x − x is 0 for a finite x and NaN for NaN or ±∞: one sum says whether all are finite
        var poison = SIMD8<Double>(repeating: 0)
        let lanes = SIMD8<Double>.scalarCount
        let chunks = values.count / lanes
        if let base = values.baseAddress, chunks > 0 {
            let raw = UnsafeRawPointer(base)
            for chunk in 0..<chunks {
                let x = raw.loadUnaligned(fromByteOffset: chunk * lanes * MemoryLayout<Double>.stride,
                                          as: SIMD8<Double>.self)
                low.replace(with: x, where: x .< low)
                high.replace(with: x, where: x .> high)
                poison += x - x
            }
        }
        lower = low.min()
        upper = high.max()
        allFinite = poison.sum() == 0
        for value in values[(chunks * lanes)...] {
            if value < lower { lower = value }
            if value > upper { upper = value }
            allFinite = allFinite && value.isFinite
        }
    }

    /// The smallest and largest finite number of `values`; `nil` when none is finite.
    /// - Parameter extent: `NumberExtent(values)` when already known (`ChartRows.list`).
    static func finite(_ values: [Double], extent known: NumberExtent? = nil) -> (lower: Double, upper: Double)? {
        var extent = known ?? NumberExtent(values)
        if !extent.allFinite {
            // rare: a NaN or an infinity among them; look again, skipping those
            (extent.lower, extent.upper) = (.infinity, -.infinity)
            for value in values where value.isFinite {
                extent.lower = min(extent.lower, value)
                extent.upper = max(extent.upper, value)
            }
        }
        return extent.lower <= extent.upper ? (extent.lower, extent.upper) : nil
    }
}

extension NumberExtent {
    /// The positions of the first smallest and the first largest of `values`, each clamped to
    /// `-limit...limit` first (as `LinearScale.clamped` reads a list), found eight lanes at a
    /// time: each lane keeps its first extreme (strict comparisons), then the lanes holding
    /// the extreme give their smallest position. What a scalar scan with `<` and `>` finds,
    /// without its loop-carried compare-and-move per number. NaN is never an extreme (a scan
    /// starting at one keeps position 0); `(0, 0)` for no values.
    static func firstExtremes(_ values: UnsafeBufferPointer<Double>,
                              limit: Double) -> (lowest: Int, highest: Int) {
        guard let base = values.baseAddress, !values.isEmpty else { return (0, 0) }
        func clamped(_ value: Double) -> Double { Swift.min(Swift.max(value, -limit), limit) }
        let lanes = SIMD8<Double>.scalarCount
        let chunks = values.count / lanes
        var lowest = 0, highest = 0
        var low = clamped(values[0]), high = low
        if chunks > 0 {
            let raw = UnsafeRawPointer(base)
            let upperLimit = SIMD8<Double>(repeating: limit), lowerLimit = -upperLimit
            var lanesLow = SIMD8<Double>(repeating: .infinity), lanesHigh = -lanesLow
            var lowAt = SIMD8<Int64>(repeating: .max), highAt = lowAt
            var position = SIMD8<Int64>(0, 1, 2, 3, 4, 5, 6, 7)
            let step = SIMD8<Int64>(repeating: Int64(lanes))
            for chunk in 0..<chunks {
                var x = raw.loadUnaligned(fromByteOffset: chunk * lanes * MemoryLayout<Double>.stride,
                                          as: SIMD8<Double>.self)
                x.replace(with: upperLimit, where: x .> upperLimit)
                x.replace(with: lowerLimit, where: x .< lowerLimit)
                let below = x .< lanesLow
                lanesLow.replace(with: x, where: below)
                lowAt.replace(with: position, where: below)
                let above = x .> lanesHigh
                lanesHigh.replace(with: x, where: above)
                highAt.replace(with: position, where: above)
                position &+= step
            }
            let lowest8 = lanesLow.min(), highest8 = lanesHigh.max()
            // a NaN-only chunk leaves ±∞ and no position: keep position 0 then
            if lowest8 < low || (lowest8 == low && lowAt.min() < Int64.max) {
                (low, lowest) = (lowest8, Int(lowAt.replacing(with: .max, where: lanesLow .!= lowest8).min()))
            }
            if highest8 > high || (highest8 == high && highAt.min() < Int64.max) {
                (high, highest) = (highest8, Int(highAt.replacing(with: .max, where: lanesHigh .!= highest8).min()))
            }
        }
        for position in (chunks * lanes)..<values.count {
            let y = clamped(values[position])
            if y < low { (lowest, low) = (position, y) }
            if y > high { (highest, high) = (position, y) }
        }
        return (lowest, highest)
    }
}
