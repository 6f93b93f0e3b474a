#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The process-wide flags that signals and control messages set: interrupt (SIGINT or
/// `interrupt_request`) and terminate (SIGTERM). Signal handlers only store to these atomics
/// (async-signal-safe); kernel threads poll them.
enum Signals {
    /// Raised by SIGINT and `interrupt_request`; cleared when an execution starts.
    static let interrupt = InterruptFlag()
    /// Set by SIGTERM or SIGHUP.
    static let terminated = Atomic<Bool>(false)

    /// Installs the handlers: SIGINT → `interrupted` (Swift's default would kill the process,
    /// and jupyter_client interrupts before every shutdown), SIGTERM/SIGHUP → `terminated`,
    /// SIGPIPE ignored.
    static func install() {
        // Touch the globals first: their lazy initialisation is not async-signal-safe.
        _ = interrupt.isRaised
        _ = terminated.load(ordering: .relaxed)
        install(SIGINT) { _ in Signals.interrupt.raise() }
        install(SIGTERM) { _ in Signals.terminated.store(true, ordering: .relaxed) }
        install(SIGHUP) { _ in Signals.terminated.store(true, ordering: .relaxed) }
        signal(SIGPIPE, SIG_IGN)
    }

    private static func install(_ number: Int32, _ handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        sigaction(number, &action, nil)
    }
}
