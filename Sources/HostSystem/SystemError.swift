#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A failed C library call: which call, on which path, and `errno` with the C library's text
/// for it (`open /x/y.csv: No such file or directory (errno 2)`).
public struct SystemError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The C function, e.g. `open`, `mkdir`.
    public let call: String
    /// The path the call was given (`""` when it takes none).
    public let path: String
    /// The C library's error number (`ENOENT`, `EACCES`, …).
    public let errno: Int32

    /// - Parameters: the call's name, its path (`""` for none) and `errno` as it failed.
    public init(call: String, path: String, errno: Int32) {
        self.call = call
        self.path = path
        self.errno = errno
    }

    /// `strerror`'s text, e.g. `Permission denied`.
    public var reason: String { String(cString: strerror(errno)) }

    /// `open /x/y.csv: No such file or directory (errno 2)`.
    public var description: String {
        "\(call)\(path.isEmpty ? "" : " " + path): \(reason) (errno \(errno))"
    }
}

/// Runs one C call, retrying on `EINTR` (a signal arrived) and turning a result of -1 into
/// `SystemError` (the swift-nio `syscall` pattern, as `zmqCall` does for libzmq).
/// - Throws: `SystemError` with the call's name, the path and `errno`.
@discardableResult
func systemCall<Result: FixedWidthInteger>(_ call: String, _ path: String = "",
                                           _ body: () -> Result) throws(SystemError) -> Result {
    while true {
        let result = body()
        if result != -1 { return result }
        let code = errno
        if code == EINTR { continue }
        throw SystemError(call: call, path: path, errno: code)
    }
}
