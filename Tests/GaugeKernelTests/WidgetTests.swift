import Foundation
import GaugeLang
import GaugeRender
import JupyterWire
import Testing
@testable import GaugeKernel

/// The widget's messages and state, without a front end (the integration tests drive a real
/// one through jupyter_client).
struct WidgetTests {
    static let chart = WidgetModel(commID: "c", name: "favorites", slider: nil)
    static let gauge = WidgetModel(commID: "g", name: "battery",
                                   slider: SliderBinding(key: "value", range: 0...100, step: 5, value: 40))

    @Test func touchesFromTheViewBecomeSessionTouches() throws {
        #expect(try WidgetTouch.touch(from: ["event": "angle", "value": 20.5, "seq": 1], widget: Self.chart)
                    == .angle(chart: "favorites", value: 20.5))
        #expect(try WidgetTouch.touch(from: ["event": "angle", "value": 3], widget: Self.chart)
                    == .angle(chart: "favorites", value: 3))
        #expect(try WidgetTouch.touch(from: ["event": "label", "label": "いちご"], widget: Self.chart)
                    == .label(chart: "favorites", label: "いちご"))
        #expect(try WidgetTouch.touch(from: ["event": "clear"], widget: Self.chart) == .clear(chart: "favorites"))
        // slides snap to the step
        #expect(try WidgetTouch.touch(from: ["event": "slide", "value": 62.4], widget: Self.gauge)
                    == .slide(name: "battery", key: "value", value: 60))
    }

    @Test(arguments: [
        (JSON.null, "no event"),
        (["event": 5], "no event"),
        (["event": "explode"], "unknown event \"explode\""),
        (["event": "angle"], "angle value is not a number"),
        (["event": "angle", "value": "20"], "angle value is not a number"),
        (["event": "angle", "value": -1], "negative angle value -1.0"),
        (["event": "label", "label": 7], "label is not text"),
        (["event": "slide", "value": 1], "slide on a widget without a slider"),
    ] as [(JSON, String)])
    func hostileChartMessagesAreRejectedWithAReason(_ content: JSON, _ reason: String) {
        #expect(throws: WidgetTouch.Rejection.self) { try WidgetTouch.touch(from: content, widget: Self.chart) }
        do {
            _ = try WidgetTouch.touch(from: content, widget: Self.chart)
        } catch {
            #expect(error.description == reason)
        }
    }

    @Test(arguments: [
        (["event": "slide", "value": 101] as JSON, "slider value 101.0 outside 0.0...100.0"),
        (["event": "slide", "value": .double(.infinity)], "slider value is not finite"),
        (["event": "slide"], "slider value is not a number"),
        (["event": "angle", "value": 1], "angle on a slider widget"),
    ] as [(JSON, String)])
    func hostileSliderMessagesAreRejectedWithAReason(_ content: JSON, _ reason: String) {
        do {
            let touch = try WidgetTouch.touch(from: content, widget: Self.gauge)
            Issue.record("accepted \(touch)")
        } catch {
            #expect(error.description == reason)
        }
    }

    @Test func fullStateNamesAnywidgetsModelAndViewAndCarriesThePicture() {
        let picture = WidgetPicture(svg: "<svg/>", regions: MarkRegions(.gauge(.init(value: 1))), isChart: false,
                                    selection: "", sliderValue: 120)
        let state = WidgetModel.fullState(name: "battery", picture: picture, slider: Self.gauge.slider)
        #expect(state["_model_name"] == "AnyModel")
        #expect(state["_model_module"] == "anywidget")
        #expect(state["_view_name"] == "AnyView")
        #expect(state["_model_module_version"] == "~0.11.*")
        #expect(state["_esm"] == JSON.string(WidgetScript.source))
        #expect(state["svg"] == "<svg/>")
        #expect(state["touchable"] == false)
        // the slider's value is kept inside its range
        #expect(state["slider"] == ["key": "value", "min": 0.0, "max": 100.0, "step": 5.0, "value": 100.0])
        #expect(WidgetModel.viewData(commID: "c") == ["version_major": 2, "version_minor": 1, "model_id": "c"])
    }

    /// The embedded module is the checked-in file (run scripts/embed-widget after editing it).
    @Test func embeddedScriptMatchesTheFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let file = try String(contentsOf: root.appendingPathComponent("widget/gauge-widget.js"), encoding: .utf8)
        #expect(WidgetScript.source + "\n" == file)
        #expect(WidgetScript.source.contains("export default { render }"))
    }
}
