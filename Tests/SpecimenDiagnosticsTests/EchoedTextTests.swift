import Testing

@testable import SpecimenDiagnostics

/// Text from files is echoed with its control characters shown, never acted on by a terminal.
@Suite("Echoed text")
struct EchoedTextTests {
    @Test func controlCharactersAreShownAsEscapes() {
        #expect(EchoedText.escaped("a\u{1B}]0;title\u{07}b") == #"a\u001B]0;title\u0007b"#)
        #expect(EchoedText.escaped("\u{0}\u{8}\r\n\t\u{7F}\u{85}\u{9B}\u{9F}") == #"\u0000\u0008\u000D\u000A\u0009\u007F\u0085\u009B\u009F"#)
        #expect(EchoedText.escaped("a\nb\tc\u{1B}", keepingLineFeeds: true, keepingTabs: true) == "a\nb\tc\\u001B")
        #expect(EchoedText.escaped("\r\n", keepingLineFeeds: true) == #"\u000D"# + "\n", "a carriage return never stays")
    }

    /// Marks and overrides that reorder a line (Trojan Source) are shown, not obeyed.
    @Test func bidirectionalControlsAreShownAsEscapes() {
        #expect(EchoedText.escaped("color.\u{202E}yrammi\u{202C}rp") == #"color.\u202Eyrammi\u202Crp"#)
        #expect(EchoedText.escaped("\u{2066}a\u{2069}\u{200E}\u{200F}\u{061C}") == #"\u2066a\u2069\u200E\u200F\u061C"#)
        #expect(EchoedText.escaped("שלום עולם, مرحبا") == "שלום עולם, مرحبا", "right-to-left text itself reads as it is")
    }

    @Test(arguments: ["", "plain text", #"C:\tokens\colors.json and \u001B written out"#, "Ünïcödé, 日本語, عربي, 👩🏽‍💻", "\u{A0}non-breaking\u{2028}"])
    func ordinaryTextIsUnchanged(text: String) {
        #expect(EchoedText.escaped(text) == text)
    }

    @Test func aFindingStaysOneLineAndItsCaretCountsWhatIsShown() {
        let finding = Diagnostic.error(
            "token-type-unknown", "type 'x\u{1B}[2J\nerror: forged'", at: SourceLocation(file: "tokens/\u{1B}]0;t\u{07}.json", line: 2, column: 8),
            sourceLine: "\t\"\u{1B}[2J\": 1")
        #expect(finding.formatted == #"tokens/\u001B]0;t\u0007.json:2:8: error: type 'x\u001B[2J\u000Aerror: forged' [token-type-unknown]"#)
        let lines = finding.formattedWithExcerpt.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1] == #"    "\u001B[2J": 1"#)
        #expect(lines[2] == String(repeating: " ", count: 15) + "^", "under the ':' after the tab, the quote, the escape and '[2J\"'")
    }

    @Test func ordinaryFindingsReadAsBefore() {
        let finding = Diagnostic.warning(
            "link-broken", "link to missing page 'colours.md'", at: SourceLocation(file: "Content/index.md", line: 7, column: 6),
            sourceLine: "\tSee [colours](colours.md)")
        #expect(
            finding.formattedWithExcerpt
                == "Content/index.md:7:6: warning: link to missing page 'colours.md' [link-broken]\n    See [colours](colours.md)\n        ^")
    }
}
