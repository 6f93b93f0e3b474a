import Foundation
import Testing
@testable import GaugeKernel

@Suite struct KernelspecTests {
    private let checkoutKernelspec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("kernelspec").path

    @Test func kernelJSONHasArgvDisplayNameLanguageAndInterruptMode() throws {
        let spec = Kernelspec(executable: "/opt/gauge/bin/gauge-kernel", resourceDirectory: "/unused")
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(spec.kernelJSON.utf8)) as? [String: Any])
        #expect(object["argv"] as? [String] == ["/opt/gauge/bin/gauge-kernel", "-f", "{connection_file}"])
        #expect(object["display_name"] as? String == "Gauge")
        #expect(object["language"] as? String == "gauge")
        #expect(object["interrupt_mode"] as? String == "message")
    }

    @Test func installWritesKernelJSONAndBothLogos() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("gauge-spec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let kernels = try Kernelspec.kernelsDirectory(for: .prefix(temporary), environment: [:])
        #expect(kernels == temporary + "/share/jupyter/kernels")
        let folder = try Kernelspec(executable: "/bin/true", resourceDirectory: checkoutKernelspec)
            .install(into: kernels)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["kernel.json", "logo-32x32.png", "logo-64x64.png"])
        let logo = try #require(FileManager.default.contents(atPath: folder + "/logo-64x64.png"))
        #expect(Array(logo.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])  // PNG signature
    }

    @Test func installWithoutLogosNamesTheMissingFile() throws {
        let temporary = FileManager.default.temporaryDirectory
            .appendingPathComponent("gauge-spec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        #expect(throws: Kernelspec.InstallError.self) {
            try Kernelspec(executable: "/bin/true", resourceDirectory: "/nonexistent").install(into: temporary)
        }
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
}
