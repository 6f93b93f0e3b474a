import GaugeLang
import JupyterKernel
import JupyterWire

/// Comms for Jupyter widgets (`show NAME interactive`, `slider NAME.KEY …`): the front end may
/// open only the widget control comm; touches arrive as comm_msg on the widgets' comms and run
/// in the session like typed statements, published with the comm_msg as parent.
extension GaugeBackend: CommBackend {
    /// Keeps the kernel's comm side for the widgets.
    public func attach(comms: CommManager) { widgets.attach(comms) }

    /// Only `jupyter.widget.control` (the front end asks it for every widget's state on reload).
    public func acceptsComm(target: String) -> Bool { target == WidgetHub.controlTarget }

    /// The control comm needs nothing on open.
    public func commOpened(commID: String, target: String, data: JSON, context: ExecutionContext) {}

    /// A widget message: a touch runs in the session; its changes go out through `context`.
    public func commMessage(commID: String, data: JSON, buffers: [[UInt8]], context: ExecutionContext) {
        let output = CellOutput(context: context, ids: outputIDs, widgets: widgets)
        widgets.receive(commID: commID, data: data, output: output)
    }

    /// The front end closed a widget (its views are gone).
    public func commClosed(commID: String, data: JSON) { widgets.forget(commID) }
}
