#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The few file and folder operations the kernel needs (reading a csv or a connection file,
/// completing paths, installing a kernelspec), straight on the C library: what Foundation's
/// `FileManager` did for it, without loading Foundation (issue 10: its libraries were a third of
/// the kernel's memory). Paths are absolute or relative to the working directory; symbolic
/// links are followed except by `removeTree`.
public enum Files {
    /// What a path names.
    public enum Kind: Sendable, Equatable {
        /// A regular file, a folder, or anything else (device, pipe, socket).
        case regular, folder, other
    }

    /// `stat(2)` of a path: its kind and size in bytes.
    public struct Status: Sendable, Equatable {
        /// What the path names.
        public let kind: Kind
        /// Bytes (`st_size`; 0 for most devices).
        public let size: Int

        /// A status as `status(_:)` reports it (tests build the expected one).
        public init(kind: Kind, size: Int) {
            self.kind = kind
            self.size = size
        }
    }

    /// The kind and size of what `path` names, following symbolic links.
    /// - Throws: `SystemError` (`stat`), e.g. `ENOENT` when nothing is there.
    public static func status(_ path: String) throws(SystemError) -> Status {
        var info = stat()
        try systemCall("stat", path) { stat(path, &info) }
        let type = info.st_mode & S_IFMT
        let kind: Kind = type == S_IFREG ? .regular : (type == S_IFDIR ? .folder : .other)
        return Status(kind: kind, size: Int(info.st_size))
    }

    /// Whether `path` names anything (a dangling symbolic link names nothing).
    public static func exists(_ path: String) -> Bool {
        (try? status(path)) != nil
    }

    /// The bytes of the file at `path`; reading stops after `limit + 1` bytes, so a caller can
    /// tell a file longer than `limit` without reading all of it.
    /// - Throws: `SystemError` (`open`, `read`).
    public static func read(_ path: String, limit: Int = Int.max - 1) throws(SystemError) -> [UInt8] {
        let descriptor = try systemCall("open", path) { open(path, O_RDONLY | O_CLOEXEC) }
        defer { close(descriptor) }
        var info = stat()
        let sizeHint = fstat(descriptor, &info) == 0 ? Int(info.st_size) : 0
        var bytes = [UInt8](repeating: 0, count: min(max(sizeHint + 1, 4096), limit + 1))
        var count = 0
        while true {
            if count == bytes.count {
                guard count <= limit else { break }
                bytes.append(contentsOf: repeatElement(0, count: min(count, limit + 1 - count)))
            }
            let got = try systemCall("read", path) {
                bytes.withUnsafeMutableBytes { cRead(descriptor, $0.baseAddress! + count, $0.count - count) }
            }
            if got == 0 { break }
            count += got
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// The names in the folder at `path`, without `.` and `..`, in no particular order.
    /// - Throws: `SystemError` (`opendir`, `readdir`).
    public static func entries(ofFolder path: String) throws(SystemError) -> [String] {
        guard let folder = opendir(path) else { throw SystemError(call: "opendir", path: path, errno: errno) }
        defer { closedir(folder) }
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(folder) else {
                if errno != 0 { throw SystemError(call: "readdir", path: path, errno: errno) }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
    }

    /// Writes `bytes` to `path` through a temporary file in the same folder renamed over it, so
    /// a reader sees the old file or the new one whole.
    /// - Parameter permissions: the file's mode bits exactly (`0o755` for a script); `nil`
    ///   gives `0o666` less the umask, as a newly created file gets.
    /// - Throws: `SystemError` (`open`, `write`, `fchmod`, `rename`); the temporary file is
    ///   removed.
    public static func write(_ bytes: [UInt8], to path: String, permissions: UInt32? = nil) throws(SystemError) {
        let temporary = path + ".tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = try systemCall("open", temporary) {
            open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        }
        var isOpen = true
        do throws(SystemError) {
            var written = 0
            while written < bytes.count {
                written += try systemCall("write", temporary) {
                    bytes.withUnsafeBytes { cWrite(descriptor, $0.baseAddress! + written, $0.count - written) }
                }
            }
            if let permissions { try systemCall("fchmod", temporary) { fchmod(descriptor, mode_t(permissions)) } }
            isOpen = false
            // never retried: on Linux the descriptor is gone even when close reports EINTR
            if close(descriptor) != 0 { throw SystemError(call: "close", path: temporary, errno: errno) }
            try systemCall("rename", path) { rename(temporary, path) }
        } catch {
            if isOpen { close(descriptor) }
            unlink(temporary)
            throw error
        }
    }

    /// Creates the folder at `path` and any missing parents (`mkdir -p`; mode `0o777` less the
    /// umask); a folder already there is fine.
    /// - Throws: `SystemError` (`mkdir`), e.g. `EEXIST` when a file stands in the way.
    public static func createFolder(_ path: String) throws(SystemError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += component
            if mkdir(prefix, 0o777) != 0 {
                let code = errno
                guard code == EEXIST, (try? status(prefix))?.kind == .folder else {
                    throw SystemError(call: "mkdir", path: prefix, errno: code)
                }
            }
            prefix += "/"
        }
    }

    /// Removes `path` and, for a folder, everything in it (`rm -r`); symbolic links are removed,
    /// never followed.
    /// - Throws: `SystemError` (`lstat`, `unlink`, `rmdir`, reading a folder).
    public static func removeTree(_ path: String) throws(SystemError) {
        var info = stat()
        try systemCall("lstat", path) { lstat(path, &info) }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            try systemCall("unlink", path) { unlink(path) }
            return
        }
        for name in try entries(ofFolder: path) { try removeTree(path + "/" + name) }
        try systemCall("rmdir", path) { rmdir(path) }
    }
}

// read(2) and write(2) by other names: inside `Files`, `read` and `write` are its own functions.
private func cRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func cWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
