import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of a staged site written a part at a time (see `OutputWriter.Staging.beginFile`):
/// each part is written to the staging folder as it comes and read back from the output
/// folder's file of the same path, so that a file whose bytes did not change can keep the old
/// one's inode, as every other file does, without either being held in memory.
final class StagedFilePartWriter: SiteFilePartWriter {
    private var file: Int32
    /// The output folder's file, read along; -1 when there is none or it differs already.
    private var old: Int32
    private var failure: Error?
    private let finished: (_ sameAsOld: Bool, _ failure: Error?) -> Void

    /// - Parameters:
    ///   - file: the new file, open for writing (closed when finished).
    ///   - old: the output folder's file, open for reading, or -1 (closed when finished).
    ///   - finished: called once, with whether the new file's bytes are the old one's and
    ///     what failed.
    init(file: Int32, old: Int32, finished: @escaping (_ sameAsOld: Bool, _ failure: Error?) -> Void) {
        (self.file, self.old, self.finished) = (file, old, finished)
    }

    func append(_ part: Data) {
        guard file >= 0, failure == nil else { return }
        do { try OutputWriter.writeAll(part, to: file) } catch { failure = error }
        if old >= 0, !OutputWriter.readsAs(part, from: old) {
            close(old)
            old = -1
        }
    }

    func finish() {
        guard file >= 0 else { return }
        let same = old >= 0 && OutputWriter.isAtEnd(old)
        if old >= 0 { close(old) }
        close(file)
        (file, old) = (-1, -1)
        finished(same, failure)
    }
}
