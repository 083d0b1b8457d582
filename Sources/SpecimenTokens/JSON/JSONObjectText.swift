/// An object written member by member exactly as `JSONWriter` writes one, for callers that
/// write thousands of small objects of mostly plain strings (`tokens.json`): building a
/// `JSONValue` for each and then writing it cost twice as much.
public struct JSONObjectText {
    private var text = ""
    private let indent: Int
    private var isEmpty = true

    /// - Parameter indent: the depth the object is written at (its members are one deeper).
    public init(indent: Int) {
        self.indent = indent
        text.reserveCapacity(256)
    }

    public mutating func string(_ key: String, _ value: String) {
        open(key)
        JSONWriter.appendQuoted(value, to: &text)
    }

    public mutating func bool(_ key: String, _ value: Bool) {
        open(key)
        text += value ? "true" : "false"
    }

    public mutating func value(_ key: String, _ value: JSONValue) {
        open(key)
        JSONWriter.write(value, indent: indent + 1, into: &text)
    }

    /// A member whose value is an object written one level deeper.
    public mutating func object(_ key: String, _ object: JSONObjectText) {
        open(key)
        text += object.written
    }

    /// The object's text, from its `{` to its `}`.
    public var written: String { isEmpty ? "{}" : text + "\n" + JSONWriter.indentation(indent) + "}" }

    /// `"key": object` as `JSONWriter.member` writes it.
    public func member(_ key: String) -> String {
        var line = JSONWriter.indentation(indent)
        JSONWriter.appendQuoted(key, to: &line)
        return line + ": " + written
    }

    private mutating func open(_ key: String) {
        text += isEmpty ? "{\n" : ",\n"
        isEmpty = false
        text += JSONWriter.indentation(indent + 1)
        JSONWriter.appendQuoted(key, to: &text)
        text += ": "
    }
}
