import Foundation

/// Where the site is published: an optional origin (`https://example.com`) and a path that
/// always starts and ends with `/` (`/handbook/`). Every internal link is built from `path`.
public struct BaseURL: Sendable, Hashable, CustomStringConvertible {
    public var origin: String?
    public var path: String

    public static let root = BaseURL(origin: nil, path: "/")

    /// Parses `/handbook/`, `handbook`, `https://example.com/handbook`; nil when it is not a URL.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty {
            self = .root
            return
        }
        if trimmed.contains("://") {
            guard let components = URLComponents(string: trimmed),
                let scheme = components.scheme, ["http", "https"].contains(scheme.lowercased()),
                let host = components.host, !host.isEmpty,
                components.query == nil, components.fragment == nil
            else { return nil }
            var origin = "\(scheme.lowercased())://\(host)"
            if let port = components.port { origin += ":\(port)" }
            self.init(origin: origin, path: components.percentEncodedPath)
        } else {
            guard !trimmed.contains("?"), !trimmed.contains("#"), !trimmed.contains(" "), !trimmed.hasPrefix("//") else { return nil }
            self.init(origin: nil, path: trimmed)
        }
    }

    package init(origin: String?, path: String) {
        self.origin = origin
        var normalized = path.split(separator: "/", omittingEmptySubsequences: true).joined(separator: "/")
        normalized = normalized.isEmpty ? "/" : "/\(normalized)/"
        self.path = normalized
    }

    /// The absolute path of a site-relative route such as `foundations/colors/`.
    public func href(_ route: String) -> String {
        path + route
    }

    /// The full URL of a route when the origin is known, the absolute path otherwise.
    public func absolute(_ route: String) -> String {
        (origin ?? "") + href(route)
    }

    public var description: String { (origin ?? "") + path }
}
