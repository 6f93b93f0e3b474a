/// What `gauge-kernel` was asked to do, parsed from its arguments.
public enum Command: Sendable, Equatable {
    /// Serve a kernel on the ports of this connection file (`-f FILE`); `debug` (`--debug`)
    /// writes diagnostics to stderr.
    case run(connectionFile: String, debug: Bool = false)
    /// Write the kernelspec (`install [--user | --sys-prefix | --prefix DIR] [--name NAME]
    /// [--display-name TEXT] [--debug]`).
    case install(Kernelspec.Location, name: String = Kernelspec.name, displayName: String = "Gauge",
                 debug: Bool = false)
    /// Remove it (`uninstall` with the same location options and `--name`).
    case uninstall(Kernelspec.Location, name: String = Kernelspec.name)
    case version
    case help

    /// The text of `--help`, also printed (to stderr) after a usage error.
    public static let usage = """
        usage: gauge-kernel -f CONNECTION_FILE [--debug]
               gauge-kernel install [--user | --sys-prefix | --prefix DIR] [--name NAME]
                                    [--display-name TEXT] [--debug]
               gauge-kernel uninstall [--user | --sys-prefix | --prefix DIR] [--name NAME]
               gauge-kernel --version | --help

          -f, --connection-file FILE  serve the kernel on the ports in FILE (Jupyter does this)
          --debug                     write diagnostics to stderr (also GAUGE_KERNEL_DEBUG=1)
          install                     write the kernelspec so `jupyter kernelspec list` shows gauge:
            --user                    into ~/.local/share/jupyter (or $JUPYTER_DATA_DIR)
            --sys-prefix              into the active Python environment (e.g. a virtualenv)
            --prefix DIR              into DIR/share/jupyter
                                      (none of these: /usr/local/share/jupyter)
            --name NAME               the kernelspec's name (default gauge)
            --display-name TEXT       the name the Launcher shows (default Gauge)
            --debug                   the installed kernel writes diagnostics to stderr
          uninstall                   remove the kernelspec NAME (default gauge) from that place
        """

    /// A usage error: the message names the offending argument.
    public struct UsageError: Error, Equatable, CustomStringConvertible {
        public var description: String
    }

    /// Parses the arguments after the program name. Arguments after `-f FILE` other than
    /// `--debug` are ignored: Jupyter clients such as `jupyter run` append their own to the
    /// kernelspec's argv.
    /// - Throws: `UsageError` for unknown or missing arguments, and extra ones after any other
    ///   command (exit code 2).
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        var rest = arguments[...]
        let debug = rest.contains("--debug")
        if rest.first == "--debug" { rest.removeFirst() }
        guard let first = rest.popFirst() else { throw UsageError(description: "no command given") }
        switch first {
        case "-f", "--connection-file":
            guard let file = rest.popFirst() else { throw UsageError(description: "\(first) needs a file") }
            // Jupyter clients may append their own arguments to a kernel's argv (`jupyter run`
            // passes its file names on), so a kernel being served tolerates what follows.
            return .run(connectionFile: file, debug: debug)
        case _ where first.hasPrefix("--connection-file="):
            return .run(connectionFile: String(first.dropFirst("--connection-file=".count)), debug: debug)
        case "install":
            let options = try InstallOptions.parse(&rest, allowing: ["--name", "--display-name", "--debug"])
            return .install(options.location, name: options.name, displayName: options.displayName,
                            debug: options.debug)
        case "uninstall":
            let options = try InstallOptions.parse(&rest, allowing: ["--name"])
            return .uninstall(options.location, name: options.name)
        case "--version", "-V", "--help", "-h", "help":
            if let extra = rest.first { throw UsageError(description: "unexpected argument \"\(extra)\"") }
            return first == "--version" || first == "-V" ? .version : .help
        default:
            throw UsageError(description: "unknown argument \"\(first)\"")
        }
    }
}

/// The options of `install` and `uninstall`, in any order.
private struct InstallOptions {
    var location: Kernelspec.Location = .system
    var name = Kernelspec.name
    var displayName = "Gauge"
    var debug = false

    static func parse(_ rest: inout ArraySlice<String>,
                      allowing extras: Set<String>) throws(Command.UsageError) -> InstallOptions {
        var options = InstallOptions()
        var placed: String?
        func place(_ location: Kernelspec.Location, _ flag: String) throws(Command.UsageError) {
            if let placed {
                throw Command.UsageError(description: "\(flag) after \(placed): give one of --user, --sys-prefix, --prefix DIR")
            }
            placed = flag
            options.location = location
        }
        func value(of flag: String, _ what: String) throws(Command.UsageError) -> String {
            guard let text = rest.popFirst() else { throw Command.UsageError(description: "\(flag) needs \(what)") }
            return text
        }
        while let flag = rest.popFirst() {
            guard ["--user", "--sys-prefix", "--prefix"].contains(flag) || extras.contains(flag) else {
                throw Command.UsageError(description: "unknown option \"\(flag)\"")
            }
            switch flag {
            case "--user": try place(.user, flag)
            case "--sys-prefix": try place(.sysPrefix, flag)
            case "--prefix": try place(.prefix(try value(of: flag, "a directory")), flag)
            case "--name": options.name = try value(of: flag, "a kernel name")
            case "--display-name": options.displayName = try value(of: flag, "a name")
            default: options.debug = true
            }
        }
        return options
    }
}
