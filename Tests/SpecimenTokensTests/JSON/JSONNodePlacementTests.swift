import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenTokens

/// Members a reader builds into a value have no position of their own; placed, they take the
/// position of the value they were made from, and what is found in them is reported there.
@Suite("JSON nodes built in code, placed")
struct JSONNodePlacementTests {
    @Test func builtMembersTakeTheNearestPlacedPosition() {
        let written = JSONPosition(line: 7, column: 18)
        let built = JSONNode(.object(["value": .number(-0.01), "unit": .string("em"), "list": .array([.string("a")])]), at: written)
        let placed = built.placingUnplacedMembers()
        let object = placed.object!
        #expect(object.members.allSatisfy { $0.keyPosition == written && $0.value.position == written })
        #expect(object["list"]?.array?.first?.position == written)
        #expect(placed.object?["unit"]?.string == "em", "values are kept")
    }

    @Test func readNodesAndNodesWithoutAPositionAreLeftAlone() throws {
        let read = try JSONReader.parse(#"{ "a": { "b": 1 } }"#, file: "t.json").root
        #expect(read.placingUnplacedMembers() == read)
        let nowhere = JSONNode(.object(["a": .number(1)]), at: JSONPosition(line: 0, column: 0))
        #expect(nowhere.placingUnplacedMembers() == nowhere)
    }

    /// Tokens Studio writes letter spacing in percent, read as `em`: what is said of that unit is
    /// said at the value the author wrote, not at the top of the file.
    @Test func findingsInATranslatedValueAreAtTheWrittenValue() throws {
        let folder = try TemporaryFolder([
            "tokens/core.json": #"{ "tracking": { "tight": { "$type": "letterSpacing", "$value": "-1%" } } }"#,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        let resolution = project.resolve(inputs: project.baseInputs(choosing: [:]).inputs)
        #expect(resolution.tokens["tracking.tight"]?.value.css == "-0.01em")
        let unit = try #require(resolution.diagnostics.first { $0.code == "token-unit-nonstandard" })
        #expect(unit.location.line == 1)
        #expect(unit.location.column == 64)
    }
}
