import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// Serves a built site over HTTP for previewing: only files inside the output folder,
/// never cached, with the site's own 404 page, and only to requests naming an allowed host.
/// With a live-reload hub, HTML pages get a script that listens on `/__specimen/events` for
/// reloads, stylesheet swaps and build errors.
public struct PreviewServer: Sendable {
    public let outputDirectory: URL
    public let basePath: String
    public let host: String
    public let port: Int
    public let liveReload: LiveReloadHub?
    /// The names requests may give in `Host`; others get 421 Misdirected Request.
    public let allowedHosts: AllowedHosts
    /// How long a connection may sit without a request (or with a request arriving too slowly)
    /// before it is closed, so idle sockets cannot use up the server's file descriptors. A
    /// response in progress, such as the live-reload stream, is never cut.
    public let idleTimeout: Duration

    public init(
        outputDirectory: URL, basePath: String, host: String = "127.0.0.1", port: Int = 8080, liveReload: LiveReloadHub? = nil,
        idleTimeout: Duration = .seconds(30), allowingHosts extraHosts: [String] = []
    ) {
        self.outputDirectory = outputDirectory
        self.basePath = basePath
        self.host = host
        self.port = port
        self.liveReload = liveReload
        self.idleTimeout = idleTimeout
        self.allowedHosts = AllowedHosts(binding: host, extra: extraHosts)
    }

    /// Runs until SIGINT or SIGTERM; `onReady` receives the bound port (useful with port 0).
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let resolver = StaticFileLookup(outputDirectory: outputDirectory, basePath: basePath)
        let hub = liveReload
        let hosts = allowedHosts
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            guard hosts.allows(request.head.authority) else { return Self.misdirected(request.head.authority) }
            return Self.respond(to: request, resolver: resolver, liveReload: hub)
        }
        var logger = Logger(label: "specimen.serve")
        logger.logLevel = .error
        let (seconds, attoseconds) = idleTimeout.components
        let idle = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        let app = Application(
            responder: responder,
            server: .http1(configuration: .init(idleTimeout: idle)),
            configuration: .init(address: .hostname(host, port: port), serverName: "Specimen"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger)
        do {
            // Every connection is a child task of the service, so all of them run on these threads.
            try await withTaskExecutorPreference(ServerExecutor.shared) { try await app.runService() }
        } catch let error as IOError where error.errnoCode == EADDRINUSE {
            throw PreviewServerError.portInUse(port)
        }
    }

    static func respond(to request: Request, resolver: StaticFileLookup, liveReload: LiveReloadHub? = nil) -> Response {
        guard request.method == .get || request.method == .head else {
            return plain(.methodNotAllowed, "Method not allowed\n", extra: [.allow: "GET, HEAD"])
        }
        if let liveReload {
            switch request.uri.path {
            case LiveReloadScript.eventsPath: return events(from: liveReload)
            case LiveReloadScript.path:
                return file(Data(LiveReloadScript.source.utf8), type: "text/javascript; charset=utf-8", status: .ok, head: request.method == .head)
            default: break
            }
        }
        let head = request.method == .head
        switch resolver.resolve(rawPath: request.uri.path) {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return notFound(resolver, liveReload: liveReload, head: head) }
            let type = ContentTypes.forPath(path)
            return file(liveReload != nil ? withScript(data, type: type) : data, type: type, status: .ok, head: head)
        case .redirect(let location):
            return plain(.movedPermanently, "Moved to \(location)\n", extra: [.location: location])
        case .badRequest:
            return plain(.badRequest, "Bad request\n")
        case .notFound:
            return notFound(resolver, liveReload: liveReload, head: head)
        }
    }

    /// The answer to a request naming a host the preview does not answer to (or none).
    static func misdirected(_ authority: String?) -> Response {
        // Printable ASCII of the name only: the text is the requester's own, but is kept plain.
        let printable = authority.map { String(String.UnicodeScalarView($0.unicodeScalars.filter { (0x21..<0x7F).contains($0.value) }.prefix(200))) }
        let named = printable.map { "the host '\($0)'" } ?? "a request without a Host"
        return plain(.misdirectedRequest, "This preview does not answer to \(named) (see --allow-host in specimen serve --help).\n")
    }

    private static func notFound(_ resolver: StaticFileLookup, liveReload: LiveReloadHub?, head: Bool) -> Response {
        let type = "text/html; charset=utf-8"
        if let page = resolver.notFoundPage, let data = FileManager.default.contents(atPath: page) {
            return file(liveReload != nil ? withScript(data, type: type) : data, type: type, status: .notFound, head: head)
        }
        if liveReload != nil {
            // No site yet (the first build failed): a page that shows the error and reloads once fixed.
            let html =
                "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Waiting for a good build</title></head>\n<body><p>No site has been built yet. Fix the errors shown and this page reloads by itself.</p></body></html>\n"
            return file(withScript(Data(html.utf8), type: type), type: type, status: .notFound, head: head)
        }
        return plain(.notFound, "Not found\n")
    }

    private static func withScript(_ data: Data, type: String) -> Data {
        guard type.hasPrefix("text/html") else { return data }
        return Data(LiveReloadScript.inject(into: String(decoding: data, as: UTF8.self)).utf8)
    }

    /// A `text/event-stream` of live-reload events; it ends when the page goes away or the server stops.
    private static func events(from hub: LiveReloadHub) -> Response {
        var headers = commonHeaders
        headers[.contentType] = "text/event-stream; charset=utf-8"
        let body = ResponseBody { writer in
            let (id, events) = hub.subscribe()
            defer { hub.unsubscribe(id) }
            try await writer.write(ByteBuffer(string: "retry: 500\n: connected\n\n"))
            try await withGracefulShutdownHandler {
                for await event in events {
                    try await writer.write(ByteBuffer(string: event.frame))
                }
            } onGracefulShutdown: {
                hub.close()
            }
            if hub.wasDropped(id) {
                // A newer page took this one's place. Ending the response would keep the
                // connection open for another request; failing it closes the connection, so its
                // descriptor is free at once (the browser reconnects).
                try await writer.write(ByteBuffer(string: ": dropped for a newer page (at most \(hub.limit) listen at once)\n\n"))
                throw LiveReloadDropped()
            }
            try await writer.finish(nil)
        }
        return Response(status: .ok, headers: headers, body: body)
    }

    private static func file(_ data: Data, type: String, status: HTTPResponse.Status, head: Bool) -> Response {
        var headers = commonHeaders
        headers[.contentType] = type
        headers[.contentLength] = String(data.count)
        let body = head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: data))
        return Response(status: status, headers: headers, body: body)
    }

    private static func plain(_ status: HTTPResponse.Status, _ text: String, extra: HTTPFields = [:]) -> Response {
        var headers = commonHeaders
        headers[.contentType] = "text/plain; charset=utf-8"
        for field in extra { headers.append(field) }
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }

    // Preview output changes on every build, so nothing may be cached.
    private static let commonHeaders: HTTPFields = [
        .cacheControl: "no-store",
        HTTPField.Name("X-Content-Type-Options")!: "nosniff",
    ]
}

/// Ends a live-reload response whose page was dropped for a newer one, closing its connection.
struct LiveReloadDropped: Error {}

/// Why the preview server could not start.
public enum PreviewServerError: Error, CustomStringConvertible {
    case portInUse(Int)

    public var description: String {
        switch self {
        case .portInUse(let port):
            "port \(port) is already in use; stop the other server or choose another port, e.g. --port \(port + 1)"
        }
    }
}
