import Foundation

/// Text that `tokens.css` and `tokens.json` made for each token, kept between exports so that
/// after an edit only the tokens whose exported fields changed are written again (the preview
/// server exports after every token edit). Each export keeps just what it used.
public final class TokenExportCache: @unchecked Sendable {
    private let lock = NSLock()
    private var declarations: [String: [(TokenValue, String?, String)]] = [:]
    private var jsonEntries: [String: ([ResolvedToken?], String)] = [:]

    public init() {}

    /// The CSS declaration of `token`, from the cache when its value and alias are unchanged.
    func declaration(_ token: ResolvedToken, into used: inout [String: [(TokenValue, String?, String)]]) -> String {
        let known = lock.withLock { declarations[token.path] ?? [] }
        let text = known.first { $0.0 == token.value && $0.1 == token.aliasOf }?.2 ?? TokenCSSExporter.declaration(token)
        used[token.path, default: []].append((token.value, token.aliasOf, text))
        return text
    }

    func keepDeclarations(_ used: [String: [(TokenValue, String?, String)]]) {
        lock.withLock { declarations = used }
    }

    /// The `tokens.json` member of a token given its value in each context, from the cache when
    /// every field the entry shows is unchanged.
    func jsonEntry(_ versions: [ResolvedToken?], into used: inout [String: ([ResolvedToken?], String)], make: () -> String) -> String {
        guard let path = versions.first??.path else { return make() }
        if let cached = lock.withLock({ jsonEntries[path] }), cached.0.count == versions.count,
            zip(cached.0, versions).allSatisfy({ Self.sameExport($0, $1) })
        {
            used[path] = cached
            return cached.1
        }
        let text = make()
        used[path] = (versions, text)
        return text
    }

    func keepJSONEntries(_ used: [String: ([ResolvedToken?], String)]) {
        lock.withLock { jsonEntries = used }
    }

    /// Equal in everything an export shows; where a token is written does not count.
    private static func sameExport(_ a: ResolvedToken?, _ b: ResolvedToken?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if a.isIdentical(to: b) { return true }
        return a.path == b.path && a.type == b.type && a.value == b.value && a.aliasOf == b.aliasOf
            && a.deprecation == b.deprecation && a.description == b.description
    }
}
