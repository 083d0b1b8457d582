import SpecimenDiagnostics

/// The findings of a resolution, each kept with the token whose resolution made it, so that a
/// token resolved again after an edit replaces its own findings and no other token's.
struct TokenFindings: Sendable {
    private var byToken: [String: [Diagnostic]] = [:]
    /// The token being resolved: findings appended now are its own.
    var owner = ""

    /// Notes a finding of the token being resolved.
    mutating func append(_ diagnostic: Diagnostic) {
        byToken[owner, default: []].append(diagnostic)
    }

    /// Notes a finding about `token`, whichever token is being resolved.
    mutating func append(_ diagnostic: Diagnostic, owner token: String) {
        byToken[token, default: []].append(diagnostic)
    }

    /// Drops the findings of tokens about to be resolved again.
    mutating func forget<Tokens: Sequence>(_ tokens: Tokens) where Tokens.Element == String {
        for token in tokens { byToken[token] = nil }
    }

    /// The tokens that have findings.
    var owners: Dictionary<String, [Diagnostic]>.Keys { byToken.keys }

    /// Whether any of `tokens` has findings.
    func any(of tokens: Set<String>) -> Bool {
        !byToken.isEmpty && tokens.contains { byToken[$0] != nil }
    }

    /// Whether any finding has `code`.
    func contains(code: String) -> Bool {
        byToken.values.contains { $0.contains { $0.code == code } }
    }

    /// Every finding, token by token in `order` (document order, the same on every run).
    func all(in order: [String]) -> [Diagnostic] {
        guard !byToken.isEmpty else { return [] }
        return order.flatMap { byToken[$0] ?? [] }
    }
}
