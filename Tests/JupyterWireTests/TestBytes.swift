/// Bytes from a hex string (test fixtures are written as hex so they survive editors).
func hexBytes(_ hex: String) -> [UInt8] {
    let digits = Array(hex.utf8)
    return stride(from: 0, to: digits.count - 1, by: 2).map { index in
        UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) ?? 0
    }
}

/// The UTF-8 bytes of `text`.
func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

/// `bytes` as text (for readable expectations).
func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
