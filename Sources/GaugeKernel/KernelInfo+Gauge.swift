import Foundation
import JupyterKernel

extension KernelInfo {
    /// The kernel's version, also printed by `gauge-kernel --version`.
    public static let gaugeVersion = "0.1.0"

    /// The language reference JupyterLab's Help menu opens: `GAUGE_DOCS_URL` when set (a hub
    /// that hosts the page), else the `docs/language.md` of the checkout this was built from.
    static func languageReferenceURL(environment: [String: String]) -> String {
        if let url = environment["GAUGE_DOCS_URL"], !url.isEmpty { return url }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/language.md").absoluteString
    }

    /// What `kernel_info_reply` says about gauge. `pygments_lexer` `gauge` is the lexer of the
    /// `gauge-jupyter` Python package (python/ in this repository); CodeMirror has no gauge
    /// mode, and Python's is the closest (`#` comments, quoted strings, numbers, brackets).
    public static let gauge = KernelInfo(
        implementation: "gauge", implementationVersion: gaugeVersion,
        languageName: "gauge", languageVersion: "1.0", mimetype: "text/x-gauge",
        fileExtension: ".gauge", pygmentsLexer: "gauge", codemirrorMode: "python",
        banner: "gauge \(gaugeVersion): gauges and charts that move like SwiftUI. Type `help`, or `exit` to quit.",
        helpLinks: [
            (text: "Gauge language reference",
             url: languageReferenceURL(environment: ProcessInfo.processInfo.environment)),
            (text: "SwiftUI Gauge", url: "https://developer.apple.com/documentation/swiftui/gauge"),
            (text: "Swift Charts SectorMark",
             url: "https://developer.apple.com/documentation/charts/sectormark"),
        ])
}
