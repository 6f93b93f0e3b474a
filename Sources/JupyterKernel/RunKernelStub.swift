// Lead's temporary stand-in until the protocol branch lands; deleted at that merge.
public func runKernel(connectionFile: String, backend: any KernelBackend) -> Int32 { 1 }
