import Foundation

/// Maps `Content/` paths to pretty URL routes: `a/b.md` → `a/b/`, `a/index.md` → `a/`.
enum PageRoute {
    static func route(forSourcePath path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        guard let last = components.popLast() else { return "" }
        let name = String(last.dropLast(3))
        if name != "index" { components.append(name) }
        return components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }

    /// Percent-encodes each segment of a route for use in an href.
    static func encoded(_ route: String) -> String {
        route.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/?#;")
        return set
    }()
}
