/// The heartbeat: a REP socket on its own thread echoing every ping as it came (messaging
/// spec, "Heartbeat"; clients allow about a second per ping).
enum Heartbeat {
    /// Echoes until `lifecycle` stops (woken by `wake`, `StopSignal`, or within 0.1 s); then
    /// closes both sockets.
    static func run(socket: ZMQSocket, wake: ZMQSocket, lifecycle: KernelLifecycle) {
        while !lifecycle.isStopping {
            do {
                let ready = try ZMQPoller.waitReadable([socket, wake], timeoutMilliseconds: 100)
                if ready[1] { _ = try wake.receive(dontWait: true) }
                guard ready[0], let frames = try socket.receive(dontWait: true) else { continue }
                try socket.send(frames)
            } catch {
                if error.isTerminated { break }
                KernelLog.info("heartbeat: \(error)")
            }
        }
        wake.close(lingerMilliseconds: 0)
        socket.close(lingerMilliseconds: 0)
    }
}
