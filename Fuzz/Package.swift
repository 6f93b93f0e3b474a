// swift-tools-version:6.0
// libFuzzer targets for gauge (issue 11). A package of its own so the main package builds without
// sanitizers; `Fuzz/run` builds it with `-sanitize=fuzzer,address` into Fuzz/.build.
//   FuzzCell  cell text → the whole session (lex, parse, evaluate, render SVG and text/plain)
//   FuzzCSV   csv bytes → table
//   FuzzWire  wire frames → decoded, verified message
//   FuzzText  text and labels → SVG escaping
//   FuzzComm  widget comm messages from a hostile front end → the session
import PackageDescription

let package = Package(
    name: "gauge-fuzz",
    // Fuzz/run links .build/root/gauge to the checkout: a path dependency is named by its last
    // path component, and the checkout's folder may have any name
    dependencies: [.package(path: ".build/root/gauge")],
    targets: [
        .target(name: "CFuzzerDriver"),
        .target(name: "FuzzSupport", dependencies: [
            "CFuzzerDriver", .product(name: "SVGSafety", package: "gauge"),
        ]),
        .executableTarget(name: "FuzzCell", dependencies: [
            "FuzzSupport", .product(name: "GaugeKernel", package: "gauge"),
        ]),
        .executableTarget(name: "FuzzCSV", dependencies: [
            "FuzzSupport", .product(name: "GaugeLang", package: "gauge"),
        ]),
        .executableTarget(name: "FuzzWire", dependencies: [
            "FuzzSupport", .product(name: "JupyterWire", package: "gauge"),
        ]),
        .executableTarget(name: "FuzzComm", dependencies: [
            "FuzzSupport", .product(name: "GaugeKernel", package: "gauge"),
            .product(name: "JupyterWire", package: "gauge"),
        ]),
        .executableTarget(name: "FuzzText", dependencies: [
            "FuzzSupport", .product(name: "GaugeRender", package: "gauge"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
