import Foundation
import Testing

@testable import SpecimenTokens

/// `replacingEvery` stands in for Foundation's `replacingOccurrences(of:with:)` on hot paths; it
/// must give the same text for literal targets.
@Suite("literal replacement")
struct LiteralReplacementTests {
    @Test(arguments: [
        ("Pages in {section}", "{section}", "Buttons"),
        ("{a}{a} and {a}", "{a}", "x"),
        ("a--b---c", "--", "- -"),
        ("no match here", "{x}", "y"),
        ("", "{x}", "y"),
        ("trailing {x", "{x}", "y"),
        ("{x}", "{x}", ""),
        ("ελληνικά {τ} 한국어 {τ}", "{τ}", "🎨"),
        ("line\r\nbreak\n", "\n", "\\n"),
        ("aaa", "aa", "b"),
        ("self {x} {x}", "{x}", "{x}{x}"),
    ])
    func matchesFoundationForLiteralTargets(text: String, target: String, replacement: String) {
        #expect(text.replacingEvery(target, with: replacement) == text.replacingOccurrences(of: target, with: replacement))
    }

    @Test func anEmptyTargetChangesNothing() {
        #expect("abc".replacingEvery("", with: "x") == "abc")
    }
}
