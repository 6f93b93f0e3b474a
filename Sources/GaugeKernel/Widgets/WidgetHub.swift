import GaugeLang
import GaugeRender
import JupyterKernel
import JupyterWire

/// The kernel's Jupyter widgets: opens one per interactive display (comm target
/// `jupyter.widget`), sends each the new picture when its object changes, and turns the
/// front end's messages into session touches (Jupyter widget message protocol 2.1:
/// `update` / `echo_update` / `request_state` / `custom`; the `jupyter.widget.control` comm's
/// `request_states` → `update_states`, which JupyterLab and Notebook 7 send on reload).
///
/// Used from the shell thread only, like the session it serves.
final class WidgetHub {
    static let widgetTarget = "jupyter.widget"
    static let controlTarget = "jupyter.widget.control"
    static let viewMIMEType = "application/vnd.jupyter.widget-view+json"

    private var comms: CommManager?
    private let session: Session
    /// Open widgets by comm id, and the order they were opened in.
    private var models: [String: WidgetModel] = [:]
    private var order: [String] = []
    /// Each widget's full state as last sent (answers `request_state` without a render).
    private var states: [String: [String: JSON]] = [:]
    /// Objects that also have a plain live display (`show NAME live`), which needs
    /// update_display_data beside the widget updates.
    private var liveDisplays: Set<String> = []

    init(session: Session) {
        self.session = session
    }

    func attach(_ comms: CommManager) { self.comms = comms }

    /// Whether some open widget shows `name`.
    func hasWidget(for name: String) -> Bool { models.values.contains { $0.name == name } }

    /// Notes a plain live display of `name`.
    func noteLiveDisplay(of name: String) { liveDisplays.insert(name) }

    /// Whether changes of `name` must go out as update_display_data too: it has a plain live
    /// display, or no widget at all.
    func needsDisplayUpdate(of name: String) -> Bool { liveDisplays.contains(name) || !hasWidget(for: name) }

    /// Opens a widget for `display` and publishes its display: the widget view beside the SVG
    /// and text/plain of `bundle`, for front ends without widgets. Without comms (or a context
    /// that cannot publish JSON MIME data) the bundle is published alone.
    func open(_ display: InteractiveDisplay, picture: WidgetPicture, bundle: MIMEBundle, context: ExecutionContext) {
        guard let comms, let jsonContext = context as? JSONDisplayContext else {
            context.display(bundle, displayID: nil)
            return
        }
        let name = display.output.name
        let state = WidgetModel.fullState(name: name, picture: picture, slider: display.slider)
        let commID = comms.open(target: Self.widgetTarget, data: ["state": .object(state), "buffer_paths": []],
                                metadata: ["version": .string(WidgetModel.protocolVersion)])
        models[commID] = WidgetModel(commID: commID, name: name, slider: display.slider)
        order.append(commID)
        states[commID] = state
        var data = bundle.mapValues { JSON.string($0) }
        data[Self.viewMIMEType] = WidgetModel.viewData(commID: commID)
        jsonContext.display(json: data)
    }

    /// Sends every open widget of `name` its new picture (`update`), with the slider's value
    /// read from the session.
    func update(_ name: String, picture: WidgetPicture) {
        guard let comms else { return }
        for commID in order {
            guard let model = models[commID], model.name == name else { continue }
            guard comms.isOpen(commID) else {
                forget(commID)
                continue
            }
            var current = picture
            if let slider = model.slider { current.sliderValue = session.number(name, key: slider.key) }
            let changed = current.state(slider: model.slider)
            states[commID]?.merge(changed) { _, new in new }
            comms.send(commID: commID, data: ["method": "update", "state": .object(changed), "buffer_paths": []])
        }
    }

    /// What a widget shows of `output` now: its SVG, mark regions and the session's selection.
    func picture(_ output: DrawableOutput, svg: String) -> WidgetPicture {
        let isChart = if case .chart = output.drawable { true } else { false }
        return WidgetPicture(svg: svg, regions: MarkRegions(output.drawable), isChart: isChart,
                             selection: session.selection(of: output.name), sliderValue: nil)
    }

    /// A comm_msg from the front end. Anything malformed or stale is logged and dropped; a
    /// touch is always answered with `{"event": "done"}` so the view sends its next one.
    /// - Parameter output: where the touch's changes are shown (the comm_msg is their parent).
    func receive(commID: String, data: JSON, output: SessionOutput) {
        guard let comms else { return }
        let method = data["method"]?.stringValue ?? ""
        if comms.isOpen(commID), models[commID] == nil {
            // the control comm (or a comm the front end opened to jupyter.widget)
            guard method == "request_states" else { return comms.log("widget control: \"\(method.prefix(40))\" dropped") }
            comms.send(commID: commID, data: updateStates)
            return
        }
        guard let model = models[commID] else { return }
        switch method {
        case "request_state":
            comms.send(commID: commID, data: ["method": "update", "state": .object(states[commID] ?? [:]),
                                              "buffer_paths": []])
        case "update":
            update(commID, model: model, requested: data["state"]?.objectValue ?? [:], comms: comms)
        case "custom":
            let content = data["content"] ?? .null
            do {
                let touch = try WidgetTouch.touch(from: content, widget: model)
                try session.touch(touch, output: output)
            } catch {
                comms.log("widget \(model.name): touch \(content) dropped: \(error)")
            }
            comms.send(commID: commID, data: ["method": "custom",
                                              "content": ["event": "done", "seq": content["seq"] ?? .null]])
        default:
            comms.log("widget \(model.name): method \"\(method.prefix(40))\" dropped")
        }
    }

    /// Keys of a widget's state a front end may set (ipywidgets' view count); every other key
    /// (`svg`, `_esm`, `slider`, `selection` …) is the kernel's.
    static let frontEndKeys: Set<String> = ["_view_count"]

    /// Protocol 2.1 `update` from a front end: its own keys are echoed (`echo_update`); a
    /// kernel-owned key is refused and answered with the kernel's value (`update`), so one
    /// front end can never make the kernel hand another view a picture or a module of its own.
    private func update(_ commID: String, model: WidgetModel, requested: [String: JSON], comms: CommManager) {
        let echoed = requested.filter { Self.frontEndKeys.contains($0.key) }
        if !echoed.isEmpty {
            comms.send(commID: commID, data: ["method": "echo_update", "state": .object(echoed), "buffer_paths": []])
        }
        let refused = requested.keys.filter { !Self.frontEndKeys.contains($0) }.sorted()
        guard !refused.isEmpty else { return }
        comms.log("widget \(model.name): front-end update of \(refused.prefix(5).map { String($0.prefix(40)) }) refused (kernel-owned)")
        let current = states[commID] ?? [:]
        let restored = current.filter { refused.contains($0.key) }
        if !restored.isEmpty {
            comms.send(commID: commID, data: ["method": "update", "state": .object(restored), "buffer_paths": []])
        }
    }

    /// A widget comm the front end closed.
    func forget(_ commID: String) {
        models[commID] = nil
        states[commID] = nil
        order.removeAll { $0 == commID }
    }

    /// `update_states` for the control comm: every open widget's model and state.
    private var updateStates: JSON {
        var all: [String: JSON] = [:]
        for commID in order {
            guard let state = states[commID] else { continue }
            all[commID] = ["model_name": "AnyModel", "model_module": "anywidget",
                           "model_module_version": .string(WidgetModel.anywidgetVersion), "state": .object(state)]
        }
        return ["method": "update_states", "states": .object(all), "buffer_paths": []]
    }
}
