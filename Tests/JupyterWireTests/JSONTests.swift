import Foundation
import Testing
@testable import JupyterWire

struct JSONTests {
    @Test(arguments: [
        (#"{"b":[1,2.5,-3e2,true,false,null],"a":"x"}"#, #"{"a":"x","b":[1,2.5,-300.0,true,false,null]}"#),
        (#" [ ] "#, "[]"),
        (#""\u00e9\ud83d\ude00\n\"\\\/""#, "\"é😀\\n\\\"\\\\/\""),
        (#""tab\tbell\u0007""#, #""tab\tbell\u0007""#),
        ("0", "0"),
        ("-0.5", "-0.5"),
    ])
    func parseThenSerialize(_ input: String, _ expected: String) throws {
        #expect(text(try JSONParser.parse(utf8(input)).serialized()) == expected)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "tru", "\"abc", "\"\\x\"", "\"\\ud800\"", "\"\\udc00x\"",
        "{} {}", "\"a\u{1}\"", "1e999",
    ])
    func rejects(_ input: String) {
        #expect(throws: WireError.self) { try JSONParser.parse(utf8(input)) }
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: WireError.self) { try JSONParser.parse([0x22, 0xc3, 0x28, 0x22]) }
        #expect(throws: WireError.self) { try JSONParser.parse([0x22, 0xed, 0xa0, 0x80, 0x22]) }
    }

    @Test func rejectsDeepNestingWithoutCrashing() {
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 100_000)
        #expect(throws: WireError.invalidJSON("nesting too deep at byte 256")) { try JSONParser.parse(deep) }
    }

    @Test func nonFiniteDoublesBecomeNull() {
        #expect(text(JSON.array([.double(.nan), .double(.infinity)]).serialized()) == "[null,null]")
    }

    @Test func bigIntegersBecomeDoubles() throws {
        #expect(try JSONParser.parse(utf8("123456789012345678901234567890")) == .double(1.2345678901234568e29))
    }

    /// Strings are written run by run: the same bytes as escaping them byte by byte (the
    /// writer before, kept here as the oracle), for every ASCII control, quotes, backslashes,
    /// multi-byte characters and long runs without an escape (an SVG).
    @Test func stringsAreEscapedAsByteByByte() {
        func byteByByte(_ text: String) -> [UInt8] {
            var out: [UInt8] = [34]
            for byte in text.utf8 {
                switch byte {
                case 34: out += [92, 34]
                case 92: out += [92, 92]
                case 0x0A: out += [92, UInt8(ascii: "n")]
                case 0x0D: out += [92, UInt8(ascii: "r")]
                case 0x09: out += [92, UInt8(ascii: "t")]
                case 0..<0x20: out += Array(String(format: "\\u%04x", byte).utf8)
                default: out.append(byte)
                }
            }
            return out + [34]
        }
        var samples = ["", "plain", "\"", "\\", "a\"b\\c", "é😀 いちご", String(repeating: "<path d=\"M0 0\"/>", count: 500)]
        samples.append(String(decoding: (0..<0x20).map { UInt8($0) } + Array("end\"".utf8), as: UTF8.self))
        samples.append("\u{7F}\u{FFFF}\n\r\t")
        for text in samples {
            #expect(JSON.string(text).serialized() == byteByByte(text), "\(text.prefix(20))")
        }
    }

    @Test func intValueOfWholeDoubles() {
        #expect(JSON.double(3).intValue == 3)
        #expect(JSON.double(3.5).intValue == nil)
        #expect(JSON.double(1e300).intValue == nil)
    }
}

struct ReplayGuardTests {
    @Test func duplicatesAreRefusedAndOldOnesForgotten() {
        let guardian = ReplayGuard(capacity: 2)
        #expect(guardian.admit(utf8("a")))
        #expect(!guardian.admit(utf8("a")))
        #expect(guardian.admit(utf8("b")))
        #expect(guardian.admit(utf8("c")))  // forgets "a"
        #expect(!guardian.admit(utf8("c")))
        #expect(!guardian.admit(utf8("b")))
        #expect(guardian.admit(utf8("a")))
        #expect(guardian.admit([]))
        #expect(guardian.admit([]))
    }

    /// Real signatures: 64 hex digits of HMAC-SHA256, as jupyter_client sends them.
    private let signer = MessageSigner(key: "k")

    private func signature(_ n: Int) -> [UInt8] {
        signer.sign([utf8("message \(n)")])
    }

    @Test func theOldestOf65536IsForgottenAndStorageNeverGrows() {
        let guardian = ReplayGuard()
        let reserved = guardian.reservedKeys
        #expect(reserved >= 65_536)
        for n in 0..<65_536 { #expect(guardian.admit(signature(n))) }
        #expect(!guardian.admit(signature(0)))       // still remembered: the ring is just full
        #expect(!guardian.admit(signature(65_535)))
        #expect(guardian.admit(signature(65_536)))   // pushes out message 0
        #expect(guardian.admit(signature(0)))        // forgotten, so accepted again (pushes out 1)
        #expect(!guardian.admit(signature(2)))
        for n in 100_000..<200_000 { #expect(guardian.admit(signature(n))) }
        #expect(guardian.reservedKeys == reserved)
    }

    @Test func keysAreTheHMACsFirst128BitsAndOtherBytesAreHashed() {
        let hex = utf8("0123456789abcdef" + "FEDCBA9876543210" + String(repeating: "0", count: 32))
        #expect(ReplayGuard.key(hex) == ReplayGuard.Key(high: 0x0123_4567_89ab_cdef,
                                                         low: 0xfedc_ba98_7654_3210))
        // differing only after digit 32: the same key (a replay of the HMAC's prefix)
        var tail = hex
        tail[40] = UInt8(ascii: "1")
        #expect(ReplayGuard.key(tail) == ReplayGuard.key(hex))
        // not hex, or short: hashed, still telling inputs apart
        #expect(ReplayGuard.key(utf8("a")) != ReplayGuard.key(utf8("b")))
        #expect(ReplayGuard.key(utf8("a")) == ReplayGuard.key(utf8("a")))
        let guardian = ReplayGuard(capacity: 4)
        #expect(guardian.admit(utf8(String(repeating: "z", count: 64))))
        #expect(!guardian.admit(utf8(String(repeating: "z", count: 64))))
    }
}

struct ConnectionInfoTests {
    @Test func decodesAndBuildsEndpoints() throws {
        let path = "/tmp/jupyterwire-test-connection-\(UInt32.random(in: 0...UInt32.max)).json"
        let json = #"{"shell_port":1,"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5,"ip":"127.0.0.1","key":"k","transport":"tcp","signature_scheme":"hmac-sha256","kernel_name":"gauge"}"#
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let info = try ConnectionInfo(contentsOfFile: path)
        #expect(info.key == "k")
        #expect(info.endpoint(port: info.controlPort) == "tcp://127.0.0.1:4")
        var ipc = info
        ipc.transport = "ipc"
        ipc.ip = "/tmp/kernel"
        #expect(ipc.endpoint(port: 5) == "ipc:///tmp/kernel-5")
    }
}
