// swift-tools-version:6.0
// The gauge Jupyter kernel. Dependencies point one way (see README "Layout"):
//   gauge-kernel → GaugeKernel → JupyterKernel → JupyterWire → CLibCrypto
//                             ↘ GaugeLang → GaugeRender        JupyterKernel → CZeroMQ
//   GaugeKernel, GaugeLang, JupyterKernel → HostSystem (files, environment; the C library only)
import PackageDescription

let package = Package(
    name: "gauge",
    products: [
        .executable(name: "gauge-kernel", targets: ["gauge-kernel"]),
        // the libraries, for the fuzz targets in Fuzz/ (a package of its own that depends on this one)
        .library(name: "JupyterWire", targets: ["JupyterWire"]),
        .library(name: "GaugeRender", targets: ["GaugeRender"]),
        .library(name: "GaugeLang", targets: ["GaugeLang"]),
        .library(name: "GaugeKernel", targets: ["GaugeKernel"]),
        .library(name: "SVGSafety", targets: ["SVGSafety"]),
    ],
    targets: [
        .systemLibrary(
            name: "CZeroMQ", path: "Sources/CZeroMQ",
            providers: [.apt(["libzmq3-dev"])]),
        .systemLibrary(
            name: "CLibCrypto", path: "Sources/CLibCrypto",
            providers: [.apt(["libssl-dev"])]),
        // files, environment and child processes on the C library (no Foundation: issue 10)
        .target(name: "HostSystem"),
        .target(name: "JupyterWire", dependencies: ["CLibCrypto"]),
        .target(name: "JupyterKernel", dependencies: ["JupyterWire", "CZeroMQ", "HostSystem"]),
        .target(name: "GaugeRender"),
        .target(name: "GaugeLang", dependencies: ["GaugeRender", "HostSystem"]),
        .target(name: "GaugeKernel", dependencies: ["JupyterKernel", "JupyterWire", "GaugeLang", "GaugeRender",
                                                    "HostSystem"]),
        // The Swift runtime linked in (what `--static-swift-stdlib` does): only the parts the
        // kernel runs are paged in, 2 MB less resident than the shared libraries (issue 10).
        .executableTarget(name: "gauge-kernel", dependencies: ["GaugeKernel", "HostSystem"],
                          linkerSettings: [.unsafeFlags(["-static-stdlib"])]),
        .testTarget(name: "JupyterWireTests", dependencies: ["JupyterWire"]),
        .testTarget(name: "JupyterKernelTests", dependencies: ["JupyterKernel"]),
        .testTarget(name: "GaugeRenderTests", dependencies: ["GaugeRender"],
                    resources: [.copy("Snapshots")]),
        .testTarget(name: "GaugeLangTests", dependencies: ["GaugeLang"]),
        .testTarget(name: "GaugeKernelTests", dependencies: ["GaugeKernel", "SVGSafety"]),
        .testTarget(name: "HostSystemTests", dependencies: ["HostSystem"]),
        // what every SVG must be (well-formed, no script or external reference), shared by the
        // tests and the fuzz targets
        .target(name: "SVGSafety", path: "Tests/SVGSafety"),
    ],
    swiftLanguageModes: [.v6]
)
