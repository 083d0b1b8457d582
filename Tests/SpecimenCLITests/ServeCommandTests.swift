import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

@Suite("specimen serve")
struct ServeCommandTests {
    /// Starts `specimen serve --port 0` and returns the process and the port it printed; with
    /// `fileLimit`, the server may open that many files (`ulimit -n`).
    func startServe(in root: URL, arguments: [String] = [], fileLimit: Int? = nil) throws -> (Process, Int, Pipe) {
        let process = Process()
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", SpecimenProcess.executable.path, "serve", "--port", "0"] + arguments
        } else {
            process.executableURL = SpecimenProcess.executable
            process.arguments = ["serve", "--port", "0"] + arguments
        }
        process.currentDirectoryURL = root
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        var text = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline, !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        let port = text.split(separator: ":").dropFirst(2).first.flatMap { Int($0.prefix { $0.isNumber }) } ?? 0
        return (process, port, errors)
    }

    @Test func ctrlCStopsWithinTwoSecondsWhilePagesListen() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, _) = try startServe(in: root)
        #expect(port > 0)
        let listener = Process()
        listener.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        listener.arguments = ["curl", "-sN", "http://127.0.0.1:\(port)/__specimen/events"]
        listener.standardOutput = Pipe()
        try listener.run()
        Thread.sleep(forTimeInterval: 0.5)
        let start = Date()
        serve.interrupt()
        serve.waitUntilExit()
        #expect(Date().timeIntervalSince(start) < 2)
        #expect(serve.terminationStatus == 0)
        let listenerDeadline = Date().addingTimeInterval(2)
        while listener.isRunning, Date() < listenerDeadline { Thread.sleep(forTimeInterval: 0.05) }
        #expect(!listener.isRunning, "the event stream ends with the server")
        if listener.isRunning { listener.terminate() }
    }

    @Test func aBrokenHandbookStillServesAndShowsTheError() throws {
        let root = try temporaryHandbook(["Content/index.md": "Uses {color.none}.\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, errors) = try startServe(in: root)
        defer { serve.interrupt(); serve.waitUntilExit() }
        #expect(port > 0)
        let page = Process()
        page.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        page.arguments = ["curl", "-s", "http://127.0.0.1:\(port)/"]
        let output = Pipe()
        page.standardOutput = output
        try page.run()
        let html = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        page.waitUntilExit()
        #expect(html.contains("/__specimen/live-reload.js"), "a waiting page that shows the error")
        serve.interrupt()
        serve.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(log.contains("Content/index.md:1:6: error: '{color.none}' refers to no token"))
    }

    /// The status of `GET path` with `Host: host`, through curl.
    func status(port: Int, path: String = "/", host: String) throws -> String {
        let curl = Process()
        curl.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        curl.arguments = [
            "curl", "-s", "-o", "/dev/null", "-m", "60", "-w", "%{http_code}", "-H", "Host: \(host)", "http://127.0.0.1:\(port)\(path)",
        ]
        let output = Pipe()
        curl.standardOutput = output
        try curl.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        curl.waitUntilExit()
        return text
    }

    @Test func onlyLoopbackNamesAreAnswered() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, _) = try startServe(in: root)
        defer { serve.interrupt(); serve.waitUntilExit() }
        #expect(port > 0)
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)", "localhost", "LOCALHOST:\(port)"] {
            #expect(try status(port: port, host: host) == "200", "\(host)")
        }
        // A page of evil.example that pointed its name at 127.0.0.1 (DNS rebinding).
        for host in ["evil.example:\(port)", "evil.example", "localhost.evil.example"] {
            #expect(try status(port: port, host: host) == "421", "\(host)")
            #expect(try status(port: port, path: "/__specimen/events", host: host) == "421", "\(host)")
        }
    }

    @Test func namesGivenWithAllowHostAreAnsweredToo() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, _) = try startServe(in: root, arguments: ["--allow-host", "preview.example", "--allow-host", "Other.Example"])
        defer { serve.interrupt(); serve.waitUntilExit() }
        #expect(port > 0)
        for host in ["127.0.0.1:\(port)", "preview.example", "other.example:443"] {
            #expect(try status(port: port, host: host) == "200", "\(host)")
        }
        #expect(try status(port: port, host: "preview.example.evil.example") == "421")
    }

    @Test func allowHostTakesHostNamesOnly() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let run = try SpecimenProcess.run(["serve", "--port", "0", "--allow-host", "preview.example:8080"], in: root)
        #expect(run.status == 2, "a usage error")
        #expect(run.standardError.contains("--allow-host 'preview.example:8080' has a port"), "\(run.standardError)")
        let help = try SpecimenProcess.run(["serve", "--help"], in: root)
        #expect(help.standardOutput.contains("--allow-host <name>"))
        #expect(help.standardOutput.contains("DNS rebinding"))
    }

    /// A page's listener on a socket of its own: connected once the server has taken it.
    final class Listener {
        let descriptor: Int32
        private(set) var received = ""

        init(port: Int) throws {
            descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var timeout = timeval(tv_sec: 1, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard connected == 0 else {
                close(descriptor)
                throw POSIXError(.ECONNREFUSED)
            }
            _ = "GET /__specimen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".withCString { send(descriptor, $0, strlen($0), 0) }
        }

        deinit { close(descriptor) }

        /// Reads until `text` arrives; false when the stream ends or a minute passes first.
        func read(until text: String) -> Bool {
            readUntil(deadline: Date().addingTimeInterval(60)) { $0.contains(text) } == .found
        }

        /// Reads until the server closes the stream; false if `deadline` passes first.
        func readToEnd(before deadline: Date) -> Bool {
            readUntil(deadline: deadline) { _ in false } == .ended
        }

        enum ReadOutcome { case found, ended, timedOut }

        /// Reads (a second at a time, so a stream that keeps sending cannot hold it) until what
        /// was received satisfies `done`, the stream ends, or `deadline` passes.
        private func readUntil(deadline: Date, _ done: (String) -> Bool) -> ReadOutcome {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while !done(received) {
                guard Date() < deadline else { return .timedOut }
                let count = recv(descriptor, &buffer, buffer.count, 0)
                if count == 0 { return .ended }
                if count < 0 {
                    if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
                    return .ended
                }
                received += String(decoding: buffer[0..<count], as: UTF8.self)
            }
            return .found
        }

        /// Whether the stream is still open, without waiting.
        var isOpen: Bool {
            var byte: UInt8 = 0
            let count = recv(descriptor, &byte, 1, Int32(MSG_DONTWAIT | MSG_PEEK))
            return count > 0 || (count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        }
    }

    /// The cap follows the server's file limit: 128 files allow 32 listeners. More listeners than
    /// that drop the oldest, and pages are still served.
    @Test func liveReloadListenersAreCappedByTheFileLimit() throws {
        let root = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port, _) = try startServe(in: root, fileLimit: 128)
        defer { serve.interrupt(); serve.waitUntilExit() }
        #expect(port > 0)
        var listeners: [Listener] = []
        for index in 0..<40 {
            let listener = try Listener(port: port)
            #expect(listener.read(until: ": connected"), "listener \(index)")
            listeners.append(listener)
        }
        let deadline = Date().addingTimeInterval(60)
        for (index, listener) in listeners.enumerated() where index < 8 {
            #expect(listener.readToEnd(before: deadline), "listener \(index) is dropped and its connection closed")
            #expect(listener.received.contains(": dropped for a newer page (at most 32 listen at once)"), "\(listener.received)")
        }
        for (index, listener) in listeners.enumerated() where index >= 8 {
            #expect(listener.isOpen, "listener \(index)")
        }
        #expect(try status(port: port, host: "127.0.0.1:\(port)") == "200")
    }
}
