import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

/// What the code of `usage:` tells `check`: a removed or renamed token still used (an error at
/// the code's line, naming what replaces it), a deprecated token used (a warning), and tokens
/// no code uses, directly or through an alias (notes). This is what an app's CI runs.
enum CodeUsageCheck {
    static func run(_ usage: CodeUsage?, tokens: SiteTokens?, history: TokenHistory?, notes: Bool) -> [Diagnostic] {
        guard let usage, let tokens else { return [] }
        var findings: [Diagnostic] = []
        for (path, places) in usage.index.placesByToken {
            if let token = tokens.defaults[path] {
                guard let deprecation = token.deprecation else { continue }
                let instead = deprecation.replacements.first.map { "; use \($0) instead" } ?? ""
                findings += places.map { place in
                    .warning("token-deprecated-in-code", "'\(place.written)' uses \(path), which is deprecated\(instead)", at: location(place))
                }
            } else if let tombstone = history?.tombstones[path] {
                let went = tombstone.renamedTo.map { "was renamed to \($0)" } ?? "was removed"
                let instead = tombstone.replacement.map { "; use \($0) instead" } ?? ""
                findings += places.map { place in
                    .error("token-removed-in-code", "'\(place.written)' uses \(path), which \(went)\(instead)", at: location(place))
                }
            }
        }
        if notes { findings += unused(usage, tokens: tokens) }
        return findings
    }

    private static func location(_ place: UsageIndex.Place) -> SourceLocation {
        SourceLocation(file: place.file, line: place.line, column: place.column)
    }

    /// Tokens no code uses, not even through a token it uses (an alias, a composite's part).
    private static func unused(_ usage: CodeUsage, tokens: SiteTokens) -> [Diagnostic] {
        var used = Set(usage.index.placesByToken.keys)
        let sets = [tokens.defaults] + tokens.alternates.map(\.tokens)
        var pending = Array(used)
        while let path = pending.popLast() {
            for set in sets {
                for target in set[path]?.references ?? [] where used.insert(target).inserted { pending.append(target) }
            }
        }
        let folders = usage.sources.map(\.path).joined(separator: ", ")
        return tokens.defaults.tokens.filter { !used.contains($0.path) && $0.deprecation == nil }.map { token in
            .note("token-unused-in-code", "'\(token.path)' is used nowhere in the code of usage: (\(folders))", at: token.source)
        }
    }
}
