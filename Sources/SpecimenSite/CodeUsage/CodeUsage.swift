import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Where the code of `usage:` (and `--usage`) uses the handbook's tokens: the scan a build
/// makes once its tokens and their history are read, which token pages, the token index,
/// `check`, `specimen usage` and `find_usages` show.
package struct CodeUsage: Sendable {
    /// Every place, by token and by file.
    package var index: UsageIndex
    /// The folders scanned, in order.
    package let sources: [UsageSource]
    /// The names looked for, kept to scan edited files again while serving.
    let vocabulary: UsageVocabulary

    /// Scans the folders `config.usage` names; nil when it names none. Findings: a folder
    /// that does not exist (warning), one of the configuration outside the handbook and the
    /// folder holding it (error).
    static func load(config: SiteConfig, root: URL, tokens: SiteTokens?, history: TokenHistory?) -> (CodeUsage?, [Diagnostic]) {
        guard !config.usage.isEmpty, let tokens else { return (nil, []) }
        let removed = history?.tombstones.values.compactMap { $0.lastValues.first?.token } ?? []
        let vocabulary = UsageVocabulary(tokens.defaults, removed: removed)
        // A folder without `repo:` links to its checkout's origin, when git knows one.
        let sources = config.usage.map { setting in
            var source = setting.source
            if source.repo == nil { source.repo = RepositoryLink.pattern(for: source.folder(handbook: root)) }
            return source
        }
        let (index, problems) = CodeUsageScan.scan(sources, handbook: root, vocabulary: vocabulary)
        let findings = problems.map { problem in finding(problem, settings: config.usage) }
        return (CodeUsage(index: index, sources: sources, vocabulary: vocabulary), findings)
    }

    private static func finding(_ problem: CodeUsageScan.Problem, settings: [UsageSetting]) -> Diagnostic {
        switch problem {
        case .missing(let source):
            let setting = settings.first { $0.source == source }
            return .warning(
                "usage-folder-missing", "no code folder at '\(source.root)' (usage: '\(source.path)'); its uses are not counted",
                at: setting?.location ?? SourceLocation(file: "--usage"), sourceLine: setting?.sourceLine)
        case .outside(let source):
            let setting = settings.first { $0.source == source }
            return .error(
                "usage-outside-handbook",
                "'\(source.path)' is outside the handbook and the folder beside it; name a folder there, or pass it with --usage",
                at: setting?.location ?? SourceLocation(file: SiteConfig.fileName), sourceLine: setting?.sourceLine)
        }
    }

    /// The number of distinct files among `places`.
    static func fileCount(_ places: [UsageIndex.Place]) -> Int {
        Set(places.map(\.file)).count
    }
}

extension SiteSession {
    /// The code folders of `usage:` (and `--usage`) outside `root`, which a preview watches too.
    public func codeFolders(outside root: URL) -> [URL] {
        guard let usage = stages?.codeUsage else { return [] }
        let inside = ReadBoundary([root])
        return CodeUsageScan.folders(of: usage.sources, handbook: root).filter { !inside.contains($0) }
    }
}
