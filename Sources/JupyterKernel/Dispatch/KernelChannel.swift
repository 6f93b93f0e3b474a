/// The kernel's sockets (messaging spec, "Introduction"): shell and control answer requests,
/// iopub publishes, stdin asks the frontend for input.
public enum KernelChannel: String, Sendable, Equatable {
    case shell, control, stdin, iopub
}
