import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Reads the tokens of every release `history:` names, as `specimen diff git:REV` would: each
/// release's files are written into a scratch folder in turn (only those that changed), and
/// its tokens resolved in every context through a cache, so that a release that changed a
/// few tokens costs the resolution of those few; a release with the files of the one before
/// costs nothing. The releases are read in one run per core.
struct ReleaseReader {
    let settings: HistorySettings
    let config: SiteConfig
    let root: URL

    /// The releases, oldest first, and what kept any from being read.
    func read() -> (snapshots: [TokenHistory.Snapshot], diagnostics: [Diagnostic]) {
        guard let git = Git(at: root) else {
            return ([], [note("history-unavailable", "the handbook is not in a git repository, so its token pages show no history")])
        }
        guard let tags = ReleaseTag.list(matching: settings.tags, git: git) else {
            return ([], [note("history-unavailable", "git could not list the tags of the handbook's repository")])
        }
        guard !tags.isEmpty else {
            let message = "no tag matches '\(settings.tags)', so token pages show no history; in a shallow clone fetch the tags (git fetch --tags)"
            return ([], [note("history-no-releases", message)])
        }
        let key = ReleaseCache.Key(root: root.path, tags: tags, tokens: config.tokens, contexts: config.contexts, themeModifier: config.themeModifier)
        if let cached = ReleaseCache.shared[key] { return cached }
        guard let files = ReleaseFiles.read(commits: tags.map(\.commit), git: git) else {
            return ([], [note("history-unavailable", "git could not read the files of the tags matching '\(settings.tags)'")])
        }
        let result = resolve(tags, files: files)
        ReleaseCache.shared[key] = result
        return result
    }

    /// The releases resolved in contiguous runs, one per core, each run in a scratch folder and
    /// a cache of its own (a release costs the resolution of what changed since the one before
    /// it in its run); results in release order.
    private func resolve(_ tags: [ReleaseTag], files: ReleaseFiles) -> (snapshots: [TokenHistory.Snapshot], diagnostics: [Diagnostic]) {
        let runCount = max(1, min(ProcessInfo.processInfo.activeProcessorCount, tags.count / 8))
        let runs = (0..<runCount).map { run in (tags.count * run / runCount)..<(tags.count * (run + 1) / runCount) }
        let results = runs.parallelMap { range in resolveRun(Array(zip(tags[range], files.listings[range])), blobs: files.blobs) }
        return (results.flatMap(\.snapshots), results.flatMap(\.diagnostics))
    }

    private func resolveRun(
        _ releases: [(ReleaseTag, [String: String])], blobs: [String: Data]
    ) -> (
        snapshots: [TokenHistory.Snapshot], diagnostics: [Diagnostic]
    ) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-history-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let cache = TokenResolutionCache()
        var written: [String: String] = [:]
        var snapshots: [TokenHistory.Snapshot] = []
        var diagnostics: [Diagnostic] = []
        // A release whose files are those of the one before has its tokens: most tags change none.
        var last: (listing: [String: String], outcome: Result<[TokenDiff.Context], Unreadable>)?
        for (tag, listing) in releases {
            let outcome: Result<[TokenDiff.Context], Unreadable>
            if let last, last.listing == listing {
                outcome = last.outcome
            } else {
                guard write(listing, blobs: blobs, into: scratch, replacing: &written) else {
                    diagnostics.append(warning(tag, "its files could not be written to a scratch folder"))
                    written = [:]
                    last = nil
                    continue
                }
                outcome = contexts(in: scratch, cache: cache)
                last = (listing, outcome)
            }
            switch outcome {
            case .success(let contexts):
                let name = settings.releaseName(ofTag: tag.tag)
                snapshots.append(TokenHistory.Snapshot(name: name, date: tag.date, notes: tag.notes, contexts: contexts))
            case .failure(let problem):
                diagnostics.append(warning(tag, problem.reason))
            }
        }
        return (snapshots, diagnostics)
    }

    /// Makes the scratch folder hold `listing`: writes what differs from what it holds, removes the rest.
    private func write(_ listing: [String: String], blobs: [String: Data], into folder: URL, replacing held: inout [String: String]) -> Bool {
        do {
            for (path, _) in held where listing[path] == nil { try? FileManager.default.removeItem(at: folder.appendingPathComponent(path)) }
            for (path, blob) in listing where held[path] != blob {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try OutputWriter.writeFile(blobs[blob] ?? Data(), to: url.path)
            }
            held = listing
            return true
        } catch {
            return false
        }
    }

    private struct Unreadable: Error {
        let reason: String
    }

    /// The tokens of the release in `folder`, default context first, labelled as the site labels
    /// the current ones. Its own `specimen.yml` says where its tokens were, when it has one.
    private func contexts(in folder: URL, cache: TokenResolutionCache) -> Result<[TokenDiff.Context], Unreadable> {
        var patterns = config.tokens
        var chosen = config.contexts
        if let (releaseConfig, _) = try? SiteConfig.load(root: folder), !releaseConfig.tokens.isEmpty {
            patterns = releaseConfig.tokens
            chosen = releaseConfig.contexts
        }
        let project = TokenProject.load(patterns: patterns, root: folder, cache: cache)
        let base = project.baseInputs(choosing: chosen)
        let defaults = project.resolve(inputs: base.inputs)
        let alternates = project.alternateInputs(base: base.inputs).map {
            (modifier: $0.modifier, context: $0.context, tokens: project.resolve(inputs: $0.inputs, seed: base.inputs))
        }
        let errors = (defaults.diagnostics + alternates.flatMap(\.tokens.diagnostics)).filter { $0.severity == .error }
        if let error = errors.first {
            return .failure(Unreadable(reason: "its tokens do not resolve (\(error.location.file):\(error.location.line): \(error.message))"))
        }
        let labels = ContextLabels(modifiers: project.modifiers, base: base.inputs, appearance: config.themeModifier)
        return .success(
            [TokenDiff.Context(label: labels.defaultLabel, tokens: defaults.tokens)]
                + alternates.map { TokenDiff.Context(label: labels.label($0.modifier, $0.context), tokens: $0.tokens.tokens) })
    }

    private func note(_ code: String, _ message: String) -> Diagnostic {
        .note(code, message, at: settings.location)
    }

    private func warning(_ tag: ReleaseTag, _ reason: String) -> Diagnostic {
        .warning("history-release-unreadable", "release '\(tag.tag)' is left out of the history: \(reason)", at: settings.location)
    }
}
