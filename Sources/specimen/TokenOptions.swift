import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// Where `specimen tokens` reads tokens from, and which permutation it resolves.
struct TokenOptions: ParsableArguments {
    @Option(name: .long, help: "The handbook folder whose specimen.yml names the tokens.")
    var root: String = "."

    @Option(name: .long, help: "A resolver document, a token file, or a folder of them (instead of specimen.yml's 'tokens').")
    var tokens: String?

    @Option(
        name: .customLong("context"),
        help: "Pick a context: modifier=context (repeatable); others take specimen.yml's 'contexts', then their default.")
    var contexts: [String] = []

    @Flag(name: .long, help: "Treat warnings as errors (older syntax, types and members beyond the format, the config's, …).")
    var strict = false

    @Flag(name: .long, help: "List every finding; by default at most three per code are printed.")
    var verbose = false

    func validate() throws {
        _ = try ContextOption.parse(contexts)
    }

    /// The token sources and what the handbook's config says about reading them.
    struct Source {
        var project: TokenProject
        var strict: Bool
        /// `contexts:` of the config with `--context` laid over it.
        var chosen: [String: String]
        /// Where each of `chosen` was written: in `contexts:`, or `--context`.
        var places: [String: ContextChoicePlace]
        var appearance: AppearanceModifier
        var policy: DiagnosticPolicy
        /// What reading the config found (warnings; errors under strict), when the command
        /// reports them with its own findings (see `source(collectingConfigFindings:)`).
        var configFindings: [Diagnostic] = []

        /// The permutation to show first, and the errors choosing it found.
        var base: (inputs: [String: String], diagnostics: [Diagnostic]) { project.baseInputs(choosing: chosen, places: places) }

        /// The permutations a command that looks at all of them resolves: the one `--context`
        /// picks (with the errors choosing it found), or every one within the limit (with the
        /// choices of `contexts:` that name nothing, which a build stops at).
        func permutations(picked: Bool) -> (permutations: [[String: String]], diagnostics: [Diagnostic]) {
            let base = self.base
            if picked { return ([base.inputs], base.diagnostics) }
            let checked = project.checkedPermutations(base: base.inputs)
            let mistakes = base.diagnostics.filter { $0.code != "resolver-input-missing" }
            return (checked.permutations, mistakes + checked.diagnostics)
        }

        /// Resolves `inputs`, with the config's levels and strictness applied to what it finds:
        /// under strict every warning is an error, as in `specimen build --strict`.
        func resolve(_ inputs: [String: String]) -> TokenResolution {
            var resolution = project.resolve(inputs: inputs, strict: strict)
            resolution.diagnostics = policy.apply(resolution.diagnostics)
            if strict { resolution.diagnostics = DiagnosticPolicy.strict(resolution.diagnostics) }
            return resolution
        }
    }

    /// The token sources: `--tokens`, or the handbook's `specimen.yml`. What the config warns
    /// of (errors under strict) is printed here, failing the command if it holds errors, unless
    /// `collectingConfigFindings`: the source then carries it for the command to report.
    func source(collectingConfigFindings: Bool = false) throws -> Source {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let chosen = try ContextOption.parse(contexts)
        if let tokens {
            return Source(
                project: TokenProject.load(path: tokens, relativeTo: cwd), strict: strict, chosen: chosen,
                places: chosen.mapValues { _ in .commandLine }, appearance: AppearanceModifier(), policy: DiagnosticPolicy())
        }
        let rootURL = URL(fileURLWithPath: root, relativeTo: cwd).standardizedFileURL
        switch Result(catching: { () throws(DiagnosticsFailure) in try SiteConfig.load(root: rootURL) }) {
        case .failure(let failure):
            Terminal.report(failure.diagnostics, verbose: verbose)
            throw ExitCode.failure
        case .success(let (config, warnings)):
            let findings = strict || config.strict ? DiagnosticPolicy.strict(warnings) : warnings
            if !collectingConfigFindings || config.tokens.isEmpty { Terminal.report(findings, verbose: verbose) }
            guard !config.tokens.isEmpty else {
                Terminal.writeError("error: no tokens configured; add 'tokens:' to specimen.yml or pass --tokens PATH")
                throw ExitCode(2)
            }
            if !collectingConfigFindings, findings.contains(where: { $0.severity == .error }) { throw ExitCode.failure }
            return Source(
                project: TokenProject.load(patterns: config.tokens, root: rootURL), strict: strict || config.strict,
                chosen: config.contexts.merging(chosen) { _, new in new },
                places: config.contextPlaces.merging(chosen.mapValues { _ in .commandLine }) { _, new in new },
                appearance: config.themeModifier, policy: config.diagnostics, configFindings: collectingConfigFindings ? findings : [])
        }
    }

    /// Resolves the chosen permutation, printing diagnostics; fails on errors.
    func resolve() throws -> (Source, TokenResolution) {
        let source = try source()
        let base = source.base
        var resolution = source.resolve(base.inputs)
        resolution.diagnostics = TokenDiagnostics.finish(base.diagnostics + resolution.diagnostics, strict: false).withoutNotes
        Terminal.report(resolution.diagnostics, verbose: verbose)
        if resolution.hasErrors { throw ExitCode.failure }
        return (source, resolution)
    }
}

/// `--context theme=dark` (repeatable) as a dictionary.
enum ContextOption {
    static func parse(_ pairs: [String]) throws -> [String: String] {
        var result: [String: String] = [:]
        for pair in pairs {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context takes modifier=context, e.g. --context theme=dark; got '\(pair)'")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }
}

extension Result where Failure == DiagnosticsFailure {
    init(catching body: () throws(DiagnosticsFailure) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
