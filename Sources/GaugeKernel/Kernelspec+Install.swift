import HostSystem
import JupyterWire

extension Kernelspec {
    /// The kernels folder for `location`, e.g. `/venv/share/jupyter/kernels`.
    /// - Throws: `InstallError.noSysPrefix` when `.sysPrefix` finds no Python environment.
    public static func kernelsDirectory(for location: Location,
                                        environment: [String: String]) throws(InstallError) -> String {
        let dataDirectory: String
        switch location {
        case .user:
            dataDirectory = environment["JUPYTER_DATA_DIR"]
                ?? (environment["HOME"] ?? ProcessEnvironment.homeDirectory) + "/.local/share/jupyter"
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

    /// Writes `kernel.json`, the launcher (mode 755) and the logos into
    /// `kernelsDirectory/kernelName`, replacing an older copy; running it again changes nothing.
    /// - Returns: the kernel's folder.
    /// - Throws: `InstallError` for an invalid name, a missing logo or a file that cannot be
    ///   written.
    @discardableResult
    public func install(into kernelsDirectory: String) throws(InstallError) -> String {
        guard Self.isValidKernelName(kernelName) else { throw .invalidName(kernelName) }
        let folder = kernelsDirectory + "/" + kernelName
        var logos: [(String, [UInt8])] = []
        for (source, target) in Self.logos {
            guard let bytes = try? Files.read(resourceDirectory + "/" + source) else {
                throw .missingLogo(resourceDirectory + "/" + source)
            }
            logos.append((target, bytes))
        }
        do {
            try Files.createFolder(folder)
            try Files.write(Array(kernelJSON.utf8), to: folder + "/kernel.json")
            try Files.write(Array(launcherScript.utf8), to: folder + "/" + Self.launcherName, permissions: 0o755)
            for (name, bytes) in logos { try Files.write(bytes, to: folder + "/" + name) }
        } catch {
            throw .writeFailed(folder, error.description)
        }
        return folder
    }

    /// Removes `kernelsDirectory/name` if it is a gauge kernelspec (`language` `gauge`).
    /// - Returns: the folder removed, or `nil` when there was none (uninstalling twice is fine).
    /// - Throws: `InstallError.invalidName`, `.notGauge` for another kernel's kernelspec (it is
    ///   kept), `.writeFailed` when the folder cannot be removed.
    @discardableResult
    public static func uninstall(name: String, from kernelsDirectory: String) throws(InstallError) -> String? {
        guard isValidKernelName(name) else { throw .invalidName(name) }
        let folder = kernelsDirectory + "/" + name
        guard Files.exists(folder) else { return nil }
        let language = (try? Files.read(folder + "/kernel.json", limit: 1 << 20))
            .flatMap { try? JSONParser.parse($0)["language"]?.stringValue } ?? ""
        guard language == Self.name else { throw .notGauge(folder, language) }
        do {
            try Files.removeTree(folder)
        } catch {
            throw .writeFailed(folder, error.description)
        }
        return folder
    }

    /// `sys.prefix` of the `python3` on `PATH`, or `nil` when there is none.
    private static func pythonPrefix() -> String? {
        guard let output = ProcessEnvironment.output(of: ["python3", "-c", "import sys; print(sys.prefix)"]) else {
            return nil
        }
        let prefix = String(String(decoding: output, as: UTF8.self).drop(while: \.isWhitespace)
            .reversed().drop(while: \.isWhitespace).reversed())
        return prefix.isEmpty ? nil : prefix
    }
}
