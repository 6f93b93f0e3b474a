import Testing
@testable import JupyterWire

struct WireFramesTests {
    let parts = [utf8("{\"msg_type\":\"x\"}"), utf8("{}"), utf8("{}"), utf8("{}")]

    @Test func splitsIdentitiesPartsAndBuffers() throws {
        let frames = [utf8("id1"), utf8("id2"), WireFrames.delimiter, utf8("sig")] + parts + [[0, 1, 2]]
        let wire = try WireFrames(splitting: frames)
        #expect(wire.identities == [utf8("id1"), utf8("id2")])
        #expect(wire.signature == utf8("sig"))
        #expect(wire.parts == parts)
        #expect(wire.buffers == [[0, 1, 2]])
        #expect(wire.joined == frames)
    }

    @Test func noIdentitiesIsFine() throws {
        let wire = try WireFrames(splitting: [WireFrames.delimiter, []] + parts)
        #expect(wire.identities.isEmpty)
        #expect(wire.signature.isEmpty)
        #expect(wire.buffers.isEmpty)
    }

    @Test func joinPutsTheDelimiterAfterIdentities() {
        let wire = WireFrames(identities: [utf8("a")], signature: utf8("s"), parts: parts)
        #expect(wire.joined.map(text) == ["a", "<IDS|MSG>", "s", "{\"msg_type\":\"x\"}", "{}", "{}", "{}"])
    }

    @Test func missingDelimiter() {
        #expect(throws: WireError.missingDelimiter) { try WireFrames(splitting: [utf8("sig")] + parts) }
        #expect(throws: WireError.missingDelimiter) { try WireFrames(splitting: []) }
    }

    @Test(arguments: 0...4)
    func tooFewFrames(_ count: Int) {
        let frames = [utf8("id"), WireFrames.delimiter] + Array(([utf8("sig")] + parts).prefix(count))
        #expect(throws: WireError.tooFewFrames(count)) { try WireFrames(splitting: frames) }
    }
}

struct MessageCodecTests {
    let factory = MessageFactory(session: "s", username: "u")

    func request(_ type: String = "kernel_info_request") -> Message {
        var message = factory.make(type, content: ["code": "1"], parent: nil)
        message.identities = [utf8("client")]
        return message
    }

    @Test func roundTrip() throws {
        let codec = MessageCodec(key: "secret")
        let frames = codec.encode(request())
        #expect(frames[1] == WireFrames.delimiter)
        #expect(frames[2].count == 64)
        let decoded = try MessageCodec(key: "secret").decode(frames)
        #expect(decoded.identities == [utf8("client")])
        #expect(decoded.header == request().header.with(msgID: decoded.header.msgID, date: decoded.header.date))
        #expect(decoded.content == ["code": "1"])
    }

    @Test func missingSignatureIsRejected() {
        var frames = MessageCodec(key: "secret").encode(request())
        frames[2] = []
        #expect(throws: WireError.badSignature) { try MessageCodec(key: "secret").decode(frames) }
    }

    @Test func unsignedSessionAcceptsEmptySignature() throws {
        let frames = MessageCodec(key: "").encode(request())
        #expect(frames[2].isEmpty)
        let codec = MessageCodec(key: "")
        _ = try codec.decode(frames)
        _ = try codec.decode(frames)  // no replay check without signatures
    }

    @Test func oversizedMessageIsRejectedBeforeParsing() {
        let frames = [WireFrames.delimiter, [], [UInt8](repeating: 0x7b, count: 2_000), [], [], []]
        #expect(throws: WireError.tooLarge(2_000 + 9)) {
            try MessageCodec(key: "", maximumSize: 1_000).decode(frames)
        }
    }

    @Test func invalidJSONAndUTF8AreRejected() {
        let codec = MessageCodec(key: "")
        let header = utf8("{\"msg_type\":\"execute_request\"}")
        #expect(throws: WireError.self) { try codec.decode([WireFrames.delimiter, [], utf8("{"), [], [], []]) }
        #expect(throws: WireError.self) {
            try codec.decode([WireFrames.delimiter, [], header, utf8("{}"), utf8("{}"), [0x22, 0xff, 0x22]])
        }
        #expect(throws: WireError.invalidHeader("no msg_type")) {
            try codec.decode([WireFrames.delimiter, [], utf8("{}"), utf8("{}"), utf8("{}"), utf8("{}")])
        }
    }
}

extension MessageHeader {
    func with(msgID: String, date: String?) -> MessageHeader {
        var copy = self
        copy.msgID = msgID
        copy.date = date
        return copy
    }
}
