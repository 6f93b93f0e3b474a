#if canImport(Glibc)
import Glibc
#endif
import CZeroMQ
import JupyterWire
import Testing
@testable import JupyterKernel

/// The publisher over a real inproc PUB/SUB pair: order, coalescing, signing.
struct IOPubPublisherTests {
    @Test func coalescesStreamsAndKeepsOrder() throws {
        let context = try ZMQContext()
        let endpoint = "inproc://iopub-\(UInt32.random(in: 0...UInt32.max))"
        let pub = try ZMQSocket(context: context, type: ZMQ_PUB)
        try pub.bind(endpoint)
        let sub = try ZMQSocket(context: context, type: ZMQ_SUB)
        try sub.setBytesOption(ZMQ_SUBSCRIBE, [])
        try sub.connect(endpoint)

        let codec = MessageCodec(key: "k")
        let factory = MessageFactory(session: "kernel")
        let publisher = IOPubPublisher(codec: codec, factory: factory)
        let handoff = Handoff(value: pub)
        let thread = KernelThread.start { publisher.run(socket: handoff.value) }
        usleep(50_000)  // let the subscription reach the PUB

        let parent = factory.make("execute_request", content: [:], parent: nil)
        for index in 0..<20_000 { publisher.stream(name: "stdout", text: "line \(index)\n", parent: parent) }
        publisher.stream(name: "stderr", text: "warn\n", parent: parent)
        publisher.send(factory.make("status", content: ["execution_state": "idle"], parent: parent))
        publisher.stop()
        #expect(thread?.join(timeout: 2) == true)

        var received: [Message] = []
        while try sub.waitReadable(timeoutMilliseconds: 200), let frames = try sub.receive(dontWait: true) {
            received.append(try MessageCodec(key: "k").decode(frames))
        }
        #expect(received.map(\.msgType) == ["stream", "stream", "status"])
        let stdout = received[0].content["text"]?.stringValue ?? ""
        #expect(stdout.split(separator: "\n").count == 20_000)
        #expect(stdout.hasPrefix("line 0\nline 1\n"))
        #expect(stdout.hasSuffix("line 19999\n"))
        #expect(received[1].content == ["name": "stderr", "text": "warn\n"])
        #expect(received.allSatisfy { $0.parentHeader["msg_id"] == .string(parent.header.msgID) })
        #expect(received[0].identities == [Array("kernel.kernel.stream".utf8)])
        sub.close(lingerMilliseconds: 0)
        context.terminate()
    }
}
