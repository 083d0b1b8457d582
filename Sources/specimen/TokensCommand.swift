import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenTokens

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Inspect the token graph: check it, list or show tokens, export or convert them.",
        subcommands: [TokensCheck.self, TokensList.self, TokensShow.self, TokensExport.self, TokensConvert.self])
}

struct TokensCheck: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Resolve every permutation and report every problem.")

    @OptionGroup var options: TokenOptions

    func run() throws {
        let source = try options.source(collectingConfigFindings: true)
        var reported: Set<Diagnostic> = []
        var all = source.configFindings
        var tokenCount = 0
        let (permutations, choosing) = source.permutations(picked: !options.contexts.isEmpty)
        all += choosing
        for inputs in permutations {
            let resolution = source.resolve(inputs)
            tokenCount = max(tokenCount, resolution.tokens.tokens.count)
            for diagnostic in resolution.diagnostics where reported.insert(diagnostic).inserted { all.append(diagnostic) }
        }
        Terminal.report(all, verbose: options.verbose)
        let counts = Terminal.counts(all, includeNotes: true)
        Terminal.writeError("Checked \(tokenCount) tokens in \(permutations.count) permutation\(permutations.count == 1 ? "" : "s"): \(counts)")
        if all.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}

struct TokensList: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List tokens, optionally under GROUP and of one type.")

    @OptionGroup var options: TokenOptions

    @Argument(help: "Only tokens under this group path, e.g. color.brand.")
    var group: String?

    @Option(name: .long, help: "Only tokens of this type (color, dimension, …).")
    var type: String?

    func validate() throws {
        // Types of a system's own are fine (opaque); a near miss of a known type is a typo.
        if let type, TokenType(rawValue: type).map({ !TokenType.named.contains($0) }) ?? true,
            let close = Suggestion.closest(to: type, in: TokenType.named.map(\.rawValue))
        {
            throw ValidationError("unknown type '\(type)'; did you mean '\(close)'?")
        }
    }

    func run() throws {
        let (_, resolution) = try options.resolve()
        if let type, !resolution.tokens.tokens.contains(where: { $0.typeName == type }) {
            let present = Set(resolution.tokens.tokens.map(\.typeName))
            Terminal.writeErrorLine(
                "error: no tokens of type '\(type)'\(Suggestion.phrase(for: type, in: present.union(TokenType.named.map(\.rawValue)))); types here: \(present.sorted().joined(separator: ", "))"
            )
            throw ExitCode.failure
        }
        let tokens = resolution.tokens.tokens.filter { token in
            (group.map { token.path == $0 || token.path.hasPrefix($0 + ".") } ?? true)
                && (type.map { token.typeName == $0 } ?? true)
        }
        if let group, tokens.isEmpty {
            let groups = Set(
                resolution.tokens.tokens.flatMap { token in
                    token.path.split(separator: ".").indices.dropLast().map { token.path.split(separator: ".")[0...$0].joined(separator: ".") }
                })
            Terminal.writeErrorLine("error: no tokens under '\(group)'\(Suggestion.phrase(for: group, in: groups))")
            throw ExitCode.failure
        }
        let width = min(48, tokens.map(\.path.count).max() ?? 0)
        for token in tokens {
            let alias = token.aliasOf.map { "  → \($0)" } ?? ""
            Terminal.writeOutput(pad(token.path, width) + "  " + pad(token.typeName, 11) + "  " + token.value.css + alias)
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}

struct TokensShow: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Everything about one token, in every context.")

    @OptionGroup var options: TokenOptions

    @Argument(help: "The token's path, e.g. color.brand.primary.")
    var path: String

    func run() throws {
        let source = try options.source()
        let (permutations, choosing) = source.permutations(picked: !options.contexts.isEmpty)
        if !options.contexts.isEmpty {
            Terminal.report(choosing, verbose: options.verbose)
            if choosing.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
        }
        var first: (ResolvedTokenSet, ResolvedToken)?
        var lines: [String] = []
        for inputs in permutations {
            let resolution = source.resolve(inputs)
            guard let token = resolution.tokens[path] else { continue }
            if first == nil { first = (resolution.tokens, token) }
            let label = inputs.isEmpty ? "value" : inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            let chain = resolution.tokens.aliasChain(from: path)
            lines.append("  \(label): \(token.value.css)" + (chain.count > 1 ? "  (via \(chain.dropFirst().joined(separator: " → ")))" : ""))
        }
        guard let (tokens, token) = first else {
            let known = source.resolve(source.base.inputs).tokens.tokens.map(\.path)
            Terminal.writeErrorLine("error: no token '\(path)'\(Suggestion.phrase(for: path, in: known))")
            throw ExitCode.failure
        }
        var output = ["\(token.path)", "  type: \(token.typeName)"]
        output += lines
        if let alias = token.aliasOf { output.append("  aliases: \(alias)") }
        let aliasedBy = tokens.aliases(of: path)
        if !aliasedBy.isEmpty { output.append("  aliased by: \(aliasedBy.joined(separator: ", "))") }
        if let description = token.description { output.append("  description: \(description)") }
        if let deprecation = token.deprecation {
            output.append("  deprecated: \(deprecation.explanation ?? "yes")")
        }
        output.append("  css: \(TokenCSSExporter.declaration(token))")
        output.append("  source: \(token.source.file):\(token.source.line)")
        Terminal.writeOutput(output.joined(separator: "\n"))
    }
}

struct TokensExport: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export", abstract: "Export resolved tokens: CSS, JSON, Swift, an asset catalog, Compose, Android resources or Tailwind.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, json, swift, xcassets, compose
        case androidXML = "android-xml"
        case tailwind

        /// Whether the format is a folder, written with --output, rather than standard output.
        var isFolder: Bool { self == .xcassets || self == .androidXML }
    }

    @OptionGroup var options: TokenOptions

    @Option(
        name: .long,
        help: """
            css (every context, aliases as var()), json (one permutation, keyed by path), swift (one source file; colors with \
            light and dark values), xcassets (an asset catalog folder: color sets with dark and high-contrast appearances), \
            compose (one Kotlin file for Jetpack Compose), android-xml (a resource folder: values/, values-night/) or tailwind \
            (a Tailwind CSS v4 @theme aliasing tokens.css). Folders need --output; the others print to standard output.
            """
    )
    var format: Format = .json

    @Option(
        name: .long,
        help:
            "The modifier whose dark context follows prefers-color-scheme (CSS) and is the dark appearance (Swift, xcassets, compose, android-xml); default: specimen.yml's 'themeModifier', or 'theme'."
    )
    var themeModifier: String?

    @Option(
        name: .long,
        help:
            "The folder xcassets and android-xml write, e.g. Tokens.xcassets; created if missing, replaced whole if it holds an earlier export of the same format, refused if it holds anything else."
    )
    var output: String?

    @Option(name: .long, help: "The Kotlin package of the compose file (default: \(ComposeExporter.defaultPackage)).")
    var package: String?

    func validate() throws {
        if format.isFolder, output == nil {
            throw ValidationError("--format \(format.rawValue) writes a folder; name it with --output DIR (e.g. --output \(exampleFolder))")
        }
        if !format.isFolder, output != nil {
            throw ValidationError(
                "--format \(format.rawValue) prints to standard output; --output is for xcassets and android-xml (redirect with > FILE)")
        }
        if let package {
            guard format == .compose else { throw ValidationError("--package is for --format compose") }
            if let problem = ComposeExporter.packageProblem(package) { throw ValidationError(problem) }
        }
    }

    private var exampleFolder: String { format == .xcassets ? "Tokens.xcassets" : "tokens-res" }

    func run() throws {
        let source = try options.source()
        let base = source.base
        var appearance = source.appearance
        if let themeModifier { appearance = AppearanceModifier(name: themeModifier) }
        switch format {
        case .json:
            let resolution = source.resolve(base.inputs)
            try report(base.diagnostics + resolution.diagnostics)
            FileHandle.standardOutput.write(Data(TokenJSONExporter.export(resolution.tokens).utf8))
        case .css:
            let defaults = source.resolve(base.inputs)
            let alternates = source.project.alternateInputs(base: base.inputs).map { ($0.modifier, $0.context, source.resolve($0.inputs)) }
            try report(base.diagnostics + defaults.diagnostics + alternates.flatMap(\.2.diagnostics))
            let combinations = source.project.combinedInputs(base: base.inputs).map {
                TokenCSSExporter.CombinationTokens(contexts: $0.changed, tokens: source.resolve($0.inputs).tokens)
            }
            let css = TokenCSSExporter.export(
                defaults: defaults.tokens,
                contexts: alternates.map { .init(modifier: $0.0, context: $0.1, tokens: $0.2.tokens) },
                combinations: combinations, appearance: appearance, modifiers: source.project.modifiers)
            FileHandle.standardOutput.write(Data(css.utf8))
        case .swift:
            let appearances = source.project.appearanceInputs(base: base.inputs, appearance: appearance)
            let light = source.resolve(appearances.light)
            let dark = appearances.dark.map { source.resolve($0) }
            try report(base.diagnostics + light.diagnostics + (dark?.diagnostics ?? []))
            FileHandle.standardOutput.write(Data(TokenSwiftExporter.export(light: light.tokens, dark: dark?.tokens).utf8))
        case .xcassets, .compose, .androidXML, .tailwind:
            try exportForPlatform(source, appearance: appearance)
        }
    }

    /// Prints what resolving found; fails on errors, so nothing half-made reaches standard output.
    func report(_ diagnostics: [Diagnostic]) throws {
        let finished = TokenDiagnostics.finish(diagnostics, strict: false).withoutNotes
        Terminal.report(finished, verbose: options.verbose)
        if finished.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
    }
}
