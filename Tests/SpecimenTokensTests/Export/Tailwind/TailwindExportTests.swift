import Foundation
import Testing

@testable import SpecimenTokens

/// The Tailwind export parsed: one `@theme inline` block of declarations in Tailwind v4's
/// namespaces, each aliasing a custom property tokens.css declares (or, for a text style's
/// parts, its literal value), and every other token listed in the closing comment.
@Suite("Tailwind export")
struct TailwindExportTests {
    @Test func theSampleAliasesTokensCSS() throws {
        let project = PlatformExportSupport.sample()
        let tokens = project.resolve(inputs: project.baseInputs().inputs).tokens
        let export = TailwindExporter.export(tokens)
        let theme = try Self.check(export, tokens)
        #expect(theme["--color-primary"] == "var(--color-primary)")
        #expect(theme["--color-material-blue-500"] == "var(--material-color-blue-500)")
        #expect(theme["--spacing-m"] == "var(--spacing-m)")
        #expect(theme["--radius-small"] == "var(--radius-small)")
        #expect(theme["--radius-button-shape-capsule"] == "var(--button-shape-capsule)")
        #expect(theme["--text-material-13"] == "var(--material-font-size-13)")
        #expect(theme["--font-weight-base-bold"] == "var(--base-font-weight-bold)")
        #expect(theme["--font-base-text"] == "var(--base-font-family-text)")
        #expect(theme["--shadow-low"] == "var(--shadow-low)")
        #expect(theme["--ease-motion-standard"] == "var(--motion-easing-standard)")
        #expect(theme["--text-body"] == "13px" && theme["--text-body--line-height"] == "1.2" && theme["--text-body--font-weight"] == "400")
        #expect(theme["--text-body--letter-spacing"] == "var(--typography-body-letter-spacing)")
        #expect(export.text.contains("@import \"./tokens.css\";"))
        #expect(
            export.uncarried.summary
                == "tailwind: 68 of 237 tokens not exported (no Tailwind theme namespace fits their type or name): number 29, border 27, duration 8, transition 3, gradient 1"
        )
        let names = TailwindNames(tokens)
        #expect(names.utility(for: "color.primary") == "bg-primary" && names.utility(for: "spacing.m") == "p-m")
        #expect(names.utility(for: "radius.small") == "rounded-small" && names.utility(for: "typography.body") == "text-body")
    }

    @Test(arguments: AssetCatalogExportTests.realSystems.map(\.0))
    func aRealSystemAliasesItsTokensCSS(_ name: String) throws {
        let choosing = Dictionary(uniqueKeysWithValues: AssetCatalogExportTests.realSystems)[name] ?? [:]
        let project = PlatformExportSupport.designSystem(name)
        let tokens = project.resolve(inputs: project.baseInputs(choosing: choosing).inputs).tokens
        try Self.check(TailwindExporter.export(tokens), tokens)
    }

    @Test func awkwardNamesStayInTheirNamespaces() throws {
        let tokens = PlatformExportSupport.awkward.tokens
        let export = TailwindExporter.export(tokens)
        let theme = try Self.check(export, tokens)
        let names = TailwindNames(tokens)
        #expect(names.variable(for: "color.default") == "--color-default")
        #expect(names.variable(for: "colors.default") == "--color-default-2")
        #expect(names.variable(for: "color.🎨") == "--color-token")
        #expect(names.variable(for: "color.grün") == "--color-grün")
        #expect(names.variable(for: "font.family.sans") == "--font-sans")
        #expect(names.variable(for: "font.weight.bold") == "--font-weight-bold")
        #expect(names.variable(for: "font.size.body") == "--text-body")
        #expect(names.variable(for: "typography.body") == "--text-body-2")
        #expect(names.variable(for: "font.letter-spacing.wide") == "--tracking-wide")
        #expect(names.variable(for: "heading.size") == "--text-heading", "a size aliasing a font size is one too")
        #expect(names.variable(for: "radius.default") == "--radius-default")
        #expect(names.variable(for: "motion.ease") == "--ease-motion")
        #expect(names.utility(for: "font.weight.bold") == "font-bold")
        #expect(theme["--color-grün"] == "var(--color-grün)")
        for path in ["motion.fast", "text.quote", "flag.on", "DesignTokens.in", "duration.slow"] {
            #expect(names.variable(for: path) == nil && export.uncarried.tokens.contains { $0.path == path }, "\(path)")
        }
        #expect(TailwindExporter.commentText("a*/b\nc") == "a* /b c")
    }

    // MARK: Parsing

    /// Parses the stylesheet and checks it; returns the theme's declarations by name.
    @discardableResult
    static func check(
        _ export: ExportedSource, _ tokens: ResolvedTokenSet, sourceLocation: SourceLocation = #_sourceLocation
    ) throws
        -> [String: String]
    {
        let declared = customProperties(TokenCSSExporter.export(defaults: tokens, contexts: []))
        let comments = try NSRegularExpression(pattern: #"/\*.*?\*/"#, options: [.dotMatchesLineSeparators])
        let text = export.text as NSString
        let code = comments.stringByReplacingMatches(in: export.text, range: NSRange(location: 0, length: text.length), withTemplate: "")
        let trimmed = code.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(trimmed.hasPrefix("@theme inline {") && trimmed.hasSuffix("}"), sourceLocation: sourceLocation)
        let body = trimmed.dropFirst("@theme inline {".count).dropLast()
        #expect(!body.contains("{") && !body.contains("}") && !body.contains("/*"), sourceLocation: sourceLocation)
        var theme: [String: String] = [:]
        for line in body.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) where !line.isEmpty {
            let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            try #require(parts.count == 2 && parts[1].hasSuffix(";"), "\(line)", sourceLocation: sourceLocation)
            let (name, value) = (parts[0], String(parts[1].dropLast()))
            #expect(theme.updateValue(value, forKey: name) == nil, "\(name) twice", sourceLocation: sourceLocation)
            #expect(TailwindNamespace.allCases.contains { name.hasPrefix("--\($0.rawValue)-") }, "\(name)", sourceLocation: sourceLocation)
            if value.hasPrefix("var(") {
                let target = String(value.dropFirst(4).dropLast())
                #expect(declared.contains(target), "\(name): tokens.css has no \(target)", sourceLocation: sourceLocation)
            } else {
                #expect(name.hasPrefix("--text-"), "\(name): \(value) is not an alias", sourceLocation: sourceLocation)
            }
        }
        let names = TailwindNames(tokens)
        let listed = Set(export.uncarried.tokens.map(\.path))
        for token in tokens.tokens {
            if let variable = names.variable(for: token.path) {
                let target = CSSText.customPropertyName(for: token.path)
                #expect(
                    theme[variable] == (token.type == .typography ? expectedSize(token) : "var(\(target))"), "\(token.path)",
                    sourceLocation: sourceLocation)
            } else {
                #expect(listed.contains(token.path), "\(token.path) neither in the theme nor listed", sourceLocation: sourceLocation)
                #expect(export.text.contains(" *   \(TailwindExporter.commentText(token.path)) ("), "\(token.path)", sourceLocation: sourceLocation)
            }
        }
        return theme
    }

    private static func expectedSize(_ token: ResolvedToken) -> String? {
        if case .typography(let style) = token.value { return style.fontSize.css }
        return nil
    }

    /// The custom properties a stylesheet declares.
    static func customProperties(_ css: String) -> Set<String> {
        Set(
            css.split(separator: "\n").compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("--"), let colon = trimmed.firstIndex(of: ":") else { return nil }
                return String(trimmed[..<colon])
            })
    }
}
