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
    let badgeURL: String
    let aliasedBy: [TokenLinkContext]
    let swift: SwiftUsage?
    let deprecated: Deprecation?
    /// The sentences that hold code, as HTML in the page's language: where a token without a
    /// CSS form is, and which command writes the Swift file.
    var noCSSHTML = ""
    var swiftFileHTML = ""

    /// How Swift code names the token.
    struct SwiftUsage: TemplateRepresentable {
        let usage: String
        let name: String

        var templateValue: TemplateValue { .object(["usage": usage, "name": name]) }
    }

    /// Why the token is deprecated, and what replaces it.
    struct Deprecation: TemplateRepresentable {
        let explanation: String
        let replacements: [TokenLinkContext]

        var templateValue: TemplateValue { .object(["explanation": explanation, "replacements": replacements]) }
    }

    var templateValue: TemplateValue {
        .object([
            "path": path, "type": type, "description": description, "contexts": contexts, "hasContexts": contexts.count > 1,
            "cssVariable": cssVariable, "cssDeclaration": cssDeclaration, "inCSS": inCSS, "source": source,
            "mentions": mentions, "hasMentions": !mentions.isEmpty, "badgeURL": badgeURL,
            "aliasedBy": aliasedBy, "hasAliasedBy": !aliasedBy.isEmpty, "swift": swift, "deprecated": deprecated,
            "noCSSHTML": noCSSHTML, "swiftFileHTML": swiftFileHTML,
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
