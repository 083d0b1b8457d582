/// What changed between two versions of a token set: added, removed, renamed, changed values
/// per context, and newly deprecated tokens.
public struct TokenDiff: Sendable {
    /// One permutation of a version, e.g. `theme: dark`; the first is the default.
    public struct Context: Sendable {
        public var label: String
        public var tokens: ResolvedTokenSet

        public init(label: String, tokens: ResolvedTokenSet) {
            self.label = label
            self.tokens = tokens
        }
    }

    public struct Rename: Sendable, Hashable {
        public var from: String
        public var to: String
        /// Why it counts as a rename.
        public var reason: String
    }

    public struct ValueChange: Sendable, Hashable {
        public var context: String
        public var before: String
        public var after: String
    }

    public struct Changed: Sendable, Hashable {
        public var path: String
        public var changes: [ValueChange]
    }

    public private(set) var added: [ResolvedToken] = []
    public private(set) var removed: [ResolvedToken] = []
    public private(set) var renamed: [Rename] = []
    public private(set) var changed: [Changed] = []
    public private(set) var deprecated: [ResolvedToken] = []

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && renamed.isEmpty && changed.isEmpty && deprecated.isEmpty }

    /// Compares two versions. Contexts are matched by label; a context only the new version has
    /// is compared with the old version's default.
    public init(old: [Context], new: [Context]) {
        guard let oldDefault = old.first?.tokens, let newDefault = new.first?.tokens else { return }
        let labels = new.map(\.label)
        func oldSet(_ label: String) -> ResolvedTokenSet { old.first { $0.label == label }?.tokens ?? oldDefault }
        func newValues(_ path: String) -> [String] { new.map { $0.tokens[path]?.value.css ?? "" } }
        func oldValues(_ path: String) -> [String] { labels.map { oldSet($0)[path]?.value.css ?? "" } }

        var added = newDefault.tokens.filter { oldDefault[$0.path] == nil }
        var removed = oldDefault.tokens.filter { newDefault[$0.path] == nil }

        // A removed token whose deprecation named an added one, or whose type and values an added
        // token has in every context (when exactly one does), was renamed.
        for gone in removed {
            if let target = gone.deprecation?.replacements.first(where: { path in added.contains { $0.path == path } }) {
                renamed.append(Rename(from: gone.path, to: target, reason: "deprecated in favour of it"))
            } else {
                let twins = added.filter { $0.type == gone.type && newValues($0.path) == oldValues(gone.path) }
                if twins.count == 1 { renamed.append(Rename(from: gone.path, to: twins[0].path, reason: "same type and value")) }
            }
        }
        // A token kept but newly deprecated in favour of an added one was renamed too (the old
        // name stays for compatibility).
        for token in newDefault.tokens where token.deprecation != nil && oldDefault[token.path]?.deprecation == nil {
            guard oldDefault[token.path] != nil else { continue }
            if let target = token.deprecation?.replacements.first(where: { path in added.contains { $0.path == path } }) {
                renamed.append(Rename(from: token.path, to: target, reason: "deprecated in favour of it; the old name remains"))
            } else {
                deprecated.append(token)
            }
        }
        let renamedFrom = Set(renamed.map(\.from)), renamedTo = Set(renamed.map(\.to))
        added.removeAll { renamedTo.contains($0.path) }
        removed.removeAll { renamedFrom.contains($0.path) }
        self.added = added
        self.removed = removed

        for token in newDefault.tokens where oldDefault[token.path] != nil {
            var changes: [ValueChange] = []
            for context in new {
                let before = oldSet(context.label)[token.path]?.value.css ?? ""
                let after = context.tokens[token.path]?.value.css ?? ""
                if before != after { changes.append(ValueChange(context: context.label, before: before, after: after)) }
            }
            if !changes.isEmpty { changed.append(Changed(path: token.path, changes: changes)) }
        }
    }
}
