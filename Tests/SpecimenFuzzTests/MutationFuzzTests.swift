import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages
@testable import SpecimenSite
@testable import SpecimenTokens

/// Seeded mutations of the sample handbook's token files and pages, run in-process through
/// token resolution (what `tokens check` does), the page renderer and, now and then, a whole
/// build; of YAML token files and a Tokens Studio folder (TokenFormatsFuzzTests.swift); and of
/// JSON-RPC messages through the real `specimen mcp` (MCPRequestFuzzTests.swift).
/// A trap ends the test run; a case past the time bound or a finding without a place
/// fails. The budget is seconds, `SPECIMEN_FUZZ_SECONDS` (shared equally by the targets), with
/// `SPECIMEN_FUZZ_SEED`. Without a budget the suite does not run: it keeps both cores busy,
/// which would starve the servers other suites start, so `Scripts/test` runs it on its own
/// (40 seconds) and `Benchmarks/fuzz/run.sh` runs a long round in release.
@Suite("fuzzing the sample", .serialized, .enabled(if: fuzzBudget > 0))
struct MutationFuzzTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let budget = fuzzBudget
    /// What is fuzzed, each for an equal share of the budget.
    static let targets = ["token files", "pages", "MCP requests", "YAML token files", "Tokens Studio folders"]
    static let share = budget / Double(targets.count)
    static let seed = UInt64(ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_SEED"] ?? "") ?? 0x5eed_2026
    /// Slower than this for one case is a hang (debug builds on a shared 2-core machine).
    static let caseBound: TimeInterval = 20

    /// A copy of the sample handbook to mutate.
    static func sampleCopy() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-fuzz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for item in ["Content", "specimen.yml", "Public/assets/components.css", "Examples/App"] {
            let destination = root.appendingPathComponent(item)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(item), to: destination)
        }
        return root
    }

    static func files(under folder: URL, suffix: String) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    /// Every finding names a file and a place in it.
    static func expectLocated(_ diagnostics: [Diagnostic], _ label: @autoclosure () -> String) {
        for diagnostic in diagnostics where diagnostic.location.file.isEmpty || diagnostic.code.isEmpty || diagnostic.message.isEmpty {
            Issue.record("unlocated finding in \(label()): \(diagnostic.formatted)")
        }
    }

    @Test func tokenFilesMutated() throws {
        let root = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("Content/tokens")
        let paths = Self.files(under: tokens, suffix: ".json")
        let originals = try paths.map { try String(contentsOf: tokens.appendingPathComponent($0), encoding: .utf8) }
        var random = SeededRandom(seed: Self.seed)
        let deadline = Date().addingTimeInterval(Self.share)
        var cases = 0
        while Date() < deadline {
            let pick = Int(random.next() % UInt64(paths.count))
            let mutated = Mutator.mutate(originals[pick], kind: .tokens, random: &random)
            try Data(mutated.utf8).write(to: tokens.appendingPathComponent(paths[pick]))
            let start = Date()
            let project = TokenProject.load(patterns: ["Content/tokens/handbook.resolver.json"], root: root)
            for inputs in project.permutations {
                let resolution = project.resolve(inputs: inputs, strict: cases % 2 == 0)
                Self.expectLocated(resolution.diagnostics, "case \(cases), \(paths[pick])")
                // What the exports do with whatever resolved must not trap either.
                _ = TokenCSSExporter.export(defaults: resolution.tokens, contexts: [])
                _ = TokenJSONExporter.export(resolution.tokens)
                _ = TokenSwiftExporter.export(light: resolution.tokens, dark: nil)
            }
            #expect(Date().timeIntervalSince(start) < Self.caseBound, "case \(cases) of \(paths[pick]) took too long")
            try Data(originals[pick].utf8).write(to: tokens.appendingPathComponent(paths[pick]))
            cases += 1
        }
        #expect(cases > 0, "the budget ran no case")
        print("fuzz: \(cases) token-file mutations (seed \(Self.seed))")
    }

    @Test func pagesMutated() throws {
        let root = try Self.sampleCopy()
        defer { try? FileManager.default.removeItem(at: root) }
        let content = root.appendingPathComponent("Content")
        let paths = Self.files(under: content, suffix: ".md")
        let originals = try paths.map { try String(contentsOf: content.appendingPathComponent($0), encoding: .utf8) }
        let stages = try SiteStages.read(options: BuildOptions(root: root))
        let renderer = stages.renderer
        var random = SeededRandom(seed: Self.seed &+ 1)
        let deadline = Date().addingTimeInterval(Self.share)
        var cases = 0
        while Date() < deadline {
            let pick = Int(random.next() % UInt64(paths.count))
            let mutated = Mutator.mutate(originals[pick], kind: .page, random: &random)
            let display = "Content/\(paths[pick])"
            let start = Date()
            do throws(DiagnosticsFailure) {
                let split = try FrontMatterParser.split(mutated, file: display)
                let page = ContentPage(
                    sourcePath: paths[pick], displayPath: display, frontMatter: split.frontMatter, body: split.body,
                    bodyLineOffset: split.bodyLineOffset, route: PageRoute.route(forSourcePath: paths[pick]))
                Self.expectLocated(renderer.render(page).diagnostics, "case \(cases), \(display)")
            } catch {
                Self.expectLocated(error.diagnostics, "case \(cases), \(display)")
            }
            // Now and then the whole build, with the mutated page on disk.
            if cases % 100 == 0 {
                try Data(mutated.utf8).write(to: content.appendingPathComponent(paths[pick]))
                switch Result(catching: { () throws(DiagnosticsFailure) in
                    try SiteSession(options: BuildOptions(root: root)).buildAll(into: DiscardingSink())
                }) {
                case .success(let site): Self.expectLocated(site.diagnostics, "build \(cases)")
                case .failure(let failure): Self.expectLocated(failure.diagnostics, "build \(cases)")
                }
                try Data(originals[pick].utf8).write(to: content.appendingPathComponent(paths[pick]))
            }
            #expect(Date().timeIntervalSince(start) < Self.caseBound, "case \(cases) of \(display) took too long")
            cases += 1
        }
        #expect(cases > 0, "the budget ran no case")
        print("fuzz: \(cases) page mutations (seed \(Self.seed))")
    }
}

/// Seconds of fuzzing this run may spend (0: the suite does not run).
let fuzzBudget = Double(ProcessInfo.processInfo.environment["SPECIMEN_FUZZ_SECONDS"] ?? "") ?? 0

extension Result where Failure == DiagnosticsFailure {
    init(catching body: () throws(DiagnosticsFailure) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}

/// SplitMix64: the same seed gives the same cases on every machine.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
