#if canImport(Glibc)
import Glibc
#endif
import CZeroMQ
import Foundation
import JupyterWire
import Synchronization
import Testing
@testable import JupyterKernel

/// `runKernel` end to end over ipc sockets: a client signs requests, the kernel answers,
/// hostile frames are dropped, shutdown returns promptly.
@Suite(.serialized)
struct KernelServerTests {
    final class ExitStatus: Sendable {
        let value = Mutex<Int32?>(nil)
    }

    /// A minimal client: DEALER on shell and control, SUB on iopub.
    final class Client {
        let context: ZMQContext
        let shell: ZMQSocket
        let control: ZMQSocket
        let iopub: ZMQSocket
        let codec = MessageCodec(key: "test-key")
        let factory = MessageFactory(session: "client", username: "teacher")

        init(base: String) throws {
            context = try ZMQContext()
            shell = try ZMQSocket(context: context, type: ZMQ_DEALER)
            control = try ZMQSocket(context: context, type: ZMQ_DEALER)
            iopub = try ZMQSocket(context: context, type: ZMQ_SUB)
            try iopub.setBytesOption(ZMQ_SUBSCRIBE, [])
            try shell.connect("ipc://\(base)-1")
            try iopub.connect("ipc://\(base)-2")
            try control.connect("ipc://\(base)-4")
        }

        func send(_ type: String, _ content: JSON = .emptyObject, on socket: ZMQSocket) throws -> Message {
            let request = factory.make(type, content: content, parent: nil)
            try socket.send(codec.encode(request))
            return request
        }

        /// The next message on `socket` within `seconds`.
        func receive(_ socket: ZMQSocket, seconds: Double = 3) throws -> Message? {
            guard try socket.waitReadable(timeoutMilliseconds: Int(seconds * 1000)),
                  let frames = try socket.receive(dontWait: true) else { return nil }
            return try MessageCodec(key: "test-key").decode(frames)
        }

        /// iopub messages caused by `request`, until its `idle`.
        func iopubUntilIdle(_ request: Message) throws -> [String] {
            var types: [String] = []
            while let message = try receive(iopub) {
                guard message.parentHeader["msg_id"] == .string(request.header.msgID) else { continue }
                let state = message.content["execution_state"]?.stringValue
                types.append(state.map { "status=\($0)" } ?? message.msgType)
                if state == "idle" { break }
            }
            return types
        }

        func close() {
            for socket in [shell, control, iopub] { socket.close(lingerMilliseconds: 0) }
            context.terminate()
        }
    }

    @Test func servesRequestsSurvivesHostileFramesAndShutsDown() throws {
        let base = "/tmp/gauge-kernel-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let file = base + ".json"
        let connection = #"{"transport":"ipc","ip":"\#(base)","shell_port":1,"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5,"key":"test-key","signature_scheme":"hmac-sha256"}"#
        try connection.write(toFile: file, atomically: true, encoding: .utf8)
        defer { unlink(file) }

        let status = ExitStatus()
        let backend = Handoff(value: TestBackend())
        let kernel = KernelThread.start {
            status.value.withLock { $0 = runKernel(connectionFile: file, backend: backend.value) }
        }
        let client = try Client(base: base)
        defer { client.close() }

        // Repeat kernel_info until iopub is subscribed (what clients do).
        var ready = false
        for _ in 0..<20 where !ready {
            _ = try client.send("kernel_info_request", on: client.shell)
            #expect(try client.receive(client.shell)?.msgType == "kernel_info_reply")
            ready = try client.receive(client.iopub, seconds: 0.2) != nil
        }
        #expect(ready)
        while try client.receive(client.iopub, seconds: 0.2) != nil {}

        // Hostile frames: each dropped, the next request answered.
        try client.shell.send([Array("<IDS|MSG>".utf8), Array(repeating: 0x30, count: 64), Array("{}".utf8),
                               Array("{}".utf8), Array("{}".utf8), Array("{}".utf8)])
        try client.shell.send([Array("no delimiter".utf8)])
        let execute = try client.send("execute_request", ["code": "print hi", "silent": false], on: client.shell)
        let reply = try client.receive(client.shell)
        #expect(reply?.msgType == "execute_reply")
        #expect(reply?.parentHeader["msg_id"] == .string(execute.header.msgID))
        #expect(reply?.content["execution_count"] == 1)
        #expect(try client.iopubUntilIdle(execute) == ["status=busy", "execute_input", "stream", "status=idle"])

        let started = Date()
        let shutdown = try client.send("shutdown_request", ["restart": false], on: client.control)
        #expect(try client.receive(client.control)?.content == ["status": "ok", "restart": false])
        #expect(kernel?.join(timeout: 2) == true)
        #expect(Date().timeIntervalSince(started) < 1)
        #expect(status.value.withLock { $0 } == 0)
        #expect(try client.iopubUntilIdle(shutdown) == ["status=busy", "status=idle"])
    }

    @Test func unreadableConnectionFileFails() {
        #expect(runKernel(connectionFile: "/nonexistent/kernel.json", backend: TestBackend()) == 1)
    }
}
