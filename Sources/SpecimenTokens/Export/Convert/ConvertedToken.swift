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
            value = .literal(token.value.jsonValue)
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
