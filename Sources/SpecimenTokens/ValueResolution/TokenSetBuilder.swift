import SpecimenDiagnostics

/// A token file's text with the name diagnostics should show for it.
public struct TokenSourceText: Sendable {
    public var file: String
    public var text: String

    public init(file: String, text: String) {
        self.file = file
        self.text = text
    }
}

/// The outcome of resolving token sources: the tokens that resolved, and every finding.
public struct TokenResolution: Sendable {
    public var tokens: ResolvedTokenSet
    public var diagnostics: [Diagnostic]

    /// True when any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Reads, merges, extends and resolves token documents: the format pipeline without the resolver module.
public enum TokenSetBuilder {
    /// Parses one document into a tree; syntax errors leave an empty tree and a diagnostic.
    static func readTree(_ source: TokenSourceText, diagnostics: inout [Diagnostic]) -> TokenGroup? {
        let parsed: JSONReader.Result
        do {
            parsed = try TokenFileParser.parse(source.text, file: source.file)
        } catch {
            diagnostics += error.diagnostics
            return nil
        }
        diagnostics += parsed.warnings
        return readTree(parsed.root, file: source.file, diagnostics: &diagnostics)
    }

    /// Turns a parsed document (or an inline resolver source) into a tree.
    static func readTree(_ root: JSONNode, file: String, diagnostics: inout [Diagnostic]) -> TokenGroup {
        var expanded = root
        // Rebuilding the tree is only needed when some object outside a `$value` uses `$ref`.
        if JSONReferenceExpander.containsObjectReference(root) {
            var expander = JSONReferenceExpander(root: root, file: file)
            expanded = expander.expand()
            diagnostics += expander.diagnostics
        }
        var reader = TokenDocumentReader(file: file)
        let tree = reader.read(expanded)
        diagnostics += reader.diagnostics
        return tree
    }

    /// Merges trees in order (later definitions win), applies `$extends`, and resolves every token.
    static func resolve(trees: [TokenGroup], diagnostics: inout [Diagnostic]) -> ResolvedTokenSet {
        let resolution = IncrementalResolution(trees: trees)
        diagnostics += resolution.diagnostics
        return resolution.tokens
    }

    /// Resolves token files merged in the order given; `strict` makes older forms errors.
    public static func resolve(_ sources: [TokenSourceText], strict: Bool = false) -> TokenResolution {
        var diagnostics: [Diagnostic] = []
        let trees = sources.compactMap { readTree($0, diagnostics: &diagnostics) }
        let tokens = resolve(trees: trees, diagnostics: &diagnostics)
        return TokenResolution(tokens: tokens, diagnostics: TokenDiagnostics.finish(diagnostics, strict: strict))
    }
}

/// Ordering and strictness for token diagnostics.
public enum TokenDiagnostics {
    /// Warnings about what deviates from the format — older syntax, and what real systems add
    /// beyond it — which `--strict` turns into errors (the catalogue's deviations).
    public static let strictCodes: Set<String> = Set(DiagnosticCatalogue.entries.filter(\.isDeviation).map(\.code))

    /// Sorts by location, drops exact repeats, and promotes legacy warnings when strict.
    public static func finish(_ diagnostics: [Diagnostic], strict: Bool) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        var result: [Diagnostic] = []
        for var diagnostic in diagnostics {
            if strict, diagnostic.severity == .warning, strictCodes.contains(diagnostic.code) {
                diagnostic.severity = .error
                diagnostic.message += " (an error because of strict mode)"
            }
            if seen.insert(diagnostic).inserted { result.append(diagnostic) }
        }
        return result.sorted { a, b in
            (a.location.file, a.location.line, a.location.column, a.code) < (b.location.file, b.location.line, b.location.column, b.code)
        }
    }
}
