import Foundation

/// Maps `Content/` paths to pretty URL routes: `a/b.md` → `a/b/`, `a/index.md` → `a/`.
package enum PageRoute {
    static func route(forSourcePath path: String) -> String {
        var components = path.split(separator: "/").map(String.init)
        guard let last = components.popLast() else { return "" }
        let name = String(last.dropLast(3))
        if name != "index" { components.append(name) }
        return components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }

    /// Percent-encodes each segment of a route for use in an href.
    package static func encoded(_ route: String) -> String {
        // Most routes need no escaping; Foundation's percent-encoding is slow on Linux and runs
        // for every link of every page.
        if isPlain(route) { return route }
        return route.split(separator: "/", omittingEmptySubsequences: false)
            .map { $0.addingPercentEncoding(withAllowedCharacters: segmentAllowed) ?? String($0) }
            .joined(separator: "/")
    }

    /// Whether every byte of `route` is one of `plainBytes`, checked over contiguous bytes with
    /// the table read once: deep routes made the per-byte accessor show in profiles.
    private static func isPlain(_ route: String) -> Bool {
        let table = plainBytes
        return route.utf8.withContiguousStorageIfAvailable { bytes in
            table.withUnsafeBufferPointer { plain in bytes.allSatisfy { plain[Int($0)] } }
        } ?? route.utf8.allSatisfy { table[Int($0)] }
    }

    /// ASCII bytes that `segmentAllowed` keeps as they are, and `/`.
    private static let plainBytes: [Bool] = (0..<256).map { byte in
        guard byte < 128, let scalar = Unicode.Scalar(byte) else { return false }
        return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
            || "/!$&'()*+,-.:=@_~".unicodeScalars.contains(scalar)
    }

    private static let segmentAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "/?#;")
        return set
    }()
}
