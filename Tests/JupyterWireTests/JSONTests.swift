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

    @Test func prettyPrintedPutsEachElementOnItsOwnLine() {
        let value: JSON = ["b": [1, [], ["x": .null]], "a": [:], "c": "d/e"]
        #expect(value.prettyPrinted() == """
            {
              "a" : {},
              "b" : [
                1,
                [],
                {
                  "x" : null
                }
              ],
              "c" : "d/e"
            }
            """)
        #expect(JSON.string("s").prettyPrinted() == "\"s\"")
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

    @Test func keysAreTheHMACsFirst64BitsAndOtherBytesAreHashed() {
        let hex = utf8("0123456789abcdef" + "FEDCBA9876543210" + String(repeating: "0", count: 32))
        #expect(ReplayGuard.key(hex) == 0x0123_4567_89ab_cdef)
        #expect(ReplayGuard.key(utf8("0123456789ABCDEF")) == 0x0123_4567_89ab_cdef)
        // differing only after digit 16: the same key (a replay of the HMAC's prefix)
        var tail = hex
        tail[20] = UInt8(ascii: "1")
        #expect(ReplayGuard.key(tail) == ReplayGuard.key(hex))
        #expect(ReplayGuard.key(utf8("0123456789abcdeg")) != ReplayGuard.key(utf8("0123456789abcdeh")))
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
        let json = #"{"shell_port":1,"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5,"ip":"127.0.0.1","key":"k","transport":"tcp","signature_scheme":"hmac-sha256","kernel_name":"gauge"}"#
        let info = try ConnectionInfo(json: Array(json.utf8))
        #expect(info.key == "k")
        #expect(info.endpoint(port: info.controlPort) == "tcp://127.0.0.1:4")
        var ipc = info
        ipc.transport = "ipc"
        ipc.ip = "/tmp/kernel"
        #expect(ipc.endpoint(port: 5) == "ipc:///tmp/kernel-5")
    }

    @Test func missingOptionalFieldsTakeTheirDefaults() throws {
        let info = try ConnectionInfo(json: Array(#"{"shell_port":1,"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5.0,"key":null}"#.utf8))
        #expect(info.transport == "tcp" && info.ip == "127.0.0.1" && info.key == "")
        #expect(info.signatureScheme == "hmac-sha256" && info.hbPort == 5)
    }

    @Test(arguments: [
        (#"{"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5}"#, "no shell_port"),
        (#"{"shell_port":"1","iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5}"#, "shell_port is not an integer"),
        (#"{"shell_port":1,"iopub_port":2,"stdin_port":3,"control_port":4,"hb_port":5,"key":7}"#, "key is not a string"),
        (#"[1]"#, "it is not a JSON object"),
        (#"{"shell_port":1,"#, "invalid JSON: expected key at byte 16"),
    ])
    func refusedFilesSayWhy(json: String, reason: String) {
        #expect(throws: ConnectionInfo.FileError(description: reason)) { try ConnectionInfo(json: Array(json.utf8)) }
    }
}

struct RandomUUIDTests {
    @Test func version4TextWithAndWithoutDashes() {
        let text = RandomUUID.string()
        let parts = text.split(separator: "-").map(\.count)
        #expect(parts == [8, 4, 4, 4, 12])
        #expect(text.allSatisfy { "0123456789abcdef-".contains($0) })
        let characters = Array(text)
        #expect(characters[14] == "4" && "89ab".contains(characters[19]))
        let hex = RandomUUID.hex()
        #expect(hex.count == 32 && hex.allSatisfy { "0123456789abcdef".contains($0) })
        #expect(Array(hex)[12] == "4" && "89ab".contains(Array(hex)[16]))
        #expect(Set((0..<1000).map { _ in RandomUUID.string() }).count == 1000)
    }
}
