/// Shell-style patterns for token files: `*` within a folder, `**` across folders, `?` one character.
enum Glob {
    static func isPattern(_ text: String) -> Bool {
        text.contains("*") || text.contains("?")
    }

    static func matches(_ pattern: String, _ path: String) -> Bool {
        match(Array(pattern.split(separator: "/", omittingEmptySubsequences: true)), Array(path.split(separator: "/")))
    }

    private static func match(_ pattern: [Substring], _ path: [Substring]) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            for skip in 0...path.count where match(Array(pattern.dropFirst()), Array(path.dropFirst(skip))) { return true }
            return false
        }
        guard let segment = path.first, matchSegment(Array(first), Array(segment)) else { return false }
        return match(Array(pattern.dropFirst()), Array(path.dropFirst()))
    }

    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        guard let first = pattern.first else { return text.isEmpty }
        switch first {
        case "*":
            for skip in 0...text.count where matchSegment(Array(pattern.dropFirst()), Array(text.dropFirst(skip))) { return true }
            return false
        case "?":
            return !text.isEmpty && matchSegment(Array(pattern.dropFirst()), Array(text.dropFirst()))
        default:
            return text.first == first && matchSegment(Array(pattern.dropFirst()), Array(text.dropFirst()))
        }
    }
}
