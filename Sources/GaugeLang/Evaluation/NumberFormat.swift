/// How numbers are written back to the user: whole numbers without `.0`, others in Swift's
/// shortest round-tripping form (`0.3`, `1e+20`).
enum NumberFormat {
    static func plain(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }
}
