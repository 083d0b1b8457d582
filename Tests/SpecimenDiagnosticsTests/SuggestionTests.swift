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

    @Test func anAbbreviatedPartIsSuggestedInFullBeforeANearSpelling() {
        let weights = ["font-weight.300", "font-weight.light", "font-weight.medium", "font-weight.bold"]
        #expect(Suggestion.closest(to: "font-weight.md", in: weights) == "font-weight.medium", "not the nearer font-weight.300")
        #expect(Suggestion.closest(to: "space.sm", in: ["space.semibold", "space.small"]) == "space.small", "the shortest expansion")
        #expect(Suggestion.closest(to: "color.bg", in: ["color.background", "size.bg-large"]) == "color.background")
        #expect(Suggestion.closest(to: "font-weight.dm", in: ["font-weight.medium"]) == nil, "letters out of order")
        #expect(Suggestion.closest(to: "a.md.x", in: ["a.medium.y"]) == nil, "one part differs, no more")
    }
}
