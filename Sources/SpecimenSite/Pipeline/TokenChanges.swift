import SpecimenPages
import SpecimenTokens

/// Which tokens a token edit affects, and which rendered pages show them.
enum TokenChanges {
    /// What pages show: tokens whose value, alias, description, deprecation or source changed in
    /// any context, and every token whose alias chain passes through one of them. Token pages also
    /// list the tokens aliasing them, so `tokenPages` adds the old and new alias targets.
    /// All when tokens were added or removed (anything that names a group may show them).
    static func affected(old: SiteTokens?, new: SiteTokens?) -> (pages: RebuildScope<String>, tokenPages: RebuildScope<String>) {
        let everything: (pages: RebuildScope<String>, tokenPages: RebuildScope<String>) = (.all, .all)
        guard let old, let new else { return everything }
        let oldSets = [old.defaults] + old.alternates.map(\.tokens)
        let newSets = [new.defaults] + new.alternates.map(\.tokens)
        guard oldSets.count == newSets.count,
            zip(old.alternates, new.alternates).allSatisfy({ $0.modifier == $1.modifier && $0.context == $1.context })
        else { return everything }
        var changed = Set<String>()
        var targets = Set<String>()
        var changedSets: [ResolvedTokenSet] = []
        for (before, after) in zip(oldSets, newSets) {
            // A permutation taken unchanged from the resolution cache shares its storage.
            if before.sharesStorage(with: after) { continue }
            changedSets.append(after)
            guard before.tokens.count == after.tokens.count else { return everything }
            for (a, b) in zip(before.tokens, after.tokens) {
                guard a.path == b.path else { return everything }
                guard a != b else { continue }
                changed.insert(a.path)
                // The targets' pages list the tokens that alias them.
                for target in [a.aliasOf, b.aliasOf].compactMap({ $0 }) { targets.insert(target) }
            }
        }
        guard !changed.isEmpty else { return (.none, .none) }
        // Every token whose alias chain passes through a changed one: walk the aliases backwards.
        var affected = changed
        for set in changedSets {
            let aliasedBy = set.aliasIndex()
            var queue = Array(changed)
            while let path = queue.popLast() {
                for alias in aliasedBy[path] ?? [] where affected.insert(alias).inserted { queue.append(alias) }
            }
        }
        return (.only(affected), .only(affected.union(targets)))
    }

    /// Whether a page shows one of `affected` (every element showing a token carries
    /// `data-token`), or, for all tokens, whether it could show any token at all.
    static func pageDepends(_ page: RenderedPage, on scope: RebuildScope<String>) -> Bool {
        guard case .only(let affected) = scope else {
            return page.page.body.utf8.contains(UInt8(ascii: "{")) || page.page.body.containsUTF8("token:") || !page.diagnostics.isEmpty
                || page.contentHTML.containsUTF8("data-token=")
        }
        if affected.isEmpty { return false }
        if !page.diagnostics.isEmpty { return true }
        // A path with a space cannot be told apart in a space-separated list; look for it whole.
        if affected.contains(where: { $0.contains(" ") }) {
            return affected.contains { page.contentHTML.containsUTF8(HTMLEscaping.escape($0)) }
        }
        return !page.shownTokens.isDisjoint(with: affected)
    }
}
