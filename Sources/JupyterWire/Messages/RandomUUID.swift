/// Random (version 4) UUIDs as lowercase text, for `msg_id`, `session` and `comm_id` (RFC 9562
/// §5.4): 122 random bits from the system's generator (`getrandom`), what Python's
/// `uuid.uuid4()` gives jupyter_client and ipykernel.
public enum RandomUUID {
    /// 36 characters, `8-4-4-4-12` hex digits: `1b4e28ba-2fa1-4d2e-8c3b-6bd0f5a2c1e9`.
    public static func string() -> String { text(dashes: true) }

    /// The 32 hex digits without dashes (ipykernel's comm ids, `uuid4().hex`).
    public static func hex() -> String { text(dashes: false) }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func text(dashes: Bool) -> String {
        var generator = SystemRandomNumberGenerator()
        var high = generator.next() as UInt64
        var low = generator.next() as UInt64
        high = (high & ~0xF000) | 0x4000             // version 4 in bits 48–51
        low = (low & ~(0xC << 60)) | (0x8 << 60)     // variant 10 in the top two bits
        var bytes: [UInt8] = []
        bytes.reserveCapacity(36)
        for (index, word) in [high, low].enumerated() {
            for nibble in 0..<16 {
                let position = index * 16 + nibble
                if dashes, position == 8 || position == 12 || position == 16 || position == 20 {
                    bytes.append(UInt8(ascii: "-"))
                }
                bytes.append(digits[Int((word >> UInt64(60 - 4 * nibble)) & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
