#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CZeroMQ
import HostSystem
import JupyterWire

// The kernel process, one thread per socket:
//
//   client ──shell──▶ [shell thread]   SocketChannel → RequestDispatcher → KernelBackend
//          ──control▶ [control thread] SocketChannel → RequestDispatcher (no backend) + stdin drain
//          ◀─iopub─── [iopub thread]   IOPubPublisher (queue from every thread, coalesced streams)
//          ──hb─────▶ [hb thread]      Heartbeat echo
//   [main thread] waits for shutdown_request, SIGTERM or parent death, then stops the others.

/// Runs a Jupyter kernel for `backend` on the sockets named in `connectionFile`.
///
/// Blocks until a `shutdown_request` (restart or not), SIGTERM/SIGHUP, or the death of the
/// parent process (`JPY_PARENT_PID`, checked every 0.5 s). SIGINT only interrupts the running
/// cell. Diagnostics go to stderr.
/// - Parameters:
///   - connectionFile: path of the JSON connection file (jupyter_client `kernels.rst`).
///   - backend: the language; called only from the shell thread.
/// - Returns: the process exit status: 0 after a clean stop, 1 when the connection file is
///   unreadable or a socket cannot bind.
public func runKernel(connectionFile: String, backend: any KernelBackend) -> Int32 {
    Signals.install()
    let connection: ConnectionInfo
    do {
        // a connection file is a few hundred bytes; a longer one is cut and fails as JSON
        connection = try ConnectionInfo(json: Files.read(connectionFile, limit: 1 << 20))
    } catch {
        KernelLog.error("cannot read connection file \(connectionFile): \(error)")
        return 1
    }
    guard let signer = MessageSigner(key: connection.key, scheme: connection.signatureScheme) else {
        KernelLog.error("unsupported signature_scheme \(connection.signatureScheme)")
        return 1
    }
    let server: KernelServer
    do {
        server = try KernelServer(connection: connection, signer: signer, backend: backend)
    } catch {
        KernelLog.error("cannot start: \(error)")
        return 1
    }
    return server.run()
}

/// The sockets and threads of one kernel process (see the diagram above).
final class KernelServer {
    private let context: ZMQContext
    private let sockets: (shell: ZMQSocket, control: ZMQSocket, stdin: ZMQSocket, iopub: ZMQSocket, hb: ZMQSocket)
    private let backend: any KernelBackend
    private let codec: MessageCodec
    private let factory = MessageFactory()
    private let lifecycle = KernelLifecycle()
    private let publisher: IOPubPublisher
    private let stopSignal: StopSignal
    /// `StopSignal` listeners of the heartbeat, control and shell threads.
    private let wakes: (hb: ZMQSocket, control: ZMQSocket, shell: ZMQSocket)

    /// The largest message read, in bytes (128 MiB): a larger frame makes the socket drop its
    /// peer (`ZMQ_MAXMSGSIZE`), and a larger multipart message is dropped unparsed. Below it a
    /// 100 MB cell is parsed and answered with the language's own error (`Limits.cellBytes`).
    static let maximumMessageSize = 128 << 20

    /// Creates and binds every socket.
    /// - Throws: `ZMQError` (a port in use, a bad address).
    init(connection: ConnectionInfo, signer: MessageSigner, backend: any KernelBackend) throws(ZMQError) {
        context = try ZMQContext()
        let make = { [context] (type: Int32, port: Int) throws(ZMQError) -> ZMQSocket in
            let socket = try ZMQSocket(context: context, type: type)
            try socket.setOption(ZMQ_LINGER, 300)
            if type == ZMQ_ROUTER {
                try socket.setOption64(ZMQ_MAXMSGSIZE, Int64(KernelServer.maximumMessageSize))
                try socket.setOption(ZMQ_ROUTER_HANDOVER, 1)
            }
            if type == ZMQ_XPUB { try socket.setOption(ZMQ_SNDHWM, 0) }
            try socket.bind(connection.endpoint(port: port))
            return socket
        }
        do {
            sockets = (try make(ZMQ_ROUTER, connection.shellPort), try make(ZMQ_ROUTER, connection.controlPort),
                       try make(ZMQ_ROUTER, connection.stdinPort), try make(ZMQ_XPUB, connection.iopubPort),
                       try make(ZMQ_REP, connection.hbPort))
            stopSignal = try StopSignal(context: context)
            wakes = (try stopSignal.makeListener(), try stopSignal.makeListener(), try stopSignal.makeListener())
        } catch {
            context.terminate()  // sockets made so far were closed by their deinit
            throw error
        }
        self.backend = backend
        codec = MessageCodec(signer: signer, maximumSize: Self.maximumMessageSize)
        publisher = IOPubPublisher(codec: codec, factory: factory)
    }

    /// Starts the threads, waits for a reason to stop, stops them.
    func run() -> Int32 {
        let info = backend.info
        let (codec, publisher, lifecycle, factory) = (codec, self.publisher, self.lifecycle, self.factory)
        let interrupt = Signals.interrupt
        let comms = CommRegistry()
        let onShutdown: @Sendable (Bool) -> Void = { restart in lifecycle.stop(.shutdown(restart: restart)) }

        let iopub = Handoff(value: sockets.iopub)
        let hb = Handoff(value: (sockets.hb, wakes.hb))
        let control = Handoff(value: (sockets.control, sockets.stdin, wakes.control))
        let shell = Handoff(value: (sockets.shell, backend, wakes.shell))
        let threads = [
            KernelThread.start { publisher.run(socket: iopub.value) },
            KernelThread.start { Heartbeat.run(socket: hb.value.0, wake: hb.value.1, lifecycle: lifecycle) },
            KernelThread.start {
                let channel = SocketChannel(channel: .control, socket: control.value.0,
                                            drained: [control.value.1, control.value.2],
                                            codec: codec, publisher: publisher)
                let dispatcher = RequestDispatcher(transport: channel, backend: nil, info: info, factory: factory,
                                                   interrupt: interrupt, commRegistry: comms, onShutdown: onShutdown)
                channel.run(dispatcher: dispatcher, lifecycle: lifecycle)
            },
            KernelThread.start {
                let channel = SocketChannel(channel: .shell, socket: shell.value.0, drained: [shell.value.2],
                                            codec: codec, publisher: publisher)
                let dispatcher = RequestDispatcher(transport: channel, backend: shell.value.1, info: info,
                                                   factory: factory, interrupt: interrupt, commRegistry: comms,
                                                   onShutdown: onShutdown)
                publisher.waitForSubscriber()  // or the first cell's busy … idle may reach no one
                channel.run(dispatcher: dispatcher, lifecycle: lifecycle)
            },
        ]
        guard threads.allSatisfy({ $0 != nil }) else {
            KernelLog.error("cannot start threads")
            lifecycle.stop(.failure("threads"))
            publisher.stop()
            return 1
        }
        publisher.send(factory.make("status", content: ["execution_state": "starting"], parent: nil))
        KernelLog.info("started (session \(factory.session))")

        waitForStop()
        let reason = lifecycle.stopReason.map { "\($0)" } ?? "?"
        KernelLog.info("stopping: \(reason)")
        interrupt.raise()  // a long cell polls this and returns
        stopSignal.raise()  // the socket threads leave their polls now, not within 0.1 s
        // Control, heartbeat, then shell (which may be inside a cell); iopub last so the
        // shutdown reply's idle goes out.
        let controlDone = threads[2]?.join(timeout: 0.3) ?? true
        let heartbeat = threads[1]?.join(timeout: 0.3) ?? true
        let shellDone = threads[3]?.join(timeout: 0.4) ?? true
        publisher.stop()
        let iopubDone = threads[0]?.join(timeout: 0.5) ?? true
        stopSignal.close()
        if controlDone && heartbeat && shellDone && iopubDone {
            context.terminate()
        } else {
            KernelLog.info("a thread is still busy; exiting without waiting for it")
        }
        if case .failure = lifecycle.stopReason { return 1 }
        return 0
    }

    /// Returns once a shutdown request, SIGTERM/SIGHUP or the parent's death stops the kernel:
    /// at once for a request, within 0.05 s for a signal, 0.5 s for the parent.
    private func waitForStop() {
        let parent = ParentWatcher()
        var ticks = 0
        while !lifecycle.waitForStop(seconds: 0.05) {
            ticks += 1
            if Signals.terminated.load(ordering: .relaxed) { lifecycle.stop(.terminated) }
            if ticks % 10 == 0, parent.parentIsGone { lifecycle.stop(.parentGone) }
        }
    }
}
