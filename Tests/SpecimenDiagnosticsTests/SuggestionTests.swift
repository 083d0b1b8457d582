import Testing

@testable import SpecimenDiagnostics

/// "Did you mean" must name the same candidate in every run: token paths come from a
/// dictionary, whose order changes from one run to the next.
@Suite("Suggestions")
struct SuggestionTests {
    @Test func equallyCloseCandidatesGiveTheFirstAlphabeticallyInAnyOrder() {
        let candidates = ["base.bly", "base.blue", "base.red", "brand"]
        for order in [candidates, candidates.reversed(), [candidates[2], candidates[0], candidates[3], candidates[1]]] {
            #expect(Suggestion.closest(to: "base.blu", in: order) == "base.blue", "\(order)")
        }
    }

    @Test func theClosestWinsAndFarOnesAreNotSuggested() {
        #expect(Suggestion.closest(to: "colour.brand", in: ["color.brand", "colors.brand.x"]) == "color.brand")
        #expect(Suggestion.closest(to: "size", in: ["theme", "contrast"]) == nil)
        #expect(Suggestion.closest(to: "Theme", in: ["theme"]) == "theme", "case does not count")
        #expect(Suggestion.phrase(for: "them", in: ["theme"]) == "; did you mean 'theme'?")
        #expect(Suggestion.phrase(for: "x", in: []) == "")
    }
}
