import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenTokens

struct TokensConvert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write the tokens, from any source Specimen reads, as a DTCG 2025.10 resolver document and token files.",
        discussion: """
            OUT receives tokens.resolver.json and tokens/: the default permutation as the set 'base', and a file per \
            context of each modifier with what it changes. Computed values (Tokens Studio's math and color modifiers) \
            are written as the values they compute to; aliases stay aliases. Every permutation of the result resolves \
            to the values of the source.
            """)

    enum Target: String, ExpressibleByArgument, CaseIterable {
        case dtcg
    }

    @OptionGroup var options: TokenOptions

    @Option(name: .long, help: "The format to write: dtcg.")
    var to: Target

    @Argument(help: "The folder to write; it must be new, empty, or an earlier conversion (which is replaced whole).")
    var out: String

    func run() throws {
        let source = try options.source()
        let project = source.project
        guard project.permutationCount <= TokenProject.maximumPermutations else {
            Terminal.writeError(
                "error: \(project.permutationCount) permutations are more than the \(TokenProject.maximumPermutations) that convert resolves; every one must be checked"
            )
            throw ExitCode.failure
        }
        var diagnostics: [Diagnostic] = project.diagnostics
        var reported: Set<Diagnostic> = []
        let conversion = DTCGConversion.convert(modifiers: project.modifiers, name: name(of: source)) { inputs in
            let resolution = source.resolve(inputs)
            for diagnostic in resolution.diagnostics where reported.insert(diagnostic).inserted { diagnostics.append(diagnostic) }
            return resolution.tokens
        }
        let finished = TokenDiagnostics.finish(diagnostics, strict: options.strict).withoutNotes
        Terminal.report(finished, verbose: options.verbose)
        if finished.contains(where: { $0.severity == .error }) {
            Terminal.writeError("Nothing written: the tokens have errors.")
            throw ExitCode.failure
        }
        try ExportedFolder(format: "dtcg", files: conversion.files, uncarried: UncarriedTokens(format: "dtcg", reason: "", total: 0))
            .writeForCommand(to: out)
        summarize(conversion, project: project)
    }

    private func name(of source: TokenOptions.Source) -> String {
        options.tokens.map { ($0 as NSString).lastPathComponent } ?? "Design tokens"
    }

    private func summarize(_ conversion: DTCGConversion, project: TokenProject) {
        let permutations = project.permutationCount
        var lines = [
            "Converted to \(out)/\(conversion.files.first?.path ?? ""): \(conversion.files.count - 1) token file\(conversion.files.count == 2 ? "" : "s"), \(project.modifiers.count) modifier\(project.modifiers.count == 1 ? "" : "s"), \(permutations) permutation\(permutations == 1 ? "" : "s")."
        ]
        if !conversion.jointTokens.isEmpty {
            lines.append(
                "\(conversion.jointTokens.count) token\(conversion.jointTokens.count == 1 ? " depends" : "s depend") on several modifiers at once and \(conversion.jointTokens.count == 1 ? "is" : "are") written through aliases under 'specimen-convert' (\(conversion.jointTokens.prefix(3).joined(separator: ", "))\(conversion.jointTokens.count > 3 ? ", …" : ""))."
            )
        }
        if !conversion.tokensNotRemovable.isEmpty {
            lines.append(
                "warning: \(conversion.tokensNotRemovable.count) token\(conversion.tokensNotRemovable.count == 1 ? " is" : "s are") missing from some permutations, which a DTCG context cannot express; \(conversion.tokensNotRemovable.count == 1 ? "it is" : "they are") kept in every permutation (\(conversion.tokensNotRemovable.prefix(3).joined(separator: ", "))\(conversion.tokensNotRemovable.count > 3 ? ", …" : ""))."
            )
        }
        for line in lines { Terminal.writeErrorLine(line) }
    }
}
