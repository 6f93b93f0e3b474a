// gauge-kernel: the command Jupyter runs (kernel.json's argv) and the kernelspec installer.
import Foundation
import GaugeKernel
import JupyterKernel

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("gauge-kernel: \(message)\n".utf8))
    exit(status)
}

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail("\(error.description)\n\(Command.usage)", status: 2)
}

func kernelsDirectory(_ location: Kernelspec.Location) -> String {
    do {
        return try Kernelspec.kernelsDirectory(for: location, environment: ProcessInfo.processInfo.environment)
    } catch {
        fail(error.description, status: 1)
    }
}

switch command {
case .help:
    print(Command.usage)
case .version:
    print("gauge-kernel \(KernelInfo.gaugeVersion)")
case .install(let location, let name, let displayName, let debug):
    // The logos live in the checkout's kernelspec/, found from this file's place at build time.
    let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    let resources = ProcessInfo.processInfo.environment["GAUGE_KERNELSPEC_DIR"]
        ?? checkout.appendingPathComponent("kernelspec").path
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        .resolvingSymlinksInPath().path
    let spec = Kernelspec(executable: Bundle.main.executablePath ?? executable,
                          resourceDirectory: resources, kernelName: name, displayName: displayName,
                          debug: debug)
    do {
        print("Installed kernelspec \(name) in \(try spec.install(into: kernelsDirectory(location)))")
    } catch {
        fail(error.description, status: 1)
    }
case .uninstall(let location, let name):
    let kernels = kernelsDirectory(location)
    do {
        if let folder = try Kernelspec.uninstall(name: name, from: kernels) {
            print("Removed kernelspec \(name) from \(folder)")
        } else {
            print("No kernelspec \(name) in \(kernels): nothing to remove")
        }
    } catch {
        fail(error.description, status: 1)
    }
case .run(let connectionFile, let debug):
    if debug { KernelLog.enableDebug() }
    let backend = GaugeBackend(workingDirectory: FileManager.default.currentDirectoryPath)
    exit(runKernel(connectionFile: connectionFile, backend: backend))
}
