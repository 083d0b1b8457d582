import SpecimenDiagnostics

/// A token with what it inherits from its groups, keyed by its full path.
struct FlatToken: Sendable {
    var path: String
    var definition: TokenDefinition
    /// The nearest ancestor group's `$type`.
    var groupType: DeclaredType?
    /// Without `groupType`: the nearest `$type` of its groups names no type (reported there).
    var groupTypeIsInvalid = false
    /// The deprecation in force: the token's own, or the nearest group's (`false` undoes it).
    var deprecation: Deprecation?
    /// The nearest group's deprecation, which a token without its own inherits.
    var groupDeprecation: Deprecation?

    /// The token as `definition` now reads, in the same groups.
    func redefined(as definition: TokenDefinition) -> FlatToken {
        let own = FlatTokens.deprecation(definition.deprecated)
        return FlatToken(
            path: path, definition: definition, groupType: groupType, groupTypeIsInvalid: groupTypeIsInvalid, deprecation: own ?? groupDeprecation,
            groupDeprecation: groupDeprecation)
    }
}

/// Every token of a tree, and every group path (to tell "refers to a group" from "unknown").
struct FlatTokens: Sendable {
    var tokens: [String: FlatToken] = [:]
    var groups: Set<String> = []
    /// Token paths in document order, for a resolution order that is the same on every run.
    var order: [String] = []

    init(_ root: TokenGroup) {
        // Sized once: growing a system's thousands of entries step by step rehashed them all.
        let size = Self.size(of: root)
        tokens.reserveCapacity(size.tokens)
        order.reserveCapacity(size.tokens)
        groups.reserveCapacity(size.groups)
        visit(root, prefix: "", groupType: nil, typeIsInvalid: false, deprecation: nil)
    }

    /// How many tokens and groups are below `group`.
    private static func size(of group: TokenGroup) -> (tokens: Int, groups: Int) {
        var size = (tokens: 0, groups: 0)
        for node in group.children.values {
            switch node {
            case .group(let child):
                let inner = Self.size(of: child)
                size = (size.tokens + inner.tokens, size.groups + inner.groups + 1)
            case .token:
                size.tokens += 1
            }
        }
        return size
    }

    private mutating func visit(_ group: TokenGroup, prefix: String, groupType: DeclaredType?, typeIsInvalid: Bool, deprecation: Deprecation?) {
        let type = group.type ?? groupType
        let invalid = type == nil && (group.hasInvalidType || typeIsInvalid)
        let deprecated: Deprecation? = Self.deprecation(group.deprecated) ?? deprecation
        for name in group.order {
            guard let node = group.children[name] else { continue }
            let key = prefix.isEmpty ? name : prefix + "." + name
            switch node {
            case .group(let child):
                groups.insert(key)
                visit(child, prefix: key, groupType: type, typeIsInvalid: invalid, deprecation: deprecated)
            case .token(let definition):
                let own: Deprecation? = Self.deprecation(definition.deprecated) ?? deprecated
                let token = FlatToken(
                    path: key, definition: definition, groupType: type, groupTypeIsInvalid: invalid, deprecation: own, groupDeprecation: deprecated)
                if tokens.updateValue(token, forKey: key) == nil {
                    order.append(key)
                }
            }
        }
    }

    /// nil means "not set here": the caller keeps what it inherits. `false` is handled by callers.
    static func deprecation(_ node: JSONNode?) -> Deprecation?? {
        guard let node else { return nil }
        if let flag = node.bool { return flag ? .some(Deprecation(explanation: nil)) : .some(nil) }
        if let text = node.string { return .some(Deprecation(explanation: text)) }
        return nil
    }
}
