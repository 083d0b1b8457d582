/// Every name code may use a token by, from the very naming the exports use: the CSS custom
/// property of `tokens.css`, the Tailwind theme variable and the utilities built on it, the Swift
/// and Compose exports' member chains, the asset catalog's color names, the Android resource and
/// the DTCG reference. Made once per set of tokens; `UsageScanner` looks each name it cuts out
/// of a file up here.
public struct UsageVocabulary: Sendable {
    /// `--color-primary` → its token and platform (tokens.css's property, or a Tailwind variable).
    private(set) var customProperties: [String: (token: String, platform: TokenUse.Platform)]
    /// `color.primary` → itself, for `{color.primary}`.
    private(set) var paths: Set<String>
    /// `color/primary` (kind and resource name) → its token, for `@color/primary` and `R.color.primary`.
    private(set) var androidResources: [String: String]
    /// `Color.Token.primary`, `DesignTokens.Color.primary`, `Color.brandPrimary` → its token, in Swift.
    private(set) var swiftChains: [String: String]
    /// `LocalTokenColors.current.primary`, `DesignTokens.Color.primary` → its token, in Kotlin.
    private(set) var composeChains: [String: String]
    /// `brand-primary` → its token, for `Color("brand-primary")` and `UIColor(named: "brand-primary")`.
    private(set) var assetCatalogNames: [String: String]
    /// `bg-primary`, `hover:`'s utility part → the tokens it applies (a name two namespaces share gives two).
    private(set) var tailwindUtilities: [String: [String]]
    /// `md` → the breakpoint token a `md:` variant uses.
    private(set) var tailwindVariants: [String: String]
    /// The first identifier of every chain, so that most chains are refused before a string is made.
    private(set) var chainHeads: Set<String>
    /// The names above as the scanner looks them up: by a run of a file's bytes (empty until
    /// every name is known).
    private(set) var lookup = Lookup()

    /// The vocabulary's names in tables keyed by bytes, made once every name is known; a class,
    /// so that handing it to each file's scan costs one reference rather than a copy of every table.
    final class Lookup: Sendable {
        let customProperties: ByteKeyedTable<(token: String, platform: TokenUse.Platform)>
        let paths: ByteKeyedTable<String>
        /// Keyed both `color/primary` (`@color/primary`) and `color.primary` (`R.color.primary`).
        let androidResources: ByteKeyedTable<String>
        let swiftChains: ByteKeyedTable<String>
        let composeChains: ByteKeyedTable<String>
        let assetCatalogNames: ByteKeyedTable<String>
        let tailwindUtilities: ByteKeyedTable<[String]>
        let tailwindVariants: ByteKeyedTable<String>
        let chainHeads: ByteKeyedTable<Bool>

        /// No names.
        init() {
            (customProperties, paths, androidResources) = (ByteKeyedTable([:]), ByteKeyedTable([:]), ByteKeyedTable([:]))
            (swiftChains, composeChains, assetCatalogNames) = (ByteKeyedTable([:]), ByteKeyedTable([:]), ByteKeyedTable([:]))
            (tailwindUtilities, tailwindVariants, chainHeads) = (ByteKeyedTable([:]), ByteKeyedTable([:]), ByteKeyedTable([:]))
        }

        init(_ names: UsageVocabulary) {
            customProperties = ByteKeyedTable(names.customProperties)
            paths = ByteKeyedTable(Dictionary(uniqueKeysWithValues: names.paths.map { ($0, $0) }))
            var android = names.androidResources
            for (key, token) in names.androidResources { android[key.replacingEvery("/", with: "."), default: token] = token }
            androidResources = ByteKeyedTable(android)
            (swiftChains, composeChains) = (ByteKeyedTable(names.swiftChains), ByteKeyedTable(names.composeChains))
            assetCatalogNames = ByteKeyedTable(names.assetCatalogNames)
            (tailwindUtilities, tailwindVariants) = (ByteKeyedTable(names.tailwindUtilities), ByteKeyedTable(names.tailwindVariants))
            chainHeads = ByteKeyedTable(Dictionary(uniqueKeysWithValues: names.chainHeads.map { ($0, true) }))
        }
    }

    /// The names of `tokens`, and of `removed` tokens (their last values) wherever a current
    /// token does not have the name: code still using a removed token is what `check` stops.
    public init(_ tokens: ResolvedTokenSet, removed: [ResolvedToken] = []) {
        self.init(naming: tokens)
        let current = Set(tokens.tokens.map(\.path))
        let gone = removed.filter { !current.contains($0.path) }
        guard !gone.isEmpty else { return }
        defer { lookup = Lookup(self) }
        let past = UsageVocabulary(naming: ResolvedTokenSet(tokens: tokens.tokens + gone))
        let isGone = Set(gone.map(\.path))
        func merge<Value>(_ mine: inout [String: Value], _ theirs: [String: Value], token: (Value) -> String) {
            for (name, value) in theirs where mine[name] == nil && isGone.contains(token(value)) { mine[name] = value }
        }
        merge(&customProperties, past.customProperties) { $0.token }
        merge(&androidResources, past.androidResources) { $0 }
        merge(&swiftChains, past.swiftChains) { $0 }
        merge(&composeChains, past.composeChains) { $0 }
        merge(&assetCatalogNames, past.assetCatalogNames) { $0 }
        merge(&tailwindVariants, past.tailwindVariants) { $0 }
        for (name, paths) in past.tailwindUtilities where tailwindUtilities[name] == nil {
            let removedOnes = paths.filter(isGone.contains)
            if !removedOnes.isEmpty { tailwindUtilities[name] = removedOnes }
        }
        paths.formUnion(isGone)
        chainHeads.formUnion(past.chainHeads)
    }

    private init(naming tokens: ResolvedTokenSet) {
        let names = PlatformNames(tokens)
        paths = Set(tokens.tokens.map(\.path))
        var properties: [String: (String, TokenUse.Platform)] = [:]
        var android: [String: String] = [:]
        var swift: [String: String] = [:]
        var compose: [String: String] = [:]
        var assets: [String: String] = [:]
        var utilities: [String: [String]] = [:]
        var variants: [String: String] = [:]
        for token in tokens.tokens {
            let path = token.path
            let property = CSSText.customPropertyName(for: path)
            if properties[property] == nil { properties[property] = (path, .css) }
            if case .typography(let style) = token.value {
                // tokens.css also writes what a shorthand cannot hold: `--title-letter-spacing`.
                for longhand in style.cssLonghands where properties["\(property)-\(longhand.property)"] == nil {
                    properties["\(property)-\(longhand.property)"] = (path, .css)
                }
            }
            if let reference = names.android.reference(for: path) { android[String(reference.dropFirst())] = path }
            for chain in [names.swift.swiftUIName(for: path), names.swift.valueName(for: path)].compactMap({ $0 }) {
                swift[Self.unescaped(chain), default: path] = path
            }
            if let asset = names.assetCatalog.name(for: path) {
                assets[asset] = path
                let symbol = Self.camelCased(asset)
                if !Self.systemColors.contains(symbol) {
                    swift["Color.\(symbol)", default: path] = path
                    swift["UIColor.\(symbol)", default: path] = path
                }
            }
            for chain in [names.compose.usage(for: path), names.compose.valueName(for: path)].compactMap({ $0 }) {
                compose[Self.unescaped(chain), default: path] = path
            }
            guard let namespace = names.tailwind.namespace(for: path), let variable = names.tailwind.variable(for: path) else { continue }
            if properties[variable] == nil { properties[variable] = (path, .tailwind) }
            let name = String(variable.dropFirst(namespace.rawValue.count + 3))
            if namespace == .breakpoint { variants[name] = path }
            for utility in namespace.utilityFamilies(name) { utilities[utility, default: []].append(path) }
        }
        (customProperties, androidResources, swiftChains, composeChains) = (properties, android, swift, compose)
        (assetCatalogNames, tailwindUtilities, tailwindVariants) = (assets, utilities, variants)
        chainHeads = Set((Array(swift.keys) + Array(compose.keys)).compactMap { $0.split(separator: ".").first.map(String.init) })
            .union(["SwiftUI"])
        lookup = Lookup(self)
    }

    /// `` DesignTokens.Color.`default` `` as code writes it after a dot: without the backticks.
    private static func unescaped(_ chain: String) -> String {
        chain.contains("`") ? chain.replacingEvery("`", with: "") : chain
    }

    /// Colors SwiftUI and UIKit already name (`Color.primary`, `UIColor.black`): Xcode generates no
    /// symbol for a color set of such a name, and code writing one means the system's color.
    static let systemColors: Set<String> = [
        "primary", "secondary", "accentColor", "black", "white", "gray", "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue",
        "indigo", "purple", "pink", "brown", "clear", "label", "systemBackground", "tertiary", "quaternary", "darkGray", "lightGray",
        "magenta",
    ]

    /// The symbol Xcode generates for a color set: `brand-primary` → `brandPrimary`.
    static func camelCased(_ assetName: String) -> String {
        let words = assetName.split { !$0.isLetter && !$0.isNumber }
        guard let first = words.first else { return assetName }
        return first.lowercased() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }.joined()
    }
}
