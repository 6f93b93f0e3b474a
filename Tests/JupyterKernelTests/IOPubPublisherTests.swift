import CZeroMQ
import JupyterWire
import Testing
@testable import JupyterKernel

/// The publisher over a real inproc XPUB/SUB pair: order, coalescing, signing.
struct IOPubPublisherTests {
    /// A publisher on its own thread over an inproc XPUB, and a SUB subscribed to it. The
    /// publisher waits for that subscription before it sends anything.
    final class Pair {
        let context: ZMQContext
        let sub: ZMQSocket
        let factory = MessageFactory(session: "kernel")
        let publisher: IOPubPublisher
        let thread: KernelThread?

        init() throws {
            context = try ZMQContext()
            let endpoint = "inproc://iopub-\(UInt32.random(in: 0...UInt32.max))"
            let pub = try ZMQSocket(context: context, type: ZMQ_XPUB)
            try pub.bind(endpoint)
            sub = try ZMQSocket(context: context, type: ZMQ_SUB)
            try sub.setBytesOption(ZMQ_SUBSCRIBE, [])
            try sub.connect(endpoint)
            publisher = IOPubPublisher(codec: MessageCodec(key: "k"), factory: factory)
            let handoff = Handoff(value: pub)
            let publisher = publisher
            thread = KernelThread.start { publisher.run(socket: handoff.value) }
        }

        /// Stops the publisher; whether its thread ended within 2 s, and every message the SUB
        /// received, decoded. Closes the pair.
        func finish() throws -> (stopped: Bool, received: [Message]) {
            publisher.stop()
            let stopped = thread?.join(timeout: 2) == true
            var received: [Message] = []
            while try sub.waitReadable(timeoutMilliseconds: 200), let frames = try sub.receive(dontWait: true) {
                received.append(try MessageCodec(key: "k").decode(frames))
            }
            sub.close(lingerMilliseconds: 0)
            context.terminate()
            return (stopped, received)
        }
    }

    @Test func coalescesStreamsAndKeepsOrder() throws {
        let pair = try Pair()
        let (factory, publisher) = (pair.factory, pair.publisher)

        let parent = factory.make("execute_request", content: [:], parent: nil)
        for index in 0..<20_000 { publisher.stream(name: "stdout", text: "line \(index)\n", parent: parent) }
        publisher.stream(name: "stderr", text: "warn\n", parent: parent)
        publisher.send(factory.make("status", content: ["execution_state": "idle"], parent: parent))
        let (stopped, received) = try pair.finish()
        #expect(stopped)
        // Coalescing flushes on a timer, so a loaded machine may split stdout into a few
        // messages; what must hold is order, completeness, and far fewer messages than writes.
        let types = received.map(\.msgType)
        #expect(types.last == "status")
        let streams = received.filter { $0.msgType == "stream" }
        #expect(streams.count >= 2 && streams.count <= 50)
        let stdoutMessages = streams.dropLast()
        #expect(stdoutMessages.allSatisfy { $0.content["name"] == .string("stdout") })
        let stdout = stdoutMessages.map { $0.content["text"]?.stringValue ?? "" }.joined()
        #expect(stdout == (0..<20_000).map { "line \($0)\n" }.joined())
        #expect(streams.last?.content == ["name": "stderr", "text": "warn\n"])
        #expect(received.allSatisfy { $0.parentHeader["msg_id"] == .string(parent.header.msgID) })
        #expect(received[0].identities == [Array("kernel.kernel.stream".utf8)])
    }

    /// Updates of one display queued faster than `updateInterval` collapse to the newest;
    /// another display and a non-update message keep their order, and `idle` comes last.
    @Test func coalescesUpdatesPerDisplayAndKeepsTheLast() throws {
        let pair = try Pair()
        let (factory, publisher) = (pair.factory, pair.publisher)

        let parent = factory.make("execute_request", content: [:], parent: nil)
        func update(_ id: String, _ value: Int) -> Message {
            factory.make("update_display_data",
                         content: ["data": ["text/plain": .string("\(value)")], "metadata": .emptyObject,
                                   "transient": ["display_id": .string(id)]], parent: parent)
        }
        for value in 1...2_000 {
            publisher.send(update("a", value))
            publisher.send(update("b", -value))
        }
        publisher.send(factory.make("display_data", content: ["data": [:]], parent: parent))
        publisher.send(update("a", 9_999))
        publisher.send(factory.make("status", content: ["execution_state": "idle"], parent: parent))
        let (stopped, received) = try pair.finish()
        #expect(stopped)
        let types = received.map(\.msgType)
        let shown = received.filter { $0.msgType == "update_display_data" }.map { message in
            (message.content["transient"]?["display_id"]?.stringValue ?? "",
             message.content["data"]?["text/plain"]?.stringValue ?? "")
        }
        // 4,000 updates queued within far less than 2,000 × 0.02 s: a few go out
        #expect(shown.count >= 4 && shown.count < 200)
        #expect(shown.filter { $0.0 == "a" }.map(\.1).suffix(2) == ["2000", "9999"])
        #expect(shown.last { $0.0 == "b" }?.1 == "-2000")
        // the display_data waits for the updates sent before it, the last update for it
        let display = try #require(types.firstIndex(of: "display_data"))
        #expect(types.lastIndex(of: "update_display_data") == types.count - 2)
        #expect(received[..<display].filter { $0.msgType == "update_display_data" }.count == shown.count - 1)
        #expect(types.last == "status")
    }
}
