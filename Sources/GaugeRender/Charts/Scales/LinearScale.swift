#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A "nice" linear scale for a number axis: a domain widened to whole multiples of a step of
/// 1, 2 or 5 × 10ⁿ, and the ticks at every step (Swift Charts' automatic number axis; the
/// `ScaleDomain` docs: number scales include zero by default).
public struct LinearScale: Sendable, Hashable {
    /// The nice domain, `lower < upper`, both finite.
    public var lower: Double
    public var upper: Double
    /// The tick spacing in data units (> 0).
    public var step: Double
    /// Tick values from `lower` to `upper` inclusive, every `step`.
    public var ticks: [Double]

    /// Largest magnitude a domain end may take, so steps and spans never overflow.
    public static let limit = 1e300

    /// `value` within `-limit...limit` (a chart's numbers are clamped so no sum overflows;
    /// NaN stays NaN).
    static func clamped(_ value: Double) -> Double {
        Swift.min(Swift.max(value, -limit), limit)
    }

    /// A nice scale covering `values` with about `targetCount` intervals.
    ///
    /// - Parameters:
    ///   - values: data values; non-finite ones are ignored, magnitudes clamped to `limit`.
    ///   - includesZero: widen the domain to contain 0 (Swift Charts' default for numbers).
    ///   - targetCount: wanted number of intervals, clamped to `1...20`.
    /// - Returns: a scale whose ticks are multiples of `step`; no data or only zeros give
    ///   `0...1`, a single value `v` gives a domain around it (`0...v` with zero, else
    ///   `v ± 10 %`, or `v ± 1` for 0).
    public init(covering values: [Double], includesZero: Bool, targetCount: Int = 5) {
        var low = Double.infinity
        var high = -Double.infinity
        for value in values where value.isFinite {
            let clamped = min(max(value, -Self.limit), Self.limit)
            low = min(low, clamped)
            high = max(high, clamped)
        }
        if low > high { (low, high) = (0, 1) }
        if includesZero {
            low = min(low, 0)
            high = max(high, 0)
        }
        if low == high, low == 0, includesZero {
            high = 1
        } else if low == high {
            let delta = low == 0 ? 1 : abs(low) * 0.1
            (low, high) = (low - delta, high + delta)
        }
        self.init(lower: low, upper: high, targetCount: targetCount)
    }

    /// The nice scale around `lower...upper` (`lower < upper`, finite, within `limit`).
    init(lower: Double, upper: Double, targetCount: Int) {
        let count = Double(min(max(targetCount, 1), 20))
        let step = Self.niceStep((upper / 2 - lower / 2) * 2 / count)
        var low = (lower / step).rounded(.down) * step
        var high = (upper / step).rounded(.up) * step
        if !low.isFinite || !high.isFinite || low >= high { (low, high) = (lower, upper) }
        self.lower = low
        self.upper = high
        self.step = step
        var ticks: [Double] = []
        let intervals = ((high - low) / step).rounded()
        if intervals.isFinite, intervals <= 100 {
            for index in 0...Int(intervals) {
                let value = low + Double(index) * step
                // snap float noise (0.30000000000000004) to the step's precision
                let snapped = (value / step).rounded() * step
                ticks.append(abs(snapped) < step * 1e-9 ? 0 : snapped)
            }
        } else {
            ticks = [low, high]
        }
        self.ticks = ticks
    }

    /// The one of 1, 2, 5 × 10ⁿ nearest to `raw` by ratio (so the tick count stays close to
    /// the target either way); 1 for a non-positive or non-finite span.
    static func niceStep(_ raw: Double) -> Double {
        guard raw.isFinite, raw > 0 else { return 1 }
        let magnitude = pow(10, (log10(raw)).rounded(.down))
        var best = magnitude
        for factor in [1.0, 2, 5, 10] {
            let candidate = factor * magnitude
            if abs(log(candidate / raw)) < abs(log(best / raw)) - 1e-12 { best = candidate }
        }
        return best
    }

    /// A tick label for `value` on a scale stepping by `step`: at most as many decimals as
    /// the step needs, trailing zeros dropped, thousands grouped with commas (`1,000`, `0.25`, `-20`), exponent form from 1e15
    /// (`1e+300`), as Swift Charts' default number format does for en_US.
    public static func label(_ value: Double, step: Double) -> String {
        guard value.isFinite else { return "–" }
        if value == 0 { return "0" }
        if abs(value) >= 1e15 || abs(value) < 1e-9 { return NumberFormat.printf("%g", value) }
        let decimals = step.isFinite && step > 0 ? max(0, min(9, Int((-log10(step) - 1e-9).rounded(.up)))) : 0
        let text = NumberFormat.printf("%.\(decimals)f", abs(value))
        let parts = text.split(separator: ".", maxSplits: 1)
        var whole = String(parts.first ?? "0")
        var grouped = ""
        while whole.count > 3 {
            grouped = "," + whole.suffix(3) + grouped
            whole.removeLast(3)
        }
        grouped = whole + grouped
        if parts.count > 1 {
            var fraction = String(parts[1])
            while fraction.hasSuffix("0") { fraction.removeLast() }
            if !fraction.isEmpty { grouped += "." + fraction }
        }
        return (value < 0 ? "-" : "") + grouped
    }
}
