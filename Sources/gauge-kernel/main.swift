// gauge-kernel: the command Jupyter runs (kernel.json's argv) and the kernelspec installer.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import GaugeKernel
import HostSystem
import JupyterKernel

func fail(_ message: String, status: Int32) -> Never {
    let line = Array("gauge-kernel: \(message)\n".utf8)
    _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
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
        return try Kernelspec.kernelsDirectory(for: location, environment: ProcessEnvironment.variables)
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
    // The logos live in the checkout's kernelspec/, found from the source's place at build time.
    let resources = ProcessEnvironment.variables["GAUGE_KERNELSPEC_DIR"] ?? Kernelspec.checkoutDirectory + "/kernelspec"
    let executable = ProcessEnvironment.executablePath
        ?? ProcessEnvironment.resolvedPath(CommandLine.arguments[0]) ?? CommandLine.arguments[0]
    let spec = Kernelspec(executable: executable,
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
    let backend = GaugeBackend(workingDirectory: ProcessEnvironment.currentDirectory)
    exit(runKernel(connectionFile: connectionFile, backend: backend))
}
