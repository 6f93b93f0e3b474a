/// The connection file a client writes before starting a kernel (jupyter_client
/// `docs/kernels.rst`, "Connection files").
///
/// `transport` is `tcp` (endpoints `tcp://ip:port`) or `ipc` (endpoints `ipc://ip-port`, files
/// named after `ip` with the port as a suffix). Missing `transport` means `tcp`, a missing
/// `signature_scheme` means `hmac-sha256`, a missing `key` means unsigned messages.
public struct ConnectionInfo: Sendable, Equatable {
    public var transport: String
    public var ip: String
    public var shellPort: Int
    public var iopubPort: Int
    public var stdinPort: Int
    public var controlPort: Int
    public var hbPort: Int
    public var key: String
    public var signatureScheme: String

    /// Why a connection file was refused: the text says which field and what was wrong.
    public struct FileError: Error, CustomStringConvertible, Equatable, Sendable {
        public let description: String
    }

    /// Reads the fields above from the bytes of a connection file (a JSON object; other members
    /// such as `kernel_name` are ignored).
    /// - Throws: `FileError` for text that is not a JSON object, a missing port, a port that is
    ///   not an integer, or a string field of another type (`null` counts as missing).
    public init(json bytes: [UInt8]) throws(FileError) {
        let parsed: JSON
        do {
            parsed = try JSONParser.parse(bytes)
        } catch {
            throw FileError(description: error.description)
        }
        guard let object = parsed.objectValue else { throw FileError(description: "it is not a JSON object") }
        func text(_ name: String, default fallback: String) throws(FileError) -> String {
            guard let value = object[name], value != .null else { return fallback }
            guard let text = value.stringValue else { throw FileError(description: "\(name) is not a string") }
            return text
        }
        func port(_ name: String) throws(FileError) -> Int {
            guard let value = object[name], value != .null else { throw FileError(description: "no \(name)") }
            guard let port = value.intValue else { throw FileError(description: "\(name) is not an integer") }
            return port
        }
        transport = try text("transport", default: "tcp")
        ip = try text("ip", default: "127.0.0.1")
        shellPort = try port("shell_port")
        iopubPort = try port("iopub_port")
        stdinPort = try port("stdin_port")
        controlPort = try port("control_port")
        hbPort = try port("hb_port")
        key = try text("key", default: "")
        signatureScheme = try text("signature_scheme", default: "hmac-sha256")
    }

    /// The ZeroMQ endpoint for `port`: `tcp://ip:port` (port 0: any free port, `tcp://ip:*`)
    /// or `ipc://ip-port`.
    public func endpoint(port: Int) -> String {
        if transport == "ipc" { return "ipc://\(ip)-\(port)" }
        return "tcp://\(ip):\(port == 0 ? "*" : String(port))"
    }
}
