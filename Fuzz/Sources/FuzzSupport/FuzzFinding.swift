#if canImport(Glibc)
import Glibc
#endif

/// Stops the fuzz run on a finding: writes what was wrong to stderr (unbuffered, so it is in the
/// log before the trap) and traps, so libFuzzer writes the input as `crash-…` (with
/// `SWIFT_BACKTRACE=enable=no`, see shared/FUZZING.md).
public enum FuzzFinding {
    /// Traps when `problems` is not empty; `what` names the output checked.
    public static func check(_ problems: [String], in what: String, output: String) {
        guard !problems.isEmpty else { return }
        report("FINDING in \(what): " + problems.joined(separator: "; ") + "\n")
        report("output starts: " + String(output.prefix(400)).debugDescription + "\n")
        fatalError("fuzz finding in \(what)")
    }

    private static func report(_ text: String) {
        var text = text
        text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
    }
}
