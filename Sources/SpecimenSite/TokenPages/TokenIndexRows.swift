import Foundation
import SpecimenTokens

/// The token index's rows, kept between updates of `specimen serve`: a token edit then makes
/// again only the rows of tokens that changed, not all of them.
final class TokenIndexRows: @unchecked Sendable {
    /// What a row shows, as the `tokens-index` template sees it, and its HTML.
    struct Row {
        var token: ResolvedToken
        var url: String
        var entry: TokenIndexRowContext
        var html: String
    }

    private let lock = NSLock()
    private var rows: [String: Row] = [:]

    /// The row of `token`, made again only when what it shows changed: its type, value,
    /// deprecation, URL or uses in code (not where it is written, which moves with every edit above it).
    func row(for token: ResolvedToken, url: String, uses: Int?, make: () -> Row) -> Row {
        if let cached = lock.withLock({ rows[token.path] }), cached.url == url, cached.entry.uses == uses, cached.token.type == token.type,
            cached.token.value == token.value, (cached.token.deprecation == nil) == (token.deprecation == nil)
        {
            return cached
        }
        let row = make()
        lock.withLock { rows[token.path] = row }
        return row
    }

    /// Forgets every row (the templates changed).
    func removeAll() {
        lock.withLock { rows.removeAll() }
    }
}
