// swift-tools-version:6.0
// The gauge Jupyter kernel. Dependencies point one way (see README "Layout"):
//   gauge-kernel → GaugeKernel → JupyterKernel → JupyterWire → CLibCrypto
//                             ↘ GaugeLang → GaugeRender        JupyterKernel → CZeroMQ
import PackageDescription

let package = Package(
    name: "gauge",
    products: [
        .executable(name: "gauge-kernel", targets: ["gauge-kernel"]),
    ],
    targets: [
        .systemLibrary(
            name: "CZeroMQ", path: "Sources/CZeroMQ",
            providers: [.apt(["libzmq3-dev"])]),
        .systemLibrary(
            name: "CLibCrypto", path: "Sources/CLibCrypto",
            providers: [.apt(["libssl-dev"])]),
        .target(name: "JupyterWire", dependencies: ["CLibCrypto"]),
        .target(name: "JupyterKernel", dependencies: ["JupyterWire", "CZeroMQ"]),
        .target(name: "GaugeRender"),
        .target(name: "GaugeLang", dependencies: ["GaugeRender"]),
        .target(name: "GaugeKernel", dependencies: ["JupyterKernel", "JupyterWire", "GaugeLang", "GaugeRender"]),
        .executableTarget(name: "gauge-kernel", dependencies: ["GaugeKernel"]),
        .testTarget(name: "JupyterWireTests", dependencies: ["JupyterWire"]),
        .testTarget(name: "JupyterKernelTests", dependencies: ["JupyterKernel"]),
        .testTarget(name: "GaugeRenderTests", dependencies: ["GaugeRender"],
                    resources: [.copy("Snapshots")]),
        .testTarget(name: "GaugeLangTests", dependencies: ["GaugeLang"]),
        .testTarget(name: "GaugeKernelTests", dependencies: ["GaugeKernel"]),
    ],
    swiftLanguageModes: [.v6]
)
