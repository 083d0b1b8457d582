/// Values built in code to be written with `JSONWriter` (the one JSON writer: reports, diffs
/// and the search index go through it too); positions are not kept.
extension JSONValue {
    private static let nowhere = JSONPosition(line: 0, column: 0)

    /// An object with members in the order given.
    public static func object(_ members: KeyValuePairs<String, JSONValue>) -> JSONValue {
        .object(JSONObject(members.map { JSONMember(key: $0.key, keyPosition: nowhere, value: JSONNode($0.value, at: nowhere)) }))
    }

    /// An object with members made at run time, in the order given.
    public static func object(members: [(String, JSONValue)]) -> JSONValue {
        .object(JSONObject(members.map { JSONMember(key: $0.0, keyPosition: nowhere, value: JSONNode($0.1, at: nowhere)) }))
    }

    public static func array(_ values: [JSONValue]) -> JSONValue {
        .array(values.map { JSONNode($0, at: nowhere) })
    }

    public static func number(_ value: Int) -> JSONValue {
        .number(Double(value), literal: String(value))
    }

    public static func number(_ value: Double) -> JSONValue {
        .number(value, literal: JSONWriter.number(value))
    }
}
