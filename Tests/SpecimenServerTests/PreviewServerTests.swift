import Foundation
import Testing

@testable import SpecimenServer

/// A real server on an ephemeral loopback port, over a real folder.
final class RunningServer: Sendable {
    let root: URL
    let output: URL
    let port: Int
    private let task: Task<Void, Error>

    init(
        basePath: String = "/", idleTimeout: Duration = .seconds(30), host: String = "127.0.0.1", allowingHosts: [String] = [],
        liveReload: LiveReloadHub? = nil
    ) async throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-serve-\(UUID().uuidString)")
        output = root.appendingPathComponent("Output")
        let files: [String: String] = [
            "index.html": "<h1>Home</h1>",
            "guide/index.html": "<h1>Guide</h1>",
            "assets/site.css": "body{}",
            "assets/app.js": "1",
            "logo.svg": "<svg/>",
            "404.html": "<h1>Not here</h1>",
            "my page/index.html": "<h1>Spaces</h1>",
        ]
        for (path, text) in files {
            let url = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: output.appendingPathComponent("escape.txt").path,
            withDestinationPath: root.appendingPathComponent("secret.txt").path)
        try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("outside").path, withDestinationPath: root.path)

        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let server = PreviewServer(
            outputDirectory: output, basePath: basePath, host: host, port: 0, liveReload: liveReload, idleTimeout: idleTimeout,
            allowingHosts: allowingHosts)
        task = Task { try await server.run { port in continuation.yield(port) } }
        var bound = 0
        for await port in stream { bound = port; break }
        port = bound
    }

    /// Sends the request from a thread of its own: on Linux, Swift's cooperative pool and
    /// Dispatch's global queues share two threads here, and a blocked one starves the server.
    func get(_ path: String, method: String = "GET", host: String? = nil) async throws -> RawHTTPResponse {
        let port = self.port
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(with: Result { try RawHTTPClient.request(method, port: port, path: path, host: host) })
            }.start()
        }
    }

    func stop() async {
        task.cancel()
        _ = await task.result
        try? FileManager.default.removeItem(at: root)
    }
}

@Suite("Preview server")
struct PreviewServerTests {
    @Test func servesFilesWithContentTypesAndFolderIndexes() async throws {
        let server = try await RunningServer()
        #expect(server.port > 0)
        let home = try await server.get("/")
        #expect(home.status == 200)
        #expect(home.text == "<h1>Home</h1>")
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.headers["cache-control"] == "no-store")
        #expect(try await server.get("/guide/").text == "<h1>Guide</h1>")
        #expect(try await server.get("/assets/site.css").headers["content-type"] == "text/css; charset=utf-8")
        #expect(try await server.get("/assets/app.js").headers["content-type"] == "text/javascript; charset=utf-8")
        #expect(try await server.get("/logo.svg").headers["content-type"] == "image/svg+xml")
        #expect(try await server.get("/my%20page/").text == "<h1>Spaces</h1>")
        let redirect = try await server.get("/guide")
        #expect(redirect.status == 301)
        #expect(redirect.headers["location"] == "/guide/")
        let head = try await server.get("/", method: "HEAD")
        #expect(head.status == 200 && head.body.isEmpty)
        #expect(try await server.get("/", method: "POST").status == 405)
        await server.stop()
    }

    @Test func missingFilesGetTheSitesNotFoundPage() async throws {
        let server = try await RunningServer()
        let missing = try await server.get("/nope/")
        #expect(missing.status == 404)
        #expect(missing.text == "<h1>Not here</h1>")
        await server.stop()
    }

    @Test(
        "nothing outside the output folder is served",
        arguments: [
            "/../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E/%2e%2e/etc/passwd", "/guide/../../secret.txt",
            "/escape.txt", "/outside/secret.txt", "/..%2fsecret.txt", "/%00", "/..\\secret.txt",
        ])
    func refusesTraversal(path: String) async throws {
        let server = try await RunningServer()
        let response = try await server.get(path)
        #expect([400, 404].contains(response.status), "\(path) → \(response.status)")
        #expect(!response.text.contains("secret"))
        await server.stop()
    }

    @Test func aBasePathIsServedAndTheRootRedirectsToIt() async throws {
        let server = try await RunningServer(basePath: "/handbook/")
        #expect(try await server.get("/handbook/guide/").text == "<h1>Guide</h1>")
        let root = try await server.get("/")
        #expect(root.status == 301 && root.headers["location"] == "/handbook/")
        #expect(try await server.get("/handbook").headers["location"] == "/handbook/")
        #expect(try await server.get("/guide/").status == 404)
        await server.stop()
    }

    @Test func aPortInUseIsAClearError() async throws {
        let first = try await RunningServer()
        let second = PreviewServer(outputDirectory: first.output, basePath: "/", host: "127.0.0.1", port: first.port)
        let error = await #expect(throws: PreviewServerError.self) { try await second.run() }
        #expect(
            error.map { "\($0)" }
                == "port \(first.port) is already in use; stop the other server or choose another port, e.g. --port \(first.port + 1)")
        await first.stop()
    }
}

@Suite("Preview server under hostile use")
struct PreviewServerHardeningTests {
    @Test func redirectsStayOnTheSameOrigin() async throws {
        let server = try await RunningServer()
        let doubled = try await server.get("//guide")
        #expect(doubled.status == 301)
        #expect(doubled.headers["location"] == "/guide/", "never the protocol-relative //guide/")
        #expect(try await server.get("///guide").headers["location"] == "/guide/")
        await server.stop()
    }

    @Test func idleConnectionsAreClosedButTheServerKeepsAnswering() async throws {
        let server = try await RunningServer(idleTimeout: .milliseconds(500))
        let port = server.port
        let closed: Bool = await withCheckedContinuation { continuation in
            Thread {
                let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                defer { close(descriptor) }
                // Generous: on a machine busy with the other suites the event loop may run late;
                // what matters is that the server hangs up (recv sees the end) rather than waiting forever.
                var timeout = timeval(tv_sec: 30, tv_usec: 0)
                setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
                guard connectToLoopback(descriptor, port: port) else { continuation.resume(returning: false); return }
                // Send half a request and stall: the server must hang up on its own.
                _ = "GET / HTTP/1.1\r\nHost: x".withCString { send(descriptor, $0, strlen($0), 0) }
                var byte: UInt8 = 0
                let start = Date()
                let received = recv(descriptor, &byte, 1, 0)
                continuation.resume(returning: received == 0 && Date().timeIntervalSince(start) < 25)
            }.start()
        }
        #expect(closed, "a stalled connection is closed after the idle timeout")
        #expect(try await server.get("/").status == 200)
        await server.stop()
    }
}
