import Foundation
import SpecimenDiagnostics
import SpecimenTokens

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
        // A byte-order mark would otherwise hide front matter; it is left out of the bytes, where
        // dropping it from the text copied the whole page.
        let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let start = data.starts(with: byteOrderMark) ? byteOrderMark.count : 0
        let text = data.withUnsafeBytes { raw in
            UTF8Text.string(validating: UnsafeBufferPointer(rebasing: raw.bindMemory(to: UInt8.self)[start...]))
        }
        guard let text else {
            throw DiagnosticsFailure(.error("file-encoding", "file is not valid UTF-8 text", at: SourceLocation(file: displayPath)))
        }
        return text
    }
}
