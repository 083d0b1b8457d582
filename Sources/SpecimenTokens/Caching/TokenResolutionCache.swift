import Foundation
import SpecimenDiagnostics

/// Parsed token files and resolved permutations, kept from one load of a project to the next
/// (the preview server reloads after every token edit): a file whose text is unchanged is not
/// parsed again, and a permutation whose source files are all unchanged is not resolved again.
/// Only what the latest load used is kept.
public final class TokenResolutionCache: @unchecked Sendable {
    struct ParsedFile {
        var text: String
        var root: JSONNode
        var warnings: [Diagnostic]
    }

    struct Resolved {
        var tokens: ResolvedTokenSet
        var diagnostics: [Diagnostic]
    }

    private let lock = NSLock()
    private var files: [String: ParsedFile] = [:]
    private var resolutions: [[String]: Resolved] = [:]
    private var usedFiles: Set<String> = []
    private var usedResolutions: Set<[String]> = []

    public init() {}

    /// The file at `path` parsed, from the cache when its text is the one parsed last time.
    func parsed(
        _ path: String, text: String, parse: () throws(DiagnosticsFailure) -> (JSONNode, [Diagnostic])
    ) throws(DiagnosticsFailure) -> (JSONNode, [Diagnostic]) {
        if let cached = lock.withLock({
            usedFiles.insert(path); return files[path]
        }), cached.text == text {
            return (cached.root, cached.warnings)
        }
        let (root, warnings) = try parse()
        lock.withLock { files[path] = ParsedFile(text: text, root: root, warnings: warnings) }
        return (root, warnings)
    }

    /// The tokens resolved from trees whose sources are `signature`, resolved again only when
    /// some source text changed.
    func resolved(signature: [String], resolve: () -> Resolved) -> Resolved {
        if let cached = lock.withLock({
            usedResolutions.insert(signature); return resolutions[signature]
        }) {
            return cached
        }
        let result = resolve()
        lock.withLock { resolutions[signature] = result }
        return result
    }

    /// Forgets what the loads since the last call did not use.
    public func keepOnlyUsed() {
        lock.withLock {
            files = files.filter { usedFiles.contains($0.key) }
            resolutions = resolutions.filter { usedResolutions.contains($0.key) }
            usedFiles = []
            usedResolutions = []
        }
    }
}
