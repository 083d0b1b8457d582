import Foundation
import SpecimenDiagnostics
import SpecimenTokens
import Testing

@testable import SpecimenSite

/// The contrast check sees a matrix cell as it is painted, faded by the component's `opacity`.
@Suite("Contrast check and opacity")
struct ContrastOpacityTests {
    static func handbook(exempt: String? = nil) throws -> TemporaryHandbook {
        try TemporaryHandbook([
            "specimen.yml": "tokens: t.tokens.json\n" + (exempt.map { "checks:\n  contrastExempt: [\($0)]\n" } ?? ""),
            "t.tokens.json": ##"""
            { "ink": { "$type": "color", "$value": "#ffffff" }, "fill": { "$type": "color", "$value": "#1f6fe5" },
              "fade": { "$type": "number", "normal": { "$value": 1 }, "pressed": { "$value": 0.6 } } }
            """##,
            "Content/index.md": "```component chip\n```\n",
            "Content/chip.component.yml": """
            title: Chip
            axes:
              state: [normal, pressed]
              tone: [plain]
            matrix:
              rows: state
              columns: tone
            template: <span style="{{style}}">Go</span>
            style:
              background-color: "{fill}"
              color: "{ink}"
              opacity: "{fade.{state}}"
            """,
        ])
    }

    @Test func aFadedStateIsCheckedAsPaintedAndCanBeExempted() throws {
        let book = try Self.handbook()
        defer { book.remove() }
        guard case .failure(let failure) = book.build() else {
            Issue.record("white on #1f6fe5 faded to 60% fails AA")
            return
        }
        let findings = failure.diagnostics.filter { $0.code == "contrast-insufficient" }.map(\.message)
        #expect(findings.count == 1, "the opaque state passes (4.77:1)")
        #expect(findings.first?.contains("is 2.41:1 in value (state=pressed, tone=plain)") == true, "\(findings)")

        let exempted = try Self.handbook(exempt: "pressed")
        defer { exempted.remove() }
        #expect(throws: Never.self) { try exempted.build().get() }
    }

    @Test func opacityIsReadFromATokenANumberOrAPercentage() {
        let none = ResolvedTokenSet(tokens: [])
        #expect(ContrastCheck.opacity("0.5", in: none) == 0.5)
        #expect(ContrastCheck.opacity("40%", in: none) == 0.4)
        #expect(ContrastCheck.opacity("2", in: none) == 1)
        #expect(ContrastCheck.opacity("inherit", in: none) == 1)
    }
}
