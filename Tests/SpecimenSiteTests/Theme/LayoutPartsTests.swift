import Foundation
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// The layout's constant parts, rendered once for all the pages of a build, must write what
/// rendering the whole layout for each page writes.
@Suite("Layout parts")
struct LayoutPartsTests {
    /// One `site` for both pages, as a build has: two equal objects made apart may print their
    /// members in two orders.
    nonisolated(unsafe) static let site = CompiledTemplateTests.context.member("site")!

    /// The tests' context, with the shared `site`.
    static var onePage: TemplateValue {
        guard case .object(var members) = CompiledTemplateTests.context else { return CompiledTemplateTests.context }
        members["site"] = site
        return .object(members)
    }

    /// The tests' context with its members other than `site` changed (and some missing): what
    /// another page of the same build gives the layout.
    static var otherPage: TemplateValue {
        .object([
            "title": .string("Another <page>"),
            "empty": .string("not empty"),
            "zero": .int(7),
            "yes": .bool(false),
            "no": .bool(true),
            "names": ["x"].templateValue,
            "nothing": ["now", "some"].templateValue,
            "site": site,
            "items": [TemplateValue.object(["title": .string("Only"), "url": .string("/only/"), "tags": ["t"].templateValue])].templateValue,
        ])
    }

    static let varying: Set<String> = ["title", "accent", "empty", "zero", "count", "yes", "no", "names", "nothing", "items"]

    /// Each run rendered with `constantFrom` when it is constant, with `context` otherwise.
    static func renderedInRuns(
        _ main: CompiledTemplate, _ partials: [String: CompiledTemplate], constantFrom: TemplateValue, context: TemplateValue
    ) -> String {
        var output = ""
        for run in main.topLevelRuns(partials: partials, varying: varying, sample: constantFrom) {
            CompiledTemplate.render(topLevel: run.nodes, run.isConstant ? constantFrom : context, partials: partials, into: &output)
        }
        return output
    }

    /// Random templates, a random partial among them: the constant runs rendered from one page's
    /// context and the rest from another's write what the whole template does for the other.
    @Test func constantRunsOfRandomTemplatesWriteWhatTheWholeTemplateDoes() throws {
        var generator = SeededGenerator(seed: 20261130)
        var (compared, constant) = (0, 0)
        for _ in 0..<2000 {
            let sources = [
                "main": CompiledTemplateTests.randomTemplate(depth: 0, using: &generator),
                "part": CompiledTemplateTests.randomTemplate(depth: 2, using: &generator),
            ]
            let templates = sources.compactMapValues(CompiledTemplate.init)
            guard templates.count == 2, let main = templates["main"] else { continue }
            for (first, second) in [(Self.onePage, Self.otherPage), (Self.otherPage, Self.onePage)] {
                let whole = main.render(second, partials: templates)
                #expect(
                    Self.renderedInRuns(main, templates, constantFrom: first, context: second) == whole,
                    "\(sources["main"]!.debugDescription) with part \(sources["part"]!.debugDescription)")
            }
            compared += 1
            let runs = main.topLevelRuns(partials: templates, varying: Self.varying, sample: Self.onePage)
            if runs.contains(where: { run in run.isConstant && run.nodes.contains { if case .text = $0 { false } else { true } } }) {
                constant += 1
            }
        }
        #expect(compared > 1_500)
        #expect(constant > 300, "too few templates with a constant tag to test anything")
    }

    @Test func readsThroughConstantSectionsAreConstantAndThePageIsNot() throws {
        let templates = [
            "main": try #require(
                CompiledTemplate(
                    "{{site.title}}{{#site.nested}}{{deep}}{{.}}{{/site.nested}}|{{title}}|{{#yes}}{{site.title}}{{/yes}}|{{.}}|{{missing}}"))
        ]
        let runs = templates["main"]!.topLevelRuns(partials: templates, varying: Self.varying, sample: Self.onePage)
        // `yes` differs from page to page; `missing` is in no page.
        #expect(runs.map(\.isConstant) == [true, false, true, false, true, false, true])
        #expect(runs.map(\.nodes.count) == [3, 1, 1, 1, 1, 1, 2])
    }

    /// `{{> part}}` at the top is inlined; an indented one is kept whole, as it indents its lines.
    @Test func partialsAtTheTopAreInlinedUnlessIndented() throws {
        let templates = [
            "main": try #require(CompiledTemplate("a{{> part}}b\n  {{> part}}\n")),
            "part": try #require(CompiledTemplate("{{site.title}}\n{{title}}\n")),
        ]
        let runs = templates["main"]!.topLevelRuns(partials: templates, varying: Self.varying, sample: Self.onePage)
        #expect(runs.map(\.isConstant) == [true, false, true, false])
        for context in [Self.onePage, Self.otherPage] {
            #expect(
                Self.renderedInRuns(templates["main"]!, templates, constantFrom: Self.otherPage, context: context)
                    == templates["main"]!.render(context, partials: templates))
        }
    }

    /// Every member of the layout's context is either varying or one of the two that are the
    /// same for a build's pages: a member added and not listed would be taken as constant.
    @Test func theLayoutContextsMembersAreListed() throws {
        let handbook = try TemporaryHandbook(LayoutShellTests.pages)
        defer { handbook.remove() }
        let (_, builder) = try LayoutShellTests.context(handbook)
        let made = builder.layout(route: "", title: "Home", description: "", contentHTML: "")
        let context = LayoutContext(
            site: made.site, page: made.page, navHTML: made.navHTML, nav: [], navMore: made.navMore, generator: made.generator,
            tocHTML: "", breadcrumbsHTML: "", constantParts: made.constantParts)
        guard case .object(let members) = context.templateValue else {
            Issue.record("the layout's context is an object")
            return
        }
        #expect(Set(members.keys) == LayoutContext.varyingMembers.union(["site", "generator"]))
    }

    /// The default layout, rendered in parts for a handbook's pages, writes what the whole
    /// layout writes (swift-mustache's, from the same handbook); and most of its head and
    /// header is a constant part.
    @Test func theDefaultLayoutInPartsIsTheWholeLayout() throws {
        let handbook = try TemporaryHandbook([
            "Content/index.md": "---\ntitle: Home\n---\n\nWelcome.\n",
            "Content/guide/index.md": "---\ntitle: Guide\ndescription: How to <use> it\n---\n\n## One\n\nText.\n\n## Two\n",
            "Content/guide/colors.md": "---\ntitle: Colors & type\n---\n\nMore text.\n",
        ])
        defer { handbook.remove() }
        let (templates, builder) = try LayoutShellTests.context(handbook)
        let layout = try #require(templates.compiled["layout"])
        let sample = builder.layout(route: "", title: "Home", description: "", contentHTML: "").templateValue
        let runs = layout.topLevelRuns(partials: templates.compiled, varying: LayoutContext.varyingMembers, sample: sample)
        let constantTags = runs.filter(\.isConstant).flatMap(\.nodes).count { if case .text = $0 { false } else { true } }
        #expect(constantTags >= 20, "the default layout's head and header read only site")
        #expect(try CompiledTemplateTests.expectTheSameEitherWay(BuildOptions(root: handbook.root)) >= 4)
    }
}
