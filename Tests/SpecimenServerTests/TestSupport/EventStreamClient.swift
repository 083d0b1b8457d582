import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A live-reload listener as a browser's EventSource would be: one socket kept open, read on a
/// thread of its own, with the received text searchable by event name.
///
/// The reading thread alone closes the socket, once the stream has ended; `disconnect` only
/// shuts it down, once. Closing it from the test while the thread still reads it, or twice,
/// would close whatever descriptor another test had been given the same number in the
/// meantime (a server's standard input, which then ended).
final class EventStreamClient: @unchecked Sendable {
    private let descriptor: Int32
    private let lock = NSLock()
    private var received = ""
    private var consumed: [String: Int] = [:]
    /// Whether the stream has ended and the socket is closed.
    private var closed = false
    private var shutDown = false

    init(port: Int, path: String = "/__specimen/events", host: String? = nil) throws {
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw POSIXError(.EIO) }
        guard connectToLoopback(descriptor, port: port) else { close(descriptor); throw POSIXError(.ECONNREFUSED) }
        let request = "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nAccept: text/event-stream\r\n\r\n"
        _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
        Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 16384)
            while true {
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count <= 0 { break }
                let text = String(decoding: buffer[0..<count], as: UTF8.self)
                lock.withLock { received += text }
            }
            lock.withLock {
                closed = true
                close(descriptor)
            }
        }.start()
    }

    var text: String { lock.withLock { received } }
    var isClosed: Bool { lock.withLock { closed } }

    /// Waits for the next `event: name` not yet waited for; returns its data line.
    func next(_ name: String, timeout: Double = 60) async -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let found: String? = lock.withLock {
                let marker = "event: \(name)\ndata: "
                var rest = received[...]
                var seen = 0
                let skip = consumed[name, default: 0]
                while let range = rest.range(of: marker) {
                    let after = rest[range.upperBound...]
                    guard let end = after.firstIndex(of: "\n") else { return nil }
                    if seen == skip {
                        consumed[name] = skip + 1
                        return String(after[..<end])
                    }
                    seen += 1
                    rest = after[end...]
                }
                return nil
            }
            if let found { return found }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// Waits until the server has accepted the stream.
    func waitUntilConnected(timeout: Double = 60) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if text.contains(": connected") { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }

    /// Goes away mid-stream, as a closed tab does; the reading thread then closes the socket.
    func disconnect() {
        lock.withLock {
            guard !closed, !shutDown else { return }
            shutDown = true
            shutdown(descriptor, Int32(SHUT_RDWR))
        }
    }
}
