/// What a handbook says of diagnostic codes (`diagnostics:` in `specimen.yml`): turn one off,
/// keep it a warning, or make it an error. Errors cannot be relaxed: a build cannot go on past them.
public struct DiagnosticPolicy: Sendable, Hashable {
    public enum Level: String, Sendable, Hashable, CaseIterable {
        case off, warning, error
    }

    public var levels: [String: Level]

    public init(_ levels: [String: Level] = [:]) {
        self.levels = levels
    }

    /// Whether `level` may be set for `code`: anything may become an error; only codes that are
    /// not errors by nature may be turned off or kept as warnings.
    public static func allows(_ level: Level, for code: String) -> Bool {
        level == .error || DiagnosticCatalogue.entry(code)?.severity != .error
    }

    /// The diagnostics with the configured levels applied: codes turned off are gone (strict or
    /// not: the team has decided), `error` promotes, `warning` raises notes but lowers nothing
    /// (under `--strict` every warning is an error all the same).
    public func apply(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !levels.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let level = levels[diagnostic.code] else { return diagnostic }
            var changed = diagnostic
            switch level {
            case .off: return nil
            case .warning: if diagnostic.severity == .note { changed.severity = .warning }
            case .error: changed.severity = .error
            }
            return changed
        }
    }
}

extension DiagnosticPolicy {
    /// What `--strict` (or `strict: true`) makes of findings, the same in every command: each
    /// warning becomes an error, whatever reported it (the token engine, the config, a page);
    /// notes stay notes, and errors errors.
    public static func strict(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }
}
