/// The versions of Specimen a handbook is written for (`specimen: ">=0.3, <0.5"` in
/// `specimen.yml`), so that a binary outside them stops with both versions named rather than
/// misreading settings it does not know.
///
/// Comparisons joined by commas, each `>=`, `>`, `<=`, `<`, `=` (or `==`, or none), `^` or `~`
/// and a version of one to three numbers. A version given short is padded with zeros (`<0.5` is
/// `<0.5.0`), except after `=`, where it stands for every version it begins (`=0.3` admits
/// 0.3.x). `^1.2` admits 1.2 up to 2, `^0.3` admits 0.3.x (the versions that keep
/// compatibility); `~0.3.1` admits 0.3.1 up to 0.4.
public struct VersionRequirement: Sendable, Equatable {
    enum Comparison: String, Sendable, CaseIterable {
        // Longest first, so that `>=` is not read as `>` and `=0.3`.
        case atLeast = ">=", atMost = "<=", equalTwice = "==", above = ">", below = "<", equal = "=", compatible = "^", tilde = "~"
    }

    /// A bound: versions compared to `version` (three numbers).
    struct Bound: Sendable, Equatable {
        var comparison: Comparison
        var version: [Int]
        /// How many numbers were written (`=0.3`: two).
        var written: Int
    }

    let bounds: [Bound]
    /// The requirement as written.
    public let text: String

    /// Nil when `text` is not a requirement.
    public init?(_ text: String) {
        var bounds: [Bound] = []
        for clause in text.split(separator: ",", omittingEmptySubsequences: false) {
            guard let bound = Self.bound(clause.trimmingCharacters(in: .whitespaces)) else { return nil }
            bounds.append(bound)
        }
        guard !bounds.isEmpty else { return nil }
        self.bounds = bounds
        self.text = text
    }

    private static func bound(_ clause: String) -> Bound? {
        let comparison = Comparison.allCases.first { clause.hasPrefix($0.rawValue) }
        let number = clause.dropFirst(comparison?.rawValue.count ?? 0).trimmingCharacters(in: .whitespaces)
        let trimmed = number.hasPrefix("v") ? String(number.dropFirst()) : number
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }) else { return nil }
        let numbers = parts.compactMap { Int($0) }
        guard numbers.count == parts.count else { return nil }
        return Bound(comparison: comparison ?? .equal, version: numbers + Array(repeating: 0, count: 3 - numbers.count), written: numbers.count)
    }

    /// Whether `version` (such as `0.3.0`) is in the range; a version that cannot be read is not.
    public func admits(_ version: String) -> Bool {
        guard let bound = Self.bound(version), bound.comparison == .equal, bound.written == 3 else { return false }
        return bounds.allSatisfy { $0.admits(bound.version) }
    }
}

extension VersionRequirement.Bound {
    func admits(_ candidate: [Int]) -> Bool {
        switch comparison {
        case .atLeast: candidate.lexicographicallyPrecedes(version) == false
        case .atMost: version.lexicographicallyPrecedes(candidate) == false
        case .above: version.lexicographicallyPrecedes(candidate)
        case .below: candidate.lexicographicallyPrecedes(version)
        case .equal, .equalTwice: Array(candidate.prefix(written)) == Array(version.prefix(written))
        // The first number that is not zero (the last written, if all are) must stay.
        case .compatible: atLeastKeeping(min(written, (version.firstIndex { $0 != 0 } ?? (written - 1)) + 1), candidate)
        case .tilde: atLeastKeeping(written == 1 ? 1 : 2, candidate)
        }
    }

    /// Whether `candidate` is at least the version and begins with its first `kept` numbers.
    private func atLeastKeeping(_ kept: Int, _ candidate: [Int]) -> Bool {
        !candidate.lexicographicallyPrecedes(version) && Array(candidate.prefix(kept)) == Array(version.prefix(kept))
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
