/// Makes stable, unique heading ids the way GitHub does: lowercase, punctuation dropped,
/// spaces to hyphens, and `-1`, `-2`… appended to repeats.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// A unique id for a heading with the given visible text.
    public mutating func slug(for text: String) -> String {
        let base = Self.baseSlug(for: text)
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
