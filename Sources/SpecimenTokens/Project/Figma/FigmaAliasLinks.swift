/// Figma writes an alias to a variable of the same collection as a DTCG reference, but an alias
/// to another collection's variable as the value it resolved to, naming the target only in
/// `com.figma.aliasData`. Where the export holds that target, the literal becomes a reference
/// to it again, so the token follows the target's modes and shows its alias chain; where it
/// does not (a library published from another file), the value stays as Figma resolved it.
enum FigmaAliasLinks {
    /// Token paths by Figma variable id, over every mode file.
    static func paths(in collections: [FigmaVariablesExport.Collection]) -> [String: String] {
        var paths: [String: String] = [:]
        for collection in collections {
            for mode in collection.modes {
                index(mode.root, path: [], into: &paths)
            }
        }
        return paths
    }

    /// `node` with each resolved cross-collection alias written back as a reference.
    static func linked(_ node: JSONNode, paths: [String: String], path: [String] = []) -> JSONNode {
        guard var object = node.object else { return node }
        if let target = aliasTarget(of: object, paths: paths), target != path.joined(separator: "."),
            let valueIndex = object.members.lastIndex(where: { $0.key == "$value" }),
            object.members[valueIndex].value.string.map({ !$0.hasPrefix("{") }) ?? true
        {
            object.members[valueIndex].value.value = .string("{\(target)}")
            return JSONNode(.object(object), at: node.position)
        }
        for index in object.members.indices where !object.members[index].key.hasPrefix("$") {
            object.members[index].value = linked(object.members[index].value, paths: paths, path: path + [object.members[index].key])
        }
        return JSONNode(.object(object), at: node.position)
    }

    private static func aliasTarget(of object: JSONObject, paths: [String: String]) -> String? {
        guard object["$value"] != nil,
            let id = object["$extensions"]?.object?[FigmaVariablesExport.aliasKey]?.object?["targetVariableId"]?.string
        else { return nil }
        return paths[id]
    }

    private static func index(_ node: JSONNode, path: [String], into paths: inout [String: String]) {
        guard let object = node.object else { return }
        if object["$value"] != nil, let id = object["$extensions"]?.object?[FigmaVariablesExport.variableIdKey]?.string {
            paths[id] = paths[id] ?? path.joined(separator: ".")
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            index(member.value, path: path + [member.key], into: &paths)
        }
    }
}
