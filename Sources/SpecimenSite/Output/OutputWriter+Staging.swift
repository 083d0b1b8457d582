import Foundation
import SpecimenDiagnostics
import SpecimenPages
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// A site being written; a build streams its files here as it makes them, and `commit()`
    /// puts them in place only when the whole build succeeded.
    ///
    /// The whole new site is assembled in a staging folder beside the output: a file whose bytes
    /// equal the one already in the output folder is hard-linked rather than written, so
    /// rebuilding an unchanged handbook writes nothing and keeps every file's inode and
    /// modification time (which deploy tools and browser caches rely on). On commit the two
    /// folders are exchanged in one step, so a reader (or a build killed at any moment) sees the
    /// old site or the new one, never a mix; entries at the top of the output whose names start
    /// with a dot (`.git`, `.well-known`, kept by hand) move over to the new site. The old site
    /// is then kept as the spare the next build assembles in (see `SpareSite`).
    ///
    /// Specimen deletes only what it made: the output folder carries a marker file, and an
    /// existing folder without one (nor a Specimen site in it) is refused rather than emptied.
    public final class Staging: SiteFileSink, @unchecked Sendable {
        private let handbookRoot: URL
        private var output: URL?
        private var staging: URL?
        /// Descriptors of the output and staging folders, which every file written is relative
        /// to: the kernel then walks only the path inside the site, not the folders above it
        /// (-1 while not open).
        private var outputFolder: Int32 = -1, stagingFolder: Int32 = -1
        /// Whether an output folder exists to compare with and update in place.
        private var updatesInPlace = false
        /// Whether the staging folder is the spare of an earlier build, whose folders and files
        /// are there already (see `SpareSite`).
        private var reusesSpare = false
        /// The spare's entries, listed while the build writes (see `SpareSite.prune`).
        private var spareListing: BackgroundTask<SpareSite.Listing>?
        private let lock = NSLock()
        private var createdFolders: Set<String> = [""]
        /// Each file of the site by path: its place in `records`. A file's path is hashed
        /// once, when it is claimed; what the build learns of it later goes to its place (a
        /// path ten folders deep is long, and was hashed in five tables under the lock).
        private var slots: [String: Int] = [:]
        /// What the build knows of each file it claimed, in the order claimed.
        private var records: [FileRecord] = []
        /// What the last build into the output left there (see `OutputManifest`).
        private var lastManifest = OutputManifest()
        private var readBack = 0
        private var committed = false
        private var failure: DiagnosticsFailure?
        /// Folders of the output folder that move to the new site as they are (see `adopt`).
        private var adopted: [String] = []
        /// How many files the site has.
        public var count: Int { lock.withLock { records.count } }
        /// How many files differed from the output folder's and were written.
        public var writtenCount: Int { lock.withLock { records.reduce(0) { $0 + ($1.isStaged ? 1 : 0) } } }

        /// One file of the site being written.
        private struct FileRecord {
            let path: String
            /// The file's stamp as written or linked, where the build knows it (see `writtenFiles`).
            var stamp: FileStamp?
            /// The digest of its bytes, for the manifest the next build trusts.
            var digest: FileDigest?
            /// Whether the build wrote it, its bytes differing from the output folder's file's.
            var isStaged = false
        }
        /// How many of the output folder's files were read back to be compared, the last
        /// build's manifest not vouching for them.
        var filesReadBack: Int { lock.withLock { readBack } }

        public init(handbookRoot: URL) {
            self.handbookRoot = handbookRoot.standardizedFileURL
        }

        public func begin(output: URL) {
            let output = output.standardizedFileURL
            self.output = output
            do throws(DiagnosticsFailure) {
                try refuseDangerousOutput(output, handbookRoot: handbookRoot)
                try refuseForeignOutput(output)
            } catch {
                failure = error
                return
            }
            var isFolder: ObjCBool = false
            updatesInPlace = FileManager.default.fileExists(atPath: output.path, isDirectory: &isFolder) && isFolder.boolValue
            Leftovers.removeDeadBuilds(beside: output)
            let staging = Leftovers.stagingFolder(for: output)
            self.staging = staging
            do {
                reusesSpare = updatesInPlace && SpareSite.claim(for: output, as: staging)
                if reusesSpare { spareListing = BackgroundTask { [path = staging.path] in SpareSite.list(path) } }
                if !reusesSpare { try makeFolders(staging.path) }
                stagingFolder = try Self.openFolder(staging.path)
                // An output folder that cannot be opened is not compared with: every file is written.
                if updatesInPlace { outputFolder = (try? Self.openFolder(output.path)) ?? -1 }
                updatesInPlace = outputFolder >= 0
                if updatesInPlace { lastManifest = OutputManifest.read(from: OutputManifest.file(for: output, of: handbookRoot)) ?? OutputManifest() }
            } catch {
                fail(error)
            }
        }

        deinit { closeFolders() }

        private static func openFolder(_ path: String) throws -> Int32 {
            let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            return descriptor
        }

        private func closeFolders() {
            for descriptor in [outputFolder, stagingFolder] where descriptor >= 0 { close(descriptor) }
            (outputFolder, stagingFolder) = (-1, -1)
        }

        public func write(_ path: String, _ data: Data) {
            guard let (path, slot) = claim(path) else { return }
            let digest = FileDigest(data)
            lock.withLock { records[slot].digest = digest }
            // The spare's unchanged files are links to the output's: vouched for there, the
            // output's folders are not even looked at (on a cold disk each lookup is a read).
            if reusesSpare, let kept = lastManifest.vouchedFile(path, in: stagingFolder, count: data.count, digest: digest) {
                return lock.withLock { forget(slot, stamp: kept.stamp) }
            }
            do {
                if updatesInPlace, let held = vouchedOutputFile(path, data: data, digest: digest) ?? readBack(data, at: path) {
                    // The spare's file may be the output's own already: an unchanged page's.
                    if reusesSpare, FileIdentity(of: path, in: stagingFolder) == held.identity {
                        lock.withLock { forget(slot, stamp: held.stamp) }
                        return
                    }
                    clearSpareEntry(path)
                    if linkat(outputFolder, path, stagingFolder, path, 0) == 0 {
                        lock.withLock { forget(slot, stamp: held.stamp) }
                        return
                    }
                }
                clearSpareEntry(path)
                let stamp = try writeFile(data, to: path, in: stagingFolder)
                lock.withLock { (records[slot].isStaged, records[slot].stamp) = (true, stamp) }
            } catch {
                fail(error)
            }
        }

        /// A file written to the staging folder a part at a time; when its bytes turn out to
        /// be the output folder's file's, that file is linked in its place, as `write` does.
        /// The old file is read along only when the last build's manifest cannot vouch for it.
        public func beginFile(_ path: String) -> SiteFilePartWriter {
            guard let (path, slot) = claim(path) else { return HeldFilePartWriter(finished: nil) }
            clearSpareEntry(path)
            let file = openat(stagingFolder, path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            guard file >= 0 else {
                fail(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
                return HeldFilePartWriter(finished: nil)
            }
            let vouched = updatesInPlace ? lastManifest.vouchedEntry(path, in: outputFolder) : nil
            var old: Int32 = -1
            if updatesInPlace, vouched == nil {
                lock.withLock { readBack += 1 }
                old = openat(outputFolder, path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
                var status = stat()
                if old >= 0, fstat(old, &status) != 0 || (status.st_mode & S_IFMT) != S_IFREG {
                    close(old)
                    old = -1
                }
            }
            return StagedFilePartWriter(file: file, old: old, vouched: vouched) { [self] outcome in
                if let failure = outcome.failure { return fail(failure) }
                lock.withLock { records[slot].digest = outcome.digest }
                // The old file linked beside the new one, then moved over it in one step: the
                // new one stays wherever the link cannot be made.
                let beside = path + ".specimen-same"
                if let oldStamp = outcome.sameAsOld, linkat(outputFolder, path, stagingFolder, beside, 0) == 0 {
                    if renameat(stagingFolder, beside, stagingFolder, path) == 0 { return lock.withLock { forget(slot, stamp: oldStamp) } }
                    unlinkat(stagingFolder, beside, 0)
                }
                lock.withLock { (records[slot].isStaged, records[slot].stamp) = (true, outcome.stamp) }
            }
        }

        /// The output's file at `path` when its bytes are `data`'s, read back to tell.
        /// The output's file at `path` when the last build's manifest vouches it holds `data`.
        private func vouchedOutputFile(_ path: String, data: Data, digest: FileDigest) -> (identity: FileIdentity, stamp: FileStamp)? {
            lastManifest.vouchedFile(path, in: outputFolder, count: data.count, digest: digest).map {
                (FileIdentity(device: $0.stamp.device, inode: $0.stamp.inode), $0.stamp)
            }
        }

        private func readBack(_ data: Data, at path: String) -> (identity: FileIdentity, stamp: FileStamp)? {
            lock.withLock { readBack += 1 }
            return heldFile(data, at: path, in: outputFolder)
        }

        /// A file of a cache is hard-linked into the staging folder (a release's thousands of
        /// files then cost no copy); copied where the two are on different file systems.
        public func place(_ path: String, from file: URL) {
            guard let (path, slot) = claim(path) else { return }
            clearSpareEntry(path)
            if linkat(AT_FDCWD, file.path, stagingFolder, path, 0) == 0 {
                lock.withLock { records[slot].isStaged = true }
                return
            }
            guard let data = FileManager.default.contents(atPath: file.path) else { return fail(POSIXError(.EIO)) }
            do { try writeFile(data, to: path, in: stagingFolder) } catch { fail(error) }
            lock.withLock { records[slot].isStaged = true }
        }

        /// Makes ready to write `path` in the staging folder: its folder made, an earlier write
        /// of it removed (a later write wins, even when it restores the old bytes). Nil when the
        /// build has failed or not begun; the path relative (one with a leading slash stays
        /// inside too), and its place in `records`.
        private func claim(_ path: String) -> (path: String, slot: Int)? {
            guard staging != nil, lock.withLock({ failure == nil }) else { return nil }
            let path = path.utf8.first == UInt8(ascii: "/") ? String(path.drop { $0 == "/" }) : path
            let (slot, repeated) = lock.withLock {
                let next = records.count
                let slot = Self.read(&slots[path, default: next])
                if slot == next { records.append(FileRecord(path: path)) } else { records[slot] = FileRecord(path: path) }
                return (slot, slot != next)
            }
            do {
                try makeCheckedFolders(holding: path)
            } catch {
                fail(error)
                return nil
            }
            if repeated { unlinkat(stagingFolder, path, 0) }
            return (path, slot)
        }

        /// The value of an entry reached in place: `read(&table[key, default: value])` finds
        /// the key once, putting `value` there when the key is new.
        private static func read(_ entry: inout Int) -> Int { entry }

        /// A file of the output folder kept as it was (`stamp`): not one the build wrote. Called with the lock held.
        private func forget(_ slot: Int, stamp: FileStamp) {
            (records[slot].isStaged, records[slot].stamp) = (false, stamp)
        }

        /// Makes the folders `path` is in, each checked from the top down, once: a reused
        /// spare is the site before, which hands may have changed, and a link where a folder
        /// should be would take the build's files out of the staging folder.
        private func makeCheckedFolders(holding path: String) throws {
            let folder = Self.folder(of: path)
            guard !lock.withLock({ createdFolders.contains(folder) }) else { return }
            try makeCheckedFolders(holding: folder)
            try OutputWriter.makeFolder(folder, in: stagingFolder, mayExist: reusesSpare)
            lock.withLock { _ = createdFolders.insert(folder) }
        }

        /// Removes what a reused spare holds at `path` before the build puts a file there: its
        /// file may be a link to the live site's, which must never be written through, and a
        /// folder may stand where a page now is.
        private func clearSpareEntry(_ path: String) {
            guard reusesSpare, unlinkat(stagingFolder, path, 0) != 0, errno == EISDIR, let staging else { return }
            FolderRemoval.remove(staging.path + "/" + path)
        }

        /// A folder the output already holds with `marker` in it (as `.specimen-version`) moves
        /// to the new site whole on commit, its files neither linked nor written one by one (a
        /// published release holds thousands): true when it does.
        public func adopt(_ folder: String, marker: Data) -> Bool {
            guard updatesInPlace, outputFolder >= 0, fileHolds(marker, at: folder + "/" + Self.adoptionMarker, in: outputFolder) else { return false }
            lock.withLock { adopted.append(folder) }
            return true
        }

        /// The file that says which build of a folder the output holds.
        public static let adoptionMarker = ".specimen-version"

        /// Moves the adopted folders from the output into the staging folder.
        private func moveAdopted(into staging: URL) {
            for folder in lock.withLock({ adopted }) {
                guard let output else { return }
                do {
                    try makeFolders(staging.appendingPathComponent(Self.folder(of: folder)).path)
                    guard rename(output.appendingPathComponent(folder).path, staging.appendingPathComponent(folder).path) == 0 else {
                        throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                    }
                } catch {
                    fail(error)
                }
            }
        }

        /// Puts the written site in place; on a build failure the old one stays untouched.
        public func commit() throws(DiagnosticsFailure) {
            closeFolders()
            if let staging, lock.withLock({ failure == nil }) {
                if let listed = spareListing?.wait() {
                    SpareSite.prune(staging.path, listed: listed, produced: lock.withLock { slots.keys }, replacing: lock.withLock { adopted })
                }
                moveAdopted(into: staging)
            }
            if let staging, lock.withLock({ failure == nil }) {
                // Not a file of the site: it marks the folder as Specimen's to replace.
                let current = output?.appendingPathComponent(OutputMarker.fileName).path ?? ""
                let target = staging.appendingPathComponent(OutputMarker.fileName).path
                if !(fileHolds(OutputMarker.contents, at: current) && link(current, target) == 0) {
                    do { try writeFile(OutputMarker.contents, to: target) } catch { fail(error) }
                }
            }
            if let failure = lock.withLock({ self.failure }) {
                discard()
                throw failure
            }
            guard let output, let staging else { return }
            do {
                if updatesInPlace {
                    try swapIn(staging, for: output)
                } else {
                    try FileManager.default.moveItem(at: staging, to: output)
                }
                lock.withLock { committed = true }
                writeManifest(for: output)
            } catch {
                fail(error)
                discard()
                throw lock.withLock { self.failure! }
            }
        }

        /// Keeps, for the next build, the digest and stamp of every file whose both are known.
        private func writeManifest(for output: URL) {
            var manifest = OutputManifest()
            lock.withLock {
                manifest.entries.reserveCapacity(records.count)
                for record in records {
                    guard let digest = record.digest, let stamp = record.stamp else { continue }
                    manifest.entries[record.path] = OutputManifest.Entry(digest: digest, stamp: stamp)
                }
            }
            manifest.write(to: OutputManifest.file(for: output, of: handbookRoot))
        }

        /// Once committed, every file of the site by path below the output folder, each with its
        /// stamp where the build knows it (the file it wrote, or the output's file it kept): what
        /// the record of the build digests (`OutputFingerprint.digest(ofWritten:in:)`) without
        /// listing the site again. Nil before, and when whole folders moved in as they were.
        public func writtenFiles() -> [String: FileStamp?]? {
            lock.withLock {
                guard committed, adopted.isEmpty else { return nil }
                var files: [String: FileStamp?] = [OutputMarker.fileName: nil]
                files.reserveCapacity(records.count + 1)
                for record in records { files[record.path] = .some(record.stamp) }
                return files
            }
        }

        /// Removes what was written; the old site stays as it was.
        public func discard() {
            closeFolders()
            if let staging { FolderRemoval.remove(staging.path) }
        }

        /// Exchanges the staged site with the output folder, carries the hand-kept dot entries
        /// over, and removes the old site (now where the staging folder was).
        private func swapIn(_ staging: URL, for output: URL) throws {
            if !DirectoryExchange.exchange(staging.path, output.path) {
                // No atomic exchange here: the old site steps aside, then the new one steps in.
                let aside = Leftovers.stagingFolder(for: output)
                guard rename(output.path, aside.path) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                guard rename(staging.path, output.path) == 0 else {
                    let code = errno
                    _ = rename(aside.path, output.path)
                    throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
                }
                guard rename(aside.path, staging.path) == 0 else { return }
            }
            let hiddenWritten = lock.withLock { records.lazy.map(\.path).filter { $0.utf8.first == UInt8(ascii: ".") } }
            Leftovers.carryHiddenEntries(from: staging, to: output, except: Set(hiddenWritten))
            SpareSite.keep(staging, for: output)
        }

        /// The folder part of a relative path ("" at the top); Foundation's
        /// `deletingLastPathComponent` traps on some one-letter names on Linux.
        static func folder(of path: String) -> String {
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? ""
        }

        private func fail(_ error: Error) {
            let where_ = output?.path ?? "output"
            let failure = DiagnosticsFailure(
                .error(
                    "output-write", "cannot write the site to \(where_): \((error as NSError).localizedDescription)",
                    at: SourceLocation(file: where_)))
            lock.withLock { if self.failure == nil { self.failure = failure } }
        }
    }
}
