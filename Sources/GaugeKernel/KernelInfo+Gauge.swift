import JupyterKernel

extension KernelInfo {
    /// The kernel's version, also printed by `gauge-kernel --version`.
    public static let gaugeVersion = "0.1.0"

    /// What `kernel_info_reply` says about gauge. There is no gauge lexer in Pygments or
    /// CodeMirror; Python's is the closest (`#` comments, quoted strings, numbers, brackets).
    public static let gauge = KernelInfo(
        implementation: "gauge", implementationVersion: gaugeVersion,
        languageName: "gauge", languageVersion: "1.0", mimetype: "text/x-gauge",
        fileExtension: ".gauge", pygmentsLexer: "python", codemirrorMode: "python",
        banner: "gauge \(gaugeVersion): gauges and charts that move like SwiftUI. Type `help`.",
        helpLinks: [
            (text: "SwiftUI Gauge", url: "https://developer.apple.com/documentation/swiftui/gauge"),
            (text: "Swift Charts SectorMark",
             url: "https://developer.apple.com/documentation/charts/sectormark"),
        ])
}
