import SpecimenDiagnostics

/// Replaces object-level `{"$ref": "#/…"}` in a document by the object it points at, with the
/// object's other members laid over it (JSON Schema style, as the spec's `$ref` examples do).
/// References inside `$value` are value references and are left for the resolver.
struct JSONReferenceExpander {
    let root: JSONNode
    let file: String
    var diagnostics: [Diagnostic] = []

    init(root: JSONNode, file: String) {
        self.root = root
        self.file = file
    }

    /// Whether any object outside a `$value` has a `$ref` member.
    static func containsObjectReference(_ node: JSONNode) -> Bool {
        switch node.value {
        case .object(let object):
            for member in object.members {
                if member.key == "$ref" { return true }
                if member.key != "$value", containsObjectReference(member.value) { return true }
            }
            return false
        case .array(let items):
            return items.contains { containsObjectReference($0) }
        default:
            return false
        }
    }

    mutating func expand() -> JSONNode {
        expand(root, pointerStack: [])
    }

    private mutating func expand(_ node: JSONNode, pointerStack: [String]) -> JSONNode {
        switch node.value {
        case .object(let object):
            var base: JSONObject?
            if let reference = object["$ref"], let target = reference.string, object["$value"] == nil {
                base = resolveObjectReference(target, at: reference, pointerStack: pointerStack)
            }
            let hasValue = object["$value"] != nil
            var members: [JSONMember?] = base?.members ?? []
            var positions: [String: Int] = [:]
            for (index, member) in members.enumerated() { positions[member!.key] = index }
            for member in object.members where !(member.key == "$ref" && !hasValue && member.value.string != nil) {
                let value = member.key == "$value" ? member.value : expand(member.value, pointerStack: pointerStack)
                // A member written here replaces the referenced one of the same name.
                if let previous = positions[member.key] { members[previous] = nil }
                positions[member.key] = members.count
                members.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: value))
            }
            return JSONNode(.object(JSONObject(members.compactMap { $0 })), at: node.position)
        case .array(let items):
            return JSONNode(.array(items.map { expand($0, pointerStack: pointerStack) }), at: node.position)
        default:
            return node
        }
    }

    private mutating func resolveObjectReference(_ target: String, at node: JSONNode, pointerStack: [String]) -> JSONObject? {
        let location = SourceLocation(file: file, line: node.position.line, column: node.position.column)
        guard target.hasPrefix("#") else {
            diagnostics.append(
                .error("token-reference-external", "'$ref' to another file ('\(target)') is only supported in resolver documents", at: location))
            return nil
        }
        guard let pointer = JSONPointer(parsing: target) else {
            diagnostics.append(.error("token-reference-syntax", "'\(target)' is not a valid JSON Pointer", at: location))
            return nil
        }
        if pointerStack.contains(target) {
            diagnostics.append(.error("token-reference-cycle", "'$ref' cycle: \((pointerStack + [target]).joined(separator: " → "))", at: location))
            return nil
        }
        guard let resolved = pointer.resolve(in: root) else {
            diagnostics.append(.error("token-reference-unknown", "'$ref' target '\(target)' does not exist in this file", at: location))
            return nil
        }
        guard resolved.object != nil else {
            diagnostics.append(
                .error("token-reference-type", "'$ref' target '\(target)' is \(resolved.value.kindWithArticle), not an object", at: location))
            return nil
        }
        return expand(resolved, pointerStack: pointerStack + [target]).object
    }
}
