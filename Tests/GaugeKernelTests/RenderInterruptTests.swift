import GaugeLang
import GaugeRender
import JupyterKernel
import Testing
@testable import GaugeKernel

/// Answers `isInterrupted` false until it has been read `flipAt` times, then true; records
/// what is published.
final class FlippingContext: ExecutionContext {
    let flipAt: Int
    private(set) var reads = 0
    private(set) var displays = 0
    init(flipAt: Int) { self.flipAt = flipAt }
    var isInterrupted: Bool {
        reads += 1
        return reads >= flipAt
    }
    func stream(_ name: String, _ text: String) {}
    func display(_ data: MIMEBundle, displayID: String?) { displays += 1 }
    func updateDisplay(_ data: MIMEBundle, displayID: String) { displays += 1 }
}

/// An interrupt arriving while a big chart renders stops the render and ends the cell with
/// `KeyboardInterrupt`, publishing no display.
@Suite struct RenderInterruptTests {
    static let rows = (0..<400_000).map { ChartRow(x: .category(String($0)), y: 1) }

    @Test func interruptedRenderPublishesNothing() {
        let context = FlippingContext(flipAt: 5)
        let output = CellOutput(context: context, ids: OutputIDs(token: "t"))
        output.show(DrawableOutput(name: "big", drawable: .chart(ChartSpec(mark: .sector, rows: Self.rows)),
                                   previous: nil, animation: .none, mode: .display))
        #expect(output.renderWasInterrupted)
        #expect(context.displays == 0)
        #expect(context.reads == 5)  // the render stopped asking once it saw the interrupt
    }

    @Test func uninterruptedRenderPublishes() {
        let context = FlippingContext(flipAt: .max)
        let output = CellOutput(context: context, ids: OutputIDs(token: "t"))
        output.show(DrawableOutput(name: "big", drawable: .chart(ChartSpec(mark: .sector, rows: Self.rows)),
                                   previous: nil, animation: .none, mode: .display))
        #expect(!output.renderWasInterrupted)
        #expect(context.displays == 1)
        #expect(context.reads > 400_000 / 4_096)
    }

    /// Through the backend: whether the language's own polls or the render's see the
    /// interrupt first, the cell fails with KeyboardInterrupt and shows nothing.
    @Test(arguments: [3, 12, 40])
    func backendRepliesKeyboardInterrupt(flipAt: Int) {
        let backend = GaugeBackend(workingDirectory: "/tmp", outputIDs: OutputIDs(token: "t"))
        let context = FlippingContext(flipAt: flipAt)
        do {
            _ = try backend.execute(code: "chart big sector data: random(400000, seed: 1)",
                                    context: context)
            Issue.record("the cell finished")
        } catch {
            #expect(error.ename == "KeyboardInterrupt")
            #expect(error.traceback.first?.hasPrefix("KeyboardInterrupt") == true)
        }
        #expect(context.displays == 0)
    }

    @Test func backendFinishesWithoutInterrupt() throws {
        let backend = GaugeBackend(workingDirectory: "/tmp", outputIDs: OutputIDs(token: "t"))
        let context = FlippingContext(flipAt: .max)
        _ = try backend.execute(code: "chart big sector data: random(400000, seed: 1)", context: context)
        #expect(context.displays == 1)
    }
}
