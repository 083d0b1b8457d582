import SpecimenDiagnostics

/// A `$type` as written: the type it names, and the name itself (which differs for opaque types).
struct DeclaredType: Sendable, Hashable {
    var type: TokenType
    var name: String

    init(_ type: TokenType) {
        self.type = type
        self.name = type.rawValue
    }

    init(opaque name: String) {
        self.type = .opaque
        self.name = name
    }
}

/// A token as written: its raw `$value` and properties, not yet resolved.
struct TokenDefinition: Sendable, Equatable {
    var value: JSONNode
    var declaredType: DeclaredType?
    /// `$type` was written but names no type (already reported).
    var hasInvalidType = false
    var description: String?
    var deprecated: JSONNode?
    var extensions: JSONNode?
    /// Where the token's name is written.
    var location: SourceLocation
    var file: String
    /// Written as Style Dictionary's classic form (`value` without `$`), whose tokens need no type.
    var isLegacy = false
    /// Written in a design tool's format whose types are hints (Tokens Studio): a reference
    /// takes the referenced value wherever it reads as the type needed (see `TokenEvaluator+LooseTypes`).
    var typesLoosely = false
}

/// A group as written, with its members in order; merging and `$extends` produce new trees.
struct TokenGroup: Sendable {
    var type: DeclaredType?
    /// `$type` was written but names no type (already reported, at the group): its tokens
    /// without a type of their own are not reported again.
    var hasInvalidType = false
    var description: String?
    var deprecated: JSONNode?
    var extensions: JSONNode?
    var extends: (target: String, location: SourceLocation)?
    var location: SourceLocation
    private(set) var order: [String] = []
    private(set) var children: [String: TokenTreeNode] = [:]

    init(location: SourceLocation) {
        self.location = location
    }

    subscript(name: String) -> TokenTreeNode? {
        get { children[name] }
        set {
            if let newValue {
                if children.updateValue(newValue, forKey: name) == nil { order.append(name) }
            } else if children.removeValue(forKey: name) != nil {
                order.removeAll { $0 == name }
            }
        }
    }

    /// Members in the order first written.
    var members: [(name: String, node: TokenTreeNode)] {
        order.map { ($0, children[$0]!) }
    }

    /// Marks every token below as typed loosely (see `TokenDefinition.typesLoosely`).
    mutating func markTypesLoose() {
        for name in order {
            switch children[name]! {
            case .token(var token):
                token.typesLoosely = true
                children[name] = .token(token)
            case .group(var group):
                group.markTypesLoose()
                children[name] = .group(group)
            }
        }
    }

    /// Whether this group or any group below it has `$extends`.
    var containsExtends: Bool {
        extends != nil
            || children.values.contains { node in
                if case .group(let group) = node { group.containsExtends } else { false }
            }
    }

    /// Lays `other` over this group: properties it sets win, groups merge deeply, and a token
    /// replaces whatever was at its path.
    mutating func merge(_ other: TokenGroup) {
        if let type = other.type { self.type = type }
        hasInvalidType = type == nil && (hasInvalidType || other.hasInvalidType)
        if let description = other.description { self.description = description }
        if let deprecated = other.deprecated { self.deprecated = deprecated }
        if let extensions = other.extensions { self.extensions = extensions }
        if let extends = other.extends { self.extends = extends }
        for (name, node) in other.members {
            if case .group(let incoming) = node, case .group(var existing)? = self[name] {
                existing.merge(incoming)
                self[name] = .group(existing)
            } else {
                self[name] = node
            }
        }
    }
}

/// A member of a group: a token or a nested group.
indirect enum TokenTreeNode: Sendable {
    case token(TokenDefinition)
    case group(TokenGroup)
}
