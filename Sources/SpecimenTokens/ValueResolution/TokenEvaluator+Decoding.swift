import SpecimenDiagnostics

/// Decoding raw values into typed values, following references found at any depth and
/// checking that each referenced token has the type its position needs.
extension TokenEvaluator {
    /// Decodes `node` as a value of `type`; nil (with a diagnostic) when it is not one.
    mutating func decode(_ node: JSONNode, as type: TokenType, file: String) -> TokenValue? {
        if let reference = TokenReference(node) {
            guard let target = follow(reference, at: node, file: file) else { return nil }
            switch target {
            case .token(let token):
                if token.type != type, resolvingLooselyTypedToken, let read = looselyRead(token.value, as: type, at: node, file: file) {
                    return read
                }
                guard token.type == type else {
                    diagnostics.append(
                        .error(
                            "token-type-mismatch",
                            "\(reference.written) is \(token.typeName), but a \(type.rawValue) is needed here",
                            at: location(node.position, file)))
                    return nil
                }
                return token.value
            case .fragment(let fragment, _):
                return decode(fragment.placingUnplacedMembers(), as: type, file: file)
            }
        }
        if let computed = decodeComputed(node, as: type, file: file) { return computed }
        switch type {
        case .color: return decodeColor(node, file: file).map(TokenValue.color)
        case .dimension: return decodeDimension(node, file: file).map(TokenValue.dimension)
        case .fontFamily: return decodeFontFamily(node, file: file).map(TokenValue.fontFamily)
        case .fontWeight: return decodeFontWeight(node, file: file).map(TokenValue.fontWeight)
        case .duration: return decodeDuration(node, file: file).map(TokenValue.duration)
        case .cubicBezier: return decodeCubicBezier(node, file: file).map(TokenValue.cubicBezier)
        case .number: return decodeNumber(node, file: file).map(TokenValue.number)
        case .strokeStyle: return decodeStrokeStyle(node, file: file).map(TokenValue.strokeStyle)
        case .border: return decodeBorder(node, file: file).map(TokenValue.border)
        case .transition: return decodeTransition(node, file: file).map(TokenValue.transition)
        case .shadow: return decodeShadow(node, file: file).map(TokenValue.shadow)
        case .gradient: return decodeGradient(node, file: file)
        case .typography: return decodeTypography(node, file: file).map(TokenValue.typography)
        case .string: return decodeString(node, as: .string, file: file).map(TokenValue.string)
        case .link: return decodeString(node, as: .link, file: file).map(TokenValue.link)
        case .boolean: return decodeBoolean(node, file: file).map(TokenValue.boolean)
        case .opaque: return .opaque(OpaqueValue(typeName: TokenType.opaque.rawValue, json: node.value))
        }
    }

    /// Decodes a field that must be a token value of `type`, reporting a missing field by name.
    mutating func field(_ name: String, of object: JSONObject, at node: JSONNode, as type: TokenType, owner: TokenType, file: String) -> TokenValue? {
        guard let value = object[name] else {
            invalid(node, file, "a \(owner.rawValue) value needs '\(name)' (\(type.rawValue))")
            return nil
        }
        return decode(value, as: type, file: file)
    }

    /// A plain number at a position that may also hold a reference (to a number token or a number inside a value).
    mutating func numberField(_ node: JSONNode, file: String, what: String) -> Double? {
        if TokenReference(node) != nil {
            guard case .number(let number)? = decode(node, as: .number, file: file) else { return nil }
            return number
        }
        guard let number = node.number else {
            invalid(node, file, "\(what) must be a number, not \(node.value.kindWithArticle)")
            return nil
        }
        return number
    }

    /// A string at a position that may also hold a `$ref` to a string inside another value (a unit, say).
    mutating func stringField(_ node: JSONNode, file: String, what: String) -> String? {
        if let reference = TokenReference(node), case .pointer = reference {
            guard case .fragment(let fragment, _)? = follow(reference, at: node, file: file) else {
                invalid(node, file, "\(what) must be a string; \(reference.written) is a whole token")
                return nil
            }
            return stringField(fragment, file: file, what: what)
        }
        guard let text = node.string else {
            invalid(node, file, "\(what) must be a string, not \(node.value.kindWithArticle)")
            return nil
        }
        return text
    }

    mutating func invalid(_ node: JSONNode, _ file: String, _ message: String) {
        diagnostics.append(.error("token-value-invalid", message, at: location(node.position, file)))
    }

    mutating func legacy(_ node: JSONNode, _ file: String, _ message: String) {
        diagnostics.append(.warning("token-legacy-value", message, at: location(node.position, file)))
    }

    /// Warns about members a value shape does not define (often typos); `kept` are members
    /// beyond the format that Specimen reads all the same (reported apart).
    mutating func checkMembers(_ object: JSONObject, allowed: [String], kept: [String] = [], of type: TokenType, file: String) {
        for member in object.members where !allowed.contains(member.key) && !kept.contains(member.key) {
            diagnostics.append(
                .warning(
                    "token-value-unknown-member",
                    "'\(member.key)' is not part of a \(type.rawValue) value\(Suggestion.phrase(for: member.key, in: allowed + kept)); it is ignored",
                    at: location(member.keyPosition, file)))
        }
    }
}
