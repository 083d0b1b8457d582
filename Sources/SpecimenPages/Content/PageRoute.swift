import Foundation
import SpecimenTokens

/// Maps `Content/` paths to pretty URL routes: `a/b.md` → `a/b/`, `a/index.md` → `a/`.
package enum PageRoute {
    static func route(forSourcePath path: String) -> String {
        if let route = plainRoute(forSourcePath: path) { return route }
        var components = path.split(separator: "/").map(String.init)
        guard let last = components.popLast() else { return "" }
        let name = String(last.dropLast(3))
        if name != "index" { components.append(name) }
        return components.isEmpty ? "" : components.joined(separator: "/") + "/"
    }

    /// `route(forSourcePath:)` of a path of printable ASCII with no empty segment (every page's
    /// but a few), cut in place: split into strings and joined again, a page ten folders deep
    /// took 7 µs to find its route. Nil for any other path, which is split.
    private static func plainRoute(forSourcePath path: String) -> String? {
        let bytes = path.utf8
        let slash = UInt8(ascii: "/")
        guard !bytes.isEmpty, bytes.first != slash, bytes.last != slash else { return nil }
        // Each printable ASCII byte is a character of its own, so the extension's three
        // characters are the last three bytes.
        var previous: UInt8 = 0
        for byte in bytes {
            guard byte >= 0x20, byte < 0x7F, !(byte == slash && previous == slash) else { return nil }
            previous = byte
        }
        let nameStart = bytes.lastIndex(of: slash).map { bytes.index(after: $0) } ?? bytes.startIndex
        let nameEnd = bytes.index(bytes.endIndex, offsetBy: -3, limitedBy: nameStart) ?? nameStart
        let folder = path[..<nameStart]
        let name = path[nameStart..<nameEnd]
        return name == "index" ? String(folder) : String(folder) + String(name) + "/"
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
        var route = route
        return route.withUTF8 { bytes in
            table.withUnsafeBufferPointer { plain in
                // Eight bytes at a time while each is one that most routes are made of.
                var index = 0
                while index + 8 <= bytes.count, isCommonlyPlain(ByteWords.load(bytes, at: index)) { index += 8 }
                return bytes[index...].allSatisfy { plain[Int($0)] }
            }
        }
    }

    /// Whether each of the eight bytes of `word` is a lowercase ASCII letter, a digit, `-`, `.`,
    /// `/` or `_`, each of which `plainBytes` holds.
    private static func isCommonlyPlain(_ word: UInt64) -> Bool {
        func within(_ low: UInt8, _ high: UInt8) -> UInt64 { ByteWords.below(word, high + 1) & ~ByteWords.below(word, low) }
        let common =
            within(UInt8(ascii: "a"), UInt8(ascii: "z")) | within(UInt8(ascii: "0"), UInt8(ascii: "9"))
            | within(UInt8(ascii: "-"), UInt8(ascii: "/")) | ByteWords.equal(word, UInt8(ascii: "_"))
        return common == 0x8080_8080_8080_8080
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
