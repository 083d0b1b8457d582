/// A 1-based line and column (in characters) within a source text.
public struct JSONPosition: Sendable, Hashable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }
}

/// A JSON value that remembers where it was written.
public struct JSONNode: Sendable, Hashable {
    public var value: JSONValue
    public var position: JSONPosition

    public init(_ value: JSONValue, at position: JSONPosition) {
        self.value = value
        self.position = position
    }
}

/// JSON's six kinds of value; objects keep their members in written order.
public enum JSONValue: Sendable, Hashable {
    case object(JSONObject)
    case array([JSONNode])
    case string(String)
    /// The number and its literal text, so that `1.50` can be echoed as written.
    case number(Double, literal: String)
    case bool(Bool)
    case null

    /// A short name for messages: "object", "array", "string", "number", "boolean", "null".
    /// The kind with its article, for sentences: "an array", "a string".
    public var kindWithArticle: String {
        let kind = kindName
        return (kind.first.map { "aeiou".contains($0) } ?? false ? "an " : "a ") + kind
    }

    public var kindName: String {
        switch self {
        case .object: "object"
        case .array: "array"
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var keyPosition: JSONPosition
    public var value: JSONNode

    public init(key: String, keyPosition: JSONPosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// An object's members in the order written; lookups see the last member of a name.
public struct JSONObject: Sendable, Hashable {
    public var members: [JSONMember]

    public init(_ members: [JSONMember] = []) {
        self.members = members
    }

    public subscript(key: String) -> JSONNode? {
        members.last { $0.key == key }?.value
    }

    public func member(_ key: String) -> JSONMember? {
        members.last { $0.key == key }
    }

    public var keys: [String] { members.map(\.key) }
}

extension JSONNode {
    public var object: JSONObject? { if case .object(let object) = value { object } else { nil } }
    public var array: [JSONNode]? { if case .array(let items) = value { items } else { nil } }
    public var string: String? { if case .string(let text) = value { text } else { nil } }
    public var number: Double? { if case .number(let number, _) = value { number } else { nil } }
    public var bool: Bool? { if case .bool(let flag) = value { flag } else { nil } }
}
