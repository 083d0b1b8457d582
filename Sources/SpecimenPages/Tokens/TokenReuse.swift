import SpecimenTokens

/// What resolving a handbook's tokens again reuses from the last time: one per session, kept
/// in its cache, handed to `SiteTokens.load`. Each part says when what it holds stops holding.
///
/// Not thread-safe: a session loads its tokens once at a time.
package final class TokenReuse: @unchecked Sendable {
    /// Parsed token files and resolved permutations: a file's parse holds while its stamp
    /// (modification time, size, inode) does, a permutation while its inputs and the files it
    /// read do; what a load did not use is dropped after it (see `TokenResolutionCache`).
    let resolutions = TokenResolutionCache()
    /// Each token's text in `tokens.css` and `tokens.json`: holds while the token is the very
    /// same value (see `TokenExportCache`).
    let exports = TokenExportCache()
    /// What composed the last load's combinations of contexts, which the next compares against
    /// token by token (see `PermutationComposer`); nil before the first load.
    var composer: PermutationComposer?
    /// The last load's names of each token on every platform, and the default permutation they
    /// were made from: they hold while its tokens have the same paths, types and aliases.
    var platformNames: (tokens: ResolvedTokenSet, names: BackgroundTask<PlatformNames>)?

    package init() {}

    /// The platform names of `tokens`: the last load's when they still hold, else made anew
    /// in the background.
    func platformNames(of tokens: ResolvedTokenSet) -> BackgroundTask<PlatformNames> {
        if let last = platformNames, last.tokens.tokens.count == tokens.tokens.count,
            zip(last.tokens.tokens, tokens.tokens).allSatisfy({ $0.path == $1.path && $0.type == $1.type && $0.aliasOf == $1.aliasOf })
        {
            return last.names
        }
        let names = BackgroundTask { PlatformNames(tokens) }
        platformNames = (tokens, names)
        return names
    }
}
