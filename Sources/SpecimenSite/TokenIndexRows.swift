import Foundation

/// The token index's rows, kept between updates of `specimen serve`: a token edit then renders
/// again only the rows whose token shows something new, not all of them.
final class TokenIndexRows: @unchecked Sendable {
    private let lock = NSLock()
    private var rows: [String: (key: String, html: String)] = [:]

    /// The row of `path`, rendered again only when `key` (what the row shows) changed.
    func row(_ path: String, key: String, render: () -> String) -> String {
        if let cached = lock.withLock({ rows[path] }), cached.key == key { return cached.html }
        let html = render()
        lock.withLock { rows[path] = (key, html) }
        return html
    }

    /// Forgets every row (the templates changed).
    func removeAll() {
        lock.withLock { rows.removeAll() }
    }
}
