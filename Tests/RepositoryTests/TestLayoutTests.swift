import Foundation
import Testing

/// The tests mirror the sources: `Tests/<Target>Tests/<Folder>/` for `Sources/<Target>/<Folder>/`.
@Suite("The test tree mirrors the sources")
struct TestLayoutTests {
    static let tests = repository.appendingPathComponent("Tests")
    static let sources = repository.appendingPathComponent("Sources")
    /// Test folders with no source twin, each named in ARCHITECTURE.md's "Tests".
    static let apart: Set<String> = ["SpecimenFuzzTests", "RepositoryTests", "Browser", "Fixtures"]
    /// Test targets named otherwise than their target: the command line's tests.
    static let testedTarget = ["SpecimenCLITests": "specimen"]

    static func target(of tests: String) -> String {
        testedTarget[tests] ?? String(tests.dropLast("Tests".count))
    }

    @Test func everyTestTargetTestsASourceTarget() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.tests.path).filter { !$0.hasPrefix(".") }
        for folder in folders where !Self.apart.contains(folder) {
            #expect(folder.hasSuffix("Tests"), "Tests/\(folder) is neither a target's tests nor one of the folders apart")
            let target = Self.target(of: folder)
            #expect(
                FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(target).path), "Tests/\(folder) has no Sources/\(target)")
        }
        let architecture = try String(contentsOf: repository.appendingPathComponent("ARCHITECTURE.md"), encoding: .utf8)
        for folder in Self.apart {
            #expect(
                architecture.contains("`\(folder)`") || architecture.contains("`\(folder)/`"), "ARCHITECTURE.md does not say what Tests/\(folder) is")
        }
    }

    @Test func everyTestFolderHasASourceFolderOfTheSameName() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.tests.path).filter {
            $0.hasSuffix("Tests") && !Self.apart.contains($0)
        }
        for folder in folders {
            let target = Self.target(of: folder)
            for sub in subfolders(of: Self.tests.appendingPathComponent(folder)) where !sub.hasPrefix("TestSupport") {
                #expect(
                    FileManager.default.fileExists(atPath: Self.sources.appendingPathComponent(target).appendingPathComponent(sub).path),
                    "Tests/\(folder)/\(sub) has no Sources/\(target)/\(sub)")
            }
        }
    }
}
