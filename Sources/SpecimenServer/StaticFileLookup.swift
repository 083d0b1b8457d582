import Foundation

/// Maps a request path to a file inside the output folder, and nothing outside it:
/// `..` (also percent-encoded), NUL bytes and symbolic links leading out are refused.
struct StaticFileLookup: Sendable {
    enum Resolution: Equatable {
        case file(path: String)
        /// A folder asked for without its trailing slash, or the base path without it.
        case redirect(location: String)
        case notFound
        case badRequest
    }

    let root: String
    /// The site's base path, starting and ending with `/`.
    let basePath: String

    init(outputDirectory: URL, basePath: String) {
        self.root = outputDirectory.standardizedFileURL.resolvingSymlinksInPath().path
        self.basePath = basePath
    }

    func resolve(rawPath: String) -> Resolution {
        let pathOnly = String(rawPath.prefix { $0 != "?" && $0 != "#" })
        guard let decoded = pathOnly.removingPercentEncoding, !decoded.contains("\0"), !decoded.contains("\\") else {
            return .badRequest
        }
        guard decoded.hasPrefix(basePath) else {
            if decoded + "/" == basePath { return .redirect(location: basePath) }
            if decoded == "/" { return .redirect(location: basePath) }
            return .notFound
        }
        let segments = decoded.dropFirst(basePath.count).split(separator: "/", omittingEmptySubsequences: true)
        if segments.contains(where: { $0 == ".." || $0 == "." }) { return .notFound }
        var candidate = root
        for segment in segments { candidate += "/\(segment)" }

        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else { return .notFound }
        if isDirectory.boolValue {
            // Same origin only: `//foundations` must not become the protocol-relative `//foundations/`.
            if !decoded.hasSuffix("/") { return .redirect(location: "/" + pathOnly.drop { $0 == "/" } + "/") }
            candidate += "/index.html"
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else { return .notFound }
        }
        let real = URL(fileURLWithPath: candidate).resolvingSymlinksInPath().path
        guard real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else { return .notFound }
        return .file(path: real)
    }

    /// The site's not-found page, if the build wrote one.
    var notFoundPage: String? {
        let path = root + "/404.html"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }
}
