import SpecimenDiagnostics
import SpecimenPages

extension SiteStages {
    /// Every diagnostic of every stage, in file order. A token file that cannot be read or parsed
    /// loses all its tokens, so the unknown references that follow from it are left out: they
    /// would bury the one error that matters, and come back if still wrong once it is fixed.
    var diagnostics: [Diagnostic] {
        var all =
            configWarnings + inventory.diagnostics + templateDiagnostics + stringDiagnostics + publicDiagnostics
            + tokenDiagnostics + historyFindings + codeUsageDiagnostics + componentDiagnostics
            + renderedWithFindings.sorted().flatMap { rendered[$0].diagnostics } + checks
        if tokenDiagnostics.contains(where: { $0.severity == .error && Self.unreadableTokenCodes.contains($0.code) }) {
            all.removeAll { Self.consequentialCodes.contains($0.code) }
        }
        // Notes are for `check`; one `diagnostics:` raised to a warning or an error is no note.
        return Self.sorted(config.diagnostics.apply(all).filter { options.includeNotes || $0.severity != .note })
    }

    /// What kept releases from being read; notes (no git, no tags) only for `check`, and from
    /// the default language's build alone (each translation reads the same releases).
    private var historyFindings: [Diagnostic] {
        guard !config.isTranslation else { return [] }
        return options.includeNotes ? historyDiagnostics : historyDiagnostics.filter { $0.severity != .note }
    }

    /// The checks that need every page rendered: anchors, contrast, unused tokens.
    var checks: [Diagnostic] {
        (anchorFindings.isValid ? anchorFindings.all : AnchorCheck.run(pages: rendered))
            + ContrastCheck.run(components: components, view: tokenView, level: config.contrastLevel, exempt: config.contrastExempt)
            + (reportsNotes(of: "token-unused") ? UnusedTokenCheck.run(pages: rendered, components: components, tokens: tokens) : [])
            + codeFindings
            + (options.includeNotes && !config.isTranslation && config.baseURL.origin == nil ? [Self.sitemapOriginNote] : [])
    }

    /// What the code of `usage:` tells: for `check` (an app's code does not fail the handbook's
    /// build), from the default language's build alone, unless `diagnostics:` raises a code.
    private var codeFindings: [Diagnostic] {
        guard !config.isTranslation, options.includeNotes || Self.codeUsageCodes.contains(where: { config.diagnostics.levels[$0] != nil })
        else { return [] }
        return CodeUsageCheck.run(codeUsage, tokens: tokens, history: history?.history, notes: reportsNotes(of: "token-unused-in-code"))
    }

    private static let codeUsageCodes = ["token-removed-in-code", "token-deprecated-in-code", "token-unused-in-code"]

    /// Whether findings of `code`, notes that only `check` reports, are looked for: in `check`,
    /// and in a build whose `diagnostics:` makes them warnings or errors.
    private func reportsNotes(of code: String) -> Bool {
        options.includeNotes || [.warning, .error].contains(config.diagnostics.levels[code])
    }

    private static let sitemapOriginNote = Diagnostic.note(
        "sitemap-origin-missing",
        "baseURL has no origin, so no sitemap.xml is written and language alternates are root-relative; give it in full, e.g. https://handbook.example.com/",
        at: SourceLocation(file: SiteConfig.fileName))

    private static let unreadableTokenCodes: Set<String> = [
        "json-syntax", "yaml-syntax", "file-unreadable", "file-encoding", "resolver-file-missing", "resolver-syntax",
    ]
    private static let consequentialCodes: Set<String> = ["token-reference-unknown", "block-group-unknown", "component-token-missing"]

    /// The diagnostics, or the failure they amount to (errors, and under strict warnings, which
    /// it makes errors; notes stay notes).
    var outcome: Result<[Diagnostic], DiagnosticsFailure> {
        let all = config.strict ? DiagnosticPolicy.strict(diagnostics) : diagnostics
        if templates == nil || all.contains(where: { $0.severity == .error }) {
            return .failure(DiagnosticsFailure(all))
        }
        return .success(all)
    }

    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted { a, b in
            (a.location.file, a.location.line, a.location.column, a.code) < (b.location.file, b.location.line, b.location.column, b.code)
        }
    }
}
