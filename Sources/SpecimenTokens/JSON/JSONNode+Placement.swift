/// Values a reader rewrites keep the position of what was written, but the members it builds
/// have none of their own (line 0): Tokens Studio's letter spacing `"-1%"` becomes
/// `{"value": -0.01, "unit": "em"}`, a Figma number in pixels a dimension object. Placed, each
/// such member takes the position of its nearest ancestor that has one, so that what is found
/// in it is reported where the author wrote the value, not at the top of the file.
extension JSONNode {
    /// Whether the node was read from a text rather than built in code.
    public var isPlaced: Bool { position.line > 0 }

    /// The node with every member and item below it that has no position placed at its nearest
    /// placed ancestor; the node itself when all have one (the common case, checked first).
    public func placingUnplacedMembers() -> JSONNode {
        guard isPlaced, hasUnplacedDescendant else { return self }
        return placed(at: position)
    }

    private var hasUnplacedDescendant: Bool {
        switch value {
        case .object(let object):
            object.members.contains { $0.keyPosition.line <= 0 || !$0.value.isPlaced || $0.value.hasUnplacedDescendant }
        case .array(let items):
            items.contains { !$0.isPlaced || $0.hasUnplacedDescendant }
        default:
            false
        }
    }

    private func placed(at parent: JSONPosition) -> JSONNode {
        let here = isPlaced ? position : parent
        switch value {
        case .object(let object):
            let members = object.members.map { member in
                JSONMember(
                    key: member.key, keyPosition: member.keyPosition.line > 0 ? member.keyPosition : here, value: member.value.placed(at: here))
            }
            return JSONNode(.object(JSONObject(members)), at: here)
        case .array(let items):
            return JSONNode(.array(items.map { $0.placed(at: here) }), at: here)
        default:
            return JSONNode(value, at: here)
        }
    }
}
