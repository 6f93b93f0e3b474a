import CLibCrypto

/// HMAC over message parts, with OpenSSL's EVP_MAC (jupyter_client `session.py`,
/// `Session.sign`; PROTOCOL.md "Signing"): SHA-256 as Jupyter's default `hmac-sha256`, or any
/// digest OpenSSL knows when the connection file names another `hmac-*` scheme.
///
/// The key is the UTF-8 bytes of the connection file's `key` string. An empty key means
/// unsigned: `sign` gives an empty signature and `verify` accepts anything. Signatures are
/// lowercase hex digits (64 for SHA-256). Safe to share between threads (each call uses its own context).
public final class MessageSigner: @unchecked Sendable {
    private let key: [UInt8]
    private let digestName: String
    private let mac: OpaquePointer?

    /// `true` when messages are signed and checked.
    public var isSigning: Bool { !key.isEmpty }

    /// - Parameter key: the connection file's `key`; `""` disables signing.
    public convenience init(key: String) {
        self.init(keyBytes: Array(key.utf8))
    }

    /// A signer for a connection file's `key` and `signature_scheme` (`hmac-sha256`,
    /// `hmac-sha512`, …), or `nil` when the scheme is not `hmac-` followed by a digest OpenSSL
    /// has. An empty key is unsigned whatever the scheme.
    public convenience init?(key: String, scheme: String) {
        guard scheme.lowercased().hasPrefix("hmac-") else { return nil }
        self.init(keyBytes: Array(key.utf8), digestName: String(scheme.dropFirst(5)).uppercased())
        guard !isSigning || digest([[UInt8]]()) != nil else { return nil }
    }

    /// A signer with a raw binary key (RFC 4231 test keys are not UTF-8); empty: unsigned.
    /// - Parameter digestName: OpenSSL's name of the hash, e.g. `SHA256`, `SHA512`.
    public init(keyBytes: [UInt8], digestName: String = "SHA256") {
        _ = Self.openSSLStarted
        key = keyBytes
        self.digestName = digestName
        mac = keyBytes.isEmpty ? nil : EVP_MAC_fetch(nil, "HMAC", nil)
    }

    /// OpenSSL started without its error strings (nothing here prints them), before any other
    /// libcrypto call: 0.5 MB less resident memory (issue 10).
    private static let openSSLStarted: Bool =
        OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_LOAD_CRYPTO_STRINGS), nil) == 1

    deinit { if let mac { EVP_MAC_free(mac) } }

    /// The raw HMAC of the concatenated `parts` (32 bytes for SHA-256), or `nil` when unsigned
    /// or when OpenSSL fails (an unknown digest).
    public func digest<Part: Collection<UInt8>>(_ parts: [Part]) -> [UInt8]? {
        guard let mac, let context = EVP_MAC_CTX_new(mac) else { return nil }
        defer { EVP_MAC_CTX_free(context) }
        let initialised: Int32 = "digest".withCString { name in
            digestName.withCString { digest in
                var params = [
                    OSSL_PARAM_construct_utf8_string(name, UnsafeMutablePointer(mutating: digest), 0),
                    OSSL_PARAM_construct_end(),
                ]
                return key.withUnsafeBufferPointer { keyBytes in
                    EVP_MAC_init(context, keyBytes.baseAddress, keyBytes.count, &params)
                }
            }
        }
        guard initialised == 1 else { return nil }
        for part in parts {
            let updated: Int32 = part.withContiguousStorageIfAvailable { bytes in
                EVP_MAC_update(context, bytes.baseAddress, bytes.count)
            } ?? Array(part).withUnsafeBufferPointer { bytes in
                EVP_MAC_update(context, bytes.baseAddress, bytes.count)
            }
            guard updated == 1 else { return nil }
        }
        var output = [UInt8](repeating: 0, count: 64)
        var length = 0
        guard EVP_MAC_final(context, &output, &length, output.count) == 1 else { return nil }
        return Array(output.prefix(length))
    }

    /// The lowercase-hex signature of `parts` (header, parent header, metadata, content, in
    /// that order); empty when unsigned.
    public func sign<Part: Collection<UInt8>>(_ parts: [Part]) -> [UInt8] {
        guard isSigning, let raw = digest(parts) else { return [] }
        return Self.hex(raw)
    }

    /// Whether `signature` is the signature of `parts`, compared in constant time after a
    /// length check (`CRYPTO_memcmp`). Always `true` when unsigned.
    public func verify<Part: Collection<UInt8>>(signature: [UInt8], parts: [Part]) -> Bool {
        guard isSigning else { return true }
        let expected = sign(parts)
        guard !expected.isEmpty, signature.count == expected.count else { return false }
        return signature.withUnsafeBytes { received in
            expected.withUnsafeBytes { wanted in
                CRYPTO_memcmp(received.baseAddress, wanted.baseAddress, wanted.count) == 0
            }
        }
    }

    private static let digits = Array("0123456789abcdef".utf8)

    /// Lowercase hex of `bytes`.
    public static func hex(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return out
    }
}
