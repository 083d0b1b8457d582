import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenSite
import SpecimenTokens

/// Where `specimen tokens` reads tokens from, and which permutation it resolves.
struct TokenOptions: ParsableArguments {
    @Option(name: .long, help: "The handbook folder whose specimen.yml names the tokens.")
    var root: String = "."

    @Option(name: .long, help: "A resolver document, a token file, or a folder of them (instead of specimen.yml's 'tokens').")
    var tokens: String?

    @Option(name: .customLong("context"), help: "Pick a context: modifier=context (repeatable); others take their default.")
    var contexts: [String] = []

    @Flag(name: .long, help: "Treat older syntax (hex strings, '16px', value/type without $, comments) as errors.")
    var strict = false

    func validate() throws {
        _ = try inputs()
    }

    /// `--context theme=dark` as a dictionary.
    func inputs() throws -> [String: String] {
        var result: [String: String] = [:]
        for pair in contexts {
            let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                throw ValidationError("--context takes modifier=context, e.g. --context theme=dark; got '\(pair)'")
            }
            result[parts[0]] = parts[1]
        }
        return result
    }

    /// The token sources, and whether strictness comes from the config.
    func project() throws -> (TokenProject, strict: Bool) {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        if let tokens {
            return (TokenProject.load(path: tokens, relativeTo: cwd), strict)
        }
        let rootURL = URL(fileURLWithPath: root, relativeTo: cwd).standardizedFileURL
        switch Result(catching: { () throws(DiagnosticsFailure) in try SiteConfig.load(root: rootURL) }) {
        case .failure(let failure):
            Terminal.report(failure.diagnostics)
            throw ExitCode.failure
        case .success(let (config, warnings)):
            Terminal.report(warnings)
            guard !config.tokens.isEmpty else {
                Terminal.writeError("error: no tokens configured; add 'tokens:' to specimen.yml or pass --tokens PATH")
                throw ExitCode(2)
            }
            return (TokenProject.load(patterns: config.tokens, root: rootURL), strict || config.strict)
        }
    }

    /// Resolves the chosen permutation, printing diagnostics; fails on errors.
    func resolve() throws -> (TokenProject, TokenResolution) {
        let (project, strict) = try project()
        let resolution = project.resolve(inputs: try inputs(), strict: strict)
        Terminal.report(resolution.diagnostics)
        if resolution.hasErrors { throw ExitCode.failure }
        return (project, resolution)
    }
}

extension Result where Failure == DiagnosticsFailure {
    init(catching body: () throws(DiagnosticsFailure) -> Success) {
        do { self = .success(try body()) } catch { self = .failure(error) }
    }
}
