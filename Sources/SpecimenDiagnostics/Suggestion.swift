/// "Did you mean" suggestions by edit distance.
public enum Suggestion {
    /// The candidate closest to `name`, if it is close enough to be a plausible typo; of equally
    /// close ones, the first in alphabetical order, so that the answer does not depend on the
    /// order candidates come in (a dictionary's keys come in a different order in every run).
    public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        // A typo is short; comparing a long name with every candidate would cost its length squared each time.
        guard name.utf8.count <= maximumLength else { return nil }
        let lowered = name.lowercased()
        var best: (String, Int)?
        var expanded: (String, Int)?
        let nameLength = lowered.utf8.count
        for candidate in candidates {
            // Cheap tests first: suggestions run over every token of a large system, once per unknown name.
            let candidateLength = candidate.utf8.count
            if candidateLength > nameLength, candidateLength <= nameLength + 40,
                let length = abbreviatedLength(lowered, in: candidate.lowercased()),
                expanded == nil || (length, candidate) < (expanded!.1, expanded!.0)
            {
                expanded = (candidate, length)
            }
            // The distance is at least the difference in length; past the limit it cannot win.
            guard abs(candidate.count - lowered.count) <= max(2, lowered.count / 4) else { continue }
            let distance = editDistance(lowered, candidate.lowercased())
            if best == nil || (distance, candidate) < (best!.1, best!.0) { best = (candidate, distance) }
        }
        // `md` for `medium`, `sm` for `small`: an abbreviation says more than a near spelling.
        if let (candidate, _) = expanded { return candidate }
        guard let (candidate, distance) = best else { return nil }
        let limit = max(2, min(lowered.count, candidate.count) / 4)
        return distance <= limit ? candidate : nil
    }

    /// When `name` is `candidate` with one dot-separated part abbreviated (`font-weight.md` for
    /// `font-weight.medium`: the same first letter, the others in order), that part's full length.
    static func abbreviatedLength(_ name: String, in candidate: String) -> Int? {
        let written = name.split(separator: ".", omittingEmptySubsequences: false)
        let full = candidate.split(separator: ".", omittingEmptySubsequences: false)
        guard written.count == full.count, written != full else { return nil }
        let differing = zip(written, full).filter { $0 != $1 }
        guard differing.count == 1, let (short, long) = differing.first, short.count >= 2, short.count < long.count,
            short.first == long.first, short.allSatisfy(\.isLetter)
        else { return nil }
        var rest = long.dropFirst()[...]
        for character in short.dropFirst() {
            guard let index = rest.firstIndex(of: character) else { return nil }
            rest = rest[rest.index(after: index)...]
        }
        return long.count
    }

    /// Names longer than this (in bytes) get no suggestion.
    public static let maximumLength = 200

    /// " (did you mean 'x'?)" or an empty string.
    public static func phrase(for name: String, in candidates: some Sequence<String>) -> String {
        closest(to: name, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
