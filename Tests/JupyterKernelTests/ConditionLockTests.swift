#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import JupyterKernel
import Synchronization
import Testing

/// The pthread mutex and condition variable that replaced NSCondition and DispatchSemaphore.
@Suite struct ConditionLockTests {
    @Test func aDeadlineInThePastReturnsAtOnceAndALaterOneIsWaitedFor() {
        let condition = ConditionLock()
        condition.withLock {
            #expect(!condition.wait(until: .now - .seconds(1)))
            let start = ContinuousClock.now
            while condition.wait(until: start + .milliseconds(30)) {}
            #expect(ContinuousClock.now - start >= .milliseconds(30))
        }
    }

    @Test func aSignalWakesTheWaiterBeforeItsDeadline() throws {
        let condition = ConditionLock()
        let ready = Mutex(false)
        let thread = try #require(KernelThread.start {
            condition.withLock {
                ready.withLock { $0 = true }
                condition.broadcast()
            }
        })
        let deadline = ContinuousClock.now + .seconds(30)
        let beforeDeadline = condition.withLock {
            var open = true
            while !ready.withLock({ $0 }), open { open = condition.wait(until: deadline) }
            return open
        }
        #expect(beforeDeadline && ready.withLock { $0 })
        #expect(thread.join(timeout: 30))
        #expect(thread.isFinished)
    }

    @Test func joinGivesUpOnABodyStillRunningAndLifecycleWaitsForStop() throws {
        let release = Mutex(false)
        let thread = try #require(KernelThread.start {
            while !release.withLock({ $0 }) { usleep(1_000) }
        })
        #expect(!thread.join(timeout: 0.02))
        release.withLock { $0 = true }

        let lifecycle = KernelLifecycle()
        #expect(!lifecycle.waitForStop(seconds: 0.01))
        let stopper = try #require(KernelThread.start { lifecycle.stop(.terminated) })
        #expect(lifecycle.waitForStop(seconds: 30))
        #expect(lifecycle.stopReason == .terminated)
        #expect(stopper.join(timeout: 30))
    }
}
