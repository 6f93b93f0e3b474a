import Testing
@testable import JupyterWire

/// RFC 4231 section 4 test vectors for HMAC-SHA256 (case 5, a truncated output, is left out).
struct HMACTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let name: String
        let key: [UInt8]
        let data: [UInt8]
        let mac: String
        var testDescription: String { name }
    }

    static let vectors: [Vector] = [
        Vector(name: "case 1", key: [UInt8](repeating: 0x0b, count: 20), data: utf8("Hi There"),
               mac: "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"),
        Vector(name: "case 2", key: utf8("Jefe"), data: utf8("what do ya want for nothing?"),
               mac: "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"),
        Vector(name: "case 3", key: [UInt8](repeating: 0xaa, count: 20), data: [UInt8](repeating: 0xdd, count: 50),
               mac: "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe"),
        Vector(name: "case 4", key: Array(1...25), data: [UInt8](repeating: 0xcd, count: 50),
               mac: "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b"),
        Vector(name: "case 6", key: [UInt8](repeating: 0xaa, count: 131),
               data: utf8("Test Using Larger Than Block-Size Key - Hash Key First"),
               mac: "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"),
        Vector(name: "case 7", key: [UInt8](repeating: 0xaa, count: 131),
               data: utf8("This is a test using a larger than block-size key and a larger than block-size data. "
                          + "The key needs to be hashed before being used by the HMAC algorithm."),
               mac: "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2"),
    ]

    @Test(arguments: vectors)
    func rfc4231(_ vector: Vector) {
        let signer = MessageSigner(keyBytes: vector.key)
        #expect(text(signer.sign([vector.data])) == vector.mac)
    }

    @Test(arguments: vectors)
    func partsAreConcatenated(_ vector: Vector) {
        // Signing covers the parts back to back, so any split gives the same MAC.
        let signer = MessageSigner(keyBytes: vector.key)
        let middle = vector.data.count / 3
        let parts = [Array(vector.data[..<middle]), [], Array(vector.data[middle...])]
        #expect(text(signer.sign(parts)) == vector.mac)
    }

    @Test func verifyChecksLengthAndBytes() {
        let signer = MessageSigner(key: "Jefe")
        let good = signer.sign([utf8("what do ya want for nothing?")])
        #expect(signer.verify(signature: good, parts: [utf8("what do ya want for nothing?")]))
        var flipped = good
        flipped[10] = flipped[10] == UInt8(ascii: "0") ? UInt8(ascii: "1") : UInt8(ascii: "0")
        #expect(!signer.verify(signature: flipped, parts: [utf8("what do ya want for nothing?")]))
        #expect(!signer.verify(signature: Array(good.dropLast()), parts: [utf8("what do ya want for nothing?")]))
        #expect(!signer.verify(signature: [], parts: [utf8("what do ya want for nothing?")]))
        #expect(!signer.verify(signature: good, parts: [utf8("what do ya want for nothing!")]))
    }

    @Test func emptyKeyMeansUnsigned() {
        let signer = MessageSigner(key: "")
        #expect(signer.sign([utf8("anything")]).isEmpty)
        #expect(signer.verify(signature: utf8("garbage"), parts: [utf8("anything")]))
        #expect(!signer.isSigning)
    }
}

/// Connection files may name another `hmac-*` scheme (jupyter_client takes any hashlib name).
@Suite struct SignatureSchemeTests {
    @Test func sha512SchemeSignsWith128HexDigits() throws {
        // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
        let signer = try #require(MessageSigner(key: "Jefe", scheme: "hmac-sha512"))
        let signature = String(decoding: signer.sign([Array("what do ya want for nothing?".utf8)]),
                               as: UTF8.self)
        #expect(signature == "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554"
                + "9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737")
    }

    @Test(arguments: ["hmac-md4-nonexistent", "rsa-sha256", "sha256", ""])
    func unknownSchemesAreRefused(scheme: String) {
        #expect(MessageSigner(key: "k", scheme: scheme) == nil)
    }

    @Test func anEmptyKeyIsUnsignedWhateverTheScheme() throws {
        let signer = try #require(MessageSigner(key: "", scheme: "hmac-sha512"))
        #expect(!signer.isSigning)
    }
}
