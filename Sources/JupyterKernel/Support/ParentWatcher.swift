#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices that the process that started the kernel is gone (jupyter_client sets
/// `JPY_PARENT_PID`; ipykernel's `ParentPollerUnix`), so an orphaned kernel exits instead of
/// holding its ports.
struct ParentWatcher {
    private let parentPID: pid_t?
    private let originalPPID: pid_t

    init(environment value: String? = getenv("JPY_PARENT_PID").map { String(cString: $0) }) {
        originalPPID = getppid()
        if let value, let pid = Int32(value), pid > 1 { parentPID = pid } else { parentPID = nil }
    }

    /// `true` when `JPY_PARENT_PID` names a process that no longer exists, or when the kernel
    /// has been re-parented (its parent died) while the original parent was not init.
    var parentIsGone: Bool {
        if let parentPID, kill(parentPID, 0) != 0, errno == ESRCH { return true }
        return originalPPID > 1 && getppid() != originalPPID
    }
}
