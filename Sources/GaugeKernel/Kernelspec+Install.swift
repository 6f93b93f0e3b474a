import Foundation

extension Kernelspec {
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

    /// Writes `kernel.json`, the launcher (mode 755) and the logos into
    /// `kernelsDirectory/kernelName`, replacing an older copy; running it again changes nothing.
    /// - Returns: the kernel's folder.
    /// - Throws: `InstallError` for an invalid name, a missing logo or a file that cannot be
    ///   written.
    @discardableResult
    public func install(into kernelsDirectory: String) throws(InstallError) -> String {
        guard Self.isValidKernelName(kernelName) else { throw .invalidName(kernelName) }
        let folder = kernelsDirectory + "/" + kernelName
        let files = FileManager.default
        var logos: [(String, Data)] = []
        for (source, target) in Self.logos {
            guard let bytes = files.contents(atPath: resourceDirectory + "/" + source) else {
                throw .missingLogo(resourceDirectory + "/" + source)
            }
            logos.append((target, bytes))
        }
        let launcher = folder + "/" + Self.launcherName
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try kernelJSON.write(toFile: folder + "/kernel.json", atomically: true, encoding: .utf8)
            try launcherScript.write(toFile: launcher, atomically: true, encoding: .utf8)
            try files.setAttributes([.posixPermissions: 0o755], ofItemAtPath: launcher)
        } catch {
            throw .writeFailed(folder, error.localizedDescription)
        }
        for (name, bytes) in logos {
            guard files.createFile(atPath: folder + "/" + name, contents: bytes) else {
                throw .writeFailed(folder + "/" + name, "could not create the file")
            }
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
        let files = FileManager.default
        guard files.fileExists(atPath: folder) else { return nil }
        let language = files.contents(atPath: folder + "/kernel.json")
            .flatMap { try? JSONSerialization.jsonObject(with: $0) as? [String: Any] }
            .flatMap { $0["language"] as? String } ?? ""
        guard language == Self.name else { throw .notGauge(folder, language) }
        do {
            try files.removeItem(atPath: folder)
        } catch {
            throw .writeFailed(folder, error.localizedDescription)
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
