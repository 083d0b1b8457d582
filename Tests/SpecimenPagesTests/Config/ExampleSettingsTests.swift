import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// `examples:` in specimen.yml: the stylesheets of Public/ examples link, and their scripts.
@Suite("Example settings")
struct ExampleSettingsTests {
    @Test func stylesheetsAreListedOrOneAndScriptsAreOffUnlessSaid() throws {
        let (list, warnings) = try SiteConfig.parse("examples:\n  css: [assets/a.css, /b.css]\n", file: "specimen.yml")
        #expect(warnings.isEmpty)
        #expect(list.examples.css.map(\.path) == ["assets/a.css", "b.css"])
        #expect(list.examples.css.first?.location == SourceLocation(file: "specimen.yml", line: 2, column: 9))
        #expect(list.examples.scripts == false)
        let (one, _) = try SiteConfig.parse("examples: {css: components.css, scripts: true}\n", file: "specimen.yml")
        #expect(one.examples.css.map(\.path) == ["components.css"] && one.examples.scripts)
        #expect(try SiteConfig.parse("title: T\n", file: "specimen.yml").0.examples == ExampleSettings())
    }

    @Test(arguments: ["../secret.css", "assets/../../x.css", "C:\\\\x.css", "https://cdn.example/x.css", "a//b.css"])
    func aPathOutsidePublicIsRefused(path: String) throws {
        let failure = #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("examples: {css: [\"\(path)\"]}\n", file: "specimen.yml") }
        #expect(failure?.diagnostics.first?.code == "config-value")
        #expect(failure?.diagnostics.first?.location.line == 1)
    }

    @Test func theWrongKindOfValueIsAFindingAndAnUnknownKeyAWarning() throws {
        let failure = #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("examples: true\n", file: "specimen.yml") }
        #expect(failure?.diagnostics.map(\.code) == ["config-type"])
        let scripts = #expect(throws: DiagnosticsFailure.self) { try SiteConfig.parse("examples: {scripts: sometimes}\n", file: "specimen.yml") }
        #expect(scripts?.diagnostics.map(\.code) == ["config-type"])
        let (_, warnings) = try SiteConfig.parse("examples: {styles: [a.css]}\n", file: "specimen.yml")
        #expect(warnings.map(\.formatted).contains { $0.contains("unknown setting 'examples.styles'") })
    }
}
