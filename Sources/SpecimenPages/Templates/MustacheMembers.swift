import Mustache

/// A template object as swift-mustache reads it: as it reads a dictionary (members by name,
/// the `count`, `empty`, `enumerated` and `sorted` transforms, written out as a dictionary
/// literal), but in the object's own order, so that an object written out as text reads the
/// same in swift-mustache and in the compiled templates, which a dictionary made for each
/// (its order seeded by where it was allocated) did not.
struct MustacheMembers: MustacheParent, MustacheTransformable, CustomStringConvertible, CustomDebugStringConvertible {
    let members: [(key: String, value: Any)]

    func child(named name: String) -> Any? {
        members.first { $0.key == name }?.value
    }

    func transform(_ name: String) -> Any? {
        switch name {
        case "count": members.count
        case "empty": members.isEmpty
        case "enumerated": members
        case "sorted": members.sorted { $0.key < $1.key }
        default: nil
        }
    }

    var description: String {
        guard !members.isEmpty else { return "[:]" }
        return "[" + members.map { String(reflecting: $0.key) + ": " + String(reflecting: $0.value) }.joined(separator: ", ") + "]"
    }

    var debugDescription: String { description }
}
