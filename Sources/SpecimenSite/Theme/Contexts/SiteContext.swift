import SpecimenPages

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
    /// Where the files every language shares are (the theme's, `tokens.css`): `baseURL`,
    /// but in a translation, whose `baseURL` is its folder's.
    var rootURL: String?
    /// `ltr` or `rtl` where it must be said: in a handbook of several languages, and for a
    /// right-to-left one; empty otherwise.
    var direction = ""
    /// The interface's words in the page's language (`site.strings.next`).
    var strings = InterfaceStrings.inEnglish
    /// Whether the handbook is published in several languages (it then has a switcher).
    var hasLanguages = false
    /// Whether releases are published beside the handbook (it then has a version switcher).
    var hasVersions = false
    /// `versions.json` of the current handbook, which lists every version (for the switcher's script).
    var versionsURL = ""

    var templateValue: TemplateValue {
        .object([
            "title": title, "description": description, "baseURL": baseURL, "language": language, "hasTokens": hasTokens,
            "hasSearch": hasSearch, "modifiers": modifiers, "modifierScript": modifierScript,
            "hasAppearanceModifier": modifiers.contains(where: \.isAppearance), "rootURL": rootURL ?? baseURL, "direction": direction,
            "strings": strings, "scriptStrings": strings.isEnglish ? "" : strings.scriptStrings, "hasLanguages": hasLanguages,
            "hasVersions": hasVersions, "versionsURL": versionsURL,
        ])
    }
}

/// A titled link: breadcrumbs, previous and next pages, the pages mentioning a token.
struct LinkContext: TemplateRepresentable, Sendable, Equatable {
    let title: String
    let url: String

    var templateValue: TemplateValue { .object(["title": .string(title), "url": .string(url)]) }
}

extension TokenMention: TemplateRepresentable {
    var templateValue: TemplateValue { .object(["title": title, "url": url, "count": count, "repeated": count > 1]) }
}

extension TableOfContentsEntry: TemplateRepresentable {
    package var templateValue: TemplateValue { .object(["id": .string(id), "title": .string(title), "level": .int(level)]) }
}
