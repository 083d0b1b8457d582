/// Shell-style patterns for token files: `*` within a name, `**` across folders, `?` one character.
///
/// A pattern is matched segment by segment: `**` stands for any number of whole segments (none
/// included), any other segment for exactly one name, where `*` is any run of characters and `?`
/// one character (a Unicode scalar); `/` is never matched by either. As in a shell, wildcards do
/// not match a name starting with `.`: only a pattern segment starting with `.` does.
///
/// Both levels run in time proportional to the product of the lengths (segments by a dynamic
/// program, characters with one backtracking point), so no pattern can make matching explode
/// the way recursing at every `*` did (`a*a*a*a*a*a*a*a*b` against thirty `a`s, or twenty `**/`).
public struct Glob: Sendable {
    private enum Segment: Sendable {
        /// `**`: any number of segments.
        case anyFolders
        /// One name, as Unicode scalars.
        case name([Unicode.Scalar])
    }

    private let segments: [Segment]

    /// Whether `text` holds a wildcard, so is a pattern rather than a path.
    public static func isPattern(_ text: String) -> Bool {
        text.contains("*") || text.contains("?")
    }

    /// Whether `path` (relative, `/`-separated) matches `pattern`.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        Glob(pattern).matches(path)
    }

    /// Prepares `pattern` once for matching many paths; empty segments (`a//b`, a leading `/`) are ignored.
    init(_ pattern: String) {
        segments = pattern.split(separator: "/").map { $0 == "**" ? .anyFolders : .name(Array($0.unicodeScalars)) }
    }

    func matches(_ path: String) -> Bool {
        let names = path.split(separator: "/").map { Array($0.unicodeScalars) }
        // matched[j]: the pattern segments after the current one match names[j...].
        var matched = [Bool](repeating: false, count: names.count + 1)
        matched[names.count] = true
        for segment in segments.reversed() {
            var current = [Bool](repeating: false, count: names.count + 1)
            for index in stride(from: names.count, through: 0, by: -1) {
                switch segment {
                case .anyFolders:
                    current[index] =
                        matched[index]
                        || (index < names.count && !Self.isHidden(names[index]) && current[index + 1])
                case .name(let pattern):
                    current[index] = index < names.count && matched[index + 1] && Self.matchName(pattern, names[index])
                }
            }
            matched = current
        }
        return matched[0]
    }

    private static func isHidden(_ name: [Unicode.Scalar]) -> Bool {
        name.first == "."
    }

    /// One name against one pattern segment. On a mismatch after a `*`, the `*` takes one more
    /// character and matching resumes from there; only the latest `*` needs revisiting, since an
    /// earlier one could only have taken characters the latest one can take as well.
    static func matchName(_ pattern: [Unicode.Scalar], _ name: [Unicode.Scalar]) -> Bool {
        if isHidden(name) && !isHidden(pattern) { return false }
        var patternIndex = 0, nameIndex = 0
        var star: (pattern: Int, name: Int)?
        while nameIndex < name.count {
            if patternIndex < pattern.count, pattern[patternIndex] == "*" {
                star = (patternIndex, nameIndex)
                patternIndex += 1
            } else if patternIndex < pattern.count, pattern[patternIndex] == "?" || pattern[patternIndex] == name[nameIndex] {
                patternIndex += 1
                nameIndex += 1
            } else if let last = star {
                star = (last.pattern, last.name + 1)
                patternIndex = last.pattern + 1
                nameIndex = last.name + 1
            } else {
                return false
            }
        }
        while patternIndex < pattern.count, pattern[patternIndex] == "*" { patternIndex += 1 }
        return patternIndex == pattern.count
    }
}
