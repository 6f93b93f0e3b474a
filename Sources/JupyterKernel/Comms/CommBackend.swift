import JupyterWire

/// A backend that takes part in comms (messaging spec, "Custom messages"), e.g. to serve
/// Jupyter widgets. Adopted beside `KernelBackend`; the kernel finds it with `as?` and calls it
/// from the shell thread only, inside `busy`/`idle` of the comm message, whose header is the
/// parent of everything it publishes (ipykernel's `CommManager`).
public protocol CommBackend: AnyObject {
    /// Called once, before any request, with the kernel's side of the comms: keep it to open,
    /// send on and close comms later (from `execute` or a comm callback).
    func attach(comms: CommManager)
    /// Whether a front end may open a comm to `target` (`comm_open` from the front end); the
    /// kernel closes comms to other targets at once.
    func acceptsComm(target: String) -> Bool
    /// A `comm_open` from the front end to an accepted target.
    /// - Parameter context: publishes displays and streams with the comm_open as parent.
    func commOpened(commID: String, target: String, data: JSON, context: ExecutionContext)
    /// A `comm_msg` from the front end on a comm that is open. `data` is whatever the front end
    /// sent: check it (a hostile or stale message must be dropped, never trap).
    /// - Parameters:
    ///   - buffers: the message's binary buffers (widget `buffer_paths`), often empty.
    ///   - context: publishes displays and streams with the comm_msg as parent.
    func commMessage(commID: String, data: JSON, buffers: [[UInt8]], context: ExecutionContext)
    /// A `comm_close` from the front end; the comm is already forgotten.
    func commClosed(commID: String, data: JSON)
}
