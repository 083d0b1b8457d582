import Foundation
import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

@Suite("Component matrices")
struct ComponentMatrixTests {
    static let files: [String: String] = [
        "specimen.yml": "tokens: tokens/t.resolver.json\n",
        "tokens/t.resolver.json": """
        { "version": "2025.10",
          "sets": { "core": { "sources": [{ "$ref": "core.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": { "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/core" }, { "$ref": "#/modifiers/theme" }] }
        """,
        "tokens/core.json":
            #"{ "chip": { "small": { "pad": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }, "large": { "pad": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } } }"#,
        "tokens/light.json":
            ##"{ "chip": { "solid": { "$type": "color", "rest": { "$value": "#0000ff" }, "hover": { "$value": "#000088" } }, "soft": { "$type": "color", "rest": { "$value": "#ccccff" }, "hover": { "$value": "#aaaaff" } } } }"##,
        "tokens/dark.json":
            ##"{ "chip": { "solid": { "$type": "color", "rest": { "$value": "#8888ff" }, "hover": { "$value": "#aaaaff" } }, "soft": { "$type": "color", "rest": { "$value": "#222244" }, "hover": { "$value": "#333366" } } } }"##,
        "Content/components/chip.component.yml": """
        title: Chip
        axes:
          variant: [solid, soft]
          state: [rest, hover]
          size: [small, large]
        labels:
          soft: "<Soft>"
        label: Solid
        template: |
          <span class="chip" style="{{style}}">{{label}}{{#state_hover}} (hovered){{/state_hover}}</span>
        style:
          background-color: "{chip.{variant}.{state}}"
          padding: "{chip.{size}.pad}"
        """,
    ]

    func handbook(_ page: String, overrides: [String: String] = [:]) throws -> PageHandbook {
        var files = Self.files
        files["Content/index.md"] = page
        for (key, value) in overrides { files[key] = value }
        return try PageHandbook(files)
    }

    @Test func theMatrixHasEveryCombinationInEveryContext() throws {
        let book = try handbook("```component chip\n```\n")
        defer { book.remove() }
        let site = try book.build().get()
        #expect(site.diagnostics.filter { $0.severity == .error }.isEmpty)
        let html = try #require(book.read("index.html"))
        #expect(html.components(separatedBy: "class=\"component-cell\"").count - 1 == 2 * 2 * 2 * 2)
        #expect(
            html.contains(
                "<td class=\"component-cell\" data-size=\"large\" data-state=\"hover\" data-variant=\"solid\" data-context=\"dark\" data-token=\"chip.solid.hover chip.large.pad\"><span class=\"chip\" style=\"background-color: #aaaaff; padding: 8px\">Solid (hovered)</span>"
            ))
        // Labels and other text from specs are escaped.
        #expect(html.contains("&lt;Soft&gt;"))
        #expect(!html.contains("<Soft>"))
    }

    @Test func templatesFillInnermostPlaceholdersAndKeepWhatTheyCannotFill() {
        let values = ["variant": "solid", "state": "hover", "size": "x-large"]
        #expect(ComponentSpec.fill("{chip.{variant}.{state}}", with: values) == "{chip.solid.hover}")
        #expect(ComponentSpec.fill("{a.{size}} {b.{tone}} {{state}}", with: values) == "{a.x-large} {b.{tone}} {hover}")
        #expect(ComponentSpec.fill("calc({x.{size}} * 2) {", with: values) == "calc({x.x-large} * 2) {")
        #expect(ComponentSpec.fill("no placeholders", with: values) == "no placeholders")
        #expect(ComponentSpec.references(in: "{a.b} solid {c.d}{} {e{f.g}}") == ["a.b", "c.d", "", "f.g"])
    }

    @Test func aMissingTokenForACombinationIsLocatedInTheSpec() throws {
        let book = try handbook(
            "Hi\n",
            overrides: [
                "tokens/light.json":
                    ##"{ "chip": { "solid": { "$type": "color", "rest": { "$value": "#0000ff" }, "hover": { "$value": "#000088" } }, "soft": { "$type": "color", "rest": { "$value": "#ccccff" } } } }"##
            ])
        defer { book.remove() }
        let diagnostics = book.failure().filter { $0.severity == .error }
        #expect(diagnostics.map(\.code) == ["component-token-missing"])
        #expect(diagnostics.first?.location.file == "Content/components/chip.component.yml")
        #expect(diagnostics.first?.location.line == 12)
        #expect(diagnostics.first?.message.contains("chip.soft.hover") == true)
    }

    @Test func anUnknownComponentIsALocatedErrorWithASuggestion() throws {
        let book = try handbook("Intro\n\n```component chips\n```\n")
        defer { book.remove() }
        #expect(
            book.failure().filter { $0.severity == .error }.map(\.formatted) == [
                "Content/index.md:3:14: error: no component 'chips'; did you mean 'chip'?; specs live in Content/**/NAME.component.yml [block-component-unknown]"
            ])
    }

    @Test func malformedSpecsAreLocated() throws {
        let book = try handbook(
            "Hi\n", overrides: ["Content/components/chip.component.yml": "axes:\n  variant: solid\ntemplate: x\nstyle:\n  color: red\n"])
        defer { book.remove() }
        let diagnostic = try #require(book.failure().first { $0.severity == .error })
        #expect(diagnostic.code == "component-spec")
        #expect(diagnostic.location.line == 2)
    }
}
