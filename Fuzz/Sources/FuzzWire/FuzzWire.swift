import FuzzSupport
import JupyterWire
import SVGSafety

// byte 0: flags (bit 0: sign the parts with the fuzz key, so the input reaches the JSON and
// header checks); the rest: frames separated by 0x1E
//   ──MessageCodec.decode──▶ Message ──encode──▶ frames ──decode (fresh codec)──▶ the same message
// The re-encoded JSON must hold no bare NaN/Infinity.

let key = "fuzz-key"

@_cdecl("FuzzWire_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runFuzzer(argc: argc, argv: argv, fuzz)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ pointer: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data = pointer, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let flags = bytes.first else { return 0 }
    var frames = bytes.dropFirst().split(separator: 0x1E, omittingEmptySubsequences: false).map(Array.init)
    let codec = MessageCodec(key: key, replayCapacity: 16)
    if flags & 1 == 1, let delimiter = frames.firstIndex(of: WireFrames.delimiter),
       frames.count >= delimiter + 6 {
        frames[delimiter + 1] = codec.signer.sign(Array(frames[(delimiter + 2)..<(delimiter + 6)]))
    }
    let message: Message
    do {
        message = try codec.decode(frames)
    } catch {
        if error.description.isEmpty { FuzzFinding.check(["an empty wire error"], in: "wire", output: "") }
        return 0
    }
    let encoded = codec.encode(message)
    let parts = encoded.dropFirst(message.identities.count + 2).prefix(4)
    for part in parts {
        let problems = OutputSafety.problems(json: part)
        FuzzFinding.check(problems, in: "encoded JSON", output: String(decoding: part, as: UTF8.self))
    }
    do {
        let again = try MessageCodec(key: key, replayCapacity: 16).decode(encoded)
        var problems: [String] = []
        if again.header != message.header { problems.append("the header changed in a round trip") }
        if again.content != message.content { problems.append("the content changed in a round trip") }
        if again.parentHeader != message.parentHeader { problems.append("the parent header changed") }
        if again.metadata != message.metadata { problems.append("the metadata changed") }
        FuzzFinding.check(problems, in: "round trip", output: String(decoding: parts.last ?? [], as: UTF8.self))
    } catch {
        FuzzFinding.check(["re-encoded message refused: \(error)"], in: "round trip", output: "")
    }
    return 0
}
