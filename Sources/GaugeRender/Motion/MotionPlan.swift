/// How one drawable moves to another: the scene at any progress `q` (0 = previous state,
/// 1 = new state), laid out from the models interpolated in data space.
///
/// Only a gauge to a gauge of the same style and a sector chart to a sector chart move; other
/// changes (another style, another mark, a gauge becoming a chart) have no plan and show the
/// new state at once.
struct MotionPlan: Sendable {
    private let layout: @Sendable (Double) -> Scene

    /// The plan from `previous` to `next`, or `nil` when the two cannot be interpolated.
    /// - Parameter title: the final scene's title, used for every frame.
    init?(from previous: Drawable, to next: Drawable, title: String) {
        self.init(from: DrawableModel(previous), to: DrawableModel(next), title: title)
    }

    /// The plan between two resolved models (each resolved once, however many frames).
    init?(from: DrawableModel, to: DrawableModel, title: String) {
        guard from.interpolated(to: to, progress: 0.5) != nil else { return nil }
        layout = { q in (from.interpolated(to: to, progress: q) ?? to).scene(title: title) }
    }

    /// The scene at progress `q` (may leave `0...1` under a spring).
    func scene(at q: Double) -> Scene { layout(q) }
}

/// Linear interpolation helpers shared by the model interpolations.
enum Lerp {
    /// `a + (b − a)·q`; `b` when the result would not be finite.
    static func number(_ a: Double, _ b: Double, _ q: Double) -> Double {
        let value = a + (b - a) * q
        return value.isFinite ? value : b
    }

    /// Component-wise in sRGB (as `GradientColor.lerp`), each component kept in `0...1`.
    static func color(_ a: Color, _ b: Color, _ q: Double) -> Color {
        func mix(_ x: Double, _ y: Double) -> Double { min(max(number(x, y, q), 0), 1) }
        return Color(red: mix(a.red, b.red), green: mix(a.green, b.green),
                     blue: mix(a.blue, b.blue), alpha: mix(a.alpha, b.alpha))
    }

    /// Two colour lists of possibly different lengths, each resampled as a gradient to the
    /// longer length, then mixed stop by stop.
    static func colors(_ a: [Color], _ b: [Color], _ q: Double) -> [Color] {
        let count = max(a.count, b.count)
        guard count > 1 else {
            return [color(a.first ?? SystemColor.blue, b.first ?? SystemColor.blue, q)]
        }
        func resample(_ list: [Color]) -> [Color] {
            list.count == count ? list : (0..<count).map {
                GradientColor.color(at: Double($0) / Double(count - 1), stops: list)
            }
        }
        return zip(resample(a), resample(b)).map { color($0, $1, q) }
    }

    /// A discrete value: the old one only at the very start.
    static func step<T>(_ a: T, _ b: T, _ q: Double) -> T { q <= 0 ? a : b }

    /// A rectangle, field by field.
    static func rect(_ a: Rect, _ b: Rect, _ q: Double) -> Rect {
        Rect(x: number(a.x, b.x, q), y: number(a.y, b.y, q),
             width: number(a.width, b.width, q), height: number(a.height, b.height, q))
    }
}
