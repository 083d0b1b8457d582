import Foundation
import Testing

@testable import SpecimenPages

/// Git commands run as processes: several at once when they are independent, and after any
/// repository description in flight, so that a build never reads git older than its record.
@Suite("Git commands")
struct GitTests {
    @Test func commandsRunAtOnceAnswerInTheirOrderAndAFailureIsNil() {
        let outputs = Subprocess.outputs([["printf", "first"], ["sh", "-c", "exit 3"], ["printf", "third"], ["no-such-command-here"]])
        #expect(outputs.map { $0.map { String(decoding: $0, as: UTF8.self) } } == ["first", nil, "third", nil])
    }

    @Test func aGitCommandWaitsForTheDescriptionInFlight() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("git-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let repository = Git(assumingRepositoryAt: folder)
        #expect(repository.descriptionOutputs([["init", "-q"]]) == [""])

        let description = GitReadOrder.begin()
        // The description's own commands do not wait for it.
        #expect(repository.descriptionOutputs([["rev-parse", "--is-inside-work-tree"]]) == ["true\n"])
        let answered = DispatchSemaphore(value: 0)
        Thread {
            if Git(at: folder) != nil { answered.signal() }
        }.start()
        #expect(answered.wait(timeout: .now() + 0.3) == .timedOut, "a git command ran before the description was taken")
        description.finish()
        #expect(answered.wait(timeout: .now() + 30) == .success)
    }
}
