import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenServer

/// The error overlay's payload: one line of JSON per server-sent event, lines of context only
/// where the file has them.
@Suite("Live-reload events")
struct LiveReloadEventTests {
    @Test func anErrorPastTheEndOfItsFileHasNoContextAndDoesNotTrap() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-event-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("one\ntwo\n".utf8).write(to: root.appendingPathComponent("page.md"))
        let far = Diagnostic.error("link-broken", "far \"away\"\nsecond line", at: SourceLocation(file: "page.md", line: 99, column: 3))
        let near = Diagnostic.error("link-broken", "near", at: SourceLocation(file: "page.md", line: 2, column: 1))
        guard case .failed(let payload) = LiveReloadEvent.failed([far, near], root: root) else {
            Issue.record("not a failure event")
            return
        }
        #expect(!payload.contains("\n"), "an event's data is one line")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(payload.utf8)) as? [String: [[String: Any]]])
        let errors = try #require(object["errors"])
        #expect(errors.count == 2)
        #expect(errors[0]["message"] as? String == "far \"away\"\nsecond line")
        #expect(errors[0]["lines"] == nil)
        #expect((errors[1]["lines"] as? [[String: Any]])?.map { $0["text"] as? String } == ["one", "two", ""])
    }
}
