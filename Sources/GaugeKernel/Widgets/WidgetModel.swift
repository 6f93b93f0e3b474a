import GaugeLang
import GaugeRender
import JupyterWire

/// One interactive display's widget model: an anywidget `AnyModel` whose view is
/// `WidgetScript` (anywidget 0.11's model and view names; Jupyter widget message protocol 2.1).
///
/// Synced state, beside anywidget's own keys: `name` (the session object), `svg` (the picture,
/// SMIL keyframes included), `marks` (`MarkRegions` in SVG points), `selection` (the selected
/// label or `""`), `touchable`, and `slider` (`{key, min, max, step, value}` or `null`).
struct WidgetModel {
    let commID: String
    /// The session object it shows.
    let name: String
    let slider: SliderBinding?

    /// The widget protocol version in comm_open metadata and the display's MIME data.
    static let protocolVersion = "2.1.0"
    /// anywidget's semver range (`anywidget._version._ANYWIDGET_SEMVER_VERSION` for 0.11.0).
    static let anywidgetVersion = "~0.11.*"

    /// The state every view starts from (comm_open data and `request_state` answers).
    static func fullState(name: String, picture: WidgetPicture, slider: SliderBinding?) -> [String: JSON] {
        var state: [String: JSON] = [
            "_model_name": "AnyModel", "_model_module": "anywidget",
            "_model_module_version": .string(anywidgetVersion),
            "_view_name": "AnyView", "_view_module": "anywidget",
            "_view_module_version": .string(anywidgetVersion),
            "_anywidget_id": "gauge.GaugeWidget", "_esm": .string(WidgetScript.source), "_css": "",
            "_dom_classes": [], "_view_count": .null, "layout": .null, "tabbable": .null, "tooltip": .null,
            "name": .string(name),
        ]
        state.merge(picture.state(slider: slider)) { _, new in new }
        return state
    }

    /// The `application/vnd.jupyter.widget-view+json` MIME data of a display of this model.
    static func viewData(commID: String) -> JSON {
        ["version_major": 2, "version_minor": 1, "model_id": .string(commID)]
    }
}

/// What a widget shows of its object now: the SVG, the mark regions and the reading the
/// session gives (selection, slider value).
struct WidgetPicture {
    var svg: String
    var regions: MarkRegions
    var isChart: Bool
    var selection: String
    /// The slider's option value now, when the widget has a slider.
    var sliderValue: Double?

    /// The state keys that change with the picture (`update` messages).
    func state(slider: SliderBinding?) -> [String: JSON] {
        var state: [String: JSON] = [
            "svg": .string(svg), "marks": regions.json, "selection": .string(selection),
            "touchable": .bool(isChart && (!regions.sectors.isEmpty || !regions.bars.isEmpty)),
        ]
        if let slider {
            var value = sliderValue ?? slider.value
            value = min(max(value, slider.range.lowerBound), slider.range.upperBound)
            state["slider"] = [
                "key": .string(slider.key), "min": .finite(slider.range.lowerBound),
                "max": .finite(slider.range.upperBound), "step": slider.step.map(JSON.finite) ?? .null,
                "value": .finite(value),
            ]
        } else {
            state["slider"] = .null
        }
        return state
    }
}

extension MarkRegions {
    /// `{center: [x, y] | null, total, sectors: [{label, value, start, end, inner, outer}],
    /// bars: [{category, series, value, x, y, width, height}]}`, SVG points and degrees.
    var json: JSON {
        let sectors: [JSON] = sectors.map { sector in
            ["label": .string(sector.label), "value": .finite(sector.value), "start": .finite(sector.startAngle),
             "end": .finite(sector.endAngle), "inner": .finite(sector.innerRadius),
             "outer": .finite(sector.outerRadius)]
        }
        let bars: [JSON] = bars.map { bar in
            ["category": .string(bar.category), "series": bar.series.map(JSON.string) ?? .null,
             "value": .finite(bar.value), "x": .finite(bar.rect.x), "y": .finite(bar.rect.y),
             "width": .finite(bar.rect.width), "height": .finite(bar.rect.height)]
        }
        return ["center": center.map { [.finite($0.x), .finite($0.y)] } ?? .null, "total": .finite(total),
                "sectors": .array(sectors), "bars": .array(bars)]
    }
}

extension JSON {
    /// A number for the front end; JSON has no NaN or infinity, so those become 0.
    static func finite(_ value: Double) -> JSON { .double(value.isFinite ? value : 0) }
}
