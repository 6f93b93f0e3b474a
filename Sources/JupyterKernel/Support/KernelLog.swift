#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// One-line diagnostics on stderr, prefixed `[gauge-kernel]`; never on stdout (which a
/// client may show as kernel output).
///
/// Silent by default, so `jupyter console` and nbconvert logs show nothing from a healthy
/// kernel: `info` lines (start, stop, ignored requests) appear only in debug mode,
/// `GAUGE_KERNEL_DEBUG=1` in the kernel's environment or `--debug` in its argv. `error` lines
/// always appear: the kernel cannot start, or it dropped a message (a bad signature among
/// them, which ipykernel logs as an error too).
public enum KernelLog {
    private static let debugEnabled = Atomic<Bool>(environmentAsksForDebug())

    /// Whether `info` lines are written.
    public static var isDebugEnabled: Bool { debugEnabled.load(ordering: .relaxed) }

    /// Turns debug lines on (`gauge-kernel --debug`).
    public static func enableDebug() {
        debugEnabled.store(true, ordering: .relaxed)
    }

    /// A diagnostic for debugging; written only in debug mode.
    static func info(_ text: String) {
        guard isDebugEnabled else { return }
        emit(text)
    }

    /// Something went wrong that the user should see; always written.
    static func error(_ text: String) {
        emit(text)
    }

    private static func emit(_ text: String) {
        // One write(2) per line so lines from several threads do not interleave.
        let line = Array("[gauge-kernel] \(text)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// `GAUGE_KERNEL_DEBUG` set to anything but empty, `0`, `false` or `no`.
    static func environmentAsksForDebug() -> Bool {
        guard let raw = getenv("GAUGE_KERNEL_DEBUG") else { return false }
        return !["", "0", "false", "no"].contains(String(cString: raw).lowercased())
    }
}
