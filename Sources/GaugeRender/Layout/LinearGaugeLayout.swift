/// The three linear gauge styles, 160 pt wide (VISUAL.md, "Gauges").
enum LinearGaugeLayout {
    static let width = 160.0

    static func scene(_ model: GaugeModel) -> Scene {
        Scene(width: width, height: 20, viewBox: Rect(x: 0, y: 0, width: width, height: 20),
              title: "", description: "")
    }
}
