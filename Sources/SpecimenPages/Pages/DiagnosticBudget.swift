import SpecimenDiagnostics

/// How many findings of a code one page reports: past the limit they are counted, not located
/// (a page of ten thousand broken references must not take minutes and gigabytes to report).
final class DiagnosticBudget {
    static let perCode = 100

    private var counts: [String: Int] = [:]

    /// Whether one more finding of `code` is reported in full.
    func admit(_ code: String) -> Bool {
        counts[code, default: 0] += 1
        return counts[code]! <= Self.perCode
    }

    /// One line per code that went past the limit, at the top of the page's file.
    func summary(file: String) -> [Diagnostic] {
        counts.filter { $0.value > Self.perCode }.sorted { $0.key < $1.key }.map { code, count in
            Diagnostic(
                DiagnosticCatalogue.entry(code)?.severity ?? .error, code: code,
                message: "\(count - Self.perCode) more like this on this page, not listed (a page reports at most \(Self.perCode) of a kind)",
                at: SourceLocation(file: file))
        }
    }
}
