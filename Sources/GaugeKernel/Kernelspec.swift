import JupyterWire

/// The gauge kernelspec: `kernel.json`, a launcher and logos, written where `jupyter kernelspec
/// list` finds them (Jupyter docs, "Kernel specs": `share/jupyter/kernels/NAME` under a data
/// directory).
///
/// `kernel.json` runs `{resource_dir}/gauge-kernel`, a small `sh` launcher in the kernelspec's
/// own folder that `exec`s the built binary by its absolute path. Jupyter substitutes
/// `{resource_dir}`, so the kernelspec survives a moved environment; when the binary itself is
/// gone (a moved or deleted checkout) the launcher says so and how to reinstall, on stderr,
/// where JupyterLab's server log and nbclient's "kernel died" error show it.
public struct Kernelspec: Sendable {
    /// Where to install, as `jupyter kernelspec install` names the places.
    public enum Location: Sendable, Equatable {
        /// `$JUPYTER_DATA_DIR`, else `~/.local/share/jupyter`.
        case user
        /// The active Python environment: `$VIRTUAL_ENV`, else `python3`'s `sys.prefix`.
        case sysPrefix
        /// `DIR/share/jupyter`.
        case prefix(String)
        /// The system-wide `/usr/local/share/jupyter` (`jupyter kernelspec install`'s default).
        case system
    }

    /// Errors of `install` and `uninstall`; `description` says what to do.
    public enum InstallError: Error, CustomStringConvertible, Equatable {
        case noSysPrefix
        case missingLogo(String)
        case writeFailed(String, String)
        /// `--name` is not a Jupyter kernel name.
        case invalidName(String)
        /// `uninstall` found a kernelspec of this name that is not gauge's (folder, language).
        case notGauge(String, String)

        public var description: String {
            switch self {
            case .noSysPrefix:
                "no Python environment found: activate a virtualenv or use --user or --prefix DIR"
            case .missingLogo(let path):
                "logo not found at \(path): set GAUGE_KERNELSPEC_DIR to the checkout's kernelspec/"
            case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
            case .invalidName(let name):
                "\"\(name)\" is not a kernel name: use ASCII letters, digits, \".\", \"_\" and \"-\""
            case .notGauge(let folder, let language):
                "\(folder) holds a kernelspec for \(language.isEmpty ? "another kernel" : language), "
                    + "not gauge: left in place"
            }
        }
    }

    /// The kernel's `language`, and its default kernelspec name.
    public static let name = "gauge"
    /// The name the launcher has in the kernelspec folder (`argv[0]`).
    public static let launcherName = "gauge-kernel"
    /// The files `install` copies from `resourceDirectory`: the checkout's name → the name
    /// Jupyter looks for (JupyterLab's launcher prefers `logo-svg`).
    public static let logos = [("logo-32x32.png", "logo-32x32.png"), ("logo-64x64.png", "logo-64x64.png"),
                               ("logo.svg", "logo-svg.svg")]

    /// The checkout this binary was built from (this source file's path at build time, less
    /// `Sources/GaugeKernel/Kernelspec.swift`): its `kernelspec/` holds the logos, its `docs/`
    /// the language reference.
    public static let checkoutDirectory: String = {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    /// The absolute path of the `gauge-kernel` binary that the launcher runs.
    public var executable: String
    /// The folder holding the logos (the checkout's `kernelspec/`).
    public var resourceDirectory: String
    /// The kernelspec's folder name, what `--kernel NAME` and `-k NAME` choose.
    public var kernelName: String
    /// What the Launcher and the kernel menu show.
    public var displayName: String
    /// Adds `--debug` to argv: the kernel writes its diagnostics to stderr.
    public var debug: Bool

    /// - Parameters:
    ///   - executable: absolute path of the binary the launcher `exec`s.
    ///   - resourceDirectory: the folder with the logos (the checkout's `kernelspec/`).
    ///   - kernelName: the folder name (default `gauge`).
    ///   - displayName: the menu's name (default `Gauge`).
    ///   - debug: whether argv carries `--debug`.
    public init(executable: String, resourceDirectory: String, kernelName: String = Kernelspec.name,
                displayName: String = "Gauge", debug: Bool = false) {
        self.executable = executable
        self.resourceDirectory = resourceDirectory
        self.kernelName = kernelName
        self.displayName = displayName
        self.debug = debug
    }

    /// The `kernel.json` document: argv (the launcher, `-f {connection_file}`, maybe `--debug`),
    /// the display name, language `gauge`, `interrupt_mode` `message` (interrupts arrive on the
    /// control channel).
    public var kernelJSON: String {
        let argv = ["{resource_dir}/" + Self.launcherName, "-f", "{connection_file}"] + (debug ? ["--debug"] : [])
        let object: JSON = [
            "argv": .array(argv.map(JSON.string)),
            "display_name": .string(displayName),
            "language": .string(Self.name),
            "interrupt_mode": "message",
            "metadata": ["debugger": false],
        ]
        return object.prettyPrinted() + "\n"
    }

    /// The launcher: `exec`s `executable` with the arguments Jupyter gives, or, when it is
    /// missing, says so on stderr with the commands that rebuild and reinstall, and exits 127
    /// (the shell's "command not found").
    public var launcherScript: String {
        let quoted = Self.shellQuoted(executable)
        return """
            #!/bin/sh
            # The gauge kernel's launcher, written by `gauge-kernel install`: kernel.json runs it
            # as {resource_dir}/\(Self.launcherName), and it runs the binary below.
            kernel=\(quoted)
            if [ ! -x "$kernel" ]; then
                echo "gauge: the kernel binary $kernel is missing (was the checkout moved or deleted?)." >&2
                echo "gauge: in the checkout, run scripts/setup, or build it and run" >&2
                echo "gauge:   .build/release/gauge-kernel install --sys-prefix   (or --user, --prefix DIR)" >&2
                exit 127
            fi
            exec "$kernel" "$@"

            """
    }

    /// `text` in single quotes for `sh`, with `'` written as `'\''`.
    static func shellQuoted(_ text: String) -> String {
        var quoted = "'"
        for scalar in text.unicodeScalars {  // by scalar: a combining mark does not hide a quote from sh
            if scalar == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(scalar) }
        }
        return quoted + "'"
    }

    /// Whether `name` is a Jupyter kernel name (jupyter_client: ASCII letters, digits, `.`,
    /// `_`, `-`).
    public static func isValidKernelName(_ name: String) -> Bool {
        !name.isEmpty && name.unicodeScalars.allSatisfy { c in
            c.isASCII && (("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c)
                          || c == "." || c == "_" || c == "-")
        }
    }
}
