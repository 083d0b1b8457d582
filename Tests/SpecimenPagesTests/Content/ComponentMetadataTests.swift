import SpecimenDiagnostics
import Testing

@testable import SpecimenPages

/// A component page's `status`, `figma`, `storybook` and `source`: read, and refused where they are written.
@Suite("Component metadata in front matter")
struct ComponentMetadataTests {
    static func split(_ frontMatter: String) throws(DiagnosticsFailure) -> FrontMatter {
        try FrontMatterParser.split("---\n\(frontMatter)\n---\n\nBody.\n", file: "Content/button.md").frontMatter
    }

    @Test func statusAndLinksAreRead() throws {
        let metadata = try Self.split(
            "title: Button\nstatus: deprecated\nfigma: https://www.figma.com/design/abc/Kit?node-id=1-2\n"
                + "storybook: 'https://storybook.acme.example/?path=/docs/button'\nsource: http://git.acme.example/ui/button.tsx"
        ).component
        #expect(metadata.status == .deprecated)
        #expect(metadata.links[.figma] == "https://www.figma.com/design/abc/Kit?node-id=1-2")
        #expect(metadata.links[.storybook] == "https://storybook.acme.example/?path=/docs/button")
        #expect(metadata.links[.source] == "http://git.acme.example/ui/button.tsx")
        #expect(try Self.split("title: Colors").component.isEmpty)
    }

    @Test(arguments: [
        ("status: stabel", "3:9", "'status' is draft, alpha, beta, stable or deprecated, not 'stabel'; did you mean 'stable'?"),
        ("status: Stable", "3:9", "not 'Stable'; did you mean 'stable'?"),
        ("source: github.com/acme/ui", "3:9", "'source' is a link starting with https://, not 'github.com/acme/ui'"),
        ("figma: javascript:alert(1)", "3:8", "'figma' is a link starting with https://"),
        ("storybook: \"https://a.example/x y\"", "3:12", "'storybook' is a link"),
        ("figma: https://", "3:8", "'figma' is a link"),
        ("status: [beta]", "3:9", "'status' must be text"),
    ])
    func aValueTheFieldDoesNotTakeIsFoundWhereItIsWritten(field: String, place: String, message: String) {
        let failure = #expect(throws: DiagnosticsFailure.self) { try Self.split("title: Button\n\(field)") }
        let finding = failure?.diagnostics.first
        #expect(finding.map { "\($0.location.line):\($0.location.column)" } == place)
        #expect(finding?.message.contains(message) == true, "\(finding?.message ?? "")")
        #expect(["front-matter-value", "front-matter-type"].contains(finding?.code ?? ""))
    }
}
