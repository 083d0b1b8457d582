import SpecimenPages

/// What `token.mustache` sees: the body of a token's page.
struct TokenPageContext: TemplateRepresentable {
    /// `site`, made into a template value once for all the token pages of a build.
    let site: TemplateValue
    let token: TokenDetailsContext

    init(site: SiteContext, token: TokenDetailsContext) {
        self.init(site: site.templateValue, token: token)
    }

    init(site: TemplateValue, token: TokenDetailsContext) {
        (self.site, self.token) = (site, token)
    }

    var templateValue: TemplateValue { .object(["site": site, "token": token]) }
}

/// `token` on a token's page.
struct TokenDetailsContext: TemplateRepresentable {
    let path: String
    let type: String
    let description: String?
    /// Its value in the default context first, then in each other context it has.
    let contexts: [TokenValueContext]
    let cssVariable: String
    let cssDeclaration: String
    /// Whether `tokens.css` has it (strings, links and opaque values are not CSS).
    let inCSS: Bool
    /// `FILE:LINE` of its definition.
    let source: String
    let mentions: [TokenMention]
    /// The component pages whose components use it.
    let components: [TokenComponentUse]
    let badgeURL: String
    let aliasedBy: [TokenLinkContext]
    let swift: SwiftUsage?
    let deprecated: Deprecation?
    /// The sentences that hold code, as HTML in the page's language: where a token without a
    /// CSS form is, and which command writes the Swift file.
    var noCSSHTML = ""
    var swiftFileHTML = ""
    /// What happened to it, newest first, when the handbook has a history.
    var history: [TokenHistoryEntryContext] = []
    /// What Figma's export says of it, when it came from one.
    var figma: FigmaVariableDetails?
    /// Its name on each platform Specimen exports to.
    var platforms: [PlatformUsage] = []
    /// Where the code of `usage:` uses it; nil without `usage:`.
    var code: CodeUsesContext?

    /// A token's name on one platform, and the `specimen` command writing the file that declares it.
    struct PlatformUsage: TemplateRepresentable {
        let platform: String
        let name: String
        let command: String

        var templateValue: TemplateValue { .object(["platform": platform, "name": name, "command": command]) }
    }

    /// How Swift code names the token.
    struct SwiftUsage: TemplateRepresentable {
        let usage: String
        let name: String

        var templateValue: TemplateValue { .object(["usage": usage, "name": name]) }
    }

    /// Why the token is deprecated, and what replaces it.
    struct Deprecation: TemplateRepresentable {
        let explanation: String
        /// The explanation with the tokens it names as `{path}` made links.
        let explanationHTML: String
        let replacements: [TokenLinkContext]

        var templateValue: TemplateValue {
            .object(["explanation": explanation, "explanationHTML": explanationHTML, "replacements": replacements])
        }
    }

    var templateValue: TemplateValue {
        .object([
            "path": path, "type": type, "description": description, "contexts": contexts, "hasContexts": contexts.count > 1,
            "cssVariable": cssVariable, "cssDeclaration": cssDeclaration, "inCSS": inCSS, "source": source,
            "mentions": mentions, "hasMentions": !mentions.isEmpty, "components": components, "hasComponents": !components.isEmpty,
            "badgeURL": badgeURL, "aliasedBy": aliasedBy, "hasAliasedBy": !aliasedBy.isEmpty, "swift": swift, "deprecated": deprecated,
            "noCSSHTML": noCSSHTML, "swiftFileHTML": swiftFileHTML, "history": history, "hasHistory": !history.isEmpty,
            "figma": figma, "platforms": platforms, "hasPlatforms": !platforms.isEmpty, "code": code,
        ])
    }
}

/// A token's value in one context, and the aliases it went through.
struct TokenValueContext: TemplateRepresentable {
    let label: String
    let css: String
    let chain: [TokenLinkContext]
    /// The CSS color of a color token, for its swatch; nil for other types.
    let swatch: String?

    var templateValue: TemplateValue {
        .object(["label": label, "css": css, "chain": chain, "hasChain": !chain.isEmpty, "isColor": swatch.map { _ in true }, "swatch": swatch])
    }
}

/// A link to a token's page.
struct TokenLinkContext: TemplateRepresentable {
    let path: String
    let url: String

    var templateValue: TemplateValue { .object(["path": path, "url": url]) }
}

/// One event of a token's history, on its page or its tombstone: the release (linking to its
/// section of the changelog, when a page holds one), its date, and what happened, as HTML.
struct TokenHistoryEntryContext: TemplateRepresentable {
    let release: String
    let url: String?
    /// `YYYY-MM-DD`, and as the page's language writes it.
    let date: String?
    let dateText: String?
    let html: String

    var templateValue: TemplateValue {
        .object(["release": release, "url": url, "date": date, "dateText": dateText, "html": html])
    }
}

/// What `token-removed.mustache` sees: the tombstone of a token a release had and the
/// current tokens lack, at the URL its page had.
struct RemovedTokenPageContext: TemplateRepresentable {
    let site: TemplateValue
    let token: RemovedTokenContext

    var templateValue: TemplateValue { .object(["site": site, "token": token]) }
}

/// `token` on a tombstone.
struct RemovedTokenContext: TemplateRepresentable {
    let path: String
    let type: String
    /// When it went, as HTML: "Removed in 2.0.0" or "Renamed to … in 1.3.0".
    let removedHTML: String
    /// The current token to use instead.
    let replacement: TokenLinkContext?
    /// Its values in the last release that had it.
    let lastValues: [TokenValueContext]
    let history: [TokenHistoryEntryContext]
    let mentions: [TokenMention]
    let badgeURL: String
    /// The code still using it, when the handbook names code (`usage:`) and some does.
    var code: CodeUsesContext?

    var templateValue: TemplateValue {
        .object([
            "code": code, "path": path, "type": type, "removedHTML": removedHTML, "replacement": replacement, "lastValues": lastValues,
            "history": history, "hasHistory": !history.isEmpty, "mentions": mentions, "hasMentions": !mentions.isEmpty, "badgeURL": badgeURL,
        ])
    }
}

extension TokenComponentUse: TemplateRepresentable {
    var templateValue: TemplateValue { .object(["title": title, "url": url, "status": status, "statusLabel": statusLabel]) }
}
