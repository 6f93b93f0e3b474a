#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A point in scene coordinates (points; x to the right, y down, as SVG).
public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The point at `radius` points from `center` in direction `degrees`, where 0° is
    /// 12 o'clock and angles grow clockwise (VISUAL.md, sectors and circular gauges).
    public static func polar(center: Point, radius: Double, degrees: Double) -> Point {
        let radians = degrees * .pi / 180
        return Point(x: center.x + radius * sin(radians), y: center.y - radius * cos(radians))
    }
}

/// An axis-aligned rectangle in scene coordinates (points).
public struct Rect: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// A group's transform: scale about the origin, then translate (SVG
/// `translate(tx ty) scale(s)`).
public struct Transform: Sendable, Hashable {
    public var translateX: Double
    public var translateY: Double
    public var scale: Double
    public init(translateX: Double = 0, translateY: Double = 0, scale: Double = 1) {
        self.translateX = translateX
        self.translateY = translateY
        self.scale = scale
    }
}
