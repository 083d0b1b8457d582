import Testing

@testable import SpecimenAssistant

/// What the server writes for a person shows control characters escaped.
@Suite("Standard error")
struct StandardErrorTests {
    @Test func controlCharactersAreEscaped() {
        #expect(StandardError.escaped("plain – text ✓") == "plain – text ✓")
        #expect(StandardError.escaped("\u{1B}]0;title\u{07}") == #"\u001B]0;title\u0007"#)
        #expect(StandardError.escaped("a\nb\tc\u{7F}\u{9B}") == #"a\u000Ab\u0009c\u007F\u009B"#)
    }
}
