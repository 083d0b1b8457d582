import SpecimenDiagnostics
import SpecimenTokens

/// `component NAME`: the component spec's matrix, every cell a real instance styled with the
/// tokens of its combination of axis values, in every context (see `ComponentMatrix`).
package struct ComponentBlock: PageBlock {
    package static let name = "component"
    package static let showsTokens = true
    package static let rendersAlikeOnEveryPage = true
    package static let catalogue = BlockCatalogueEntry(
        syntax: "component NAME",
        summary:
            "the matrix of the component spec Content/**/NAME.component.yml, every cell a real element styled by its tokens, in the context the header picks (every context in print, or with its toggle)",
        options: [BlockCatalogueEntry.contextsOption])
    package static let strings: BlockStrings = [
        "showAllContexts": [
            "en": "Show every context", "fr": "Afficher tous les contextes", "ko": "모든 컨텍스트 보기", "th": "แสดงทุกบริบท",
            "pt": "Mostrar todos os contextos", "ka": "ყველა კონტექსტის ჩვენება",
        ]
    ]
    package typealias Options = ContextOptions

    let spec: ComponentSpec
    let view: SiteTokenView

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        view = try page.tokenContext(for: Self.name).view
        guard arguments.count == 1 else {
            throw BlockFailure("block-syntax", "write 'component NAME', e.g. 'component button'", word: Self.name)
        }
        guard let spec = page.components[arguments[0]] else {
            throw BlockFailure(
                "block-component-unknown",
                "no component '\(arguments[0])'\(Suggestion.phrase(for: arguments[0], in: page.components.keys)); specs live in Content/**/NAME.component.yml",
                word: arguments[0])
        }
        self.spec = spec
    }

    package func html(page: BlockPage) -> BlockHTML {
        var html = BlockHTML(ComponentMatrix.render(spec, view: view, showAll: page.strings["showAllContexts"]))
        html.componentTokens = Self.tokens(of: spec, in: view)
        html.componentSpecs = [spec.name]
        return html
    }

    /// Every token a combination of the spec's axis values names that the handbook has.
    static func tokens(of spec: ComponentSpec, in view: SiteTokenView) -> Set<String> {
        var paths: Set<String> = []
        for combination in ComponentSpec.combinations(spec.axes) {
            for binding in spec.styles {
                paths.formUnion(ComponentSpec.references(in: ComponentSpec.fill(binding.template, with: combination)))
            }
        }
        return paths.filter { view.tokens[$0] != nil }
    }

    /// The matrix keeps its shape: its axes and style properties are the columns.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        page.tokens.map { Self.table(spec, links: $0) }
    }

    /// The matrix unfolded into a table with a row per combination of axis values, a column
    /// per axis and per style property, each cell the tokens the property takes and their CSS
    /// (the default context's, then each context's that differs), as prose references are written.
    static func table(_ spec: ComponentSpec, links: SiteTokenView) -> String {
        let headings = spec.axes.map(\.name) + spec.styles.map(\.property)
        var lines = [MarkdownTable.row(headings), MarkdownTable.row(headings.map { _ in "---" })]
        for combination in ComponentSpec.combinations(spec.axes) {
            let styles = spec.styles.map { cell($0, combination: combination, links: links) }
            lines.append(MarkdownTable.row(spec.axes.map { combination[$0.name] ?? "" } + styles))
        }
        return lines.joined(separator: "\n")
    }

    /// `button.capsule.hover.background (#1a62cf; dark: #97bdf6)`; a property written with
    /// several tokens names each once before its value (`button.size.s.py button.size.s.px (5px 15px)`).
    private static func cell(_ binding: ComponentSpec.StyleBinding, combination: [String: String], links: SiteTokenView) -> String {
        let reference = ComponentSpec.fill(binding.template, with: combination)
        var seen: Set<String> = []
        let named = ComponentSpec.references(in: reference).filter { seen.insert($0).inserted }
        let values = links.contexts.map { (label: $0.label, css: ComponentSpec.value(of: binding, for: combination, in: $0.tokens).css) }
        guard let first = values.first else { return reference }
        let others = values.dropFirst().filter { $0.css != first.css }.map { "\($0.label): \($0.css)" }
        let value = ([first.css] + others).joined(separator: "; ")
        return named.isEmpty ? value : named.joined(separator: " ") + " (" + value + ")"
    }
}
