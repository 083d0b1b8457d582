/// `site`: what every template sees of the handbook.
struct SiteContext: TemplateRepresentable, Sendable {
    let title: String
    let description: String
    /// The path the site is published under, ending in `/`: build every URL from it.
    let baseURL: String
    let language: String
    let hasTokens: Bool
    /// Whether the site has its own search (the header's field and its scripts).
    var hasSearch = true
    /// A switcher per resolver modifier, and the head script's view of them (JSON).
    var modifiers: [ModifierSwitchContext] = []
    var modifierScript: String = "[]"

    var templateValue: TemplateValue {
        .object([
            "title": title, "description": description, "baseURL": baseURL, "language": language, "hasTokens": hasTokens,
            "hasSearch": hasSearch, "modifiers": modifiers, "modifierScript": modifierScript,
            "hasAppearanceModifier": modifiers.contains(where: \.isAppearance),
        ])
    }
}

/// A titled link: breadcrumbs, previous and next pages, the pages mentioning a token.
struct LinkContext: TemplateRepresentable, Sendable, Equatable {
    let title: String
    let url: String

    var templateValue: TemplateValue { .object(["title": title, "url": url]) }
}

extension TokenMention: TemplateRepresentable {
    var templateValue: TemplateValue { .object(["title": title, "url": url]) }
}

extension TableOfContentsEntry: TemplateRepresentable {
    var templateValue: TemplateValue { .object(["id": id, "title": title, "level": level]) }
}
