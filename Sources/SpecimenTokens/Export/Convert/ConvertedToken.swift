/// A token as `tokens convert` writes it in one permutation: an alias to the token it names,
/// or its resolved value, with its type and properties. Two permutations that agree on this
/// write the token once.
struct ConvertedToken: Equatable {
    enum Value: Equatable {
        case alias(String)
        case literal(JSONValue)
    }

    var type: String
    var value: Value
    var description: String?
    var deprecated: JSONValue?
    var extensions: JSONValue?

    /// `token` as written for `tokens`, the permutation it was resolved in. An alias stays an
    /// alias when its target is published there; otherwise (a computed value, an alias into a
    /// set read for references only) the value is written as resolved.
    init(_ token: ResolvedToken, in tokens: ResolvedTokenSet) {
        type = token.typeName
        if let target = token.aliasOf, tokens[target] != nil {
            value = .alias(target)
        } else {
            value = .literal(Self.keepingReferences(token.value.jsonValue, to: token.references, in: tokens))
        }
        description = token.description
        deprecated = token.deprecation.map { deprecation in deprecation.explanation.map(JSONValue.string) ?? .bool(true) }
        extensions = token.extensions.flatMap { Self.keptExtensions($0, literal: !value.isAlias) }
    }

    init(type: String, value: Value) {
        (self.type, self.value) = (type, value)
    }

    /// The token's DTCG object.
    var json: JSONValue {
        var members: [(String, JSONValue)] = [("$type", .string(type))]
        switch value {
        case .alias(let target): members.append(("$value", .string("{\(target)}")))
        case .literal(let json): members.append(("$value", json))
        }
        if let description { members.append(("$description", .string(description))) }
        if let deprecated { members.append(("$deprecated", deprecated)) }
        if let extensions { members.append(("$extensions", extensions)) }
        return .object(members: members)
    }

    /// A composite value with the parts a reference gave it written as that reference again
    /// (`{"color": "{color.focus}", "width": …}`): a part equal to the value of a token the
    /// value names is that token's reference, which resolves to the same value here.
    private static func keepingReferences(_ value: JSONValue, to references: [String], in tokens: ResolvedTokenSet) -> JSONValue {
        let named = references.compactMap { path in tokens[path].map { (path, $0.value.jsonValue) } }
        guard !named.isEmpty else { return value }
        func part(_ value: JSONValue) -> JSONValue {
            if let match = named.first(where: { $0.1 == value }) { return .string("{\(match.0)}") }
            return inside(value)
        }
        func inside(_ value: JSONValue) -> JSONValue {
            switch value {
            case .object(var object):
                for index in object.members.indices { object.members[index].value.value = part(object.members[index].value.value) }
                return .object(object)
            case .array(var items):
                for index in items.indices { items[index].value = part(items[index].value) }
                return .array(items)
            default: return value
            }
        }
        return inside(value)
    }

    /// Extensions as written, but for Tokens Studio's color modifier on a value written as
    /// computed: a tool reading it would apply it a second time.
    private static func keptExtensions(_ node: JSONNode, literal: Bool) -> JSONValue? {
        guard literal, var object = node.object, let index = object.members.lastIndex(where: { $0.key == "studio.tokens" }),
            var studio = object.members[index].value.object
        else { return node.value }
        studio.members.removeAll { $0.key == "modify" }
        if studio.members.isEmpty {
            object.members.remove(at: index)
        } else {
            object.members[index].value.value = .object(studio)
        }
        return object.members.isEmpty ? nil : .object(object)
    }
}

extension ConvertedToken.Value {
    var isAlias: Bool { if case .alias = self { true } else { false } }
}
