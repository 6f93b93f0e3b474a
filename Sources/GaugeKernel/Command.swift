/// What `gauge-kernel` was asked to do, parsed from its arguments.
public enum Command: Sendable, Equatable {
    /// Serve a kernel on the ports of this connection file (`-f FILE`).
    case run(connectionFile: String)
    /// Write the kernelspec (`install [--user | --sys-prefix | --prefix DIR]`).
    case install(Kernelspec.Location)
    case version
    case help

    /// The text of `--help`, also printed (to stderr) after a usage error.
    public static let usage = """
        usage: gauge-kernel -f CONNECTION_FILE
               gauge-kernel install [--user | --sys-prefix | --prefix DIR]
               gauge-kernel --version | --help

          -f, --connection-file FILE  serve the kernel on the ports in FILE (Jupyter does this)
          install                     write the kernelspec so `jupyter kernelspec list` shows gauge:
            --user                    into ~/.local/share/jupyter (or $JUPYTER_DATA_DIR)
            --sys-prefix              into the active Python environment (e.g. a virtualenv)
            --prefix DIR              into DIR/share/jupyter
                                      (none of these: /usr/local/share/jupyter)
        """

    /// A usage error: the message names the offending argument.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Parses the arguments after the program name. Arguments after `-f FILE` are ignored:
    /// Jupyter clients such as `jupyter run` append their own to the kernelspec's argv.
    /// - Throws: `UsageError` for unknown or missing arguments, and extra ones after any other
    ///   command (exit code 2).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        guard let first = rest.popFirst() else { throw UsageError(description: "no command given") }
        let command: Command
        switch first {
        case "-f", "--connection-file":
            guard let file = rest.popFirst() else { throw UsageError(description: "\(first) needs a file") }
            command = .run(connectionFile: file)
        case _ where first.hasPrefix("--connection-file="):
            command = .run(connectionFile: String(first.dropFirst("--connection-file=".count)))
        case "install":
            command = .install(try parseLocation(&rest))
        case "--version", "-V":
            command = .version
        case "--help", "-h", "help":
            command = .help
        default:
            throw UsageError(description: "unknown argument \"\(first)\"")
        }
        // Jupyter clients may append their own arguments to a kernel's argv (`jupyter run`
        // passes its file names on), so a kernel being served tolerates what follows.
        if case .run = command { return command }
        if let extra = rest.first { throw UsageError(description: "unexpected argument \"\(extra)\"") }
        return command
    }

    private static func parseLocation(_ rest: inout ArraySlice<String>) throws(UsageError) -> Kernelspec.Location {
        switch rest.popFirst() {
        case nil: return .system
        case "--user": return .user
        case "--sys-prefix": return .sysPrefix
        case "--prefix":
            guard let directory = rest.popFirst() else { throw UsageError(description: "--prefix needs a directory") }
            return .prefix(directory)
        case let other?: throw UsageError(description: "unknown install option \"\(other)\"")
        }
    }
}
