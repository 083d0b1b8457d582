import Foundation
import Testing

/// Reproducers of the hardening issue, each run through the real binary: nothing is read
/// outside the handbook, no input traps or recurses without bound, nothing reaches HTML raw.
@Suite("hardening")
struct HardeningTests {
    static func resolverReferencing(_ target: String) -> String {
        #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "s", "sources": [{ "$ref": "\#(target)" }] }] }"#
    }

    /// A handbook in a folder of its own, with a secret token file beside it, outside.
    static func handbookBesideASecret(_ files: [String: String]) throws -> (root: URL, handbook: URL) {
        let root = try temporaryHandbook([
            "secret.tokens.json": #"{ "secret": { "$type": "number", "$value": 4242 } }"#,
            "secret.txt": "root:x:0:0:secret\n",
        ])
        let handbook = root.appendingPathComponent("book")
        for (path, text) in files {
            let url = handbook.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root, handbook)
    }

    @Test(
        "a $ref leading out of the handbook is refused unopened",
        arguments: ["../../secret.tokens.json", "/etc/passwd", "../../secret.txt", "link.tokens.json"])
    func referencesOutsideAreRefused(target: String) throws {
        let (root, handbook) = try Self.handbookBesideASecret([
            "specimen.yml": "tokens: tokens/site.resolver.json\n",
            "tokens/site.resolver.json": Self.resolverReferencing(target),
            "Content/index.md": "# Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createSymbolicLink(
            atPath: handbook.appendingPathComponent("tokens/link.tokens.json").path,
            withDestinationPath: root.appendingPathComponent("secret.tokens.json").path)
        let build = try SpecimenProcess.run(["build"], in: handbook)
        #expect(build.status == 1)
        #expect(build.standardError.contains("tokens/site.resolver.json:1:"))
        #expect(build.standardError.contains("leads outside the handbook"))
        #expect(build.standardError.contains("[file-outside-handbook]"))
        #expect(!build.standardError.contains("unexpected character"), "the file is never opened, so nothing of it leaks")
        #expect(!build.standardError.contains("4242") && !build.standardError.contains("root:x"))
    }

    @Test func configTokensOutsideTheHandbookAreRefused() throws {
        let (root, handbook) = try Self.handbookBesideASecret(["specimen.yml": "tokens: ../secret.tokens.json\n", "Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try SpecimenProcess.run(["build"], in: handbook)
        #expect(build.status == 1)
        #expect(build.standardError.contains("specimen.yml:1:1: error: '../secret.tokens.json' leads outside the handbook"))
        // Naming a file on the command line is the user's explicit choice.
        let inspect = try SpecimenProcess.run(["tokens", "list", "--tokens", "../secret.tokens.json"], in: handbook)
        #expect(inspect.status == 0 && inspect.standardOutput.contains("secret"))
    }

    @Test func linksInContentLeadingOutAreNeitherReadNorPublished() throws {
        let (root, handbook) = try Self.handbookBesideASecret([
            "Content/index.md": "# Home\n",
            "Content/real/page.md": "# Page\n",
            "Public/site.css": "body{}",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let links: [(String, String)] = [
            ("Content/passwd.txt", root.appendingPathComponent("secret.txt").path),
            ("Content/root", "/"),
            ("Public/up", root.path),
            ("Content/inside.md", handbook.appendingPathComponent("Content/real/page.md").path),
            ("Content/loop", handbook.appendingPathComponent("Content").path),
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: handbook.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let start = Date()
        let build = try SpecimenProcess.run(["build"], in: handbook)
        #expect(Date().timeIntervalSince(start) < 30, "a link to / is not crawled")
        #expect(build.status == 1)
        for outside in ["Content/passwd.txt", "Content/root", "Public/up"] {
            #expect(build.standardError.contains("\(outside):1:1: error: '\(outside)' is a symbolic link leading outside the handbook"), "\(outside)")
        }
        #expect(!build.standardError.contains("Content/inside.md"), "a link that stays inside is fine")
        #expect(!FileManager.default.fileExists(atPath: handbook.appendingPathComponent("Output").path))
    }

    @Test func hugeNumbersAreWrittenNotTrapped() throws {
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json":
                #"{ "n": { "$type": "number", "$value": 1e19 }, "d": { "$type": "dimension", "$value": { "value": -9.3e18, "unit": "px" } }, "c": { "$type": "color", "$value": { "colorSpace": "lab", "components": [50, 1e19, 0] } } }"#,
            "Content/index.md": "# Home\n\n```tokens n\n```\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try SpecimenProcess.run(["tokens", "check"], in: root)
        #expect(check.status == 1)
        #expect(check.standardError.contains("t.tokens.json:1:201: error: color component 1e+19 is out of any color space's range"))
        try Data(#"{ "n": { "$type": "number", "$value": 1e19 }, "d": { "$type": "dimension", "$value": { "value": -9.3e18, "unit": "px" } } }"#.utf8)
            .write(to: root.appendingPathComponent("t.tokens.json"))
        for arguments in [
            ["build"], ["tokens", "list"], ["tokens", "show", "n"], ["tokens", "export", "--format", "css"],
            ["tokens", "export", "--format", "swift"], ["tokens", "export", "--format", "json"],
            ["tokens", "export", "--format", "compose"], ["tokens", "export", "--format", "tailwind"],
            ["tokens", "export", "--format", "xcassets", "--output", "T.xcassets"],
            ["tokens", "export", "--format", "android-xml", "--output", "res"],
        ] {
            let outcome = try SpecimenProcess.run(arguments, in: root)
            #expect(outcome.status == 0, "\(arguments): \(outcome.standardError)")
        }
        let css = try String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        #expect(css.contains("--n: 1e+19;") && css.contains("--d: -9.3e+18px;"))
        let outOfRange = try temporaryHandbook(["t.tokens.json": #"{ "n": { "$type": "number", "$value": 1e999 } }"#])
        defer { try? FileManager.default.removeItem(at: outOfRange) }
        let infinite = try SpecimenProcess.run(["tokens", "check", "--tokens", "t.tokens.json"], in: outOfRange)
        #expect(infinite.status == 1 && infinite.standardError.contains("number 1e999 is out of range"))
    }

    @Test(
        "deep chains and loops are located errors, not stack overflows", arguments: ["alias chain", "alias cycle", "extends loop", "extends chain"])
    func deepStructuresAreBounded(shape: String) throws {
        let count = 2_000
        var members: [String] = []
        for index in 0..<count {
            let next = shape.hasSuffix("cycle") || shape.hasSuffix("loop") ? (index + 1) % count : index + 1
            switch shape {
            case "alias chain", "alias cycle":
                let value = next == count ? "1" : "\"{t\(next)}\""
                members.append("\"t\(index)\": { \"$type\": \"number\", \"$value\": \(value) }")
            default:
                let extends = next == count ? "" : "\"$extends\": \"{g\(next)}\", "
                members.append("\"g\(index)\": { \(extends)\"t\(index)\": { \"$type\": \"number\", \"$value\": \(index) } }")
            }
        }
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": "{\n" + members.joined(separator: ",\n") + "\n}\n",
            "Content/index.md": "# Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["tokens", "check"], ["build"]] {
            let outcome = try SpecimenProcess.run(arguments, in: root)
            #expect(outcome.status == 1, "\(shape) \(arguments): exit \(outcome.status) (a crash is not 1)")
            let code = shape.hasSuffix("loop") ? "group-extends-cycle" : shape.hasSuffix("cycle") ? "token-reference-cycle" : "token-limit-exceeded"
            #expect(
                outcome.standardError.contains("[token-limit-exceeded]") || outcome.standardError.contains("[\(code)]"),
                "\(shape): \(outcome.standardError.prefix(600))")
            #expect(outcome.standardError.contains("t.tokens.json:"), "located")
        }
    }

    @Test func extendsThatDoubleStopAtTheTokenLimit() throws {
        // Each group holds two copies of the one before: 2^25 tokens from 1.7 KB, unbounded.
        var groups = [#""g0": { "$type": "number", "a": { "$value": 1 } }"#]
        for index in 1...24 {
            groups.append(#""g\#(index)": { "l": { "$extends": "{g\#(index - 1)}" }, "r": { "$extends": "{g\#(index - 1)}" } }"#)
        }
        let root = try temporaryHandbook(["t.tokens.json": "{\n" + groups.joined(separator: ",\n") + "\n}\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let start = Date()
        let check = try SpecimenProcess.run(["tokens", "check", "--tokens", "t.tokens.json"], in: root)
        #expect(Date().timeIntervalSince(start) < 60)
        #expect(check.status == 1)
        #expect(check.standardError.contains("more than 100000 members"), "\(check.standardError.prefix(500))")
        let count = check.standardError.split(separator: "\n").last.flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? .max
        #expect(count <= 100_000 + 25, "the tree stays within the limit: \(count) tokens")
    }

    @Test func componentAxisNamesCannotInjectAttributes() throws {
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\nmarkdown:\n  unsafe: false\n",
            "t.tokens.json": #"{ "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }"#,
            "Content/x.component.yml": "axes:\n  \"x onmouseover=alert(1) y\": [a]\ntemplate: \"<b>{{label}}</b>\"\nstyle:\n  color: \"{c}\"\n",
            "Content/index.md": "```component x\n```\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let build = try SpecimenProcess.run(["build"], in: root)
        #expect(build.status == 1)
        #expect(build.standardError.contains("Content/x.component.yml:2:3: error: axis name 'x onmouseover=alert(1) y' must start with a letter"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Output/index.html").path))
    }
}

/// Specimen deletes only what it wrote, and a reader of the output sees one whole site.
@Suite("output safety")
struct OutputSafetyTests {
    @Test func foldersSpecimenDidNotMakeAreNeverEmptied() throws {
        let parent = try temporaryHandbook(["notes/keep.txt": "mine\n"])
        defer { try? FileManager.default.removeItem(at: parent) }
        let initialized = try SpecimenProcess.run(["init", "h"], in: parent)
        #expect(initialized.status == 0)
        let handbook = parent.appendingPathComponent("h")
        let tokensBefore = try FileManager.default.contentsOfDirectory(atPath: handbook.appendingPathComponent("tokens").path).sorted()

        let intoTokens = try SpecimenProcess.run(["build", "--output", "tokens"], in: handbook)
        #expect(intoTokens.status == 1)
        #expect(intoTokens.standardError.contains("which the handbook reads"), "\(intoTokens.standardError)")
        #expect(intoTokens.standardError.contains("[output-unsafe]"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: handbook.appendingPathComponent("tokens").path).sorted() == tokensBefore)

        let intoNotes = try SpecimenProcess.run(["build", "--output", "../notes"], in: handbook)
        #expect(intoNotes.status == 1)
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("notes/keep.txt").path))

        let intoContent = try SpecimenProcess.run(["build", "--output", "Content/out"], in: handbook)
        #expect(intoContent.status == 1)
        #expect(intoContent.standardError.contains("it lies inside Content/, which the handbook reads"))

        // A folder Specimen made is replaced, build after build; an empty one is fine too.
        try FileManager.default.createDirectory(at: parent.appendingPathComponent("empty"), withIntermediateDirectories: true)
        #expect(try SpecimenProcess.run(["build", "--output", "../empty"], in: handbook).status == 0)
        #expect(try SpecimenProcess.run(["build", "--output", "../empty"], in: handbook).status == 0)
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent("empty/.specimen-output").path))
    }

    @Test func aSiteBuiltBeforeTheMarkerIsStillReplaced() throws {
        let handbook = try temporaryHandbook(["Content/index.md": "# Home\n"])
        defer { try? FileManager.default.removeItem(at: handbook) }
        #expect(try SpecimenProcess.run(["build"], in: handbook).status == 0)
        try FileManager.default.removeItem(at: handbook.appendingPathComponent("Output/.specimen-output"))
        #expect(try SpecimenProcess.run(["build"], in: handbook).status == 0, "its pages name Specimen as their generator")
    }

    @Test func initForceBacksUpWhatItReplaces() throws {
        let parent = try temporaryHandbook(["readme.txt": "a folder of projects\n"])
        defer { try? FileManager.default.removeItem(at: parent) }
        #expect(try SpecimenProcess.run(["init", "h"], in: parent).status == 0)
        let handbook = parent.appendingPathComponent("h")
        try Data("title: Ours\n".utf8).write(to: handbook.appendingPathComponent("specimen.yml"))
        let again = try SpecimenProcess.run(["init", "h", "--force"], in: parent)
        #expect(again.status == 0)
        #expect(again.standardError.contains("Replaced 1 file; the old ones are in h/.specimen-init-backup/:\n  specimen.yml"))
        #expect(try String(contentsOf: handbook.appendingPathComponent(".specimen-init-backup/specimen.yml"), encoding: .utf8) == "title: Ours\n")
    }

    @Test func aBuildKilledAtAnyMomentLeavesOneWholeSite() throws {
        var pages: [String: String] = ["specimen.yml": "title: T\n"]
        for index in 0..<300 { pages["Content/p\(index).md"] = "# Page \(index)\n\nVersion ONE.\n" }
        let handbook = try temporaryHandbook(pages)
        defer { try? FileManager.default.removeItem(at: handbook) }
        #expect(try SpecimenProcess.run(["build"], in: handbook).status == 0)
        var version = "ONE"
        for attempt in 0..<12 {
            let next = version == "ONE" ? "TWO" : "ONE"
            for index in 0..<300 {
                try Data("# Page \(index)\n\nVersion \(next).\n".utf8).write(to: handbook.appendingPathComponent("Content/p\(index).md"))
            }
            let process = Process()
            process.executableURL = SpecimenProcess.executable
            process.arguments = ["build"]
            process.currentDirectoryURL = handbook
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(useconds_t(50_000 + attempt * 40_000))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let versions = try Set(
                (0..<300).map { index -> String in
                    let page = try String(contentsOf: handbook.appendingPathComponent("Output/p\(index)/index.html"), encoding: .utf8)
                    return page.contains("Version ONE.") ? "ONE" : "TWO"
                })
            #expect(versions.count == 1, "attempt \(attempt): a mix of old and new pages")
            version = versions.first ?? version
        }
        #expect(try SpecimenProcess.run(["build"], in: handbook).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: handbook.path).filter { $0.contains("specimen-new") }
        #expect(leftovers.isEmpty, "a later build removes what killed builds left: \(leftovers)")
    }
}

/// Every expansion has a limit and every scan is linear: inputs built at test time, times bounded.
@Suite("blow-ups")
struct BlowUpTests {
    static func timed(_ arguments: [String], in root: URL) throws -> (SpecimenProcess.Outcome, TimeInterval) {
        let start = Date()
        let outcome = try SpecimenProcess.run(arguments, in: root)
        return (outcome, Date().timeIntervalSince(start))
    }

    @Test func aPageOfBracesAndAPageOfBrokenReferencesBuildInLinearTime() throws {
        let braces = String(repeating: "{", count: 100_000)
        let broken = (0..<10_000).map { "{nothing.here\($0)}" }.joined(separator: " ")
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "color": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
            "Content/braces.md": "# Braces\n\n" + braces + "\n",
            "Content/broken.md": "# Broken\n\n" + broken + "\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (outcome, seconds) = try Self.timed(["build", "--verbose"], in: root)
        #expect(seconds < 30, "took \(seconds) s")
        #expect(outcome.status == 1)
        let reported = outcome.standardError.split(separator: "\n").filter { $0.hasPrefix("Content/broken.md:3:") }
        #expect(reported.count == 100)
        #expect(reported.first?.contains("Content/broken.md:3:1: error: '{nothing.here0}' refers to no token") == true)
        #expect(reported.last?.hasPrefix("Content/broken.md:3:1674:") == true, "each reference located at its own column")
        #expect(
            outcome.standardError.contains(
                "Content/broken.md:1:1: error: 9900 more like this on this page, not listed (a page reports at most 100 of a kind) [token-reference-unknown]"
            ))
    }

    @Test func hugeTitlesAndReferencesAreRefusedQuickly() throws {
        let long = String(repeating: "x", count: 5_000_000)
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n",
            "t.tokens.json": #"{ "a": { "$type": "number", "$value": "{\#(long)}" } }"#,
            "Content/index.md": "---\ntitle: \(long)\n---\n\nHi\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (outcome, seconds) = try Self.timed(["build"], in: root)
        #expect(seconds < 30, "took \(seconds) s")
        #expect(outcome.status == 1)
        #expect(
            outcome.standardError.contains(
                "Content/index.md:2:1: error: the title is 5000000 bytes long; a title holds at most 1000 [front-matter-limit]"))
        #expect(
            outcome.standardError.contains(
                "error: a reference of 5000000 bytes; references name token paths of at most 1000 [token-reference-syntax]"))
    }

    @Test func aMillionPermutationsAreNotEnumerated() throws {
        var modifiers: [String] = []
        for index in 0..<20 {
            modifiers.append(
                #"{ "type": "modifier", "name": "m\#(index)", "default": "a", "contexts": { "a": [], "b": [{ "n\#(index)": { "$type": "number", "$value": \#(index) } }] } }"#
            )
        }
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: r.resolver.json\n",
            "r.resolver.json":
                #"{ "version": "2025.10", "resolutionOrder": [{ "type": "set", "name": "base", "sources": [{ "x": { "$type": "number", "$value": 1 } }] }, "#
                + modifiers.joined(separator: ", ") + "] }",
            "Content/index.md": "# Home\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (check, seconds) = try Self.timed(["tokens", "check"], in: root)
        #expect(seconds < 30)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                "make more than 1024 permutations, more than Specimen enumerates; checked the base and each context of each modifier instead"))
        #expect(check.standardError.contains("Checked 2 tokens in 21 permutations"))
        let (build, buildSeconds) = try Self.timed(["build"], in: root)
        #expect(build.status == 0, "the site shows the base and each context: \(build.standardError.suffix(300))")
        #expect(buildSeconds < 30)
    }
}
