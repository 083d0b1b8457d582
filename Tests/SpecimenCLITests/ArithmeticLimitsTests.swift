import Foundation
import Testing

/// Tokens Studio arithmetic written to exhaust the stack or the clock — brackets 40,000 deep,
/// 80,000 terms, signs 50,000 deep, 200,000 dashes — through the real binary: `tokens check`,
/// `build` and `specimen mcp` answer with errors at the values, or with the value, and do not
/// crash.
@Suite("Tokens Studio arithmetic, hostile")
struct ArithmeticLimitsTests {
    /// Values generated here, each hostile in its own way, with whether it is an error.
    static let values: [(name: String, value: String, isError: Bool)] = [
        ("brackets", String(repeating: "(", count: 40_000) + "1" + String(repeating: ")", count: 40_000), true),
        ("terms", Array(repeating: "{size.base}", count: 80_000).joined(separator: "+"), false),
        ("signs", String(repeating: "-(", count: 50_000) + "1" + String(repeating: ")", count: 50_000), true),
        ("dashes", String(repeating: "-", count: 200_000) + "1", true),
    ]

    static func handbook() throws -> URL {
        let members = values.map { #""\#($0.name)": { "$type": "dimension", "$value": "\#($0.value)" }"# }
        let tokens = #"{ "size": { "base": { "$type": "dimension", "$value": "1" }, "# + members.joined(separator: ", ") + " } }"
        return try temporaryHandbook([
            "specimen.yml": "tokens: tokens\n",
            "tokens/core.json": tokens,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
            "Content/index.md": "# Home\n",
        ])
    }

    @Test func checkAndBuildAnswerWithLocatedErrors() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["tokens", "check"], ["build"]] {
            let started = Date()
            let outcome = try SpecimenProcess.run(command, in: root)
            #expect(outcome.status == 1, "\(command): an error, not a crash (\(outcome.status))")
            let printed = outcome.standardError + outcome.standardOutput
            #expect(printed.contains("levels deep"), "\(command): \(printed.prefix(1_000))")
            let errors = printed.split(separator: "\n").filter { $0.hasPrefix("tokens/core.json:1:") && $0.contains(": error: ") }
            #expect(errors.count == Self.values.filter(\.isError).count, "one located error for each: \(errors.map { $0.prefix(200) })")
            for value in Self.values where value.isError {
                // The value is quoted shortened, not pasted whole into the terminal.
                #expect(errors.contains { $0.contains("(\(value.value.count) characters)") }, "\(value.name)")
            }
            #expect(errors.allSatisfy { $0.count < 400 })
            #expect(Date().timeIntervalSince(started) < 60, "\(command) took \(Date().timeIntervalSince(started)) s")
        }
    }

    @Test func theMCPServerAnswersItsFirstToolCall() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let session = try MCPSession(in: root)
        _ = try session.initialize()
        let found = try session.callTool("get_token", ["path": "size.terms"])
        #expect(found.text.contains("80000px"), "\(found.text.prefix(500))")
        #expect(try session.finish(timeout: 60) == 0)
    }
}
