/// Token paths nested into DTCG groups, in the order first written.
struct ConvertedTokenTree {
    private final class Node {
        var token: ConvertedToken?
        var order: [String] = []
        var children: [String: Node] = [:]
        var description: String?

        func child(_ name: String) -> Node {
            if let child = children[name] { return child }
            let child = Node()
            children[name] = child
            order.append(name)
            return child
        }
    }

    private let root = Node()

    var isEmpty: Bool { root.order.isEmpty }

    mutating func insert(_ token: ConvertedToken, at path: String) {
        var node = root
        for name in path.split(separator: ".", omittingEmptySubsequences: false) { node = node.child(String(name)) }
        node.token = token
    }

    /// Gives the group at `path` a description.
    mutating func describe(group path: String, _ description: String) {
        var node = root
        for name in path.split(separator: ".") { node = node.child(String(name)) }
        node.description = description
    }

    var json: JSONValue { Self.json(root) }

    /// A name that is both a token and a group (which DTCG writes with `$root`) keeps the
    /// token as its group's `$root`.
    private static func json(_ node: Node) -> JSONValue {
        if let token = node.token, node.order.isEmpty { return token.json }
        var members: [(String, JSONValue)] = []
        if let description = node.description { members.append(("$description", .string(description))) }
        if let token = node.token { members.append(("$root", token.json)) }
        for name in node.order { members.append((name, json(node.children[name]!))) }
        return .object(members: members)
    }
}
