/// What an edit changed in one token document, when all it changed is token definitions.
enum TreeDifference {
    /// A token whose definition the edit changed.
    struct Change {
        var path: String
        var old: TokenDefinition
        var new: TokenDefinition
    }

    /// The tokens whose definitions differ between two readings of one document, or nil when
    /// the edit did more: a token or group added, removed, reordered or turned into the other
    /// kind, a group's own properties changed, or `$extends` anywhere (these change what
    /// tokens exist, or what they inherit, beyond the tokens edited).
    static func changes(from old: TokenGroup, to new: TokenGroup) -> [Change]? {
        var changes: [Change] = []
        guard compare(old, new, prefix: "", into: &changes) else { return nil }
        return changes
    }

    private static func compare(_ old: TokenGroup, _ new: TokenGroup, prefix: String, into changes: inout [Change]) -> Bool {
        guard old.extends == nil, new.extends == nil, old.type == new.type, old.hasInvalidType == new.hasInvalidType,
            old.deprecated == new.deprecated,
            old.description == new.description, old.extensions == new.extensions, old.order == new.order
        else { return false }
        for name in new.order {
            let path = prefix.isEmpty ? name : prefix + "." + name
            switch (old[name], new[name]) {
            case (.token(let before)?, .token(let after)?):
                if before != after { changes.append(Change(path: path, old: before, new: after)) }
            case (.group(let before)?, .group(let after)?):
                guard compare(before, after, prefix: path, into: &changes) else { return false }
            default:
                return false
            }
        }
        return true
    }
}
