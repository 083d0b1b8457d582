import MCP

/// JSON Schemas of tools' arguments, written the same way for every tool.
enum ToolSchema {
    /// An argument: its name, JSON Schema and whether it is required.
    struct Property: Sendable {
        let name: String
        let schema: [String: Value]
        var required = false

        static func string(_ name: String, _ description: String, required: Bool = false) -> Property {
            Property(name: name, schema: ["type": "string", "description": .string(description), "minLength": 1], required: required)
        }

        static func integer(_ name: String, _ description: String, default value: Int, range: ClosedRange<Int>) -> Property {
            Property(
                name: name,
                schema: [
                    "type": "integer", "description": .string(description), "default": .int(value), "minimum": .int(range.lowerBound),
                    "maximum": .int(range.upperBound),
                ])
        }

        /// An object whose members are strings.
        static func stringMap(_ name: String, _ description: String) -> Property {
            Property(name: name, schema: ["type": "object", "description": .string(description), "additionalProperties": ["type": "string"]])
        }
    }

    /// An object of `properties`, no others allowed.
    static func object(_ properties: [Property]) -> Value {
        var schema: [String: Value] = [
            "type": "object",
            "properties": .object(Dictionary(uniqueKeysWithValues: properties.map { ($0.name, .object($0.schema)) })),
            "additionalProperties": false,
        ]
        let required = properties.filter(\.required).map { Value.string($0.name) }
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }
}
