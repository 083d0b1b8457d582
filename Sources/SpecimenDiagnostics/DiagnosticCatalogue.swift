/// Every diagnostic code Specimen emits, with the severity it has unless configured otherwise
/// and a one-line summary. Codes are stable: tools, `specimen.yml`'s `diagnostics:` and the
/// README key on them.
public enum DiagnosticCatalogue {
    /// One code of the catalogue.
    public struct Entry: Sendable, Hashable {
        public var code: String
        public var severity: Severity
        public var summary: String
        /// Whether `--strict` turns it into an error: it marks a deviation from the format.
        public var isDeviation: Bool
    }

    /// Looks a code up.
    public static func entry(_ code: String) -> Entry? { byCode[code] }

    /// Every code, in catalogue order.
    public static var codes: [String] { entries.map(\.code) }

    private static let byCode: [String: Entry] = Dictionary(uniqueKeysWithValues: entries.map { ($0.code, $0) })

    private static func error(_ code: String, _ summary: String) -> Entry { Entry(code: code, severity: .error, summary: summary, isDeviation: false) }
    private static func warning(_ code: String, _ summary: String) -> Entry { Entry(code: code, severity: .warning, summary: summary, isDeviation: false) }
    /// A warning about something outside the format, which `--strict` makes an error.
    private static func deviation(_ code: String, _ summary: String) -> Entry { Entry(code: code, severity: .warning, summary: summary, isDeviation: true) }

    public static let entries: [Entry] = configuration + content + pages + blocks + tokenFiles + tokenValues + resolver + output

    static let configuration: [Entry] = [
        error("config-syntax", "specimen.yml is not valid YAML"),
        error("config-type", "a setting in specimen.yml has the wrong type"),
        error("config-value", "a setting in specimen.yml has a value Specimen cannot use"),
        warning("config-unknown-key", "a setting Specimen does not know, usually a typo"),
        error("option-value", "a command-line option has a value Specimen cannot use"),
        error("root-missing", "the handbook folder does not exist"),
        error("init-not-empty", "specimen init was pointed at a folder that is not empty"),
        error("init-not-folder", "specimen init was pointed at something that is not a folder"),
        error("init-write", "specimen init could not write a file"),
    ]

    static let content: [Entry] = [
        error("file-unreadable", "a file cannot be read"),
        error("file-encoding", "a file is not UTF-8 text"),
        error("file-outside-handbook", "a path, $ref or symbolic link leads outside the handbook; it is not opened"),
        error("front-matter-syntax", "a page's YAML front matter is not valid YAML"),
        error("front-matter-type", "a front-matter field has the wrong type"),
        error("front-matter-unterminated", "a page's front matter has no closing '---'"),
        error("front-matter-limit", "a page's title (1,000 bytes) or description (10,000) is longer than Specimen's limit"),
        error("route-conflict", "two pages would publish to the same URL"),
        error("template-syntax", "a Mustache template does not parse"),
        error("template-missing", "a template includes a partial that does not exist"),
    ]

    static let pages: [Entry] = [
        error("link-broken", "a relative .md link names no published page"),
        error("link-to-draft", "a link names a draft, or a file nothing publishes"),
        error("anchor-broken", "a link's #fragment is no id on the target page"),
        error("image-missing", "an image's file is in neither Content/ nor Public/"),
        error("token-reference-unknown", "a token reference names no token"),
        warning("token-deprecated", "a page mentions a deprecated token"),
        Entry(code: "token-unused", severity: .note, summary: "a token no page shows, no component uses and no used token names", isDeviation: false),
    ]

    static let blocks: [Entry] = [
        error("block-syntax", "a block's info string is malformed"),
        error("block-options", "a block's YAML options are malformed or name an unknown context"),
        error("block-group-unknown", "a block names a token group that does not exist"),
        error("block-group-empty", "a block's group holds no token of the types it shows"),
        error("block-no-tokens", "a block needs tokens, and the handbook has none"),
        error("block-component-unknown", "a component block names no component spec"),
        error("component-syntax", "a component spec is not valid YAML"),
        error("component-spec", "a component spec is missing a field or has a wrong one"),
        error("component-template", "a component's Mustache snippet does not parse"),
        error("component-token-missing", "a component's style names a token that does not exist for some combination"),
        error("component-no-tokens", "a component spec needs tokens, and the handbook has none"),
        error("contrast-insufficient", "a component's text on its fill is below the configured WCAG 2 level"),
    ]

    static let tokenFiles: [Entry] = [
        error("json-syntax", "a token file is not JSON"),
        error("yaml-syntax", "a token file is not YAML"),
        deviation("json-comment", "a token file has comments (JSONC)"),
        deviation("json-trailing-comma", "a token file has trailing commas"),
        deviation("json-duplicate-key", "an object has the same key twice; the last one wins"),
        error("token-file-type", "a token file does not hold an object"),
        error("tokens-missing", "no token file or folder where the config or --tokens says"),
        warning("tokens-pattern-empty", "a token file pattern matches no file"),
        error("tokens-resolver-mixed", "a resolver document is listed beside other token files"),
        error("token-name-invalid", "a token or group name is empty or holds '{', '}' or '.'"),
        warning("token-name-case", "two names differ only by case"),
        error("token-member-type", "a group member is neither a token nor a group"),
        error("token-value-with-children", "a token holds a token or group beside its $value"),
        deviation("token-member-nonstandard", "a token has a scalar member beside $value that the format does not define (ignored)"),
        deviation("token-unknown-property", "a $-property the format does not define"),
        deviation("token-missing-value", "an object has $type but no $value"),
        error("token-root-group", "$root is a group rather than a token"),
        error("token-extends", "$extends is written on a token; only groups extend"),
        error("token-description-type", "$description is not a string"),
        error("token-deprecated-type", "$deprecated is not true, false or a string"),
        error("token-extensions-type", "$extensions is not an object"),
        error("group-extends-syntax", "a $extends is not a reference"),
        error("group-extends-unknown", "a $extends names no group"),
        error("group-extends-token", "a $extends names a token instead of a group"),
        error("group-extends-cycle", "groups extend each other in a cycle"),
    ]

    static let tokenValues: [Entry] = [
        error("token-type-unknown", "a $type is malformed or a typo of a known type"),
        deviation("token-type-nonstandard", "a $type outside the format: string, boolean and link are read as such, others kept as opaque JSON"),
        error("token-type-missing", "no type can be settled for a token"),
        error("token-type-mismatch", "an alias or reference has the wrong type"),
        error("token-value-invalid", "a value has the wrong shape for its type"),
        deviation("token-value-invalid-hex", "a color's hex fallback is not 6-digit (ignored)"),
        deviation("token-value-range", "a color component is out of its space's range"),
        deviation("token-value-unknown-member", "a composite value has a member its type does not define (ignored)"),
        deviation("token-value-css-member", "a typography value has a CSS member beyond the format (fontStyle, …; kept)"),
        deviation("token-typography-incomplete", "a typography value lacks letterSpacing or lineHeight (CSS uses normal)"),
        deviation("token-unit-nonstandard", "a dimension unit other than px and rem"),
        deviation("token-legacy-syntax", "value/type without $ (a 2021 draft)"),
        deviation("token-legacy-type", "a type name from older drafts or other tools"),
        deviation("token-legacy-value", "an older value form: hex strings, '16px', font lists in one string, …"),
        deviation("token-legacy-reference", "a reference ending in .value (Style Dictionary 3)"),
        error("token-reference-syntax", "a reference is malformed, or longer than 1,000 bytes"),
        error("token-reference-group", "a reference names a group, not a token"),
        error("token-reference-into-value", "a curly reference points inside a token's value"),
        error("token-reference-cycle", "references form a cycle"),
        error("token-reference-external", "a $ref in a token file names another file"),
        error("token-reference-type", "a $ref points at a value of the wrong kind"),
        error("token-limit-exceeded", "references or $extends go deeper, or make more tokens, than Specimen's limits (100 deep, 100,000 tokens)"),
    ]

    static let resolver: [Entry] = [
        error("resolver-syntax", "a resolver document breaks the module's structure"),
        error("resolver-version", "a resolver document's version is not 2025.10"),
        deviation("resolver-version-missing", "a resolver document has no version"),
        error("resolver-reference", "a resolver $ref names nothing usable"),
        error("resolver-reference-remote", "a resolver source is a URL, which is not fetched"),
        error("resolver-file-missing", "a file a resolver document names cannot be read"),
        error("resolver-duplicate-name", "a set or modifier appears twice in resolutionOrder"),
        error("resolver-modifier-empty", "a modifier has no contexts"),
        warning("resolver-modifier-single", "a modifier has a single context"),
        error("resolver-default", "a modifier's default is not one of its contexts"),
        error("resolver-input-missing", "a modifier has no default and no context was chosen"),
        error("resolver-input-unknown-modifier", "a chosen context names no modifier"),
        error("resolver-input-unknown-context", "a chosen context is not one of the modifier's"),
        error("resolver-permutations-limit", "a resolver has more permutations than Specimen enumerates (1,024); the base and each context are checked"),
    ]

    static let output: [Entry] = [
        error("output-unsafe", "the output folder would overwrite the handbook's sources"),
        error("output-write", "a file of the site cannot be written"),
    ]
}
