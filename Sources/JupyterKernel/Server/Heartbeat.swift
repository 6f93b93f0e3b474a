/// The heartbeat: a REP socket on its own thread echoing every ping as it came (messaging
/// spec, "Heartbeat"; clients allow about a second per ping).
enum Heartbeat {
    /// Echoes until `lifecycle` stops, checking every 0.1 s; then closes the socket.
    static func run(socket: ZMQSocket, lifecycle: KernelLifecycle) {
        while !lifecycle.isStopping {
            do {
                guard try socket.waitReadable(timeoutMilliseconds: 100),
                      let frames = try socket.receive(dontWait: true) else { continue }
                try socket.send(frames)
            } catch {
                if error.isTerminated { break }
                KernelLog.info("heartbeat: \(error)")
            }
        }
        socket.close(lingerMilliseconds: 0)
    }
}
