/// Which tokens name each token: the reverse of the references that resolution records.
struct Referrers: Sendable {
    private var byTarget: [String: [String]] = [:]

    /// - Parameter references: each token with the tokens its value names.
    init<Pairs: Sequence>(_ references: Pairs) where Pairs.Element == (token: String, named: [String]) {
        for (token, named) in references {
            for target in named { byTarget[target, default: []].append(token) }
        }
    }

    /// Who names whom among resolved tokens: each names its references and what it aliases.
    init(_ tokens: [ResolvedToken]) {
        byTarget.reserveCapacity(tokens.count)
        for token in tokens {
            let references = token.references
            for target in references { byTarget[target, default: []].append(token.path) }
            if let alias = token.aliasOf, !references.contains(alias) { byTarget[alias, default: []].append(token.path) }
        }
    }

    /// `tokens` and every token that names one of them, directly or through others.
    func closure(of tokens: Set<String>) -> Set<String> {
        var found = tokens
        var queue = Array(tokens)
        while let next = queue.popLast() {
            for referrer in byTarget[next] ?? [] where found.insert(referrer).inserted { queue.append(referrer) }
        }
        return found
    }

    /// Records that `token`, which named `old`, now names `new`.
    mutating func update(_ token: String, naming old: [String], now new: [String]) {
        guard old != new else { return }
        for target in Set(old) {
            byTarget[target]?.removeAll { $0 == token }
            if byTarget[target]?.isEmpty == true { byTarget[target] = nil }
        }
        for target in new { byTarget[target, default: []].append(token) }
    }
}
