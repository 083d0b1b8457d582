/// How diagnostics read on a terminal: a few of each code, then a count, and a summary by code.
public enum DiagnosticReport {
    /// The lines to print. With `limitPerCode`, the first findings of each code (in the order
    /// given) are printed whole, and each code with more gets one line after them:
    /// `… and 206 more [token-type-nonstandard]`.
    public static func lines(_ diagnostics: [Diagnostic], limitPerCode: Int?, excerpts: Bool) -> [String] {
        var shown: [String: Int] = [:]
        var lines: [String] = []
        for diagnostic in diagnostics {
            let count = shown[diagnostic.code, default: 0]
            shown[diagnostic.code] = count + 1
            if let limitPerCode, count >= limitPerCode { continue }
            lines.append(excerpts ? diagnostic.formattedWithExcerpt : diagnostic.formatted)
        }
        guard let limitPerCode else { return lines }
        for (code, count) in orderedCounts(diagnostics) where count > limitPerCode {
            lines.append("… and \(count - limitPerCode) more [\(code)] (--verbose lists them all)")
        }
        return lines
    }

    /// "1 error, 245 warnings (209 token-type-nonstandard, 33 token-value-invalid-hex, 3 token-unit-nonstandard)".
    public static func summary(_ diagnostics: [Diagnostic], includeNotes: Bool = false) -> String {
        var parts: [String] = []
        for severity in [Severity.error, .warning] + (includeNotes ? [.note] : []) {
            let found = diagnostics.filter { $0.severity == severity }
            let word = "\(found.count) \(severity.rawValue)\(found.count == 1 ? "" : "s")"
            parts.append(found.isEmpty ? word : "\(word) (\(byCode(found)))")
        }
        return parts.joined(separator: ", ")
    }

    /// "209 token-type-nonstandard, 33 token-value-invalid-hex": the counts of `diagnostics` by code.
    public static func byCode(_ diagnostics: [Diagnostic]) -> String {
        orderedCounts(diagnostics).map { "\($0.count) \($0.code)" }.joined(separator: ", ")
    }

    /// Each finding once, in the order first found: a handbook in several languages reads its
    /// config and tokens, and the pages a translation lacks, once per language.
    public static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }

    /// Each code with its number of findings, most first, then by code.
    public static func orderedCounts(_ diagnostics: [Diagnostic]) -> [(code: String, count: Int)] {
        var counts: [String: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.code, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    }
}
