import MCP
import SpecimenDiagnostics

/// A call's arguments, read against the tool's schema: a missing required argument, one of the
/// wrong type or out of range, and one the tool does not take are failures that say so.
struct ToolArguments: Sendable {
    let values: [String: Value]

    init(_ values: [String: Value]?, taking properties: [ToolSchema.Property]) throws(ToolFailure) {
        self.values = (values ?? [:]).filter { !$0.value.isNull }
        let names = properties.map(\.name)
        for name in self.values.keys.sorted() where !names.contains(name) {
            throw ToolFailure(
                "Unknown argument '\(name)'\(didYouMean(name, in: names)) This tool takes: \(names.joined(separator: ", ")).")
        }
        for property in properties where property.required && self.values[property.name] == nil {
            throw ToolFailure("Missing the required argument '\(property.name)'.")
        }
    }

    /// A string argument, trimmed; nil when absent.
    func string(_ name: String) throws(ToolFailure) -> String? {
        guard let value = values[name] else { return nil }
        guard let text = value.stringValue else { throw mistyped(name, value, expected: "a string") }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw ToolFailure("The argument '\(name)' is empty.") }
        return trimmed
    }

    /// A string argument the schema requires.
    func requiredString(_ name: String) throws(ToolFailure) -> String {
        guard let text = try string(name) else { throw ToolFailure("Missing the required argument '\(name)'.") }
        return text
    }

    /// A whole number within `range`; `fallback` when absent. `5.0` counts as 5.
    func integer(_ name: String, default fallback: Int, range: ClosedRange<Int>) throws(ToolFailure) -> Int {
        guard let value = values[name] else { return fallback }
        let number: Int? =
            switch value {
            case .int(let whole): whole
            case .double(let real) where real == real.rounded() && abs(real) < 1e15: Int(real)
            default: nil
            }
        guard let number else { throw mistyped(name, value, expected: "a whole number") }
        guard range.contains(number) else {
            throw ToolFailure("The argument '\(name)' must be between \(range.lowerBound) and \(range.upperBound); got \(number).")
        }
        return number
    }

    /// An object whose members are all strings; nil when absent.
    func stringMap(_ name: String) throws(ToolFailure) -> [String: String]? {
        guard let value = values[name] else { return nil }
        guard let object = value.objectValue else { throw mistyped(name, value, expected: "an object of strings") }
        var map: [String: String] = [:]
        for (key, member) in object {
            guard let text = member.stringValue else { throw mistyped("\(name).\(key)", member, expected: "a string") }
            map[key] = text
        }
        return map
    }

    private func mistyped(_ name: String, _ value: Value, expected: String) -> ToolFailure {
        ToolFailure("The argument '\(name)' must be \(expected); got \(Self.kind(of: value)) \(value).")
    }

    private static func kind(of value: Value) -> String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .int, .double: "a number"
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
