import SpecimenPages

/// What `tokens-index.mustache` sees: every token, by group.
struct TokenIndexContext: TemplateRepresentable {
    let site: SiteContext
    let count: Int
    /// "239 tokens", in the page's language.
    let countText: String
    /// The types present, sorted, for the filter.
    let types: [String]
    let groups: [TokenIndexGroupContext]
    /// Whether the handbook names code (`usage:`): the index then shows uses and can sort and filter by them.
    var hasUses = false

    var templateValue: TemplateValue {
        .object(["site": site, "count": count, "countText": countText, "types": types, "groups": groups, "hasUses": hasUses])
    }
}

/// One group of the token index.
struct TokenIndexGroupContext: TemplateRepresentable {
    let name: String
    /// The group's anchor.
    let id: String
    let tokens: [TokenIndexRowContext]
    /// The group's rows rendered with `tokens-index-row.mustache`, kept between `serve` updates.
    let rowsHTML: String

    var templateValue: TemplateValue { .object(["name": name, "id": id, "tokens": tokens, "rowsHTML": rowsHTML]) }
}

/// What `tokens-index-row.mustache` sees: one token of the index.
struct TokenIndexRowContext: TemplateRepresentable {
    let path: String
    let url: String
    let type: String
    let css: String
    let group: String
    let deprecated: Bool
    /// The CSS color of a color token, for its swatch; nil for other types.
    let swatch: String?
    /// The word that marks a deprecated token, in the page's language.
    var deprecatedLabel = "deprecated"
    /// How many places the code of `usage:` uses it; nil without `usage:`.
    var uses: Int?
    /// The count as the page's language writes it.
    var usesText = ""

    var templateValue: TemplateValue {
        .object([
            "path": path, "url": url, "type": type, "css": css, "group": group, "deprecated": deprecated,
            "isColor": swatch.map { _ in true }, "swatch": swatch, "deprecatedLabel": deprecatedLabel,
            "hasUses": uses != nil, "uses": uses, "usesText": usesText,
        ])
    }
}
