import JupyterWire
@testable import JupyterKernel
import Synchronization

/// A dispatcher over a `RecordingTransport` and a `TestBackend`, with helpers that build
/// requests the way a client does.
final class DispatcherHarness {
    let transport = RecordingTransport()
    let backend = TestBackend()
    let interrupt = InterruptFlag()
    final class Calls: Sendable {
        let restarts = Mutex<[Bool]>([])
    }
    let shutdowns = Calls()
    let client = MessageFactory(session: "client-session", username: "teacher")
    lazy var dispatcher: RequestDispatcher = {
        let shutdowns = self.shutdowns
        return RequestDispatcher(transport: transport, backend: backend, info: backend.info,
                                 factory: MessageFactory(session: "kernel-session"), interrupt: interrupt,
                                 onShutdown: { restart in shutdowns.restarts.withLock { $0.append(restart) } })
    }()

    func request(_ type: String, _ content: JSON = .emptyObject) -> Message {
        var message = client.make(type, content: content, parent: nil)
        message.identities = [Array("client".utf8)]
        return message
    }

    func execute(_ code: String, silent: Bool = false, storeHistory: Bool = true, stopOnError: Bool = true,
                 userExpressions: JSON = .emptyObject) -> Message {
        request("execute_request", ["code": .string(code), "silent": .bool(silent),
                                    "store_history": .bool(storeHistory), "stop_on_error": .bool(stopOnError),
                                    "user_expressions": userExpressions, "allow_stdin": false])
    }

    /// Handles `request` on shell and returns the reply's content.
    @discardableResult
    func send(_ request: Message, on channel: KernelChannel = .shell) -> JSON {
        dispatcher.handle(request, on: channel)
        let replies = transport.sent.filter { $0.channel == channel && $0.message.parentHeader["msg_id"] == .string(request.header.msgID) }
        return replies.last?.message.content ?? .null
    }
}
