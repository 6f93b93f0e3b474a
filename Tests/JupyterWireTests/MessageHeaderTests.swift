import Testing
@testable import JupyterWire

struct MessageHeaderTests {
    @Test func lenientHeader() throws {
        let json = try JSONParser.parse(utf8(#"{"msg_type":"execute_request","subshell_id":null,"x":[1]}"#))
        let header = try MessageHeader(json: json)
        #expect(header.msgType == "execute_request")
        #expect(header.date == nil)
        #expect(header.msgID == "")
        #expect(header.version == "")
        #expect(header.extra == ["subshell_id": .null, "x": [1]])
        // As a parent header it goes back exactly as received.
        #expect(header.json == json)
    }

    @Test(arguments: [
        (#""2026-11-30T15:00:00Z""#, "2026-11-30T15:00:00Z"),
        (#""yesterday""#, "yesterday"),
        ("1700000000", "1700000000"),
        ("null", nil),
    ] as [(String, String?)])
    func oddDatesAreKept(_ date: String, _ expected: String?) throws {
        let json = try JSONParser.parse(utf8(#"{"msg_type":"a","date":"# + date + "}"))
        #expect(try MessageHeader(json: json).date == expected)
    }

    @Test func nullParentAndMetadataReadAsEmpty() throws {
        let codec = MessageCodec(key: "")
        let message = try codec.decode([WireFrames.delimiter, [], utf8(#"{"msg_type":"a"}"#), utf8("null"),
                                        utf8("null"), utf8("{}")])
        #expect(message.parentHeader == .emptyObject)
        #expect(message.metadata == .emptyObject)
    }

    @Test func headerWithoutTypeIsInvalid() {
        #expect(throws: WireError.invalidHeader("not an object")) { try MessageHeader(json: [1]) }
        #expect(throws: WireError.invalidHeader("no msg_type")) { try MessageHeader(json: ["msg_type": 3]) }
    }

    @Test func factoryHeaders() {
        let factory = MessageFactory(session: "sess", username: "kernel")
        let first = factory.header("status")
        let second = factory.header("status")
        #expect(first.msgID != second.msgID)
        #expect(first.session == "sess")
        #expect(first.version == "5.4")
        #expect(first.username == "kernel")
    }

    @Test func replyCopiesParentHeaderVerbatim() throws {
        let json = try JSONParser.parse(utf8(#"{"msg_type":"kernel_info_request","msg_id":"m","subshell_id":"7"}"#))
        let request = Message(identities: [utf8("id")], header: try MessageHeader(json: json), content: .emptyObject)
        let reply = MessageFactory().make("kernel_info_reply", content: .emptyObject, parent: request)
        #expect(reply.parentHeader["subshell_id"] == "7")
        #expect(reply.parentHeader["msg_id"] == "m")
        #expect(reply.identities == [utf8("id")])
    }
}

struct ISO8601TimestampTests {
    @Test(arguments: [
        (0, 5, "1970-01-01T00:00:00.000005Z"),
        (1_796_050_800, 123_456, "2026-11-30T15:00:00.123456Z"),
        (951_825_599, 999_999, "2000-02-29T11:59:59.999999Z"),
    ])
    func format(_ seconds: Int, _ micros: Int, _ expected: String) {
        #expect(ISO8601Timestamp.format(seconds: seconds, microseconds: micros) == expected)
    }

    @Test func nowHasSixFractionDigitsAndZ() {
        let now = Array(ISO8601Timestamp.now().utf8)
        #expect(now.count == 27)
        #expect(now[10] == UInt8(ascii: "T"))
        #expect(now[19] == UInt8(ascii: "."))
        #expect(now[26] == UInt8(ascii: "Z"))
        #expect(now[20..<26].allSatisfy { (48...57).contains($0) })
    }
}

/// A reply's parent header must be the request's header verbatim (PROTOCOL.md "Versions and
/// headers"), whatever odd values it holds.
@Suite struct VerbatimParentHeaderTests {
    @Test(arguments: [
        #"{"msg_id":"a","msg_type":"kernel_info_request","date":null,"session":"s"}"#,
        #"{"msg_id":"a","msg_type":"kernel_info_request","date":17,"version":"5.3"}"#,
        #"{"msg_type":"kernel_info_request","subshell_id":null,"date":"yesterday"}"#,
    ])
    func decodedHeaderGivesBackWhatWasReceived(text: String) throws {
        let received = try JSONParser.parse(Array(text.utf8))
        #expect(try MessageHeader(json: received).json == received)
    }

    @Test func changingAFieldRebuildsTheHeader() throws {
        let received = try JSONParser.parse(Array(#"{"msg_id":"a","msg_type":"x","date":null}"#.utf8))
        var header = try MessageHeader(json: received)
        header.msgID = "b"
        #expect(header.json["msg_id"] == .string("b"))
        #expect(header.json["date"] == nil)
    }
}
