import JupyterWire
import Synchronization

/// The comms open in this kernel process, by id, with their target names (messaging spec,
/// "Custom messages" / "Comm info"). Shared by the shell and control dispatchers, so either
/// answers `comm_info_request` with the same list.
public final class CommRegistry: Sendable {
    private let targets = Mutex<[String: String]>([:])

    /// An empty registry: no comm is open when a kernel starts.
    public init() {}

    /// Notes that `commID` is open with `target`.
    func insert(_ commID: String, target: String) {
        targets.withLock { $0[commID] = target }
    }

    /// Forgets `commID`; returns its target, or `nil` when it was not open.
    @discardableResult
    func remove(_ commID: String) -> String? {
        targets.withLock { $0.removeValue(forKey: commID) }
    }

    /// The target of an open comm, or `nil`.
    func target(of commID: String) -> String? {
        targets.withLock { $0[commID] }
    }

    /// `comm_info_reply` content: `{"status": "ok", "comms": {id: {"target_name": …}}}`, only
    /// the comms of `target_name` when the request names one (ipykernel's `comm_info_request`).
    func infoReply(_ request: JSON) -> JSON {
        let filter = request["target_name"]?.stringValue
        let open = targets.withLock { $0 }
        var comms: [String: JSON] = [:]
        for (id, target) in open where filter == nil || filter == target {
            comms[id] = ["target_name": .string(target)]
        }
        return ["status": "ok", "comms": .object(comms)]
    }
}
