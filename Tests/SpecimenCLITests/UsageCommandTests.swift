import Foundation
import Testing

/// `specimen usage` and `check --usage`, run as a user runs them: on the sample handbook, whose
/// `usage:` scans the example app in Examples/App (SwiftUI, Compose, Android XML, CSS, SCSS,
/// TSX, HTML), and on an app folder named on the command line.
@Suite("specimen usage")
struct UsageCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The uses `specimen usage --format json` lists, as `token platform file:line written`.
    static func uses(_ arguments: [String], in folder: URL) throws -> (status: Int32, uses: [String], json: [String: Any]) {
        let outcome = try SpecimenProcess.run(["usage", "--format", "json"] + arguments, in: folder)
        let json = try #require(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [String: Any], "\(outcome.standardError)")
        let tokens = json["tokens"] as? [[String: Any]] ?? []
        let uses = tokens.flatMap { token in
            (token["places"] as? [[String: Any]] ?? []).map { place in
                "\(token["token"]!) \(place["platform"]!) \(place["file"]!):\(place["line"]!) \(place["written"]!)"
            }
        }
        return (outcome.status, uses, json)
    }

    @Test func theSampleAppUsesTheTokensOnEveryPlatformAndCommentsDoNotCount() throws {
        let (status, uses, json) = try Self.uses([], in: Self.repositoryRoot)
        #expect(status == 0)
        let platforms = Set(uses.map { $0.split(separator: " ")[1] })
        #expect(platforms == ["css", "tailwind", "swift", "compose", "android"])
        let spacing = uses.filter { $0.hasPrefix("spacing.m ") }
        #expect(Set(spacing.map { $0.split(separator: " ")[1] }) == ["css", "tailwind", "swift", "compose", "android"])
        // Only in comments: no use.
        #expect(!uses.contains { $0.hasPrefix("base.color.slate ") })
        #expect(!uses.contains { $0.contains("activity_checkout.xml:2 ") || $0.contains("activity_checkout.xml:3 ") })
        // A near miss, `--color-primary-strongest`, is no use of anything; its fallback is.
        #expect(uses.contains("color.primary-strong css Examples/App/web/src/styles/_card.scss:38 --color-primary-strong"))
        #expect(!uses.contains { $0.contains("strongest") })
        #expect(uses.contains("color.secondary swift Examples/App/iOS/Sources/ProductCard.swift:42 \"secondary\""))
        #expect(uses.contains { $0.hasPrefix("color.primary tailwind Examples/App/web/src/components/Checkout.tsx:46 hover:bg-primary/90") })
        #expect(uses.contains { $0.hasPrefix("color.primary-strong android ") && $0.contains("R.color.primary_strong") })
        #expect(json["filesRead"] as? Int == 8)  // the README is ignored
    }

    @Test func aGroupListsItsTokensAndTextSaysWhereAndHowMany() throws {
        let outcome = try SpecimenProcess.run(["usage", "spacing"], in: Self.repositoryRoot)
        #expect(outcome.status == 0)
        let lines = outcome.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("spacing.m: ") && $0.contains(" places in ") })
        #expect(lines.contains { $0.hasPrefix("  Examples/App/iOS/Sources/CheckoutView.swift:15:") && $0.hasSuffix("swift  DesignTokens.Spacing.m") })
        #expect(!lines.contains { $0.hasPrefix("color.") })
        #expect(lines.last?.hasSuffix("files read") == true)
    }

    @Test func anUnknownTokenAndAHandbookWithoutCodeAreUsageErrors() throws {
        let unknown = try SpecimenProcess.run(["usage", "spacing.mm"], in: Self.repositoryRoot)
        #expect(unknown.status == 2)
        #expect(unknown.standardError.contains("error: no token or group 'spacing.mm'; did you mean"))
        let book = try temporaryHandbook(["specimen.yml": "tokens: tokens.json\n", "tokens.json": "{}\n"])
        defer { try? FileManager.default.removeItem(at: book) }
        let none = try SpecimenProcess.run(["usage"], in: book)
        #expect(none.status == 2)
        #expect(none.standardError.contains("no code folder to scan: add 'usage: [../app]' to specimen.yml or pass --usage PATH [usage-none]"))
    }

    /// What an app's CI runs: its own folder named on the command line, paths relative to it.
    @Test func anAppsCIChecksItsCodeAgainstTheHandbookInJSON() throws {
        let book = try temporaryHandbook([
            "handbook/specimen.yml": "title: H\ntokens: tokens.json\n",
            "handbook/tokens.json": """
            { "color": { "$type": "color",
                "primary": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
                "link": { "$value": "{color.primary}", "$deprecated": "Use {color.primary}." } } }
            """,
            "app/src/site.css": "/* var(--color-link) */\nbody { color: var(--color-primary); }\na { color: var(--color-link); }\n",
        ])
        defer { try? FileManager.default.removeItem(at: book) }
        let app = book.appendingPathComponent("app")
        let outcome = try SpecimenProcess.run(["check", "--root", "../handbook", "--usage", ".", "--format", "json"], in: app)
        let findings = try #require(JSONSerialization.jsonObject(with: Data(outcome.standardOutput.utf8)) as? [[String: Any]])
        let deprecated = try #require(findings.first { $0["code"] as? String == "token-deprecated-in-code" })
        #expect(deprecated["file"] as? String == "src/site.css")
        #expect(deprecated["line"] as? Int == 3)
        #expect(deprecated["column"] as? Int == 16)
        #expect(deprecated["severity"] as? String == "warning")
        #expect(deprecated["message"] as? String == "'--color-link' uses color.link, which is deprecated; use color.primary instead")
        #expect(outcome.status == 0)
        let strict = try SpecimenProcess.run(["check", "--root", "../handbook", "--usage", ".", "--strict"], in: app)
        #expect(strict.status == 1)
    }
}
