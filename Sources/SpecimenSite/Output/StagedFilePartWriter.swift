import Foundation
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of a staged site written a part at a time (see `OutputWriter.Staging.beginFile`):
/// each part is written to the staging folder as it comes and read back from the output
/// folder's file of the same path, so that a file whose bytes did not change can keep the old
/// one's inode, as every other file does, without either being held in memory. Where the last
/// build's manifest vouches for the old file, its digest is compared instead, and nothing read.
final class StagedFilePartWriter: SiteFilePartWriter {
    /// What became of the file.
    struct Outcome {
        /// The old file's stamp when its bytes are the new one's; nil when they differ.
        var sameAsOld: FileStamp?
        /// The new file's stamp, as written.
        var stamp: FileStamp?
        var digest: FileDigest
        var failure: Error?
    }

    private var file: Int32
    /// The output folder's file, read along; -1 when there is none or it differs already.
    private var old: Int32
    /// The old file's entry in the last build's manifest, when it vouches for it (`old` is then -1).
    private let vouched: OutputManifest.Entry?
    private var digest = FileDigest.Streaming()
    private var length = 0
    private var failure: Error?
    private let finished: (Outcome) -> Void

    /// - Parameters:
    ///   - file: the new file, open for writing (closed when finished).
    ///   - old: the output folder's file, open for reading, or -1 (closed when finished).
    ///   - vouched: what the manifest says the old file holds, instead of reading it.
    ///   - finished: called once, with what became of the file.
    init(file: Int32, old: Int32, vouched: OutputManifest.Entry? = nil, finished: @escaping (Outcome) -> Void) {
        (self.file, self.old, self.vouched, self.finished) = (file, old, vouched, finished)
    }

    func append(_ part: Data) {
        guard file >= 0, failure == nil else { return }
        do { try OutputWriter.writeAll(part, to: file) } catch { failure = error }
        part.withUnsafeBytes { digest.add($0) }
        length += part.count
        if old >= 0, !OutputWriter.readsAs(part, from: old) {
            close(old)
            old = -1
        }
    }

    func finish() {
        guard file >= 0 else { return }
        let digest = digest.finish()
        var sameAsOld: FileStamp?
        if let vouched, vouched.digest == digest, vouched.stamp.size == Int64(length) {
            sameAsOld = vouched.stamp
        } else if old >= 0, OutputWriter.isAtEnd(old) {
            sameAsOld = FileStamp(descriptor: old)
        }
        if old >= 0 { close(old) }
        let stamp = FileStamp(descriptor: file)
        close(file)
        (file, old) = (-1, -1)
        finished(Outcome(sameAsOld: sameAsOld, stamp: stamp, digest: digest, failure: failure))
    }
}
