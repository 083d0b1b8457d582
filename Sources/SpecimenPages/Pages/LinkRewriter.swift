import Foundation
import SpecimenDiagnostics

/// Rewrites the destinations written in pages: relative `.md` links to page URLs, files beside
/// pages to their published path, site-root paths under the base path.
package struct LinkRewriter: Sendable {
    enum Resolution: Equatable {
        /// Leave the destination as written (external, fragment-only, or URL-relative).
        case unchanged
        case rewritten(String)
        /// A `.md` link to a published page: its URL, and its route for anchor checks.
        case page(url: String, route: String)
        /// A relative link to a file (it has an extension) that neither `Content/` nor `Public/` holds.
        case missingFile(target: String)
        /// A `.md` link to no page; `suggestion` is the closest existing page path.
        case missingPage(target: String, suggestion: String?)
        /// A `.md` link to a page that exists only as a draft.
        case draftPage(target: String)
    }

    let baseURL: BaseURL
    /// Routes by source path below `Content/`.
    let routes: [String: String]
    let draftPaths: Set<String>
    /// Files published at the same path below the base: content assets and `Public/` files.
    let files: Set<String>
    /// In a translation, the files published below the site's own base URL, `rootURL`, for
    /// every language: the theme's, `Public/`'s and the default tree's.
    var sharedFiles: Set<String> = []
    var rootURL: BaseURL? = nil

    package init(
        baseURL: BaseURL, routes: [String: String], draftPaths: Set<String>, files: Set<String>, sharedFiles: Set<String> = [],
        rootURL: BaseURL? = nil
    ) {
        (self.baseURL, self.routes, self.draftPaths, self.files) = (baseURL, routes, draftPaths, files)
        (self.sharedFiles, self.rootURL) = (sharedFiles, rootURL)
    }

    func resolve(_ destination: String, fromFolder folder: String) -> Resolution {
        guard !destination.isEmpty, !destination.hasPrefix("#"), !destination.hasPrefix("//"),
            !Self.hasScheme(destination)
        else { return .unchanged }
        let (path, suffix) = Self.splitSuffix(destination)
        guard !path.isEmpty else { return .unchanged }
        let decoded = path.containsUTF8Byte(UInt8(ascii: "%")) ? path.removingPercentEncoding ?? path : path
        let isRootRelative = decoded.hasPrefix("/")
        let candidate =
            isRootRelative
            ? Self.normalize(String(decoded.dropFirst()))
            : Self.normalize(folder.isEmpty ? decoded : "\(folder)/\(decoded)")

        if Self.isMarkdownPath(decoded) {
            guard let candidate else { return .missingPage(target: decoded, suggestion: nil) }
            if let route = routes[candidate] {
                return .page(url: baseURL.href(PageRoute.encoded(route)) + suffix, route: route)
            }
            if draftPaths.contains(candidate) { return .draftPage(target: candidate) }
            let suggestion = Suggestion.closest(to: candidate, in: routes.keys)
            return .missingPage(target: candidate, suggestion: suggestion)
        }
        if isRootRelative {
            // A file by its path from the site's root is the site's; a page's, in the language.
            let base = candidate.map { !files.contains($0) && sharedFiles.contains($0) } == true ? rootURL ?? baseURL : baseURL
            if base.path != "/", path.hasPrefix(base.path) { return .unchanged }
            guard base.path != "/" else { return .unchanged }
            return .rewritten(base.path + String(path.dropFirst()) + suffix)
        }
        if let candidate, files.contains(candidate) {
            return .rewritten(baseURL.href(PageRoute.encoded(candidate)) + suffix)
        }
        if let candidate, let rootURL, sharedFiles.contains(candidate) {
            return .rewritten(rootURL.href(PageRoute.encoded(candidate)) + suffix)
        }
        // A file name (with an extension) that nothing publishes; folder-style links
        // (`../colors/`) are URL-relative and left as written.
        if let candidate, let last = candidate.lastPathPart, last.utf8.contains(UInt8(ascii: ".")), !decoded.hasSuffix("/") {
            return .missingFile(target: candidate)
        }
        return .unchanged
    }

    // The helpers below read bytes: every link of every page passes through them, and
    // Character-by-Character scans made link rewriting a third of the page stage.

    /// Whether `text` starts with a URL scheme and its colon (`https:`, `mailto:`). Read only as
    /// far as a scheme can go: looking for the colon first read the whole of every relative link,
    /// which ten folders deep are long.
    static func hasScheme(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        guard let first = bytes.next(), isASCIILetter(first) else { return false }
        while let byte = bytes.next() {
            if byte == UInt8(ascii: ":") { return true }
            guard isSchemeByte(byte) else { return false }
        }
        return false
    }

    private static func isSchemeByte(_ byte: UInt8) -> Bool {
        isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    /// Whether the path ends in `.md`, in any case.
    static func isMarkdownPath(_ path: String) -> Bool {
        let tail = Array(path.utf8.suffix(3))
        return tail.count == 3 && tail[0] == UInt8(ascii: ".") && tail[1] | 0x20 == UInt8(ascii: "m") && tail[2] | 0x20 == UInt8(ascii: "d")
    }

    /// Splits `path?query#fragment` into the path and the rest.
    static func splitSuffix(_ text: String) -> (String, String) {
        var bytes = text
        let offset = bytes.withUTF8 { bytes in bytes.firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") } }
        guard let offset else { return (text, "") }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return (String(text[..<index]), String(text[index...]))
    }

    /// Whether `path` has no empty, `.` or `..` segment and no slash at either end (most links).
    private static func isNormal(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { isNormal($0) }
    }

    private static func isNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0, dots = 0
        for byte in bytes {
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: "."), dots == segmentLength - 1 { dots += 1 }
            }
        }
        return segmentLength > 0 && segmentLength != dots
    }

    /// Resolves `.` and `..`; nil when the path climbs above `Content/`.
    static func normalize(_ path: String) -> String? {
        if isNormal(path) { return path }
        var path = path
        return path.withUTF8 { bytes -> String? in
            // The kept segments, as ranges of `bytes`: `..` drops the last one.
            var kept: [Range<Int>] = []
            kept.reserveCapacity(16)
            var start = 0
            for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
                defer { start = end + 1 }
                let length = end - start
                if length == 0 || (length == 1 && bytes[start] == UInt8(ascii: ".")) { continue }
                if length == 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: ".") {
                    guard kept.popLast() != nil else { return nil }
                    continue
                }
                kept.append(start..<end)
            }
            var joined: [UInt8] = []
            joined.reserveCapacity(bytes.count)
            for (position, segment) in kept.enumerated() {
                if position > 0 { joined.append(UInt8(ascii: "/")) }
                joined.append(contentsOf: bytes[segment])
            }
            return String(decoding: joined, as: UTF8.self)
        }
    }
}
