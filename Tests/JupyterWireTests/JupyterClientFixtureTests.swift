import Testing
@testable import JupyterWire

/// A message signed by the real jupyter_client (8.x). Made once with
/// /work/main/.venv/bin/python:
///
///     s = jupyter_client.session.Session(key=b"fixture-key-\xc3\xa9", username="teacher", session="sess-1")
///     msg = s.msg("execute_request", content={"code": "bar \"déjà 😀\" 1", "silent": False})
///     msg["header"]["msg_id"] = "fixed-id"; msg["header"]["date"] = "2026-11-30T15:00:00.123456Z"
///     for part in s.serialize(msg, ident=[b"client-identity"]): print(part.hex())
///
/// The content holds raw UTF-8 (jupyter_client does not `\u`-escape), so verifying over
/// re-serialized JSON instead of the received bytes would fail.
struct JupyterClientFixtureTests {
    static let key = "fixture-key-é"
    static let frames: [[UInt8]] = [
        "636c69656e742d6964656e74697479",
        "3c4944537c4d53473e",
        "3733313166363834326430303832383636653964373337333035386339326366"
            + "3239363533316463356664323333363232333236313965646562656630366539",
        "7b226d73675f6964223a202266697865642d6964222c20226d73675f74797065223a2022657865637574655f"
            + "72657175657374222c2022757365726e616d65223a202274656163686572222c202273657373696f6e223a20"
            + "22736573732d31222c202264617465223a2022323032362d31312d33305431353a30303a30302e3132333435"
            + "365a222c202276657273696f6e223a2022352e34227d",
        "7b7d",
        "7b7d",
        "7b22636f6465223a2022626172205c2264c3a96ac3a020f09f98805c222031222c202273696c656e74223a2066616c73657d",
    ].map(hexBytes)

    @Test func verifiesAndDecodes() throws {
        let message = try MessageCodec(key: Self.key).decode(Self.frames)
        #expect(message.identities == [utf8("client-identity")])
        #expect(message.header.msgID == "fixed-id")
        #expect(message.header.msgType == "execute_request")
        #expect(message.header.username == "teacher")
        #expect(message.header.session == "sess-1")
        #expect(message.header.date == "2026-11-30T15:00:00.123456Z")
        #expect(message.header.version == "5.4")
        #expect(message.content["code"] == .string("bar \"déjà 😀\" 1"))
        #expect(message.content["silent"] == .bool(false))
        #expect(message.parentHeader == .emptyObject)
    }

    @Test(arguments: [3, 4, 5, 6])
    func tamperedPartIsRejected(_ frameIndex: Int) {
        var frames = Self.frames
        frames[frameIndex][1] ^= 0x01
        #expect(throws: WireError.badSignature) { try MessageCodec(key: Self.key).decode(frames) }
    }

    @Test func wrongKeyIsRejected() {
        #expect(throws: WireError.badSignature) { try MessageCodec(key: "fixture-key-e").decode(Self.frames) }
    }

    @Test func replayIsRejected() throws {
        let codec = MessageCodec(key: Self.key)
        _ = try codec.decode(Self.frames)
        #expect(throws: WireError.duplicateSignature) { try codec.decode(Self.frames) }
    }

    @Test func ourSignatureVerifiesOnTheBytesWeSend() throws {
        let codec = MessageCodec(key: Self.key)
        var message = try MessageCodec(key: Self.key).decode(Self.frames)
        message.header.msgID = "another-id"
        let sent = codec.encode(message)
        let received = try MessageCodec(key: Self.key).decode(sent)
        #expect(received.content == message.content)
        #expect(received.header == message.header)
    }
}
