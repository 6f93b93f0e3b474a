/// Thrown by `Renderer.cancellableSVG(_:)` when the request's `isCancelled` answered true
/// during the render; nothing is returned and the partial work is dropped.
public struct RenderCancelled: Error, Sendable, Equatable {
    public init() {}
}

/// Cooperative cancellation of one render: the O(n) loops (model resolution, layout,
/// keyframes, SVG writer) call `poll(_:)` with their element index; every
/// `RenderCancellation.interval` elements it asks the request's `isCancelled`. Once that
/// answers true, every later poll answers true at once, so each loop stops within
/// `interval` elements and the ones after it stop at their first element. A loop that stops
/// leaves a consistent but truncated result, which the renderer then discards.
///
/// The probe travels as a task-local value, so the pipeline's signatures stay as they are;
/// rendering is synchronous on the caller's thread, and without a probe `poll` answers false.
enum RenderCancellation {
    /// Elements between two calls of `isCancelled`.
    static let interval = 4_096

    /// The running render's cancellation state (touched by the rendering thread only).
    final class Probe: @unchecked Sendable {
        let isCancelled: @Sendable () -> Bool
        private(set) var cancelled = false

        init(_ isCancelled: @escaping @Sendable () -> Bool) { self.isCancelled = isCancelled }

        func check() -> Bool {
            if !cancelled, isCancelled() { cancelled = true }
            return cancelled
        }
    }

    @TaskLocal static var probe: Probe?

    /// True when the render is cancelled; asks `isCancelled` only when `index` is a multiple
    /// of `interval` (0 included), so call it once per element with the element's index.
    @inline(__always)
    static func poll(_ index: Int) -> Bool {
        guard index & (interval - 1) == 0 else { return false }
        return probe?.check() ?? false
    }

    /// True once the render is known to be cancelled (asks `isCancelled` again).
    static var isCancelled: Bool { probe?.check() ?? false }

    /// True when an earlier poll saw the cancellation (does not ask again): a stage can then
    /// drop its input so the stages after it have nothing left to do.
    static var wasCancelled: Bool { probe?.cancelled ?? false }
}
