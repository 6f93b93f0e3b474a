#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the process was started with and where it runs: environment variables, working
/// directory, its own executable, the user's home; and running a helper command. What
/// Foundation's `ProcessInfo`, `FileManager` and `Process` did for the kernel.
public enum ProcessEnvironment {
    /// Every environment variable (`environ`); for a name given twice, the first.
    public static var variables: [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }

    /// The working directory (`getcwd`), or `"."` when it cannot be named (deleted, too long).
    public static var currentDirectory: String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// `path` with symbolic links, `.` and `..` resolved (`realpath`), or `nil` when it names
    /// nothing.
    public static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The running executable's absolute path (`/proc/self/exe` resolved), or `nil` where there
    /// is no `/proc`.
    public static var executablePath: String? { resolvedPath("/proc/self/exe") }

    /// `HOME`, else the user database's home folder for this user, else `/`.
    public static var homeDirectory: String {
        if let home = getenv("HOME") { return String(cString: home) }
        if let user = getpwuid(getuid()), let home = user.pointee.pw_dir { return String(cString: home) }
        return "/"
    }

    /// Runs `arguments` (the first found on `PATH`, as `/usr/bin/env` would) with this
    /// process's environment, standard input and error, and waits for it.
    /// - Returns: what it wrote on standard output, or `nil` when it could not start or
    ///   exited with a status other than 0.
    public static func output(of arguments: [String]) -> [UInt8]? {
        guard !arguments.isEmpty else { return nil }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { return nil }
        defer { close(pipeEnds[0]) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
        var argv = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var child: pid_t = 0
        let spawned = posix_spawnp(&child, arguments[0], &actions, nil, &argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if got > 0 {
                output += chunk[..<got]
            } else if got == 0 || errno != EINTR {
                break
            }
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        // WIFEXITED and WEXITSTATUS: the low 7 bits 0 (not signalled), the status in bits 8–15
        return status & 0x7f == 0 && (status >> 8) & 0xff == 0 ? output : nil
    }
}
