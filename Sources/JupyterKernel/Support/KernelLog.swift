#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One-line diagnostics on stderr, prefixed `[gauge-kernel]`; never on stdout (which a
/// client may show as kernel output).
enum KernelLog {
    static func info(_ text: String) {
        // One write(2) per line so lines from several threads do not interleave.
        let line = Array("[gauge-kernel] \(text)\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
}
