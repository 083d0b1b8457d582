import Foundation
import SpecimenDiagnostics
import SpecimenSite

/// The handbook as one answer reads it: what the last build or update read, its files, and the
/// errors it found.
struct HandbookSnapshot: Sendable {
    let root: URL
    /// Nil when `specimen.yml` cannot be read.
    let view: HandbookView?
    /// The files of the last build that succeeded, by path below the output folder.
    let files: [String: Data]
    /// The errors of the last build or update; empty when it succeeded.
    let errors: [Diagnostic]
    let search: PageSearch

    init(root: URL, view: HandbookView?, files: [String: Data], errors: [Diagnostic]) {
        (self.root, self.view, self.files, self.errors) = (root, view, files, errors)
        search = PageSearch(pages: view?.pages ?? [])
    }

    /// The tokens, or why there are none to answer from.
    func tokens() throws(ToolFailure) -> HandbookTokens {
        guard let view else { throw ToolFailure(unreadable) }
        guard let tokens = view.tokens else {
            throw ToolFailure(
                "The handbook at \(root.path) names no tokens: add 'tokens:' to specimen.yml (a resolver document, token files or globs).")
        }
        return tokens
    }

    /// The view, or why there is none.
    func readView() throws(ToolFailure) -> HandbookView {
        guard let view else { throw ToolFailure(unreadable) }
        return view
    }

    private var unreadable: String {
        "The handbook at \(root.path) cannot be read:\n" + DiagnosticReport.lines(errors, limitPerCode: 3, excerpts: false).joined(separator: "\n")
    }

    /// The handbook's errors as `FILE:LINE:COL: error: message [code]`, at most three of a code.
    var errorLines: [String] {
        DiagnosticReport.lines(errors.filter { $0.severity == .error }, limitPerCode: 3, excerpts: false)
    }
}
