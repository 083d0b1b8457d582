import Foundation
import Testing

/// Text quoted from a handbook's files cannot drive the terminal of whoever runs Specimen, nor
/// put raw escape bytes in a CI log: every control character is shown as `\u001B`.
@Suite("terminal escapes")
struct TerminalEscapesTests {
    static let escape = "\u{1B}", bell = "\u{07}", csi = "\u{9B}"
    /// A type that sets the terminal's title, turns text red, starts a forged line, and holds a
    /// C1 control-sequence introducer; written in the token file with JSON's escapes.
    static let hostileType = #"color\u001b]0;owned\u0007 \u001b[31m\nerror: forged\u009b"#
    static let hostileTypeShown = #"color\u001B]0;owned\u0007 \u001B[31m\u000Aerror: forged\u009B"#
    /// A page name that sets the terminal's title.
    static let hostilePage = "Content/\(escape)]0;title\(bell).md"

    static func handbook() throws -> URL {
        try temporaryHandbook([
            "specimen.yml": "title: Escapes\ntokens: tokens/site.tokens.json\n",
            "tokens/site.tokens.json":
                #"{ "color": { "$type": "color", "ink": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }, "odd": { "$type": "\#(hostileType)", "$value": 1 } }"#,
            // A line that clears the screen, with a tab, before an unknown token.
            "Content/index.md": "# Home\n\nText \(escape)[2J\tand {color.none}.\n\nThe ink is {color.ink}.\n",
            hostilePage: "# Title\n\nUses {color.nothing}.\n",
            "Content/plain.md": "# Plain\n\nSee\t{color.gone} — Ünïcödé\n",
        ])
    }

    /// The control characters of `text` other than line feeds.
    static func controls(_ text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0 != "\n" && ($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }
    }

    @Test func findingsInALogHoldNoControlCharacters() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [["check"], ["build"], ["tokens", "check"]] {
            let run = try SpecimenProcess.run(command, in: root)
            #expect(Self.controls(run.standardError).isEmpty, "\(command): \(run.standardError)")
            #expect(run.standardError.contains("type '\(Self.hostileTypeShown)' is not a DTCG 2025.10 type"), "\(command)")
            #expect(!run.standardError.split(separator: "\n").contains { $0.hasPrefix("error: forged") })
        }
        let check = try SpecimenProcess.run(["check"], in: root)
        #expect(check.status == 1)
        #expect(
            check.standardError.contains(
                #"Content/\u001B]0;title\u0007.md:3:6: error: '{color.nothing}' refers to no token [token-reference-unknown]"#))
        #expect(check.standardError.contains("Content/index.md:3:"), "the finding itself is unchanged")
    }

    @Test func namesInSummariesAreEscaped() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let export = try SpecimenProcess.run(["tokens", "export", "--format", "compose"], in: root)
        #expect(export.status == 0, "\(export.standardError)")
        #expect(Self.controls(export.standardError).isEmpty, "\(export.standardError)")
        #expect(export.standardError.contains("tokens not exported"))
        #expect(export.standardError.contains(Self.hostileTypeShown + " 1"), "\(export.standardError)")
    }

    @Test func jsonStaysValidAndCarriesTheTextExactly() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try SpecimenProcess.run(["check", "--format", "json"], in: root)
        #expect(Self.controls(check.standardOutput).isEmpty, "no raw control byte, DEL or C1 either")
        let findings = try #require(try JSONSerialization.jsonObject(with: Data(check.standardOutput.utf8)) as? [[String: Any]])
        let messages = findings.compactMap { $0["message"] as? String }
        let type = "color\(Self.escape)]0;owned\(Self.bell) \(Self.escape)[31m\nerror: forged\(Self.csi)"
        #expect(messages.contains { $0.contains("type '\(type)'") }, "read back, the message is the file's text: \(messages)")
        #expect(findings.contains { $0["file"] as? String == Self.hostilePage })
        #expect(check.standardOutput.contains(#"\u001b]0;owned\u0007"#) && check.standardOutput.contains(#"\u009B"#))
    }

    @Test func onATerminalTheLineAndCaretAreEscapedAndAligned() throws {
        let root = try Self.handbook()
        defer { try? FileManager.default.removeItem(at: root) }
        let check = try TerminalProcess.run(["check"], in: root)
        #expect(check.status == 1)
        #expect(Self.controls(check.standardError).isEmpty, "\(check.standardError)")
        // The tab keeps its four columns; the escape is shown, and the caret counts it.
        #expect(
            check.standardError.contains(
                "Content/index.md:3:15: error: '{color.none}' refers to no token [token-reference-unknown]\n"
                    + #"Text \u001B[2J    and {color.none}."# + "\n" + String(repeating: " ", count: 22) + "^\n"),
            "\(check.standardError)")
        // Ordinary text, tabs and all, reads as it always has.
        #expect(
            check.standardError.contains(
                "Content/plain.md:3:5: error: '{color.gone}' refers to no token [token-reference-unknown]\n"
                    + "See    {color.gone} — Ünïcödé\n" + String(repeating: " ", count: 7) + "^\n"),
            "\(check.standardError)")
    }

    /// What the token commands print on standard output — a list, one token, a diff — quotes
    /// names and values from the files escaped as well.
    @Test func tokenListingsOnStandardOutputAreEscaped() throws {
        let root = try temporaryHandbook([
            "a.tokens.json":
                #"{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" }, "#
                + #""$description": "Title\u001b]0;owned\u0007 \u202Egnol" } }"#,
            "b.tokens.json": #"{ "gap\u001b[2J": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }"#,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        for command in [
            ["tokens", "list", "--tokens", "b.tokens.json"], ["tokens", "show", "gap", "--tokens", "a.tokens.json"],
            ["diff", "a.tokens.json", "b.tokens.json"], ["diff", "a.tokens.json", "b.tokens.json", "--format", "markdown"],
            ["diff", "a.tokens.json", "b.tokens.json", "--format", "json"],
        ] {
            let run = try SpecimenProcess.run(command, in: root)
            #expect(Self.controls(run.standardOutput).isEmpty, "\(command): \(run.standardOutput)")
            #expect(!run.standardOutput.unicodeScalars.contains("\u{202E}"), "\(command)")
        }
        let list = try SpecimenProcess.run(["tokens", "list", "--tokens", "b.tokens.json"], in: root)
        #expect(list.standardOutput.contains(#"gap\u001B[2J"#), "\(list.standardOutput)")
    }
}
