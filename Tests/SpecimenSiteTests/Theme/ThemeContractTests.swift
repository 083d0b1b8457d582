import Foundation
import Testing

@testable import SpecimenPages
@testable import SpecimenSite

/// The README's table of template variables is the theme contract: it must list exactly what
/// the typed contexts give each template.
@Suite("Theme contract")
struct ThemeContractTests {
    static let site = SiteContext(title: "T", description: "D", baseURL: "/", language: "en", hasTokens: true)
    static let link = LinkContext(title: "L", url: "/l/")
    static let child = SectionChildContext(title: "C", url: "/c/", description: "d", status: "beta", statusLabel: "Beta")
    static var navItem: NavigationBuilder.Entry {
        var entry = NavigationBuilder.Entry(title: "N", url: "/n/", isCurrent: true)
        entry.more = .init(count: 30, url: "/n/")
        return entry
    }

    static let tokenLink = TokenLinkContext(path: "a.b", url: "/tokens/a.b/")
    static let row = TokenIndexRowContext(
        path: "a.b", url: "/tokens/a.b/", type: "color", css: "#fff", group: "a", deprecated: false, swatch: "#fff", uses: 3, usesText: "3")
    static let place = CodeUsesContext.Place(file: "app/a.css", line: 4, link: "https://example.com/a.css#L4", written: "--a-b")
    static let codeUses = CodeUsesContext(
        summary: "7 places in 2 files",
        platforms: [.init(label: "CSS", summary: "7 places in 2 files", first: [place], rest: [place], moreLabel: "2 more", unlisted: 4)],
        none: "No code in app uses this token.", skipped: "Skipped: 1 files.")

    /// Every template with an example of its context in which every optional member is present
    /// and every list has an element.
    static var examples: [(template: String, context: TemplateValue)] {
        var page = PageContext(
            title: "P", description: "D", url: "/p/", content: "<p>x</p>", isHome: false, is404: false, isSection: false,
            toc: [TableOfContentsEntry(id: "i", title: "t", level: 2)], hasToc: true, children: [child], breadcrumbs: [link],
            previous: link, next: link)
        let alternate = AlternateContext(
            hreflang: "fr", url: "https://example.com/fr/p/", href: "/fr/p/", code: "fr", label: "Français", direction: "ltr", isCurrent: false)
        (page.alternates, page.languages) = ([alternate], [alternate])
        page.versions = [VersionLinkContext(label: "Latest", href: "/p/", isCurrent: true)]
        (page.versionNotice, page.currentVersionURL, page.canonical) = ("Old.", "/p/", "https://example.com/p/")
        page.component = ComponentContext(
            ComponentMetadata(status: .beta, links: [.figma: "https://figma.example/f"]), strings: InterfaceStrings.inEnglish)
        let layout = LayoutContext(
            site: site.templateValue, page: page, navHTML: "<li></li>", nav: [navItem],
            navMore: NavigationMoreContext(more: .init(count: 30, url: "/")), generator: "Specimen")
        var token = TokenDetailsContext(
            path: "a.b", type: "color", description: "d",
            contexts: [TokenValueContext(label: "value", css: "#fff", chain: [tokenLink], swatch: "#fff")],
            cssVariable: "--a-b", cssDeclaration: "--a-b: #fff;", inCSS: true, source: "a.json:1",
            mentions: [TokenMention(title: "P", url: "/p/#x")],
            components: [TokenComponentUse(title: "Button", url: "/button/", status: "beta", statusLabel: "Beta")], badgeURL: "/tokens/a.b.svg",
            aliasedBy: [tokenLink],
            swift: .init(usage: "Color.a", name: "a"), deprecated: .init(explanation: "e", explanationHTML: "e", replacements: [tokenLink]))
        let historyEntry = TokenHistoryEntryContext(
            release: "1.0.0", url: "/changelog/#release-1.0.0", date: "2026-01-10", dateText: "2026-01-10", html: "Introduced.")
        token.history = [historyEntry]
        token.figma = FigmaVariableDetails(
            variableId: "VariableID:1:2", scopes: ["GAP"], codeSyntax: [.init(platform: "Web", name: "var(--a)")], hidden: true,
            remoteAliasHTML: "An alias.")
        token.platforms = [.init(platform: "Compose", name: "DesignTokens.a", command: "specimen tokens export --format compose")]
        token.code = codeUses
        let removed = RemovedTokenContext(
            path: "a.c", type: "color", removedHTML: "Removed in 2.0.0.", replacement: tokenLink,
            lastValues: [TokenValueContext(label: "value", css: "#fff", chain: [tokenLink], swatch: "#fff")], history: [historyEntry],
            mentions: [TokenMention(title: "P", url: "/p/#x")], badgeURL: "/tokens/a.c.svg", code: codeUses)
        let index = TokenIndexContext(
            site: site, count: 1, countText: "1 token", types: ["color"],
            groups: [TokenIndexGroupContext(name: "a", id: "a", tokens: [row], rowsHTML: "<tr></tr>")], hasUses: true)
        return [
            ("layout", layout.templateValue),
            ("section", PageBodyContext(site: site, page: .init(title: "S", children: [child])).templateValue),
            ("404", PageBodyContext(site: site, page: .init(title: "Page not found", children: nil)).templateValue),
            ("token", TokenPageContext(site: site, token: token).templateValue),
            ("token-removed", RemovedTokenPageContext(site: site.templateValue, token: removed).templateValue),
            ("tokens-index", index.templateValue),
            ("tokens-index-row", row.templateValue),
            ("nav-item", navItem.templateValue),
        ]
    }

    /// The dotted paths to every value that is not an object; lists of objects are looked into.
    static func leafPaths(_ value: TemplateValue, prefix: String = "") -> Set<String> {
        switch value {
        case .object(let members):
            return members.reduce(into: Set<String>()) { paths, member in
                paths.formUnion(leafPaths(member.value, prefix: prefix.isEmpty ? member.key : "\(prefix).\(member.key)"))
            }
        case .list(let list) where list.count > 0:
            if case .object = list.element(0) { return leafPaths(list.element(0), prefix: prefix) }
            return [prefix]
        default:
            return [prefix]
        }
    }

    /// What the types give: template → variable (nil for "the row itself") → its members.
    static func fromTypes() -> [String: [String?: Set<String>]] {
        var result: [String: [String?: Set<String>]] = [:]
        for (template, context) in examples {
            guard case .object(let variables) = context else { continue }
            if template == "tokens-index-row" || template == "nav-item" {
                result[template] = [nil: Set(variables.keys)]
                continue
            }
            for (name, value) in variables {
                // The interface's strings are one member each; README "Languages" lists them.
                let paths = Set(leafPaths(value, prefix: name).map { $0.hasPrefix("site.strings.") ? "site.strings.*" : $0 })
                result[template, default: [:]][name] = paths == [name] ? [] : Set(paths.map { String($0.dropFirst(name.count + 1)) })
            }
        }
        return result
    }

    /// What README "Themes" lists, in the same shape.
    static func fromREADME() throws -> [String: [String?: Set<String>]] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let header = try #require(lines.firstIndex(of: "| template | variable | members |"))
        var result: [String: [String?: Set<String>]] = [:]
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let template = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let variable = cells[1].hasPrefix("`") ? cells[1].trimmingCharacters(in: CharacterSet(charactersIn: "`")) : nil
            result[template, default: [:]][variable] = Set(quoted(in: withoutParentheses(cells[2])))
        }
        return result
    }

    static func withoutParentheses(_ text: String) -> String {
        text.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
    }

    static func quoted(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theREADMEListsEveryVariableOfEveryTemplateAndNoOther() throws {
        let types = Self.fromTypes(), readme = try Self.fromREADME()
        #expect(Set(readme.keys) == Set(types.keys))
        for (template, variables) in types {
            let listed = readme[template] ?? [:]
            #expect(Set(listed.keys) == Set(variables.keys), "\(template): variables")
            for (variable, members) in variables {
                let documented = listed[variable] ?? []
                #expect(
                    documented == members,
                    "\(template).\(variable ?? "(itself)"): missing \(members.subtracting(documented).sorted()), not given \(documented.subtracting(members).sorted())"
                )
            }
        }
    }

    @Test func everyEntryPointHasAContext() {
        #expect(Set(ThemeTemplates.entryPoints).isSubset(of: Set(Self.examples.map(\.template))))
    }
}
