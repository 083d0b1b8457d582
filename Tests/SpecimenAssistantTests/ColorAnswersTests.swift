import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenAssistant
@testable import SpecimenSite
@testable import SpecimenTokens

/// The measures behind `nearest_colors` and `check_contrast`, worked out by hand.
@Suite("Color answers")
struct ColorAnswersTests {
    static func hex(_ text: String) throws -> ColorValue { try #require(ColorValue.parseHex(text)) }

    @Test func contrastOfTheKnownNearMiss() throws {
        // #777 on white: 0x77 / 255 = 0.4667 linearizes to ((0.4667 + 0.055) / 1.055)^2.4 =
        // 0.1845; the ratio is (1 + 0.05) / (0.1845 + 0.05) = 4.478.
        let pair = ContrastPair(foreground: try Self.hex("#777777"), background: try Self.hex("#ffffff"))
        #expect(abs(pair.ratio - 4.478) < 0.001)
        #expect(pair.ratioText == "4.47:1", "floored: it must not read as passing 4.5")
        #expect(pair.criteria.map(\.passes) == [false, true, true, false, false])
        // Black text at alpha 0.5 over white paints 0.5 in every channel, which linearizes to
        // (0.555 / 1.055)^2.4 = 0.2140: the ratio is 1.05 / 0.2640 = 3.977.
        let translucent = ContrastPair(foreground: try #require(ColorValue.parseCSS("rgb(0 0 0 / 50%)")), background: try Self.hex("#ffffff"))
        #expect(abs(translucent.ratio - 3.977) < 0.001, "\(translucent.ratio)")
    }

    static func context(_ label: String, _ colors: [(String, String)]) throws -> HandbookTokens.Context {
        let tokens = try colors.map { path, hex in
            ResolvedToken(path: path, type: .color, value: .color(try Self.hex(hex)), source: SourceLocation(file: "t.json"))
        }
        return HandbookTokens.Context(label: label, inputs: [:], tokens: ResolvedTokenSet(tokens: tokens), isDark: false)
    }

    @Test func nearestColorsGroupTokensSharingAValue() throws {
        let context = try Self.context(
            "light",
            [("material.blue.500", "#1f6fe5"), ("color.primary", "#1f6fe5"), ("color.black", "#000000"), ("color.white", "#ffffff")])
        let nearest = NearestColors(to: try Self.hex("#1f6fe5"), in: context, limit: 2)
        #expect(nearest.matches.map(\.color.cssString) == ["#1f6fe5", "#ffffff"])
        // One match for one color, its shortest name first.
        #expect(nearest.matches.first?.paths == ["color.primary", "material.blue.500"])
        #expect(nearest.matches.first?.distance == 0)
        // Then white: #1f6fe5 has OKLab L about 0.56, nearer white's 1 than black's 0, and its
        // chroma adds the same to both distances.
    }
}
