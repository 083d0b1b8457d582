import SpecimenDiagnostics

/// Applies `$extends`: a group receives a deep copy of the target group, under its own members
/// (a local token replaces an inherited token whole). Targets that are tokens, missing, an
/// ancestor of the group, or part of a cycle are errors.
struct GroupExtender {
    /// How deep groups may extend groups that extend groups (recursion is bounded by it).
    static let maximumDepth = 100
    /// How many tokens the tree may hold once extended: `$extends` copies, so a few kilobytes
    /// that extend in a doubling chain would otherwise become millions of tokens.
    static let maximumTokens = 100_000

    private let root: TokenGroup
    private var done: [String: TokenGroup] = [:]
    /// Tokens each finished group holds, extension included.
    private var tokenCounts: [String: Int] = [:]
    private var reportedLimit = false
    /// Tokens copied by `$extends` so far, in the whole tree.
    private var copiedTokens = 0
    private var inProgress: [String] = []
    private(set) var diagnostics: [Diagnostic] = []

    init(root: TokenGroup) {
        self.root = root
    }

    /// The whole tree with every `$extends` applied.
    mutating func extendedTree() -> TokenGroup {
        effective(root, path: [])
    }

    private mutating func effective(_ group: TokenGroup, path: [String]) -> TokenGroup {
        let key = path.joined(separator: ".")
        if let cached = done[key] { return cached }
        inProgress.append(key)
        defer { inProgress.removeLast() }

        var result = TokenGroup(location: group.location)
        var inherited = 0
        if let (target, location) = group.extends, let base = extendedTarget(target, from: path, at: location) {
            inherited = tokenCounts[Self.referencePath(target)?.joined(separator: ".") ?? ""] ?? 0
            // Every copy counts: groups that each stay under the limit can add up past it.
            if copiedTokens + inherited > Self.maximumTokens {
                reportLimit(
                    "'$extends' would give the tokens more than \(Self.maximumTokens) members; '\(key)' does not inherit '\(target)'", at: location)
                inherited = 0
            } else {
                copiedTokens += inherited
                result.merge(base)
                result.extends = nil
            }
        }
        var local = group
        local.extends = nil
        var own = TokenGroup(location: group.location)
        own.type = local.type
        own.hasInvalidType = local.hasInvalidType
        own.description = local.description
        own.deprecated = local.deprecated
        own.extensions = local.extensions
        for (name, node) in local.members {
            switch node {
            case .token: own[name] = node
            case .group(let child): own[name] = .group(effective(child, path: path + [name]))
            }
        }
        result.merge(own)
        done[key] = result
        tokenCounts[key] =
            inherited
            + own.members.reduce(0) { count, member in
                switch member.node {
                case .token: count + 1
                case .group: count + (tokenCounts[(path + [member.name]).joined(separator: ".")] ?? 0)
                }
            }
        return result
    }

    private mutating func reportLimit(_ message: String, at location: SourceLocation) {
        guard !reportedLimit else { return }
        reportedLimit = true
        diagnostics.append(.error("token-limit-exceeded", message, at: location))
    }

    private mutating func extendedTarget(_ reference: String, from path: [String], at location: SourceLocation) -> TokenGroup? {
        let name = path.joined(separator: ".")
        guard let targetPath = Self.referencePath(reference) else {
            diagnostics.append(
                .error(
                    "group-extends-syntax", "'$extends' of '\(name)' must be a reference in braces such as \"{button}\", not '\(reference)'",
                    at: location))
            return nil
        }
        let targetKey = targetPath.joined(separator: ".")
        if targetKey == name || name.hasPrefix(targetKey + ".") {
            diagnostics.append(
                .error(
                    "group-extends-cycle", "group '\(name)' extends '\(targetKey)', which contains it; extending an ancestor is a cycle", at: location
                ))
            return nil
        }
        guard inProgress.count < Self.maximumDepth else {
            reportLimit(
                "'$extends' chains more than \(Self.maximumDepth) groups deep from '\(name)'; Specimen follows at most \(Self.maximumDepth)",
                at: location)
            return nil
        }
        if let start = inProgress.firstIndex(of: targetKey) {
            let cycle = inProgress[start...].map { $0 } + [targetKey]
            diagnostics.append(.error("group-extends-cycle", "'$extends' cycle: \(cycle.joined(separator: " → "))", at: location))
            return nil
        }
        var node: TokenTreeNode = .group(root)
        for segment in targetPath {
            guard case .group(let group) = node, let next = group[segment] else {
                diagnostics.append(.error("group-extends-unknown", "'\(name)' extends '\(targetKey)', which does not exist", at: location))
                return nil
            }
            node = next
        }
        guard case .group(let target) = node else {
            diagnostics.append(
                .error("group-extends-token", "'\(name)' extends '\(targetKey)', which is a token; '$extends' must name a group", at: location))
            return nil
        }
        return effective(target, path: targetPath)
    }

    /// `{a.b}` → ["a", "b"].
    static func referencePath(_ text: String) -> [String]? {
        guard text.hasPrefix("{"), text.hasSuffix("}"), text.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        let parts = inner.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return parts.contains("") ? nil : parts
    }
}
