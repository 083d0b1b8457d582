import Foundation

/// Rendered blocks by info string and body, shared by the pages one renderer renders (on all
/// cores, hence the lock): a block that renders alike on every page depends only on them and
/// the tokens, and handbooks repeat blocks across pages. A renderer lives for one build or one
/// update, so the tokens a block shows never change under it.
final class BlockCache: @unchecked Sendable {
    private let lock = NSLock()
    private var outcomes: [String: Result<RenderedBlock, BlockFailure>?] = [:]

    func outcome(
        info: String, body: String, render: () -> Result<RenderedBlock, BlockFailure>?
    ) -> Result<RenderedBlock, BlockFailure>? {
        let key = info + "\u{0}" + body
        if let cached = lock.withLock({ outcomes[key] }) { return cached }
        let fresh = render()
        lock.withLock { outcomes[key] = .some(fresh) }
        return fresh
    }
}
