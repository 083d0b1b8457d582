import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// A block's options are read into its options type; each mistake is an error at the option
/// it is about, wherever the block stands (in a list, in a quote).
@Suite("Block options")
struct BlockOptionsTests {
    static let tokens = """
        { "color": { "$type": "color",
            "text": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
            "page": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } },
          "space": { "$type": "dimension", "s": { "$value": { "value": 4, "unit": "px" } } } }
        """

    /// The errors of a page, as `FILE:LINE:COL: message [code]`.
    static func errors(_ page: String) throws -> [String] {
        let book = try PageHandbook(["specimen.yml": "tokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": page])
        defer { book.remove() }
        return try book.render().errors.map { "\($0.location.file):\($0.location.line):\($0.location.column): \($0.message) [\($0.code)]" }
    }

    @Test func anUnknownOptionIsAnErrorAtItsNameWithASuggestion() throws {
        #expect(
            try Self.errors("# T\n\n```swatches color\nlayuot: grid\n```\n") == [
                "Content/index.md:4:1: unknown option 'layuot' of a 'swatches' block; did you mean 'layout'?; it takes contexts, layout [block-options]"
            ])
        #expect(
            try Self.errors("```changelog\nsince: 1.0\n```\n") == [
                "Content/index.md:2:1: unknown option 'since' of a 'changelog' block; it takes detailed [block-options]"
            ])
    }

    @Test func aChangelogTakesANumberOfDetailedReleasesOrAll() throws {
        let errors = try Self.errors("```changelog\ndetailed: many\n```\n")
        #expect(errors == ["Content/index.md:2:11: detailed: 'many' is neither a number of releases nor 'all' [block-options]"], "\(errors)")
    }

    @Test func anOptionInABlockInAListOrAQuoteIsFoundOnItsLine() throws {
        #expect(
            try Self.errors("- Spacing:\n\n  ```tokens space\n  types: [color]\n  ```\n") == [
                "Content/index.md:4:10: no 'color' tokens under 'space'; types there: dimension [block-options]"
            ])
        #expect(
            try Self.errors("> ```swatches color\n> layout: grdi\n> ```\n") == [
                "Content/index.md:2:11: unknown layout 'grdi'; did you mean 'grid'?; a swatches block takes cards, grid, table, palette [block-options]"
            ])
    }

    @Test func anOptionOfTheWrongKindSaysWhatItTakes() throws {
        #expect(
            try Self.errors("```tokens\ntypes: {color: 1}\n```\n") == [
                "Content/index.md:2:8: 'types' is a list of token types, e.g. 'types: [dimension, number]' [block-options]"
            ])
        #expect(
            try Self.errors("```tokens\n- color\n```\n") == [
                "Content/index.md:1:4: the body of a 'tokens' block must be YAML options such as 'contexts: [light, dark]' [block-options]"
            ])
    }

    @Test func oneValueStandsForAListOfOne() throws {
        #expect(try Self.errors("```tokens\ntypes: dimension\ncontexts: value\n```\n").isEmpty)
        #expect(
            try Self.errors("```tokens\ncontexts: dusk\n```\n") == [
                "Content/index.md:2:11: unknown context 'dusk' (contexts: value) [block-options]"
            ])
    }

    @Test func aBodyOfCommentsOrNothingIsNoOptions() throws {
        #expect(try Self.errors("```swatches color\n# shown in every context\n```\n\n```swatches color\n\n```\n").isEmpty)
    }

    @Test func aBlockShowingTokensNeedsThemBeforeItsOptionsAreRead() throws {
        let book = try PageHandbook(["Content/index.md": "```component button\nwhatever: 1\n```\n"])
        defer { book.remove() }
        #expect(
            try book.render().errors.map(\.message) == ["a 'component' block needs tokens; add 'tokens:' to specimen.yml"])
    }
}
