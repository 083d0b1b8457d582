import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a socket, so tests can send paths exactly as written
/// (`/../`, `%2e%2e`) without a client library normalising them first.
struct RawHTTPResponse {
    var status: Int
    var headers: [String: String]
    var body: Data

    var text: String { String(decoding: body, as: UTF8.self) }
}

enum RawHTTPClient {
    /// Sends one request; `host` is the `Host` header's value (by default `127.0.0.1:PORT`; an
    /// empty one sends no `Host` at all).
    static func request(_ method: String = "GET", port: Int, path: String, host: String? = nil) throws -> RawHTTPResponse {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 60, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard connectToLoopback(descriptor, port: port) else { throw POSIXError(.ECONNREFUSED) }
        let hostField = host.map { $0.isEmpty ? "" : "Host: \($0)\r\n" } ?? "Host: 127.0.0.1:\(port)\r\n"
        let request = "\(method) \(path) HTTP/1.1\r\n\(hostField)Connection: close\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(buffer, count: count)
        }
        return try parse(received)
    }

    private static func parse(_ data: Data) throws -> RawHTTPResponse {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw ClientError.incomplete(received: data.count, errno: errno) }
        let head = String(decoding: data[..<split.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw POSIXError(.EBADMSG) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return RawHTTPResponse(status: status, headers: headers, body: Data(data[split.upperBound...]))
    }
}

enum ClientError: Error {
    case incomplete(received: Int, errno: Int32)
}

/// Connects a TCP socket to 127.0.0.1:`port`; true on success.
func connectToLoopback(_ descriptor: Int32, port: Int) -> Bool {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    return withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    } == 0
}
