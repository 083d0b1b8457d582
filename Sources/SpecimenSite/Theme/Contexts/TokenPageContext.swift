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

    var templateValue: TemplateValue { .object(["site": site, "token": token.templateValue]) }
}

/// `token` on a token's page.
///
/// This and the contexts in it, made for every token of a build, give their members as
/// template values rather than as `any TemplateRepresentable`, whose boxes cost more than the
/// objects made of them.
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

        var templateValue: TemplateValue { .object(["platform": .string(platform), "name": .string(name), "command": .string(command)]) }
    }

    /// How Swift code names the token.
    struct SwiftUsage: TemplateRepresentable {
        let usage: String
        let name: String

        var templateValue: TemplateValue { .object(["usage": .string(usage), "name": .string(name)]) }
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
        var members: TemplateObject = [
            "path": .string(path), "type": .string(type), "contexts": contexts.templateValue, "hasContexts": .bool(contexts.count > 1),
            "cssVariable": .string(cssVariable), "cssDeclaration": .string(cssDeclaration), "inCSS": .bool(inCSS), "source": .string(source),
            "mentions": mentions.templateValue, "hasMentions": .bool(!mentions.isEmpty), "components": components.templateValue,
            "hasComponents": .bool(!components.isEmpty), "badgeURL": .string(badgeURL), "aliasedBy": aliasedBy.templateValue,
            "hasAliasedBy": .bool(!aliasedBy.isEmpty), "noCSSHTML": .string(noCSSHTML), "swiftFileHTML": .string(swiftFileHTML),
            "history": history.templateValue, "hasHistory": .bool(!history.isEmpty), "platforms": platforms.templateValue,
            "hasPlatforms": .bool(!platforms.isEmpty),
        ]
        members["description"] = description.map(TemplateValue.string)
        members["swift"] = swift?.templateValue
        members["deprecated"] = deprecated?.templateValue
        members["figma"] = figma?.templateValue
        members["code"] = code?.templateValue
        return .object(members)
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
        var members: TemplateObject = [
            "label": .string(label), "css": .string(css), "chain": chain.templateValue, "hasChain": .bool(!chain.isEmpty),
        ]
        (members["isColor"], members["swatch"]) = (swatch.map { _ in .bool(true) }, swatch.map(TemplateValue.string))
        return .object(members)
    }
}

/// A link to a token's page.
struct TokenLinkContext: TemplateRepresentable {
    let path: String
    let url: String

    var templateValue: TemplateValue { .object(["path": .string(path), "url": .string(url)]) }
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
