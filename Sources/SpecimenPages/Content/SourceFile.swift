import Foundation
import SpecimenDiagnostics

/// Reading handbook files with located errors instead of Foundation's.
package enum SourceFile {
    /// The UTF-8 text of a file; a missing, unreadable or non-UTF-8 file is a `file-unreadable` error.
    package static func readText(at url: URL, displayPath: String) throws(DiagnosticsFailure) -> String {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
            throw DiagnosticsFailure(.error("file-unreadable", "cannot read file: \(reason)", at: SourceLocation(file: displayPath)))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw DiagnosticsFailure(.error("file-encoding", "file is not valid UTF-8 text", at: SourceLocation(file: displayPath)))
        }
        // A byte-order mark would otherwise hide front matter.
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}
