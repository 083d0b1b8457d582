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

    /// A `$ref` into part of another token's value reads that part as the resolved value writes
    /// it, built in code: what is said of it is said at the reference, not at the top of the file.
    @Test func findingsInAValueBuiltInCodeAreAtTheValueItWasMadeFrom() throws {
        let result = resolveTokens(
            #"""
            { "type": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": { "value": 1.5, "unit": "em" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } },
              "size": { "$type": "dimension", "$value": { "$ref": "#/type/$value/fontSize" } } }
            """#)
        #expect(result.tokens["size"]?.value.css == "1.5em")
        let units = result.diagnostics.filter { $0.code == "token-unit-nonstandard" }.map(\.location)
        #expect(units.map(\.line) == [1, 2], "the typography's own unit, then the reference's")
        #expect(units.last?.column == 45)
    }

    /// Tokens Studio writes letter spacing in percent, read as `em`, or in `em`: its syntax is its
    /// own, read without the unit warning a DTCG file gets.
    @Test func tokensStudioUnitsAreReadWithoutAWarning() throws {
        let folder = try TemporaryFolder([
            "tokens/core.json":
                #"{ "tracking": { "tight": { "$type": "letterSpacing", "$value": "-1%" } }, "loose": { "$type": "letterSpacing", "$value": "0.1em" } }"#,
            "tokens/$metadata.json": #"{ "tokenSetOrder": ["core"] }"#,
        ])
        defer { folder.remove() }
        let project = TokenProject.load(path: "tokens", relativeTo: folder.url)
        let resolution = project.resolve(inputs: project.baseInputs(choosing: [:]).inputs)
        #expect(resolution.tokens["tracking.tight"]?.value.css == "-0.01em")
        #expect(resolution.tokens["loose"]?.value.css == "0.1em")
        #expect(resolution.diagnostics.filter { $0.severity != .note } == [])
    }
}
