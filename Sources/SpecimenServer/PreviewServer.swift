import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Serves a built site over HTTP for previewing: only files inside the output folder,
/// never cached, with the site's own 404 page.
public struct PreviewServer: Sendable {
    public let outputDirectory: URL
    public let basePath: String
    public let host: String
    public let port: Int

    public init(outputDirectory: URL, basePath: String, host: String = "127.0.0.1", port: Int = 8080) {
        self.outputDirectory = outputDirectory
        self.basePath = basePath
        self.host = host
        self.port = port
    }

    /// Runs until SIGINT or SIGTERM; `onReady` receives the bound port (useful with port 0).
    public func run(onReady: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        let resolver = StaticFileResolver(outputDirectory: outputDirectory, basePath: basePath)
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            Self.respond(to: request, resolver: resolver)
        }
        var logger = Logger(label: "specimen.serve")
        logger.logLevel = .error
        let app = Application(
            responder: responder,
            configuration: .init(address: .hostname(host, port: port), serverName: "Specimen"),
            onServerRunning: { channel in await onReady(channel.localAddress?.port ?? 0) },
            logger: logger)
        do {
            try await app.runService()
        } catch {
            if "\(error)".contains("Address already in use") { throw PreviewServerError.portInUse(port) }
            throw error
        }
    }

    static func respond(to request: Request, resolver: StaticFileResolver) -> Response {
        guard request.method == .get || request.method == .head else {
            return plain(.methodNotAllowed, "Method not allowed\n", extra: [.allow: "GET, HEAD"])
        }
        switch resolver.resolve(rawPath: request.uri.path) {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else { return notFound(resolver) }
            return file(data, type: ContentTypes.forPath(path), status: .ok, head: request.method == .head)
        case .redirect(let location):
            return plain(.movedPermanently, "Moved to \(location)\n", extra: [.location: location])
        case .badRequest:
            return plain(.badRequest, "Bad request\n")
        case .notFound:
            return notFound(resolver)
        }
    }

    private static func notFound(_ resolver: StaticFileResolver) -> Response {
        if let page = resolver.notFoundPage, let data = FileManager.default.contents(atPath: page) {
            return file(data, type: "text/html; charset=utf-8", status: .notFound, head: false)
        }
        return plain(.notFound, "Not found\n")
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
