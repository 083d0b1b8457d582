import Foundation
import SpecimenDiagnostics

/// Parsed token files and resolved permutations, kept from one load of a project to the next
/// (the preview server reloads after every token edit): a file whose text is unchanged is not
/// parsed again, a permutation whose source files are all unchanged is not resolved again, and
/// one whose files changed only in token definitions resolves only the tokens concerned.
/// Only what the latest load used is kept.
public final class TokenResolutionCache: @unchecked Sendable {
    struct ParsedFile {
        var text: String
        var root: JSONNode
        var warnings: [Diagnostic]
    }

    /// A source's tree, read from a file (or a part of it) with the text it had.
    struct ReadTree {
        var text: String
        var tree: TokenGroup
        var diagnostics: [Diagnostic]
    }

    /// A permutation's resolution, with the resolver document's text it was made under.
    struct Resolution {
        var document: String
        var resolution: IncrementalResolution
    }

    private let lock = NSLock()
    private var files: [String: ParsedFile] = [:]
    private var resolutions: [String: Resolution] = [:]
    private var trees: [String: ReadTree] = [:]
    private var usedTrees: Set<String> = []
    private var usedFiles: Set<String> = []
    private var usedResolutions: Set<String> = []

    public init() {}

    /// The file at `path` parsed, from the cache when its text is the one parsed last time; and
    /// the text, as the cache holds it when unchanged (so that comparing it again is immediate).
    func parsed(
        _ path: String, text: String, parse: () throws(DiagnosticsFailure) -> (JSONNode, [Diagnostic])
    ) throws(DiagnosticsFailure) -> (text: String, root: JSONNode, warnings: [Diagnostic]) {
        if let cached = lock.withLock({
            usedFiles.insert(path); return files[path]
        }), cached.text == text {
            return (cached.text, cached.root, cached.warnings)
        }
        let (root, warnings) = try parse()
        lock.withLock { files[path] = ParsedFile(text: text, root: root, warnings: warnings) }
        return (text, root, warnings)
    }

    /// The tree of the source `key` names (a file and a part of it), read from `text`: the last
    /// one when the text is the same.
    func tree(_ key: String, text: String, read: () -> (TokenGroup, [Diagnostic])) -> (tree: TokenGroup, diagnostics: [Diagnostic]) {
        if let cached = lock.withLock({
            usedTrees.insert(key); return trees[key]
        }), cached.text == text {
            return (cached.tree, cached.diagnostics)
        }
        let (tree, diagnostics) = read()
        lock.withLock { trees[key] = ReadTree(text: text, tree: tree, diagnostics: diagnostics) }
        return (tree, diagnostics)
    }

    /// The resolution of `trees`, read from `texts` under a resolver document reading
    /// `document`, for the permutation `key` names: the last one when nothing changed, the last
    /// one updated when only token definitions changed, made anew otherwise.
    /// - Parameter seedKey: another permutation's key; one to be made anew is made from that
    ///   one's resolution when the cache holds it under the same document.
    func resolution(key: String, document: String, trees: [TokenGroup], texts: [String], seedKey: String? = nil) -> IncrementalResolution {
        // Taken out, the earlier resolution is held once and updates without a copy.
        let (earlier, seed) = lock.withLock {
            usedResolutions.insert(key)
            return (
                resolutions.removeValue(forKey: key), seedKey.flatMap { resolutions[$0] }.flatMap { $0.document == document ? $0.resolution : nil }
            )
        }
        func anew() -> IncrementalResolution {
            seed.map { IncrementalResolution.seeded(trees: trees, texts: texts, from: $0) } ?? IncrementalResolution(trees: trees, texts: texts)
        }
        var resolution: IncrementalResolution
        if var earlier, earlier.document == document {
            if earlier.resolution.texts != texts, !earlier.resolution.update(trees: trees, texts: texts) {
                earlier.resolution = anew()
            }
            resolution = earlier.resolution
        } else {
            resolution = anew()
        }
        lock.withLock { resolutions[key] = Resolution(document: document, resolution: resolution) }
        return resolution
    }

    /// Forgets what the loads since the last call did not use.
    public func keepOnlyUsed() {
        lock.withLock {
            files = files.filter { usedFiles.contains($0.key) }
            resolutions = resolutions.filter { usedResolutions.contains($0.key) }
            trees = trees.filter { usedTrees.contains($0.key) }
            usedTrees = []
            usedFiles = []
            usedResolutions = []
        }
    }
}
