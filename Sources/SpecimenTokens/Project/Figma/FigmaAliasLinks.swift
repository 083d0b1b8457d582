/// Figma writes an alias to a variable of the same collection as a DTCG reference, but an alias
/// to another collection's variable as the value it resolved to, naming the target only in
/// `com.figma.aliasData`. Where the export holds that target, the literal becomes a reference
/// to it again, so the token follows the target's modes and shows its alias chain; where it
/// does not (a library published from another file), the value stays as Figma resolved it.
///
/// The target is found by its variable id; failing that, by its name. A library's variables
/// have other ids in the files that use them (`VariableID:<key>/501:487`) than in the library's
/// own file (`VariableID:5:489`), so an export holding both a product's collections and the
/// library's own finds its aliases by `targetVariableName` (`neutral/alpha/900`, the path
/// `neutral.alpha.900`): in exactly one other collection, whose value in one of its modes is
/// the value Figma resolved the alias to (colors within half a step of 8 bits, as published
/// libraries round them). A name that matches no value, or several collections, stays a value.
enum FigmaAliasLinks {
    /// The variables of an export: token paths by Figma variable id, and by path the
    /// collections (their index) holding that path with its value in each mode.
    struct Index {
        var paths: [String: String] = [:]
        var byPath: [String: [(collection: Int, values: [JSONNode])]] = [:]
    }

    /// Every variable of every mode file.
    static func index(of collections: [FigmaVariablesExport.Collection]) -> Index {
        var index = Index()
        for (number, collection) in collections.enumerated() {
            var values: [String: [JSONNode]] = [:]
            var order: [String] = []
            for mode in collection.modes {
                record(mode.root, path: [], into: &index.paths, values: &values, order: &order)
            }
            for path in order { index.byPath[path, default: []].append((number, values[path]!)) }
        }
        return index
    }

    /// `node`, a mode file of collection number `collection`, with each resolved
    /// cross-collection alias written back as a reference.
    static func linked(_ node: JSONNode, collection: Int, index: Index, path: [String] = []) -> JSONNode {
        guard var object = node.object else { return node }
        if let target = aliasTarget(of: object, collection: collection, index: index), target != path.joined(separator: "."),
            let valueIndex = object.members.lastIndex(where: { $0.key == "$value" }),
            object.members[valueIndex].value.string.map({ !$0.hasPrefix("{") }) ?? true
        {
            object.members[valueIndex].value.value = .string("{\(target)}")
            return JSONNode(.object(object), at: node.position)
        }
        for member in object.members.indices where !object.members[member].key.hasPrefix("$") {
            object.members[member].value = linked(
                object.members[member].value, collection: collection, index: index, path: path + [object.members[member].key])
        }
        return JSONNode(.object(object), at: node.position)
    }

    private static func aliasTarget(of object: JSONObject, collection: Int, index: Index) -> String? {
        guard let value = object["$value"], let alias = object["$extensions"]?.object?[FigmaVariablesExport.aliasKey]?.object else { return nil }
        if let id = alias["targetVariableId"]?.string, let path = index.paths[id] { return path }
        guard let name = alias["targetVariableName"]?.string, !name.isEmpty else { return nil }
        let path = name.split(separator: "/", omittingEmptySubsequences: false).joined(separator: ".")
        let holders = (index.byPath[path] ?? []).filter { holder in
            holder.collection != collection && holder.values.contains { sameValue($0, value) }
        }
        return holders.count == 1 ? path : nil
    }

    private static func record(
        _ node: JSONNode, path: [String], into paths: inout [String: String], values: inout [String: [JSONNode]], order: inout [String]
    ) {
        guard let object = node.object else { return }
        if let value = object["$value"] {
            let joined = path.joined(separator: ".")
            if let id = object["$extensions"]?.object?[FigmaVariablesExport.variableIdKey]?.string { paths[id] = paths[id] ?? joined }
            if values[joined] == nil { order.append(joined) }
            values[joined, default: []].append(value)
            return
        }
        for member in object.members where !member.key.hasPrefix("$") {
            record(member.value, path: path + [member.key], into: &paths, values: &values, order: &order)
        }
    }

    /// Whether two values Figma wrote are the same: colors in one space within half a step of
    /// 8 bits per component and alpha; anything else equal as JSON.
    static func sameValue(_ a: JSONNode, _ b: JSONNode) -> Bool {
        if let first = a.object, let second = b.object, let left = first["components"]?.array, let right = second["components"]?.array {
            let tolerance = 0.5 / 255
            guard first["colorSpace"]?.string == second["colorSpace"]?.string, left.count == right.count else { return false }
            for (x, y) in zip(left, right) {
                guard let x = x.number, let y = y.number, abs(x - y) <= tolerance else { return false }
            }
            return abs((first["alpha"]?.number ?? 1) - (second["alpha"]?.number ?? 1)) <= tolerance
        }
        return sameJSON(a.value, b.value)
    }

    private static func sameJSON(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a, b) {
        case (.object(let x), .object(let y)):
            return x.keys == y.keys && zip(x.members, y.members).allSatisfy { sameJSON($0.value.value, $1.value.value) }
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameJSON($0.value, $1.value) }
        case (.number(let x, _), .number(let y, _)):
            return x == y
        default:
            return a == b
        }
    }
}
