import GaugeLang
import GaugeRender
import JupyterKernel
import Testing
@testable import GaugeKernel

/// Records what the glue publishes, in order.
final class RecordingContext: ExecutionContext {
    enum Event: Equatable {
        case stream(String, String)
        case display(MIMEBundle, String?)
        case update(MIMEBundle, String)
    }
    var events: [Event] = []
    var isInterrupted = false
    func stream(_ name: String, _ text: String) { events.append(.stream(name, text)) }
    func display(_ data: MIMEBundle, displayID: String?) { events.append(.display(data, displayID)) }
    func updateDisplay(_ data: MIMEBundle, displayID: String) { events.append(.update(data, displayID)) }
}

@Suite struct CellOutputTests {
    private let gauge = Drawable.gauge(GaugeSpec(value: 0.5))

    @Test func printWritesOneLineToStdout() {
        let context = RecordingContext()
        let output = CellOutput(context: context, ids: OutputIDs(token: "t"))
        output.write("hello")
        output.write("two\n")
        #expect(context.events == [.stream("stdout", "hello\n"), .stream("stdout", "two\n")])
    }

    @Test func displayModesMapToDisplayDataAndUpdates() throws {
        let context = RecordingContext()
        let output = CellOutput(context: context, ids: OutputIDs(token: "t"))
        for mode in [DisplayMode.display, .liveDisplay, .liveUpdate] {
            output.show(DrawableOutput(name: "battery", drawable: gauge, previous: nil,
                                       animation: .none, mode: mode))
        }
        try #require(context.events.count == 3)
        guard case .display(let first, nil) = context.events[0],
              case .display(let second, "gauge-t-battery") = context.events[1],
              case .update(let third, "gauge-t-battery") = context.events[2] else {
            Issue.record("unexpected events \(context.events)")
            return
        }
        for bundle in [first, second, third] {
            #expect(bundle["image/svg+xml"]?.hasPrefix("<svg") == true)
            #expect(bundle["text/plain"]?.isEmpty == false)
        }
        // Every output is unique markup, so Chromium never shares an animation timeline.
        #expect(Set([first, second, third].compactMap { $0["image/svg+xml"] }).count == 3)
    }

    @Test func textDisplaysCarryPlainAndHTML() {
        let context = RecordingContext()
        CellOutput(context: context, ids: OutputIDs(token: "t"))
            .showText(RichText(plain: "3 rows", html: "<table></table>"))
        #expect(context.events == [.display(["text/plain": "3 rows", "text/html": "<table></table>"], nil)])
    }

    @Test func interruptFlagIsTheContexts() {
        let context = RecordingContext()
        let output = CellOutput(context: context, ids: OutputIDs(token: "t"))
        #expect(!output.isInterrupted)
        context.isInterrupted = true
        #expect(output.isInterrupted)
    }
}
