import Foundation
import Testing
@testable import GaugeKernel
import JupyterKernel

@Suite struct KernelspecTests {
    private let checkoutKernelspec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("kernelspec").path

    private func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("gauge-spec-\(UUID().uuidString)").path
    }

    @Test func kernelJSONRunsTheLauncherWithDisplayNameLanguageAndInterruptMode() throws {
        let spec = Kernelspec(executable: "/opt/gauge/bin/gauge-kernel", resourceDirectory: "/unused")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(spec.kernelJSON.utf8)) as? [String: Any])
        #expect(object["argv"] as? [String] == ["{resource_dir}/gauge-kernel", "-f", "{connection_file}"])
        #expect(object["display_name"] as? String == "Gauge")
        #expect(object["language"] as? String == "gauge")
        #expect(object["interrupt_mode"] as? String == "message")
    }

    @Test func nameDisplayNameAndDebugReachKernelJSON() throws {
        let spec = Kernelspec(executable: "/k", resourceDirectory: "/unused", kernelName: "gauge-dev",
                              displayName: "Gauge (dev) \"β\"", debug: true)
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(spec.kernelJSON.utf8)) as? [String: Any])
        #expect(object["argv"] as? [String] == ["{resource_dir}/gauge-kernel", "-f", "{connection_file}", "--debug"])
        #expect(object["display_name"] as? String == "Gauge (dev) \"β\"")
        #expect(object["language"] as? String == "gauge")
    }

    /// kernel.json and the Help menu's file URL are written without Foundation now; the text
    /// is what `JSONSerialization` (pretty, sorted keys, slashes unescaped) and
    /// `URL(fileURLWithPath:)` gave.
    @Test(arguments: [false, true])
    func kernelJSONIsTheTextJSONSerializationWrote(debug: Bool) throws {
        let spec = Kernelspec(executable: "/k", resourceDirectory: "/unused", kernelName: "g",
                              displayName: "Gauge \"β\" \\ / ü", debug: debug)
        let object = try JSONSerialization.jsonObject(with: Data(spec.kernelJSON.utf8))
        let foundation = try JSONSerialization.data(
            withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(spec.kernelJSON == String(decoding: foundation, as: UTF8.self) + "\n")
    }

    @Test(arguments: ["/work/gauge/docs/language.md", "/home/ada lovelace/ü/#1?%[x]/a;b=c&d@e:f~g!$'()*+,.md"])
    func fileURLsAreWhatFoundationWrote(path: String) {
        #expect(KernelInfo.fileURL(path) == URL(fileURLWithPath: path).absoluteString)
    }

    @Test func shellQuotingSeesAQuoteBeforeACombiningMark() {
        #expect(Kernelspec.shellQuoted("/a'\u{301}b") == "'/a'\\''\u{301}b'")
    }

    @Test func launcherExecsTheBinaryQuotedForTheShell() {
        let spec = Kernelspec(executable: "/home/o'neil/gauge/.build/release/gauge-kernel", resourceDirectory: "/unused")
        #expect(spec.launcherScript.hasPrefix("#!/bin/sh\n"))
        #expect(spec.launcherScript.contains("kernel='/home/o'\\''neil/gauge/.build/release/gauge-kernel'\n"))
        #expect(spec.launcherScript.contains("exec \"$kernel\" \"$@\"\n"))
        #expect(spec.launcherScript.contains("exit 127"))
    }

    @Test func installWritesKernelJSONLauncherAndLogosAndCanRunTwice() throws {
        let temporary = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let kernels = try Kernelspec.kernelsDirectory(for: .prefix(temporary), environment: [:])
        #expect(kernels == temporary + "/share/jupyter/kernels")
        let spec = Kernelspec(executable: "/bin/true", resourceDirectory: checkoutKernelspec)
        let folder = try spec.install(into: kernels)
        #expect(try spec.install(into: kernels) == folder)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["gauge-kernel", "kernel.json", "logo-32x32.png", "logo-64x64.png", "logo-svg.svg"])
        let logo = try #require(FileManager.default.contents(atPath: folder + "/logo-64x64.png"))
        #expect(Array(logo.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])  // PNG signature
        let svg = try String(contentsOfFile: folder + "/logo-svg.svg", encoding: .utf8)
        #expect(svg.contains("<svg"))
        let mode = try FileManager.default.attributesOfItem(atPath: folder + "/gauge-kernel")[.posixPermissions] as? Int
        #expect(mode == 0o755)
    }

    @Test func installWithoutLogosNamesTheMissingFile() throws {
        let temporary = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        #expect(throws: Kernelspec.InstallError.missingLogo("/nonexistent/logo-32x32.png")) {
            try Kernelspec(executable: "/bin/true", resourceDirectory: "/nonexistent").install(into: temporary)
        }
        #expect(!FileManager.default.fileExists(atPath: temporary + "/gauge"))
    }

    @Test(arguments: ["", "../evil", "gauge kernel", "ゲージ", "a/b"])
    func installAndUninstallRefuseNamesJupyterRejects(name: String) {
        let spec = Kernelspec(executable: "/bin/true", resourceDirectory: checkoutKernelspec, kernelName: name)
        #expect(throws: Kernelspec.InstallError.invalidName(name)) { try spec.install(into: "/tmp/unused") }
        #expect(throws: Kernelspec.InstallError.invalidName(name)) {
            try Kernelspec.uninstall(name: name, from: "/tmp/unused")
        }
    }

    @Test func uninstallRemovesOnlyGaugeKernelspecsAndTwiceIsFine() throws {
        let kernels = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: kernels) }
        let folder = try Kernelspec(executable: "/bin/true", resourceDirectory: checkoutKernelspec,
                                    kernelName: "g2").install(into: kernels)
        #expect(try Kernelspec.uninstall(name: "g2", from: kernels) == folder)
        #expect(!FileManager.default.fileExists(atPath: folder))
        #expect(try Kernelspec.uninstall(name: "g2", from: kernels) == nil)

        let python = kernels + "/python3"
        try FileManager.default.createDirectory(atPath: python, withIntermediateDirectories: true)
        try #"{"argv": ["python"], "language": "python"}"#.write(
            toFile: python + "/kernel.json", atomically: true, encoding: .utf8)
        #expect(throws: Kernelspec.InstallError.notGauge(python, "python")) {
            try Kernelspec.uninstall(name: "python3", from: kernels)
        }
        #expect(FileManager.default.fileExists(atPath: python + "/kernel.json"))
    }

    @Test func locationsFollowJupyterDataDirectories() throws {
        #expect(try Kernelspec.kernelsDirectory(for: .user, environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/jupyter/kernels")
        #expect(try Kernelspec.kernelsDirectory(for: .user, environment: ["JUPYTER_DATA_DIR": "/d"])
                == "/d/kernels")
        #expect(try Kernelspec.kernelsDirectory(for: .sysPrefix, environment: ["VIRTUAL_ENV": "/v"])
                == "/v/share/jupyter/kernels")
        #expect(try Kernelspec.kernelsDirectory(for: .system, environment: [:])
                == "/usr/local/share/jupyter/kernels")
    }

    @Test func helpLinksStartWithTheLanguageReference() throws {
        #expect(KernelInfo.languageReferenceURL(environment: ["GAUGE_DOCS_URL": "https://hub.example/gauge"])
                == "https://hub.example/gauge")
        let local = try #require(URL(string: KernelInfo.languageReferenceURL(environment: [:])))
        #expect(local.isFileURL && local.path.hasSuffix("/docs/language.md"))
        #expect(FileManager.default.fileExists(atPath: local.path))
        #expect(KernelInfo.gauge.helpLinks.first?.text == "Gauge language reference")
        #expect(KernelInfo.gauge.pygmentsLexer == "gauge")
    }
}
