#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// A joinable POSIX thread running one closure (socket owners need a thread of their own).
final class KernelThread: Sendable {
    private let finished = Mutex(false)
    /// Broadcast once when the body returns, so `join` wakes at once instead of polling.
    private let done = ConditionLock()
    private let thread: Mutex<pthread_t?> = Mutex(nil)

    private final class Box: @unchecked Sendable {
        let body: @Sendable () -> Void
        let owner: KernelThread
        init(body: @escaping @Sendable () -> Void, owner: KernelThread) {
            self.body = body
            self.owner = owner
        }
    }

    /// Starts `body` on a new thread.
    /// Returns `nil` when the system refuses a thread.
    static func start(_ body: @escaping @Sendable () -> Void) -> KernelThread? {
        let thread = KernelThread()
        let box = Unmanaged.passRetained(Box(body: body, owner: thread))
        var handle = pthread_t()
        let result = pthread_create(&handle, nil, { raw in
            guard let raw else { return nil }
            let box = Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()
            box.body()
            box.owner.done.withLock {
                box.owner.finished.withLock { $0 = true }
                box.owner.done.broadcast()
            }
            return nil
        }, box.toOpaque())
        guard result == 0 else {
            box.release()
            return nil
        }
        thread.thread.withLock { $0 = handle }
        return thread
    }

    /// `true` once the body has returned.
    var isFinished: Bool { finished.withLock { $0 } }

    /// Waits up to `seconds` for the body to return, then joins it.
    /// - Returns: `false` when it is still running (it is then left detached).
    @discardableResult
    func join(timeout seconds: Double) -> Bool {
        let deadline = ContinuousClock.now + .seconds(seconds)
        done.withLock {
            while !isFinished, done.wait(until: deadline) {}
        }
        guard let handle = thread.withLock({ value -> pthread_t? in
            defer { value = nil }
            return value
        }) else { return isFinished }
        if isFinished {
            pthread_join(handle, nil)
            return true
        }
        pthread_detach(handle)
        return false
    }
}
