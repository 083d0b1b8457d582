import Foundation
import SpecimenDiagnostics
import SpecimenTokens

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
        let candidate = isRootRelative ? Self.normalize(decoded, droppingFirst: 1) : Self.normalize(decoded, inFolder: folder)

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
        let utf8 = path.utf8
        guard utf8.count >= 3 else { return false }
        let dot = utf8.index(utf8.endIndex, offsetBy: -3)
        let (m, d) = (utf8.index(after: dot), utf8.index(before: utf8.endIndex))
        return utf8[dot] == UInt8(ascii: ".") && utf8[m] | 0x20 == UInt8(ascii: "m") && utf8[d] | 0x20 == UInt8(ascii: "d")
    }

    /// Splits `path?query#fragment` into the path and the rest.
    static func splitSuffix(_ text: String) -> (String, String) {
        var bytes = text
        let offset = bytes.withUTF8 { bytes -> Int? in
            // Eight bytes at a time: a link ten folders deep is long, and most have neither.
            var index = 0
            while index + 8 <= bytes.count {
                let word = ByteWords.load(bytes, at: index)
                let marks = ByteWords.equal(word, UInt8(ascii: "#")) | ByteWords.equal(word, UInt8(ascii: "?"))
                if marks != 0 { return index + ByteWords.leadingBytes(before: marks) }
                index += 8
            }
            return bytes[index...].firstIndex { $0 == UInt8(ascii: "#") || $0 == UInt8(ascii: "?") }
        }
        guard let offset else { return (text, "") }
        let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
        return (String(text[..<index]), String(text[index...]))
    }

    /// Whether `bytes` have no empty, `.` or `..` segment and no slash at either end (most links).
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
        normalize(path, droppingFirst: 0)
    }

    /// `normalize` of `path` without its first `count` bytes (a leading `/`), which is not
    /// made a string of its own first.
    static func normalize(_ path: String, droppingFirst count: Int) -> String? {
        var bytes = path
        return bytes.withUTF8 { bytes in
            let rest = UnsafeBufferPointer(rebasing: bytes[min(count, bytes.count)...])
            if count == 0, isNormal(rest) { return path }
            return normalized(rest, UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// `normalize` of `folder/path` (of `path` alone when `folder` is empty), read from the two
    /// as they are: a page ten folders deep joined its folder and each link's path into a new
    /// string before reading it again, for every link.
    static func normalize(_ path: String, inFolder folder: String) -> String? {
        guard !folder.isEmpty else { return normalize(path) }
        var (folder, path) = (folder, path)
        return folder.withUTF8 { folder in
            path.withUTF8 { path in
                guard isNormal(folder) else { return normalized(folder, path) }
                // Most links climb from their page's folder, `../../x/y.md`: each leading `../`
                // takes a segment off the folder's end, and the rest is a normal path.
                var (climbs, restStart) = (0, 0)
                while restStart + 3 <= path.count, path[restStart] == UInt8(ascii: "."), path[restStart + 1] == UInt8(ascii: "."),
                    path[restStart + 2] == UInt8(ascii: "/")
                {
                    (climbs, restStart) = (climbs + 1, restStart + 3)
                }
                let rest = UnsafeBufferPointer(rebasing: path[restStart...])
                guard isNormal(rest) else { return normalized(folder, path) }
                guard let kept = folderLength(folder, climbing: climbs) else { return nil }
                return joined(UnsafeBufferPointer(rebasing: folder[..<kept]), rest)
            }
        }
    }

    /// How many bytes of the normal path `folder` are left once `climbs` segments are taken off
    /// its end; nil when it has fewer.
    private static func folderLength(_ folder: UnsafeBufferPointer<UInt8>, climbing climbs: Int) -> Int? {
        var end = folder.count
        for _ in 0..<climbs {
            guard end > 0 else { return nil }
            repeat { end -= 1 } while end > 0 && folder[end] != UInt8(ascii: "/")
        }
        return end
    }

    /// `first/second`, or `second` alone when `first` is empty.
    private static func joined(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> String {
        guard !first.isEmpty else { return String(decoding: second, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: first.count + 1 + second.count) { output in
            _ = output.initialize(from: first)
            output[first.count] = UInt8(ascii: "/")
            _ = UnsafeMutableBufferPointer(rebasing: output[(first.count + 1)...]).initialize(from: second)
            return output.count
        }
    }

    /// The segments of `first` and then of `second` (as if joined by a `/`) kept in order, but
    /// empty ones and `.`, each `..` taking out the one before it; nil when a `..` has none
    /// before it.
    private static func normalized(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> String? {
        var climbedOut = false
        let text = String(unsafeUninitializedCapacity: max(first.count + 1 + second.count, 1)) { output in
            var length = 0
            climbedOut = !keepSegments(of: first, in: output, length: &length) || !keepSegments(of: second, in: output, length: &length)
            return climbedOut ? 0 : length
        }
        return climbedOut ? nil : text
    }

    /// Writes the segments of `bytes` that `normalized` keeps after the `length` bytes of
    /// `output` (a `/` before each but the first), as they come: a `..` cuts the output back
    /// to its last `/`. False when a `..` has nothing before it.
    private static func keepSegments(of bytes: UnsafeBufferPointer<UInt8>, in output: UnsafeMutableBufferPointer<UInt8>, length: inout Int) -> Bool {
        var start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == UInt8(ascii: "/") {
            defer { start = end + 1 }
            let segment = end - start
            if segment == 0 || (segment == 1 && bytes[start] == UInt8(ascii: ".")) { continue }
            if segment == 2, bytes[start] == UInt8(ascii: "."), bytes[start + 1] == UInt8(ascii: ".") {
                guard length > 0 else { return false }
                // A kept segment holds no `/`: the last one starts after the last `/`.
                repeat { length -= 1 } while length > 0 && output[length] != UInt8(ascii: "/")
                continue
            }
            if length > 0 {
                output[length] = UInt8(ascii: "/")
                length += 1
            }
            _ = UnsafeMutableBufferPointer(rebasing: output[length..<length + segment]).initialize(
                from: UnsafeBufferPointer(rebasing: bytes[start..<end]))
            length += segment
        }
        return true
    }
}
