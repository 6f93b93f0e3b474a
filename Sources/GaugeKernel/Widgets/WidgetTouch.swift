import GaugeLang
import JupyterWire

/// A touch as the widget view sends it (`model.send` → a comm_msg `{"method": "custom",
/// "content": …}`), checked and turned into the session's `Touch`:
/// `{"event": "angle", "value": V}`, `{"event": "label", "label": L}`, `{"event": "clear"}`,
/// `{"event": "slide", "value": V}`, each with the view's `seq` number.
enum WidgetTouch {
    /// Why a message from the front end was dropped (logged, never an error to the reader).
    struct Rejection: Error, CustomStringConvertible {
        var description: String
    }

    /// - Parameters:
    ///   - content: the custom message's `content`.
    ///   - widget: the widget it came from (which object; which slider).
    /// - Throws: `Rejection` for an unknown event, a missing or non-finite value, a label that
    ///   is not text, a slide on a widget without a slider or out of its range, an angle on a
    ///   slider-only widget.
    static func touch(from content: JSON, widget: WidgetModel) throws(Rejection) -> Touch {
        guard let event = content["event"]?.stringValue else { throw Rejection(description: "no event") }
        switch event {
        case "angle":
            guard widget.slider == nil else { throw Rejection(description: "angle on a slider widget") }
            let value = try number(content["value"], "angle value")
            guard value >= 0 else { throw Rejection(description: "negative angle value \(value)") }
            return .angle(chart: widget.name, value: value)
        case "label":
            guard widget.slider == nil else { throw Rejection(description: "label on a slider widget") }
            guard let label = content["label"]?.stringValue, label.unicodeScalars.count <= 10_000 else {
                throw Rejection(description: "label is not text")
            }
            return .label(chart: widget.name, label: label)
        case "clear":
            guard widget.slider == nil else { throw Rejection(description: "clear on a slider widget") }
            return .clear(chart: widget.name)
        case "slide":
            guard let slider = widget.slider else { throw Rejection(description: "slide on a widget without a slider") }
            let value = try number(content["value"], "slider value")
            guard let snapped = slider.snapped(value) else {
                throw Rejection(description: "slider value \(value) outside \(slider.range)")
            }
            return .slide(name: widget.name, key: slider.key, value: snapped)
        default:
            throw Rejection(description: "unknown event \"\(event.prefix(40))\"")
        }
    }

    private static func number(_ json: JSON?, _ what: String) throws(Rejection) -> Double {
        let value: Double
        switch json {
        case .int(let n)?: value = Double(n)
        case .double(let x)?: value = x
        default: throw Rejection(description: "\(what) is not a number")
        }
        guard value.isFinite else { throw Rejection(description: "\(what) is not finite") }
        return value
    }
}
