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
}
