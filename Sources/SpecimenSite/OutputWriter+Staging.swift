import Foundation
import SpecimenDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// A site being written; a build streams its files here as it makes them, and `commit()`
    /// puts them in place only when the whole build succeeded.
    ///
    /// A file whose bytes equal the one already in the output folder is not written again, so
    /// rebuilding an unchanged handbook writes nothing and keeps every file's modification time
    /// (which deploy tools and browser caches rely on). Changed and new files go to a staging
    /// folder beside the output and are renamed into place on commit; files the site no longer
    /// makes are then removed. Into a missing output folder, the staging folder is renamed whole.
    public final class Staging: SiteFileSink, @unchecked Sendable {
        private let handbookRoot: URL
        private var output: URL?
        private var staging: URL?
        /// Whether an output folder exists to compare with and update in place.
        private var updatesInPlace = false
        private let lock = NSLock()
        private var createdFolders: Set<String> = [""]
        private var produced: Set<String> = []
        private var staged: Set<String> = []
        private var failure: DiagnosticsFailure?
        /// How many files the site has.
        public var count: Int { lock.withLock { produced.count } }
        /// How many files differed from the output folder's and were written.
        public var writtenCount: Int { lock.withLock { staged.count } }

        public init(handbookRoot: URL) {
            self.handbookRoot = handbookRoot.standardizedFileURL
        }

        public func begin(output: URL) {
            let output = output.standardizedFileURL
            self.output = output
            do throws(DiagnosticsFailure) {
                try refuseDangerousOutput(output, handbookRoot: handbookRoot)
            } catch {
                failure = error
                return
            }
            var isFolder: ObjCBool = false
            updatesInPlace = FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) && isFolder.boolValue
            let token = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
            let staging = output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).specimen-new-\(token)")
            self.staging = staging
            do {
                try makeFolders(staging.path)
            } catch {
                fail(error)
            }
        }

        public func write(_ path: String, _ data: Data) {
            guard let staging, let output, lock.withLock({ failure == nil }) else { return }
            lock.withLock { _ = produced.insert(path) }
            if updatesInPlace, fileHolds(data, at: output.appendingPathComponent(path).path) {
                // A later write of the same path wins, even when it restores the old bytes.
                if lock.withLock({ staged.remove(path) }) != nil { unlink(staging.appendingPathComponent(path).path) }
                return
            }
            do {
                let folder = Self.folder(of: path)
                if !lock.withLock({ createdFolders.contains(folder) }) {
                    try makeFolders(staging.appendingPathComponent(folder).path)
                    lock.withLock { _ = createdFolders.insert(folder) }
                }
                try writeFile(data, to: staging.appendingPathComponent(path).path)
                lock.withLock { _ = staged.insert(path) }
            } catch {
                fail(error)
            }
        }

        /// Puts the written site in place; on a build failure the old one stays untouched.
        public func commit() throws(DiagnosticsFailure) {
            if let failure = lock.withLock({ self.failure }) {
                discard()
                throw failure
            }
            guard let output, let staging else { return }
            do {
                if updatesInPlace {
                    try moveStagedFiles(from: staging, into: output)
                    removeFilesNotProduced(in: output)
                    discard()
                } else {
                    try FileManager.default.moveItem(at: staging, to: output)
                }
            } catch {
                fail(error)
                discard()
                throw lock.withLock { self.failure! }
            }
        }

        /// Removes what was written; the old site stays as it was.
        public func discard() {
            if let staging { try? FileManager.default.removeItem(at: staging) }
        }

        private func moveStagedFiles(from staging: URL, into output: URL) throws {
            var readyFolders: Set<String> = [""]
            for path in staged.sorted() {
                let folder = Self.folder(of: path)
                if readyFolders.insert(folder).inserted { try makeFolders(output.appendingPathComponent(folder).path) }
                let source = staging.appendingPathComponent(path).path, target = output.appendingPathComponent(path).path
                if rename(source, target) != 0 {
                    // A folder where the file now goes (a section became a page): it is stale.
                    guard errno == EISDIR || errno == ENOTEMPTY || errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                    try FileManager.default.removeItem(atPath: target)
                    guard rename(source, target) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                }
            }
        }

        /// Deletes files the site no longer makes, and the folders they leave empty. Entries
        /// whose name starts with a dot at the top (`.git`, `.well-known` kept by hand) stay.
        private func removeFilesNotProduced(in output: URL) {
            let base = output.path
            func sweep(_ folder: String) -> Bool {
                var isEmpty = true
                for (name, isFolder, _) in FolderEntries.list(folder.isEmpty ? base : base + "/" + folder, followingLinks: false) {
                    if folder.isEmpty, name.hasPrefix(".") { isEmpty = false; continue }
                    let path = folder.isEmpty ? name : folder + "/" + name
                    if isFolder {
                        if sweep(path), rmdir(base + "/" + path) == 0 { continue }
                        isEmpty = false
                    } else if produced.contains(path) {
                        isEmpty = false
                    } else {
                        unlink(base + "/" + path)
                    }
                }
                return isEmpty
            }
            _ = sweep("")
        }

        /// The folder part of a relative path ("" at the top); Foundation's
        /// `deletingLastPathComponent` traps on some one-letter names on Linux.
        static func folder(of path: String) -> String {
            path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
        }

        private func fail(_ error: Error) {
            let where_ = output?.path ?? "output"
            let failure = DiagnosticsFailure(.error("output-write", "cannot write the site to \(where_): \((error as NSError).localizedDescription)",
                                                    at: SourceLocation(file: where_)))
            lock.withLock { if self.failure == nil { self.failure = failure } }
        }
    }
}
