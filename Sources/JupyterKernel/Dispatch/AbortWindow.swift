import JupyterWire

/// The execute_requests to abort after a cell fails with `stop_on_error` (ipykernel's
/// `_abort_queues`): those the client sent before the failure, even when they reach the socket
/// a moment after it.
///
/// A front end's Run All sends one execute_request per cell, but jupyter_server forwards them
/// one websocket frame at a time; a gauge cell fails in microseconds, so the next cell's request
/// is often not yet waiting when the queue is taken, and used to run. A request whose header
/// `date` is earlier than the failure (both clocks are this machine's, or close) was sent before
/// the client could have seen the error, so it is aborted too. The window is short so that a
/// clock far off never aborts the cell a user runs after reading the error; a request without a
/// date runs.
struct AbortWindow {
    /// How long after the failure a request may arrive and still be aborted by its date.
    static let length: Duration = .milliseconds(500)

    /// When the failure was found, just before its reply went out: seconds since 1970, the
    /// clock of message dates.
    let failedAt: Double
    /// When the window closes, on the monotonic clock.
    let closes: ContinuousClock.Instant

    /// A window opening now.
    init(now: ContinuousClock.Instant = .now) {
        failedAt = ISO8601Timestamp.seconds(from: ISO8601Timestamp.now()) ?? 0
        closes = now.advanced(by: Self.length)
    }

    /// Whether the window is still open at `now`.
    func isOpen(at now: ContinuousClock.Instant = .now) -> Bool { now < closes }

    /// Whether `request` was sent before the failure.
    func covers(_ request: Message) -> Bool {
        guard let sent = request.header.date.flatMap(ISO8601Timestamp.seconds(from:)) else { return false }
        return sent < failedAt
    }
}
