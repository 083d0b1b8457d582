import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenTokens

struct TokensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tokens",
        abstract: "Inspect the token graph: check it, list or show tokens, export them.",
        subcommands: [TokensCheck.self, TokensList.self, TokensShow.self, TokensExport.self])
}

struct TokensCheck: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "check", abstract: "Resolve every permutation and report every problem.")

    @OptionGroup var options: TokenOptions

    func run() throws {
        let (project, strict) = try options.project()
        var reported: Set<Diagnostic> = []
        var all: [Diagnostic] = []
        var tokenCount = 0
        let permutations = options.contexts.isEmpty ? project.permutations : [try options.inputs()]
        for inputs in permutations {
            let resolution = project.resolve(inputs: inputs, strict: strict)
            tokenCount = max(tokenCount, resolution.tokens.tokens.count)
            for diagnostic in resolution.diagnostics where reported.insert(diagnostic).inserted { all.append(diagnostic) }
        }
        Terminal.report(all)
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        Terminal.writeError("Checked \(tokenCount) tokens in \(permutations.count) permutation\(permutations.count == 1 ? "" : "s"): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        if errors > 0 { throw ExitCode.failure }
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
        if let type, TokenType(rawValue: type) == nil {
            throw ValidationError("unknown type '\(type)'\(Suggestion.phrase(for: type, in: TokenType.allCases.map(\.rawValue)))")
        }
    }

    func run() throws {
        let (_, resolution) = try options.resolve()
        let tokens = resolution.tokens.tokens.filter { token in
            (group.map { token.path == $0 || token.path.hasPrefix($0 + ".") } ?? true)
                && (type.map { token.type.rawValue == $0 } ?? true)
        }
        if let group, tokens.isEmpty {
            let groups = Set(resolution.tokens.tokens.flatMap { token in
                token.path.split(separator: ".").indices.dropLast().map { token.path.split(separator: ".")[0...$0].joined(separator: ".") }
            })
            Terminal.writeError("error: no tokens under '\(group)'\(Suggestion.phrase(for: group, in: groups))")
            throw ExitCode.failure
        }
        let width = min(48, tokens.map(\.path.count).max() ?? 0)
        for token in tokens {
            let alias = token.aliasOf.map { "  → \($0)" } ?? ""
            Terminal.writeOutput(pad(token.path, width) + "  " + pad(token.type.rawValue, 11) + "  " + token.value.css + alias)
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
        let (project, strict) = try options.project()
        let chosen = try options.inputs()
        let permutations = chosen.isEmpty ? project.permutations : [chosen]
        var first: (ResolvedTokenSet, ResolvedToken)?
        var lines: [String] = []
        for inputs in permutations {
            let resolution = project.resolve(inputs: inputs, strict: strict)
            guard let token = resolution.tokens[path] else { continue }
            if first == nil { first = (resolution.tokens, token) }
            let label = inputs.isEmpty ? "value" : inputs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            let chain = resolution.tokens.aliasChain(from: path)
            lines.append("  \(label): \(token.value.css)" + (chain.count > 1 ? "  (via \(chain.dropFirst().joined(separator: " → ")))" : ""))
        }
        guard let (tokens, token) = first else {
            let known = project.resolve(inputs: project.defaultInputs, strict: strict).tokens.tokens.map(\.path)
            Terminal.writeError("error: no token '\(path)'\(Suggestion.phrase(for: path, in: known))")
            throw ExitCode.failure
        }
        var output = ["\(token.path)", "  type: \(token.type.rawValue)"]
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
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Print resolved tokens as CSS custom properties, JSON or Swift.")

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case css, json, swift
    }

    @OptionGroup var options: TokenOptions

    @Option(name: .long, help: "css (every context, aliases as var()), json (one permutation, keyed by path) or swift (one source file; colors with light and dark values).")
    var format: Format = .json

    @Option(name: .long, help: "The modifier whose dark context follows prefers-color-scheme (CSS) and the dark appearance (Swift).")
    var themeModifier: String = "theme"

    func run() throws {
        let (project, strict) = try options.project()
        switch format {
        case .json:
            var inputs = project.defaultInputs
            for (key, value) in try options.inputs() { inputs[key] = value }
            let resolution = project.resolve(inputs: inputs, strict: strict)
            Terminal.report(resolution.diagnostics)
            if resolution.hasErrors { throw ExitCode.failure }
            FileHandle.standardOutput.write(Data(TokenJSONExporter.export(resolution.tokens).utf8))
        case .css:
            let defaults = project.resolve(inputs: project.defaultInputs, strict: strict)
            let alternates = project.alternateContexts(strict: strict)
            let diagnostics = TokenDiagnostics.finish(defaults.diagnostics + alternates.flatMap(\.resolution.diagnostics), strict: false)
            Terminal.report(diagnostics)
            if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
            let css = TokenCSSExporter.export(
                defaults: defaults.tokens,
                contexts: alternates.map { .init(modifier: $0.modifier, context: $0.context, tokens: $0.resolution.tokens) },
                themeModifier: themeModifier)
            FileHandle.standardOutput.write(Data(css.utf8))
        case .swift:
            var inputs = project.defaultInputs
            for (key, value) in try options.inputs() { inputs[key] = value }
            let appearances = project.appearanceInputs(base: inputs, themeModifier: themeModifier)
            let light = project.resolve(inputs: appearances.light, strict: strict)
            let dark = appearances.dark.map { project.resolve(inputs: $0, strict: strict) }
            let diagnostics = TokenDiagnostics.finish(light.diagnostics + (dark?.diagnostics ?? []), strict: false)
            Terminal.report(diagnostics)
            if diagnostics.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
            FileHandle.standardOutput.write(Data(TokenSwiftExporter.export(light: light.tokens, dark: dark?.tokens).utf8))
        }
    }
}
