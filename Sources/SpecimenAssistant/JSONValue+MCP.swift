import MCP
import SpecimenTokens

extension JSONValue {
    /// The same JSON as the protocol's value, numbers whole where they are.
    var mcpValue: Value {
        switch self {
        case .object(let object): .object(Dictionary(object.members.map { ($0.key, $0.value.value.mcpValue) }) { first, _ in first })
        case .array(let items): .array(items.map(\.value.mcpValue))
        case .string(let text): .string(text)
        case .number(let number, _): number == number.rounded() && abs(number) < 1e15 ? .int(Int(number)) : .double(number)
        case .bool(let flag): .bool(flag)
        case .null: .null
        }
    }
}

extension Value {
    /// A string, or null.
    static func text(_ text: String?) -> Value {
        text.map(Value.string) ?? .null
    }
}
