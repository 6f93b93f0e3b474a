import Foundation
import Synchronization
import Testing
@testable import GaugeRender

/// `Renderer.cancellableSVG` stops soon after `isCancelled` flips.
@Suite struct CancellationTests {
    /// Counts calls; answers true from the `flipAt`-th call on and notes when that happened.
    final class Flag: Sendable {
        let flipAt: Int
        let calls = Atomic<Int>(0)
        let flippedAt = Mutex<Date?>(nil)
        init(flipAt: Int) { self.flipAt = flipAt }

        func isCancelled() -> Bool {
            let call = calls.add(1, ordering: .relaxed).newValue
            guard call >= flipAt else { return false }
            flippedAt.withLock { if $0 == nil { $0 = Date() } }
            return true
        }
    }

    static let sectors = Drawable.chart(DenseDataTests.chart(.sector, 400_000,
                                                             x: { .category(String($0 + 1)) }))

    /// Polls are spread through the render: a full 400,000-sector render asks about once per
    /// 4,096 elements; flipping at the k-th ask stops it with no further asks, and the rest
    /// takes a fraction of the full render.
    @Test(arguments: [1, 3, 20, 60])
    func sectorRenderStopsAfterTheFlip(k: Int) throws {
        let counter = Flag(flipAt: .max)
        let start = Date()
        let full = try Renderer.cancellableSVG(RenderRequest(
            drawable: Self.sectors, idPrefix: "c", isCancelled: { counter.isCancelled() }))
        let fullTime = Date().timeIntervalSince(start)
        let asks = counter.calls.load(ordering: .relaxed)
        #expect(asks >= 400_000 / RenderCancellation.interval, "only \(asks) polls")
        #expect(full.utf8.count < DenseDataTests.bound)

        let flag = Flag(flipAt: k)
        #expect(throws: RenderCancelled()) {
            _ = try Renderer.cancellableSVG(RenderRequest(
                drawable: Self.sectors, idPrefix: "c", isCancelled: { flag.isCancelled() }))
        }
        let end = Date()
        // the flip is sticky: once seen, no loop asks again, each stops at its next poll
        #expect(flag.calls.load(ordering: .relaxed) == k)
        let after = try #require(flag.flippedAt.withLock { $0 }).distance(to: end)
        #expect(after < max(fullTime / 3, 0.05), "\(after) s after the flip; full render \(fullTime) s")
    }

    @Test func notCancelledGivesTheSameSVG() throws {
        let request = RenderRequest(drawable: .chart(DenseDataTests.chart(.bar, 50)), idPrefix: "n")
        var cancellable = request
        cancellable.isCancelled = { false }
        #expect(try Renderer.cancellableSVG(cancellable) == Renderer.svg(request))
    }

    /// A flip before the render starts throws at once; every mark's loops honour the probe.
    @Test(arguments: [Mark.bar, .point, .line, .area, .rule])
    func everyMarkStops(mark: Mark) {
        let flag = Flag(flipAt: 2)
        #expect(throws: RenderCancelled()) {
            _ = try Renderer.cancellableSVG(RenderRequest(
                drawable: .chart(DenseDataTests.chart(mark, 100_000)), idPrefix: "m",
                isCancelled: { flag.isCancelled() }))
        }
        #expect(flag.calls.load(ordering: .relaxed) == 2)
    }
}
