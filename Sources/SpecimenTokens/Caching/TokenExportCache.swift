import Foundation

/// What `tokens.css` and `tokens.json` made for each token, kept between exports so that
/// after an edit only the tokens whose exported fields changed are written again (the preview
/// server exports after every token edit). Each export keeps just what it used.
///
/// An export takes what it needs out at its start and puts back what it used at its end, so
/// that the two exports, made side by side, do not wait on each other token by token.
public final class TokenExportCache: @unchecked Sendable {
    private let lock = NSLock()
    private var declarations = DeclarationMemo()
    private var cascade: ContextCascade.Memo?
    private var jsonEntries: [String: ([ResolvedToken?], String)] = [:]

    public init() {}

    /// The CSS declarations and cascade decisions of the last export of `tokens.css`.
    func cssMemo() -> (DeclarationMemo, ContextCascade.Memo?) {
        lock.withLock { (declarations.forNextExport(), cascade) }
    }

    func keepCSSMemo(_ declarations: DeclarationMemo, _ cascade: ContextCascade.Memo) {
        lock.withLock { (self.declarations, self.cascade) = (declarations, cascade) }
    }

    /// The `tokens.json` members of the last export, by path, with the tokens each was made from.
    func jsonMemo() -> [String: ([ResolvedToken?], String)] {
        lock.withLock { jsonEntries }
    }

    func keepJSONMemo(_ used: [String: ([ResolvedToken?], String)]) {
        lock.withLock { jsonEntries = used }
    }

    /// Whether a `tokens.json` member made from `cached` shows what one made from `versions` would.
    static func sameExport(_ cached: [ResolvedToken?], _ versions: [ResolvedToken?]) -> Bool {
        cached.count == versions.count && zip(cached, versions).allSatisfy { sameExport($0, $1) }
    }

    /// Equal in everything an export shows; where a token is written does not count.
    private static func sameExport(_ a: ResolvedToken?, _ b: ResolvedToken?) -> Bool {
        guard let a, let b else { return a == nil && b == nil }
        if a.isIdentical(to: b) { return true }
        return a.path == b.path && a.type == b.type && a.value == b.value && a.aliasOf == b.aliasOf
            && a.deprecation == b.deprecation && a.description == b.description
    }
}

/// The CSS declaration made for each version of each token, by path: a token that is the very
/// one (or has the same value and alias) is not written again.
struct DeclarationMemo {
    private var known: [String: [(token: ResolvedToken, text: String)]] = [:]
    private var used: [String: [(token: ResolvedToken, text: String)]] = [:]

    /// The declaration of `token`, from the memo when it is known.
    mutating func declaration(_ token: ResolvedToken) -> String {
        let earlier = known[token.path] ?? []
        let text =
            earlier.first { $0.token.isIdentical(to: token) }?.text
            ?? earlier.first { $0.token.value == token.value && $0.token.aliasOf == token.aliasOf && $0.token.type == token.type }?.text
            ?? TokenCSSExporter.declaration(token)
        if !(used[token.path]?.contains { $0.token.isIdentical(to: token) } ?? false) {
            used[token.path, default: []].append((token, text))
        }
        return text
    }

    /// What this export used, as what the next one knows.
    fileprivate func forNextExport() -> DeclarationMemo {
        var next = DeclarationMemo()
        next.known = used
        return next
    }
}
