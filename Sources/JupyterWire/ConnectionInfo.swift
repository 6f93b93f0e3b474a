import Foundation

/// The connection file a client writes before starting a kernel (jupyter_client
/// `docs/kernels.rst`, "Connection files").
///
/// `transport` is `tcp` (endpoints `tcp://ip:port`) or `ipc` (endpoints `ipc://ip-port`, files
/// named after `ip` with the port as a suffix). Missing `transport` means `tcp`, a missing
/// `signature_scheme` means `hmac-sha256`, a missing `key` means unsigned messages.
public struct ConnectionInfo: Decodable, Sendable, Equatable {
    public var transport: String
    public var ip: String
    public var shellPort: Int
    public var iopubPort: Int
    public var stdinPort: Int
    public var controlPort: Int
    public var hbPort: Int
    public var key: String
    public var signatureScheme: String

    enum CodingKeys: String, CodingKey {
        case transport, ip, key
        case shellPort = "shell_port", iopubPort = "iopub_port", stdinPort = "stdin_port"
        case controlPort = "control_port", hbPort = "hb_port", signatureScheme = "signature_scheme"
    }

    /// Decodes the fields above; ports must be integers.
    /// - Throws: `DecodingError` for a missing port or a wrong type.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        transport = try container.decodeIfPresent(String.self, forKey: .transport) ?? "tcp"
        ip = try container.decodeIfPresent(String.self, forKey: .ip) ?? "127.0.0.1"
        shellPort = try container.decode(Int.self, forKey: .shellPort)
        iopubPort = try container.decode(Int.self, forKey: .iopubPort)
        stdinPort = try container.decode(Int.self, forKey: .stdinPort)
        controlPort = try container.decode(Int.self, forKey: .controlPort)
        hbPort = try container.decode(Int.self, forKey: .hbPort)
        key = try container.decodeIfPresent(String.self, forKey: .key) ?? ""
        signatureScheme = try container.decodeIfPresent(String.self, forKey: .signatureScheme) ?? "hmac-sha256"
    }

    /// Reads and decodes a connection file.
    /// - Throws: the file system's error, or `DecodingError`.
    public init(contentsOfFile path: String) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        self = try JSONDecoder().decode(ConnectionInfo.self, from: data)
    }

    /// The ZeroMQ endpoint for `port`: `tcp://ip:port` (port 0: any free port, `tcp://ip:*`)
    /// or `ipc://ip-port`.
    public func endpoint(port: Int) -> String {
        if transport == "ipc" { return "ipc://\(ip)-\(port)" }
        return "tcp://\(ip):\(port == 0 ? "*" : String(port))"
    }
}
