import GaugeLang
import GaugeRender

/// A `SessionOutput` that records every call in order, for assertions.
final class RecordingOutput: SessionOutput {
    enum Event: Equatable {
        case write(String)
        case show(DrawableOutput)
        case text(RichText)
    }

    var events: [Event] = []
    /// Becomes `true` after this many `isInterrupted` polls (`nil`: never).
    var interruptAfter: Int?
    private var polls = 0

    func write(_ text: String) { events.append(.write(text)) }
    func show(_ output: DrawableOutput) { events.append(.show(output)) }
    func showText(_ text: RichText) { events.append(.text(text)) }
    /// How many times `exit`/`quit` asked to end the session.
    var endRequests = 0
    func askToEndSession() { endRequests += 1 }

    var isInterrupted: Bool {
        polls += 1
        if let interruptAfter { return polls > interruptAfter }
        return false
    }

    var shows: [DrawableOutput] {
        events.compactMap { if case .show(let output) = $0 { return output } else { return nil } }
    }

    var written: [String] {
        events.compactMap { if case .write(let text) = $0 { return text } else { return nil } }
    }

    var texts: [RichText] {
        events.compactMap { if case .text(let text) = $0 { return text } else { return nil } }
    }
}

/// Runs cells in one session and keeps the last cell's output.
struct Harness {
    let session = Session(workingDirectory: "/work/shared/data")

    /// Runs `source`; returns the recording (the error, if any, is returned too).
    @discardableResult
    func run(_ source: String) -> (output: RecordingOutput, result: RichText?, error: GaugeError?) {
        let output = RecordingOutput()
        do {
            let result = try session.execute(source, output: output)
            return (output, result, nil)
        } catch {
            return (output, nil, error)
        }
    }
}
