import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// Where the code of `usage:` uses the tokens, for `specimen usage` and tools: read without
/// rendering a page.
public struct CodeUsageReport: Sendable {
    /// Every place, by token and by file.
    public let index: UsageIndex
    /// The folders scanned.
    public let sources: [UsageSource]
    /// The current tokens.
    public let tokens: ResolvedTokenSet
    /// Removed and renamed tokens, by path (with `history:`).
    public let removed: [String: TokenHistory.Tombstone]
    /// Findings of reading the handbook and the folders.
    public let diagnostics: [Diagnostic]

    /// What a token is, for a report of its uses.
    public enum Standing: String, Sendable {
        case current, deprecated, removed
    }

    /// Reads the handbook (config, tokens, history) and scans its code; nil when it names no
    /// code folder (`usage:` or `--usage`).
    /// - Throws: the findings that kept the handbook from being read.
    public static func read(options: BuildOptions) throws(DiagnosticsFailure) -> CodeUsageReport? {
        let stages = try SiteStages.read(options: options)
        guard let usage = stages.codeUsage else { return nil }
        return CodeUsageReport(
            index: usage.index, sources: usage.sources, tokens: stages.tokens?.defaults ?? ResolvedTokenSet(tokens: []),
            removed: stages.history?.history.tombstones ?? [:], diagnostics: stages.diagnostics)
    }

    /// A report of a scan already made (`diagnostics`: what reading the handbook found).
    public init(
        index: UsageIndex, sources: [UsageSource], tokens: ResolvedTokenSet, removed: [String: TokenHistory.Tombstone],
        diagnostics: [Diagnostic] = []
    ) {
        (self.index, self.sources, self.tokens, self.removed, self.diagnostics) = (index, sources, tokens, removed, diagnostics)
    }

    /// The token paths `selector` names — a token, or a group and every token below it — current
    /// and removed, sorted; every token when `selector` is nil; empty when it names none.
    public func paths(selectedBy selector: String?) -> [String] {
        let all = Set(tokens.tokens.map(\.path)).union(removed.keys)
        guard let selector, !selector.isEmpty else { return all.sorted() }
        if all.contains(selector) { return [selector] }
        return all.filter { $0.hasPrefix(selector + ".") }.sorted()
    }

    /// Whether `path` is a current, a deprecated or a removed token.
    public func standing(of path: String) -> Standing {
        guard let token = tokens[path] else { return .removed }
        return token.deprecation == nil ? .current : .deprecated
    }

    /// What to use instead of a deprecated or removed token, if the handbook says.
    public func replacement(of path: String) -> String? {
        if let token = tokens[path] { return token.deprecation?.replacements.first }
        return removed[path]?.replacement
    }

    /// The line heading a token's places: `color.accent: 3 places in 2 files (removed; use color.highlight)`.
    public func heading(of path: String) -> String {
        let places = index.places(of: path)
        let files = Set(places.map(\.file)).count
        let count = "\(places.count) \(places.count == 1 ? "place" : "places") in \(files) \(files == 1 ? "file" : "files")"
        let standing = standing(of: path)
        guard standing != .current else { return "\(path): \(count)" }
        return "\(path): \(count) (\(standing.rawValue)" + (replacement(of: path).map { "; use \($0))" } ?? ")")
    }

    /// Every token and group path, for suggestions when a selector names none.
    public var knownNames: [String] {
        var names = Set(tokens.tokens.map(\.path)).union(removed.keys)
        for path in Array(names) {
            var parts = path.split(separator: ".")
            while parts.count > 1 {
                parts.removeLast()
                names.insert(parts.joined(separator: "."))
            }
        }
        return names.sorted()
    }
}
