/// Makes stable, unique heading ids the way GitHub does: lowercase, punctuation dropped,
/// spaces to hyphens, and `-1`, `-2`… appended to repeats.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// A unique id for a heading with the given visible text.
    public mutating func slug(for text: String) -> String {
        slug(forBase: Self.baseSlug(for: text))
    }

    /// A unique id for a heading whose slug before de-duplication is `base` (`baseSlug(for:)`,
    /// which a caller may make for many headings at once, on several threads).
    public mutating func slug(forBase base: String) -> String {
        if let count = used[base] {
            var suffix = count
            var candidate = "\(base)-\(suffix)"
            while used[candidate] != nil {
                suffix += 1
                candidate = "\(base)-\(suffix)"
            }
            used[base] = suffix + 1
            used[candidate] = 1
            return candidate
        }
        used[base] = 1
        return base
    }

    /// Takes `id` as a heading's own (written `{#id}`), so that no slug made after repeats it.
    public mutating func reserve(_ id: String) {
        used[id, default: 0] += 1
    }

    /// Takes a trailing `{#id}` off a heading's last text node and returns the id: a heading
    /// keeps the id it was given whatever its words (a translation's, where links from pages
    /// in other languages point to the English one's).
    public static func explicitID(takingFrom heading: MarkdownNode) -> String? {
        guard let last = heading.lastChild, last.kind == .text, let text = last.literal else { return nil }
        let bytes = Array(text.utf8)
        guard bytes.last == UInt8(ascii: "}"), let open = bytes.lastIndex(of: UInt8(ascii: "{")), open + 1 < bytes.count,
            bytes[open + 1] == UInt8(ascii: "#")
        else { return nil }
        let id = String(decoding: bytes[(open + 2)..<(bytes.count - 1)], as: UTF8.self)
        let allowed: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." }
        guard !id.isEmpty, id.allSatisfy(allowed) else { return nil }
        var end = open
        while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        last.setLiteral(String(decoding: bytes[..<end], as: UTF8.self))
        return id
    }

    /// The slug before de-duplication.
    public static func baseSlug(for text: String) -> String {
        asciiBaseSlug(for: text) ?? unicodeBaseSlug(for: text)
    }

    static func unicodeBaseSlug(for text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar == " " || scalar == "-" {
                slug.unicodeScalars.append("-")
            } else if scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                slug.unicodeScalars.append(scalar)
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// The same slug for ASCII text, made on bytes: most headings are ASCII, and a page with
    /// thousands of headings spent most of its slug time on Unicode property lookups.
    static func asciiBaseSlug(for text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: " "), UInt8(ascii: "-"): bytes.append(UInt8(ascii: "-"))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): bytes.append(byte + 0x20)
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"): bytes.append(byte)
            default: break
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }
}
