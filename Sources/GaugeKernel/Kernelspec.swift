import Foundation

/// The gauge kernelspec: `kernel.json` and logos, written where `jupyter kernelspec list` finds
/// them (Jupyter docs, "Kernel specs": `share/jupyter/kernels/NAME` under a data directory).
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

    /// Errors of `install`; `description` says what to do.
    public enum InstallError: Error, CustomStringConvertible {
        case noSysPrefix
        case missingLogo(String)
        case writeFailed(String, String)

        public var description: String {
            switch self {
            case .noSysPrefix:
                "no Python environment found: activate a virtualenv or use --user or --prefix DIR"
            case .missingLogo(let path):
                "logo not found at \(path): set GAUGE_KERNELSPEC_DIR to the checkout's kernelspec/"
            case .writeFailed(let path, let reason): "cannot write \(path): \(reason)"
            }
        }
    }

    /// The kernel's directory name and `language`.
    public static let name = "gauge"

    /// The absolute path of the `gauge-kernel` binary that `kernel.json` runs.
    public var executable: String
    /// The folder holding `logo-32x32.png` and `logo-64x64.png`.
    public var resourceDirectory: String

    /// - Parameters:
    ///   - executable: absolute path of the binary to put in `argv`.
    ///   - resourceDirectory: the folder with the logos (the checkout's `kernelspec/`).
    public init(executable: String, resourceDirectory: String) {
        self.executable = executable
        self.resourceDirectory = resourceDirectory
    }

    /// The `kernel.json` document: argv with `{connection_file}`, display name `Gauge`,
    /// language `gauge`, `interrupt_mode` `message` (interrupts arrive on the control channel).
    public var kernelJSON: String {
        let object: [String: Any] = [
            "argv": [executable, "-f", "{connection_file}"],
            "display_name": "Gauge",
            "language": Self.name,
            "interrupt_mode": "message",
            "metadata": ["debugger": false],
        ]
        let data = (try? JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The kernels folder for `location`, e.g. `/venv/share/jupyter/kernels`.
    /// - Throws: `InstallError.noSysPrefix` when `.sysPrefix` finds no Python environment.
    public static func kernelsDirectory(for location: Location,
                                        environment: [String: String]) throws(InstallError) -> String {
        let dataDirectory: String
        switch location {
        case .user:
            dataDirectory = environment["JUPYTER_DATA_DIR"]
                ?? (environment["HOME"] ?? NSHomeDirectory()) + "/.local/share/jupyter"
        case .sysPrefix:
            guard let prefix = environment["VIRTUAL_ENV"] ?? pythonPrefix() else {
                throw .noSysPrefix
            }
            dataDirectory = prefix + "/share/jupyter"
        case .prefix(let directory):
            dataDirectory = directory + "/share/jupyter"
        case .system:
            dataDirectory = "/usr/local/share/jupyter"
        }
        return dataDirectory + "/kernels"
    }

    /// Writes `kernel.json` and the logos into `kernelsDirectory/gauge`, replacing an older copy.
    /// - Returns: the kernel's folder.
    /// - Throws: `InstallError` when a logo is missing or a file cannot be written.
    @discardableResult
    public func install(into kernelsDirectory: String) throws(InstallError) -> String {
        let folder = kernelsDirectory + "/" + Self.name
        let files = FileManager.default
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try kernelJSON.write(toFile: folder + "/kernel.json", atomically: true, encoding: .utf8)
        } catch {
            throw .writeFailed(folder, error.localizedDescription)
        }
        for logo in ["logo-32x32.png", "logo-64x64.png"] {
            let source = resourceDirectory + "/" + logo
            guard let bytes = files.contents(atPath: source) else { throw .missingLogo(source) }
            guard files.createFile(atPath: folder + "/" + logo, contents: bytes) else {
                throw .writeFailed(folder + "/" + logo, "could not create the file")
            }
        }
        return folder
    }

    private static func pythonPrefix() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys; print(sys.prefix)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        guard (try? process.run()) != nil else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let prefix = String(decoding: data, as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return prefix.isEmpty ? nil : prefix
    }
}
