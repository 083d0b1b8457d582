import SpecimenDiagnostics
import SpecimenTokens

/// `tokens GROUP`: a table of any tokens with a preview fitting each type; `types:` keeps only
/// tokens of those types.
package struct TokensTableBlock: PageBlock {
    package static let name = "tokens"
    package static let showsTokens = true
    package static let rendersAlikeOnEveryPage = true
    package static let catalogue = BlockCatalogueEntry(
        syntax: "tokens [GROUP]",
        summary:
            "a table of the tokens under GROUP, of any type, with a preview for each (bars, boxes with shadows or borders, motion that respects reduced motion, weights) and its value in every context that differs",
        options: [
            BlockCatalogueEntry.contextsOption,
            .init(name: "types", takes: "a list of token types", example: "types: [dimension, number]"),
        ])
    package static let strings: BlockStrings = [
        "preview": [
            "en": "Preview",
            "fr": "Aperçu",
            "ko": "미리보기",
            "th": "ตัวอย่าง",
            "pt": "Prévia",
            "ka": "გადახედვა",
        ]
    ]

    package struct Options: BlockOptions {
        package enum Keys: String, CodingKey, CaseIterable { case contexts, types }
        package let contexts: OneOrMany<String>?
        package let types: OneOrMany<String>?

        package init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Keys.self)
            contexts = try container.decodeIfPresent(OneOrMany<String>.self, forKey: .contexts)
            types = try container.decodeIfPresent(OneOrMany<String>.self, forKey: .types)
        }
    }

    let group: String
    /// The types `types:` keeps; nil for all.
    let typeNames: Set<String>?
    let context: TokenBlockContext

    package init(arguments: [String], options: Options, page: BlockPage) throws(BlockFailure) {
        let context = try page.tokenContext(for: Self.name)
        let group = try context.group(arguments, at: 0, types: nil, block: Self.name)
        (self.context, self.group) = (context, group)
        if let written = options.types {
            typeNames = try Self.present(written.values, under: group, in: context, place: page.place(ofOption: "types"))
        } else {
            typeNames = nil
        }
    }

    /// The types `types:` names, each of which the group must hold.
    private static func present(
        _ names: [String], under group: String, in context: TokenBlockContext, place: BlockFailure.Place
    )
        throws(BlockFailure) -> Set<String>
    {
        let present = Set(context.tokens(under: group).map(\.typeName))
        if let missing = names.first(where: { !present.contains($0) }) {
            throw BlockFailure(
                "block-options",
                "no '\(missing)' tokens under '\(group.isEmpty ? "the handbook" : group)'\(Suggestion.phrase(for: missing, in: present)); types there: \(present.sorted().joined(separator: ", "))",
                place: place)
        }
        return Set(names)
    }

    package func html(page: BlockPage) -> BlockHTML {
        let strings = context.strings
        var html =
            "<div class=\"token-block tokens-table\" data-block=\"tokens\">\n<table>\n<thead><tr><th scope=\"col\">\(strings["token"].html)</th><th scope=\"col\">\(strings["preview"].html)</th><th scope=\"col\">\(strings["value"].html)</th></tr></thead>\n<tbody>\n"
        for token in context.tokens(under: group) where typeNames?.contains(token.typeName) ?? true {
            let values = context.valuesByContext(token.path)
            let valueCell = values.map { entry in
                (values.count > 1 ? "<span class=\"token-context-label\">\(entry.label.html)</span> " : "")
                    + "<code>\(entry.token.value.css.html)</code>"
            }.joined(separator: "<br>")
            html +=
                "<tr data-token=\"\(token.path.html)\"><th scope=\"row\">\(context.nameLink(token))</th><td>\(Self.preview(token))</td><td>\(valueCell)</td></tr>\n"
        }
        return BlockHTML(html + "</tbody>\n</table>\n</div>\n")
    }

    /// A table of the tokens it shows, with their value in each context.
    package func markdown(page: BlockPage, html: () -> BlockHTML) -> String? {
        page.tokens.flatMap { TokenMarkdown(links: $0).table(ofBlockHTML: html().html, strings: page.strings) }
    }

    /// Previews read the token's custom property, so they follow the light/dark switch.
    static func preview(_ token: ResolvedToken) -> String {
        let variable = "var(\(CSSText.customPropertyName(for: token.path)))"
        let path = token.path.html
        switch token.shownValue {
        case .color, .gradient:
            return "<span class=\"preview preview-fill\" style=\"background: \(variable)\" data-token=\"\(path)\"></span>"
        case .dimension where token.path.lowercased().contains("radius") || token.path.lowercased().contains("shape"):
            return "<span class=\"preview preview-box preview-radius\" style=\"border-radius: \(variable)\" data-token=\"\(path)\"></span>"
        case .dimension(let dimension):
            let width = dimension.unit == "px" || dimension.unit == "rem" ? variable : dimension.css
            return "<span class=\"preview preview-bar\" style=\"width: \(width); max-width: 100%\" data-token=\"\(path)\"></span>"
        case .shadow:
            return "<span class=\"preview preview-box\" style=\"box-shadow: \(variable)\" data-token=\"\(path)\"></span>"
        case .border:
            return "<span class=\"preview preview-box\" style=\"border: \(variable)\" data-token=\"\(path)\"></span>"
        case .strokeStyle(let style):
            return "<span class=\"preview preview-stroke\" style=\"border-top-style: \(style.css)\" data-token=\"\(path)\"></span>"
        case .fontWeight(let weight):
            return
                "<span class=\"preview preview-text\" style=\"font-weight: \(CSSText.number(weight.numericValue))\" data-token=\"\(path)\">Aa</span>"
        case .fontFamily:
            return "<span class=\"preview preview-text\" style=\"font-family: \(variable)\" data-token=\"\(path)\">Aa</span>"
        case .typography:
            return "<span class=\"preview preview-text\" style=\"font: \(variable)\" data-token=\"\(path)\">Aa</span>"
        case .duration(let duration):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-duration: \(CSSText.number(max(duration.milliseconds, 1) * 4))ms\"></span></span>"
        case .cubicBezier(let curve):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-timing-function: \(curve.css)\"></span></span>"
        case .transition(let transition):
            return
                "<span class=\"preview preview-motion\" data-token=\"\(path)\"><span class=\"preview-dot\" style=\"animation-duration: \(CSSText.number(max(transition.duration.milliseconds, 1) * 4))ms; animation-timing-function: \(transition.timingFunction.css)\"></span></span>"
        case .number(let value):
            return "<span class=\"preview preview-number\" data-token=\"\(path)\">\(CSSText.number(value))</span>"
        case .boolean(let flag):
            return "<span class=\"preview preview-boolean\" data-token=\"\(path)\">\(flag ? "✓ true" : "✗ false")</span>"
        case .string, .link, .opaque:
            // The value column says it all; a type badge tells what kind of text it is.
            return "<span class=\"preview preview-type\" data-token=\"\(path)\">\(token.typeName.html)</span>"
        }
    }
}
