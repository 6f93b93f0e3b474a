/// Histogram bins for `bin:` (LANGUAGE.md v2): adjacent bins of one "nice" width — 1, 2 or 5
/// × 10ⁿ, the smallest such width that covers the data in at most `maxBins` bins, as
/// Vega-Lite's `bin` with `maxbins` and d3's `tickStep` choose it. Edges are whole multiples
/// of the width; each bin holds `lower <= v < upper`, the last one also its upper edge.
struct Binning: Sendable, Hashable {
    /// The first edge as a whole number of widths.
    var first: Double
    /// The bin width.
    var step: Double
    var count: Int

    /// `bin: auto`.
    static let automaticCount = 10
    /// The most bins `bin: N` may ask for.
    static let maximumCount = 1_000

    /// Bins covering `lower...upper` (finite, `lower <= upper`) in at most `maxBins` bins;
    /// a single value gets one bin starting at it (or just below). `nil` when no nice width
    /// gives distinct edges (the values span more than a Double can hold).
    init?(lower: Double, upper: Double, maxBins: Int) {
        guard lower.isFinite, upper.isFinite, lower <= upper, maxBins >= 1 else { return nil }
        let span = upper - lower
        guard span.isFinite else { return nil }
        let wanted = span > 0 ? span / Double(maxBins) : Swift.max(abs(lower), 1) / Double(maxBins)
        var exponent = Double.decimalExponent(of: wanted)
        // each round tries 1, 2, 5 × 10ⁿ, then the next power of ten
        while exponent < 309 {
            for multiple in [1.0, 2, 5] {
                let step = Binning.step(multiple, exponent)
                guard step.isFinite, step > 0, step >= wanted else { continue }
                var first = (lower / step).rounded(.down)
                var last = (upper / step).rounded(.up)
                // the quotients may round across an edge (0.3 / 0.1 = 2.9999999999999996)
                let probe = Binning(first: first, step: step, count: 1)
                if probe.edge(1) <= lower { first += 1 }
                if last - 1 > first, Binning(first: last - 1, step: step, count: 1).edge(0) >= upper { last -= 1 }
                if last <= first { last = first + 1 }
                let candidate = Binning(first: first, step: step, count: Int(Swift.min(last - first, 1e9)))
                if candidate.count <= maxBins, candidate.isValid(lower: lower, upper: upper) {
                    self = candidate
                    return
                }
            }
            exponent += 1
        }
        return nil
    }

    private init(first: Double, step: Double, count: Int) {
        self.first = first
        self.step = step
        self.count = count
    }

    /// `multiple × 10^exponent`, exact for decimal steps below 1 (0.1, 0.02): divided by a
    /// whole power of ten rather than multiplied by an inexact fraction.
    static func step(_ multiple: Double, _ exponent: Double) -> Double {
        exponent >= 0 ? multiple * Double.pow10(exponent) : multiple / Double.pow10(-exponent)
    }

    /// Edge `i` (`0...count`), computed from whole numbers so that decimal edges print exactly
    /// (`0.3`, not `0.30000000000000004`).
    func edge(_ i: Int) -> Double {
        let k = first + Double(i)
        if step >= 1 { return k * step }
        let inverse = (1 / step).rounded()
        return abs(inverse * step - 1) < 1e-12 ? k / inverse : k * step
    }

    /// The bin holding `value` (clamped into `0..<count`).
    func index(of value: Double) -> Int {
        Self.index(of: value, step: step, count: count, edge: edge)
    }

    /// The edges computed once, for finding the bins of many values (a histogram of ten
    /// million rows): `index(of:)` then reads edges instead of computing them.
    struct Lookup {
        let binning: Binning
        private let edges: [Double]

        init(_ binning: Binning) {
            self.binning = binning
            edges = (0...binning.count).map(binning.edge)
        }

        /// `binning.index(of: value)`.
        func index(of value: Double) -> Int {
            Binning.index(of: value, step: binning.step, count: binning.count) { edges[$0] }
        }
    }

    /// An estimate from the width, corrected against the edges (which are rounded).
    @inline(__always)
    private static func index(of value: Double, step: Double, count: Int, edge: (Int) -> Double) -> Int {
        let estimate = ((value - edge(0)) / step).rounded(.down)
        var i = estimate.isFinite ? Int(Swift.min(Swift.max(estimate, 0), Double(count - 1))) : 0
        while i > 0, value < edge(i) { i -= 1 }
        while i < count - 1, value >= edge(i + 1) { i += 1 }
        return i
    }

    /// Edges strictly increasing and covering `lower...upper`.
    private func isValid(lower: Double, upper: Double) -> Bool {
        guard count >= 1, edge(0) <= lower, edge(count) >= upper else { return false }
        for i in 0..<count where !(edge(i) < edge(i + 1)) { return false }
        return true
    }
}

private extension Double {
    /// ⌊log₁₀ x⌋ for x > 0, counted by tens so that 1000 gives exactly 3.
    static func decimalExponent(of x: Double) -> Double {
        var value = x, exponent = 0.0
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }

    /// 10ⁿ for a whole n >= 0, by repeated multiplication (exact up to 10²²).
    static func pow10(_ n: Double) -> Double {
        var result = 1.0
        var i = 0.0
        while i < n { result *= 10; i += 1 }
        return result
    }
}
