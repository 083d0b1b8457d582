/// The tokens a platform format has no place for, so that an export says what it left out
/// instead of dropping it in silence.
public struct UncarriedTokens: Sendable {
    /// The format, as `--format` names it.
    public let format: String
    /// What the format holds, for the summary: `colors only`.
    public let reason: String
    /// How many tokens the format was given.
    public let total: Int
    /// The paths left out, in token order, each with its type as written.
    public private(set) var tokens: [(path: String, type: String)] = []

    public init(format: String, reason: String, total: Int) {
        self.format = format
        self.reason = reason
        self.total = total
    }

    mutating func add(_ token: ResolvedToken) {
        tokens.append((token.path, token.typeName))
    }

    /// One line for standard error, counts by type, most first:
    /// `xcassets: 139 of 237 tokens not exported (colors only): number 29, border 27, …`; nil when none.
    public var summary: String? {
        guard !tokens.isEmpty else { return nil }
        var counts: [String: Int] = [:]
        for token in tokens { counts[token.type, default: 0] += 1 }
        let byType = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }
        return "\(format): \(tokens.count) of \(total) token\(total == 1 ? "" : "s") not exported (\(reason)): "
            + byType.joined(separator: ", ")
    }
}
