import SpecimenTokens

/// The site's view of its tokens, which every page, block and token page reads: the default
/// context's tokens, each context a block shows beside it (labelled as the site labels it),
/// the releases of `history:` with their tombstones, and how a page links to a token — its
/// page, its chip, its badge, and what to say of a removed one.
///
/// Made once per run, by `SiteStages` after the tokens and their history are read, from the
/// resolved `SiteTokens`, the config and the history (see `init(tokens:config:history:)`).
package struct SiteTokenView: Sendable {
    /// One permutation to show beside the others: its label (`light`, `dark`) and its tokens.
    package struct Context: Sendable {
        package var label: String
        package var tokens: ResolvedTokenSet
        /// Whether pages show this context on a dark background.
        package var isDark: Bool
        /// The modifier this context changes from the default permutation (nil for the default).
        var modifier: String? = nil
        /// The permutation's contexts, modifier → context.
        package var inputs: [String: String] = [:]
        /// Whether a block leaves this context out of the default's label when their values
        /// agree: it changes a modifier other than the one the default is named by, so the
        /// value does not depend on it (`size: coarse` beside `light`).
        var foldsIntoDefault = false

        package init(
            label: String, tokens: ResolvedTokenSet, isDark: Bool, modifier: String? = nil, inputs: [String: String] = [:],
            foldsIntoDefault: Bool = false
        ) {
            (self.label, self.tokens, self.isDark, self.modifier) = (label, tokens, isDark, modifier)
            (self.inputs, self.foldsIntoDefault) = (inputs, foldsIntoDefault)
        }

        /// Whether `modifier=context` in a block's `contexts:` names this one.
        func isNamed(modifier name: String, context: String) -> Bool {
            inputs[name] == context && (modifier == nil || modifier == name)
        }
    }

    /// The default permutation's tokens.
    package let tokens: ResolvedTokenSet
    package let baseURL: BaseURL
    /// Where the badges are, which every language shares: the site's own base URL when a
    /// translation is built (`baseURL` being its folder's), nil otherwise.
    package let sharedRoot: BaseURL?
    /// The default permutation first, then each other context of every modifier; a block's
    /// `contexts:` narrows them (see `narrowed(to:)`).
    package private(set) var contexts: [Context]
    /// The releases of `history:`, whose removed tokens keep their pages (tombstones).
    package let history: TokenHistory?
    /// Each token by its custom property in `tokens.css` (`--color-accent`), the first of a
    /// name two paths share: what a live example's CSS names it by.
    package let tokensByCustomProperty: [String: ResolvedToken]

    /// The view of `tokens` the config's site shows: its base URL, its theme modifier's
    /// notion of dark, and the releases `history` tells of.
    package init(tokens: SiteTokens, config: SiteConfig, history: TokenHistory?) {
        self.tokens = tokens.defaults
        self.baseURL = config.baseURL
        self.sharedRoot = config.sharedRoot
        self.contexts = Self.contexts(of: tokens, appearance: config.themeModifier)
        self.history = history
        var byProperty: [String: ResolvedToken] = [:]
        for token in tokens.defaults.tokens {
            let name = CSSText.customPropertyName(for: token.path)
            if byProperty[name] == nil { byProperty[name] = token }
        }
        self.tokensByCustomProperty = byProperty
    }

    /// The same view with only `chosen` (some of `contexts`, in order) side by side.
    func narrowed(to chosen: [Context]) -> SiteTokenView {
        var narrowed = self
        narrowed.contexts = chosen
        return narrowed
    }

    /// Every context a block may show, labelled: the default first, then each alternate.
    private static func contexts(of site: SiteTokens, appearance: AppearanceModifier) -> [Context] {
        let modifiers = site.project.modifiers
        let baseInputs = site.baseInputs
        let labels = ContextLabels(modifiers: modifiers, base: baseInputs, appearance: appearance)
        let appearanceName = labels.appearanceName
        func isDark(_ modifier: String, _ context: String) -> Bool {
            appearance.isDark(modifier: modifier, context: context, in: modifiers) || context.lowercased().contains("dark")
        }
        let baseIsDark = appearanceName.map { isDark($0, baseInputs[$0] ?? "") } ?? false
        var contexts = [Context(label: labels.defaultLabel, tokens: site.defaults, isDark: baseIsDark, inputs: baseInputs)]
        for alternate in site.alternates {
            let dark =
                alternate.modifier == appearanceName
                ? isDark(alternate.modifier, alternate.context) : baseIsDark || isDark(alternate.modifier, alternate.context)
            contexts.append(
                Context(
                    label: labels.label(alternate.modifier, alternate.context), tokens: alternate.tokens, isDark: dark,
                    modifier: alternate.modifier, inputs: baseInputs.merging([alternate.modifier: alternate.context]) { _, new in new },
                    foldsIntoDefault: alternate.modifier != labels.labelModifier))
        }
        return contexts
    }

    /// Whether `{path}` in prose is a reference a page writes out: a token, or one removed.
    func isReferable(_ path: String) -> Bool {
        tokens[path] != nil || tombstone(path) != nil
    }

    /// The tombstone of a token some release had and the current tokens lack.
    package func tombstone(_ path: String) -> TokenHistory.Tombstone? {
        history?.tombstones[path]
    }

    /// What to say of a removed token where a page refers to it: when it went, and what to use.
    package func removalAdvice(_ tombstone: TokenHistory.Tombstone) -> String {
        let release = history.map { $0.releases[tombstone.removedIn] }
        let when = release.map { $0.isUnreleased ? " since the last release" : " in \($0.name)" } ?? ""
        let went = tombstone.renamedTo.map { "was renamed to {\($0)}\(when)" } ?? "was removed\(when)"
        guard let replacement = tombstone.replacement else { return went + ", and nothing replaces it" }
        return replacement == tombstone.renamedTo ? went : went + "; use {\(replacement)} instead"
    }

    /// A chip for a removed token: its name struck through, linking to its tombstone.
    func removedChip(for tombstone: TokenHistory.Tombstone, insideLink: Bool, id: String? = nil) -> String {
        let anchor = id.map { " id=\"\($0.html)\"" } ?? ""
        let path = HTMLEscaping.escape(tombstone.path)
        let body = "<code>\(path)</code>"
        let attributes =
            "class=\"token-chip token-chip-removed\"\(anchor) data-token=\"\(path)\" title=\"\(HTMLEscaping.escape(tombstone.path + " " + removalAdvice(tombstone).filter { $0 != "{" && $0 != "}" }))\""
        if insideLink { return "<span \(attributes)>\(body)</span>" }
        return "<a \(attributes) href=\"\(HTMLEscaping.escape(href(tombstone.path)))\">\(body)</a>"
    }

    /// A deprecation's explanation as HTML, the tokens it names as `{path}` made links.
    package func linkingReferences(in explanation: String) -> String {
        Deprecation(explanation: explanation).replacements.reduce(HTMLEscaping.escape(explanation)) { text, path in
            text.replacingEvery("{" + HTMLEscaping.escape(path) + "}", with: link(path))
        }
    }

    /// A link to a token's page (or tombstone), its name in code.
    package func link(_ path: String) -> String {
        "<a href=\"\(HTMLEscaping.escape(href(path)))\" data-token=\"\(HTMLEscaping.escape(path))\"><code>\(HTMLEscaping.escape(path))</code></a>"
    }

    /// `/tokens/color.brand.primary/` under the base path.
    package func href(_ path: String) -> String {
        baseURL.href("tokens/" + PageRoute.encoded(path) + "/")
    }

    /// `/tokens/color.brand.primary.svg`, which every language shares.
    package func badgeURL(_ path: String) -> String {
        (sharedRoot ?? baseURL).href("tokens/" + PageRoute.encoded(path) + ".svg")
    }

    /// Output path of a token's page.
    package static func outputPath(_ path: String) -> String {
        "tokens/\(path)/index.html"
    }

    /// The chips of `paths` (those the handbook has), sorted, as a list a component page ends with.
    package func chipList(_ paths: Set<String>) -> String {
        let chips = paths.sorted().compactMap { tokens[$0] }.map { "<li>" + chip(for: $0, insideLink: false) + "</li>" }
        return "<ul class=\"token-chip-list\">" + chips.joined() + "</ul>"
    }

    /// A chip: a small preview of the value (through the token's CSS custom property, so it
    /// follows the light/dark switch) and the name; a link unless it already sits in one.
    func chip(for token: ResolvedToken, insideLink: Bool, id: String? = nil) -> String {
        let anchor = id.map { " id=\"\($0.html)\"" } ?? ""
        let path = HTMLEscaping.escape(token.path)
        let variable = CSSText.customPropertyName(for: token.path)
        var preview = ""
        switch token.shownType {
        case .color:
            preview = "<span class=\"token-chip-preview token-chip-color\" style=\"background: var(\(variable))\" aria-hidden=\"true\"></span>"
        case .gradient:
            preview = "<span class=\"token-chip-preview token-chip-color\" style=\"background: var(\(variable))\" aria-hidden=\"true\"></span>"
        default:
            break
        }
        let title = HTMLEscaping.escape("\(token.typeName): \(token.value.css)")
        let deprecated = token.deprecation != nil ? " token-chip-deprecated" : ""
        let body = "\(preview)<code>\(path)</code>"
        if insideLink {
            return "<span class=\"token-chip\(deprecated)\"\(anchor) data-token=\"\(path)\" title=\"\(title)\">\(body)</span>"
        }
        return
            "<a class=\"token-chip\(deprecated)\"\(anchor) href=\"\(HTMLEscaping.escape(href(token.path)))\" data-token=\"\(path)\" title=\"\(title)\">\(body)</a>"
    }
}

extension [SiteTokenView.Context] {
    /// The token at `path` in each context that has it, in order, with the context's label:
    /// found at the position it has in the first context's set, which the others mostly share.
    /// By index, without copying the contexts: every thread making token pages reads them.
    package func tokens(at path: String) -> [(label: String, token: ResolvedToken)] {
        let position = first?.tokens.position(of: path)
        var found: [(label: String, token: ResolvedToken)] = []
        found.reserveCapacity(count)
        for index in indices {
            if let token = self[index].tokens.token(path, near: position) { found.append((self[index].label, token)) }
        }
        return found
    }
}
