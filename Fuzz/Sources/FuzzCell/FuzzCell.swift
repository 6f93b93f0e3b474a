#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import FuzzSupport
import GaugeKernel
import JupyterKernel
import SVGSafety

// input ──split on "\n%%\n"──▶ cells ──GaugeBackend (one fresh session)──▶ MIME bundles
//                                                     ──▶ OutputSafety on every SVG, text/plain present

/// Collects what a cell publishes and answers `isInterrupted` once the input's time budget is
/// spent, so a `wait 60` or a huge loop ends as an interrupt instead of a libFuzzer timeout.
///
/// One budget of 8 ms for the whole input, shared by its cells (ASan time). At 50 ms per cell,
/// the 16 % of corpus inputs that chain many cells (csv reads, million-number charts) took 70 %
/// of the time: 20 ms a mean input, 50 exec/s; now 5.6 ms. The cells after the budget still lex,
/// parse, complete and inspect, and stop at their first interrupt check: a path worth fuzzing.
final class Collector: ExecutionContext {
    let deadline: ContinuousClock.Instant
    var bundles: [MIMEBundle] = []
    init(deadline: ContinuousClock.Instant) { self.deadline = deadline }
    func stream(_ name: String, _ text: String) {}
    func display(_ data: MIMEBundle, displayID: String?) { bundles.append(data) }
    func updateDisplay(_ data: MIMEBundle, displayID: String) { bundles.append(data) }
    var isInterrupted: Bool { ContinuousClock.now > deadline }
}

/// Where `csv("…")` paths resolve: Fuzz/run points it at notebooks/ (so `csv("data/…")` in
/// the seeds reads real files), else a scratch folder of small files.
nonisolated(unsafe) var seen = SeenTexts()  // libFuzzer calls the target from one thread

let folder = ProcessInfo.processInfo.environment["GAUGE_FUZZ_DATA"] ?? ScratchFolder.path

@_cdecl("FuzzCell_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data = pointer, size > 0 else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    // a fixed id token, so a picture that many inputs draw alike is checked once (`seen`)
    let backend = GaugeBackend(workingDirectory: folder, outputIDs: OutputIDs(token: "fuzz"))
    let deadline = ContinuousClock.now + .milliseconds(8)
    for cell in text.split(separator: "\n%%\n", omittingEmptySubsequences: false) {
        let code = String(cell)
        let collector = Collector(deadline: deadline)
        var bundles: [MIMEBundle] = []
        do {
            if let result = try backend.execute(code: code, context: collector) { bundles.append(result) }
        } catch {
            if error.ename.isEmpty || error.evalue.isEmpty {
                FuzzFinding.check(["an error without ename or evalue"], in: "error", output: error.evalue)
            }
        }
        bundles += collector.bundles
        for bundle in bundles {
            if let svg = bundle["image/svg+xml"], seen.isNew(svg) {
                FuzzFinding.check(OutputSafety.problems(svg: svg), in: "svg", output: svg)
            }
            if bundle["text/plain"] == nil {
                FuzzFinding.check(["a bundle without text/plain"], in: "bundle", output: "\(bundle.keys)")
            }
        }
        _ = backend.complete(code: code, cursorPosition: code.unicodeScalars.count / 2)
        _ = backend.inspect(code: code, cursorPosition: code.unicodeScalars.count / 2, detailLevel: 0)
        _ = backend.isComplete(code: code)
    }
    return 0
}
