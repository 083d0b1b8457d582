import ArgumentParser
import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenSite
import SpecimenTokens

/// `specimen diff OLD NEW`: a changelog of tokens between two versions.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two versions of the tokens: added, removed, renamed, changed per context, newly deprecated.",
        discussion: """
            OLD and NEW are each a handbook folder (its specimen.yml names the tokens), a token \
            folder, a token file, a resolver document, or git:REV — the handbook (--root) at a \
            git revision, e.g. git:v1.0.0 or git:HEAD~3.
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json
    }

    @Argument(help: "The older version.")
    var old: String

    @Argument(help: "The newer version.")
    var new: String

    @Option(name: .long, help: "The handbook folder that git:REV reads from.")
    var root: String = "."

    @Option(name: .long, help: "text (for a terminal), markdown (for a changelog page) or json.")
    var format: Format = .text

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let rootURL = URL(fileURLWithPath: root, relativeTo: cwd).standardizedFileURL
        var scratch: [URL] = []
        defer { for folder in scratch { try? FileManager.default.removeItem(at: folder) } }
        let before = try contexts(of: old, root: rootURL, cwd: cwd, scratch: &scratch)
        let after = try contexts(of: new, root: rootURL, cwd: cwd, scratch: &scratch)
        let diff = TokenDiff(old: before, new: after)
        switch format {
        // Names and values come from token files: none may drive the terminal or a log.
        case .text: FileHandle.standardOutput.write(Data(EchoedText.escaped(diff.text, keepingLineFeeds: true, keepingTabs: true).utf8))
        case .markdown: FileHandle.standardOutput.write(Data(EchoedText.escaped(diff.markdown, keepingLineFeeds: true, keepingTabs: true).utf8))
        case .json: FileHandle.standardOutput.write(Data(EchoedText.escaped(diff.json, keepingLineFeeds: true).utf8))
        }
    }

    /// Every context of one version, the default first.
    private func contexts(of source: String, root: URL, cwd: URL, scratch: inout [URL]) throws -> [TokenDiff.Context] {
        let project: TokenProject
        var chosen: [String: String] = [:]
        if source.hasPrefix("git:") {
            let folder = try GitSnapshot.extract(revision: String(source.dropFirst(4)), of: root)
            scratch.append(folder.scratch)
            (project, chosen) = try handbookProject(folder.handbook, named: source)
        } else {
            let url = URL(fileURLWithPath: source, relativeTo: cwd).standardizedFileURL
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("specimen.yml").path) {
                (project, chosen) = try handbookProject(url, named: source)
            } else {
                project = TokenProject.load(path: source, relativeTo: cwd)
            }
        }
        let base = project.baseInputs(choosing: chosen)
        let defaults = project.resolve(inputs: base.inputs)
        let alternates = project.alternateContexts(base: base.inputs)
        let diagnostics = TokenDiagnostics.finish(
            base.diagnostics + defaults.diagnostics + alternates.flatMap(\.resolution.diagnostics), strict: false)
        if diagnostics.contains(where: { $0.severity == .error }) {
            Terminal.report(diagnostics)
            Terminal.writeError("error: the tokens of '\(source)' do not resolve; fix them first")
            throw ExitCode.failure
        }
        let label = base.inputs.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
        return [TokenDiff.Context(label: label.isEmpty ? "value" : label, tokens: defaults.tokens)]
            + alternates.map { TokenDiff.Context(label: "\($0.modifier): \($0.context)", tokens: $0.resolution.tokens) }
    }

    /// The tokens a handbook names, and the contexts its config chooses.
    private func handbookProject(_ folder: URL, named source: String) throws -> (TokenProject, [String: String]) {
        switch Result(catching: { () throws(DiagnosticsFailure) in try SiteConfig.load(root: folder) }) {
        case .failure(let failure):
            Terminal.report(failure.diagnostics)
            throw ExitCode.failure
        case .success(let (config, _)):
            guard !config.tokens.isEmpty else {
                Terminal.writeError("error: the handbook at '\(source)' names no tokens in its specimen.yml")
                throw ExitCode.failure
            }
            return (TokenProject.load(patterns: config.tokens, root: folder), config.contexts)
        }
    }
}

/// A handbook as it was at a git revision, extracted into a temporary folder.
enum GitSnapshot {
    static func extract(revision: String, of root: URL) throws -> (scratch: URL, handbook: URL) {
        guard !revision.isEmpty, !revision.hasPrefix("-") else {
            Terminal.writeError("error: 'git:' needs a revision, e.g. git:HEAD~1 or git:v1.0.0")
            throw ExitCode(2)
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-diff-\(UUID().uuidString)")
        switch HandbookAtRevision.extract(revision: revision, of: root, into: scratch) {
        case .success(let handbook):
            return (scratch, handbook)
        case .failure(let failure):
            try? FileManager.default.removeItem(at: scratch)
            switch failure {
            case .notInRepository: Terminal.writeError("error: '\(root.path)' is not inside a git repository")
            case .unknownRevision: Terminal.writeError("error: unknown revision '\(revision)' in \(root.path)")
            case .unpacking: Terminal.writeError("error: cannot unpack revision '\(revision)'")
            }
            throw ExitCode.failure
        }
    }
}
