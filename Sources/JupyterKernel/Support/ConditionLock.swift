#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mutex with a condition variable, for threads that wait for state another thread changes,
/// with or without a deadline: what `NSCondition` and `DispatchSemaphore`'s timed waits did,
/// straight on pthreads (so neither Foundation nor libdispatch is loaded; issue 10).
///
/// Wait in a loop on the guarded state: a wait can return without a signal. Deadlines are
/// `ContinuousClock` instants, the clock the kernel measures time on.
final class ConditionLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)  // immune to the wall clock being set
        #endif
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    func lock() { pthread_mutex_lock(mutex) }

    func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` holding the lock.
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }

    /// Wakes one waiting thread.
    func signal() { pthread_cond_signal(condition) }

    /// Wakes every waiting thread.
    func broadcast() { pthread_cond_broadcast(condition) }

    /// Releases the lock until signalled, then holds it again. The caller holds the lock.
    func wait() { pthread_cond_wait(condition, mutex) }

    /// As `wait()`, returning at the latest at `deadline`.
    /// - Returns: `false` once the deadline has passed.
    @discardableResult
    func wait(until deadline: ContinuousClock.Instant) -> Bool {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return false }
        var now = timespec()
        #if canImport(Darwin)
        clock_gettime(CLOCK_REALTIME, &now)
        #else
        clock_gettime(CLOCK_MONOTONIC, &now)
        #endif
        // at most a day ahead, so the seconds cannot overflow
        let (seconds, attoseconds) = min(left, .seconds(86_400)).components
        var nanoseconds = Int(now.tv_nsec) + Int(attoseconds / 1_000_000_000)
        var wholeSeconds = Int(now.tv_sec) + Int(seconds)
        if nanoseconds >= 1_000_000_000 {
            nanoseconds -= 1_000_000_000
            wholeSeconds += 1
        }
        var until = timespec(tv_sec: time_t(wholeSeconds), tv_nsec: nanoseconds)
        pthread_cond_timedwait(condition, mutex, &until)
        return ContinuousClock.now < deadline
    }
}
