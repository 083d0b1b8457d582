import MCP
import Testing

@testable import SpecimenAssistant

/// Arguments read against a tool's schema: what a caller gets wrong is said, never trapped on.
@Suite("Tool arguments")
struct ToolArgumentsTests {
    static let properties: [ToolSchema.Property] = [
        .string("path", "A path.", required: true), .integer("limit", "How many.", default: 5, range: 1...50),
        .stringMap("where", "Axis values."),
    ]

    static func failure(_ values: [String: Value]) -> String? {
        do throws(ToolFailure) {
            let arguments = try ToolArguments(values, taking: properties)
            _ = try arguments.requiredString("path")
            _ = try arguments.integer("limit", default: 5, range: 1...50)
            _ = try arguments.stringMap("where")
            return nil
        } catch {
            return error.message
        }
    }

    @Test func goodArgumentsAndTheirDefaults() throws {
        let arguments = try ToolArguments(["path": " color.primary ", "limit": 7.0, "where": ["size": "large"]], taking: Self.properties)
        #expect(try arguments.requiredString("path") == "color.primary")
        #expect(try arguments.integer("limit", default: 5, range: 1...50) == 7, "7.0 is a whole number")
        #expect(try arguments.stringMap("where") == ["size": "large"])
        let none = try ToolArguments(["path": "x", "limit": .null], taking: Self.properties)
        #expect(try none.integer("limit", default: 5, range: 1...50) == 5, "null is absent")
    }

    /// Each mistake and what the caller is told.
    static let mistakes: [(values: [String: Value], message: String)] = [
        (["limit": 3], "Missing the required argument 'path'."),
        (["path": "x", "pth": "y"], "Unknown argument 'pth'; did you mean 'path'? This tool takes: path, limit, where."),
        (["path": 3], "The argument 'path' must be a string; got a number 3."),
        (["path": "  "], "The argument 'path' is empty."),
        (["path": "x", "limit": "ten"], "The argument 'limit' must be a whole number; got a string ten."),
        (["path": "x", "limit": 2.5], "The argument 'limit' must be a whole number; got a number 2.5."),
        (["path": "x", "limit": 51], "The argument 'limit' must be between 1 and 50; got 51."),
        (["path": "x", "where": ["size": 3]], "The argument 'where.size' must be a string; got a number 3."),
        (["path": "x", "where": "large"], "The argument 'where' must be an object of strings; got a string large."),
    ]

    @Test(arguments: mistakes)
    func mistakesAreSaid(values: [String: Value], message: String) {
        #expect(Self.failure(values) == message)
    }
}
