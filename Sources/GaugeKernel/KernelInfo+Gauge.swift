import HostSystem
import JupyterKernel

extension KernelInfo {
    /// The kernel's version, also printed by `gauge-kernel --version`.
    public static let gaugeVersion = "0.1.0"

    /// The language reference JupyterLab's Help menu opens: `GAUGE_DOCS_URL` when set (a hub
    /// that hosts the page), else the `docs/language.md` of the checkout this was built from.
    static func languageReferenceURL(environment: [String: String]) -> String {
        if let url = environment["GAUGE_DOCS_URL"], !url.isEmpty { return url }
        return fileURL(Kernelspec.checkoutDirectory + "/docs/language.md")
    }

    /// The `file://` URL of an absolute path: bytes a URL path cannot hold percent-encoded,
    /// RFC 3986's unreserved and sub-delimiter characters, `:`, `@` and `/` kept (what
    /// Foundation's `URL(fileURLWithPath:).absoluteString` wrote).
    static func fileURL(_ path: String) -> String {
        let kept = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=:@/".utf8)
        let hex = Array("0123456789ABCDEF".utf8)
        var url = Array("file://".utf8)
        for byte in path.utf8 {
            if kept.contains(byte) {
                url.append(byte)
            } else {
                url += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: url, as: UTF8.self)
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
             url: languageReferenceURL(environment: ProcessEnvironment.variables)),
            (text: "SwiftUI Gauge", url: "https://developer.apple.com/documentation/swiftui/gauge"),
            (text: "Swift Charts SectorMark",
             url: "https://developer.apple.com/documentation/charts/sectormark"),
        ])
}
