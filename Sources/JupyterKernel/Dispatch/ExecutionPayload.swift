import JupyterWire

/// An execution context that can attach payloads to its `execute_reply` (messaging spec,
/// "Execution results": `payload`, deprecated for most uses but still how a kernel asks a
/// front end to exit). The kernel's own context conforms; a backend reaches it with
/// `(context as? ExecutionPayloads)?.askExit(keepKernel: false)`, so other contexts (tests')
/// need not.
public protocol ExecutionPayloads: ExecutionContext {
    /// Adds `{"source": "ask_exit", "keepkernel": keepKernel}`, as ipykernel's `exit`/`quit`
    /// do: jupyter_console stops its loop and, unless `keepKernel`, shuts the kernel down;
    /// JupyterLab and Notebook ignore it.
    func askExit(keepKernel: Bool)
}

extension PublishingContext: ExecutionPayloads {
    func askExit(keepKernel: Bool) {
        // One request is enough however often the cell asks (ipykernel keeps a single one).
        guard !payload.contains(where: { $0["source"] == "ask_exit" }) else { return }
        payload.append(["source": "ask_exit", "keepkernel": .bool(keepKernel)])
    }
}
