import Foundation
import SpecimenPages
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the output folder holds, as a digest of every entry's path, size, modification time
/// and inode: a file an unchanged build keeps is hard-linked from the site before, so all four
/// stay as they were, and any file added, removed, replaced or edited in the site changes the
/// digest. Top-level entries whose names start with a dot are kept by hand (`.git`,
/// `.well-known`) and not counted, but for the marker Specimen writes.
enum OutputFingerprint {
    /// The digest of `folder`, nil when it is not a folder or holds no site.
    ///
    /// The entries of the first two levels are listed here, and each of them digested on its
    /// own core (a folder there with everything below it): the digest is read at the start of
    /// every build.
    static func digest(of folder: URL) -> String? {
        let path = folder.standardizedFileURL.path
        var status = stat()
        guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR,
            lstat(path + "/" + OutputMarker.fileName, &status) == 0
        else { return nil }
        return digest(DiskListing(root: path))
    }

    /// The digest `digest(of:)` gives `folder` when it holds exactly `files` (by path below it,
    /// as a build wrote them, with the stamp of each that the build knows): what a build
    /// records after writing the site, without listing every folder of it again. A file whose
    /// stamp is not given is looked at; a file or folder the build did not write there only
    /// makes the next build's digest differ, which then builds again.
    static func digest(ofWritten files: [String: FileStamp?], in folder: URL) -> String {
        digest(WrittenListing(root: folder.standardizedFileURL.path, files: files))
    }

    private static func digest(_ listing: some Listing) -> String {
        var units: [Unit] = []
        for entry in listing.entries(of: "") where !(entry.name.hasPrefix(".") && entry.name != OutputMarker.fileName) {
            guard entry.isFolder else {
                units.append(Unit(relative: entry.name, entry: entry, descends: false))
                continue
            }
            units.append(Unit(relative: entry.name, entry: entry, descends: false))
            for child in listing.entries(of: entry.name) {
                units.append(Unit(relative: entry.name + "/" + child.name, entry: child, descends: child.isFolder))
            }
        }
        let parts = units.parallelMap { unit in
            var digest = ContentHash()
            add(unit, from: listing, to: &digest)
            return digest.hex
        }
        var digest = ContentHash()
        for part in parts { digest.add(part) }
        return digest.hex
    }

    /// An entry of the first two levels; `descends` when everything below it is its own.
    private struct Unit: Sendable {
        let relative: String
        let entry: ListedEntry
        let descends: Bool
    }

    private static func add(_ unit: Unit, from listing: some Listing, to digest: inout ContentHash) {
        digest.add(unit.relative)
        if unit.entry.isFolder {
            digest.add("/")
            if unit.descends { add(folder: unit.relative, from: listing, to: &digest) }
        } else {
            add(listing.stamp(of: unit.relative, listed: unit.entry), to: &digest)
        }
    }

    private static func add(folder: String, from listing: some Listing, to digest: inout ContentHash) {
        for entry in listing.entries(of: folder) {
            let inside = folder + "/" + entry.name
            digest.add(inside)
            if entry.isFolder {
                digest.add("/")
                add(folder: inside, from: listing, to: &digest)
            } else {
                add(listing.stamp(of: inside, listed: entry), to: &digest)
            }
        }
    }

    /// The file's mode, size, modification time and inode ("?" when it cannot be read).
    private static func add(_ stamp: FileStamp?, to digest: inout ContentHash) {
        guard let stamp else {
            digest.add("?")
            return
        }
        digest.add(stamp.mode)
        digest.add(stamp.size)
        digest.add(stamp.seconds)
        digest.add(stamp.nanoseconds)
        digest.add(stamp.inode)
    }
}

/// An entry of a folder as a listing gives it; a file's stamp with it when the listing knows it.
private struct ListedEntry: Sendable {
    var name: String
    var isFolder: Bool
    var stamp: FileStamp? = nil
}

/// Where the digest reads a site's entries: folders by path below the site ("" for the site
/// itself), their entries sorted by name.
private protocol Listing: Sendable {
    func entries(of folder: String) -> [ListedEntry]
    /// The stamp of the file at `file` below the site, `entry` its entry as listed.
    func stamp(of file: String, listed entry: ListedEntry) -> FileStamp?
}

/// The site as the disk holds it; links are entries of their own, never followed.
private struct DiskListing: Listing {
    let root: String

    func entries(of folder: String) -> [ListedEntry] {
        FolderEntries.list(folder.isEmpty ? root : root + "/" + folder, followingLinks: false)
            .map { ListedEntry(name: $0.name, isFolder: $0.isFolder) }.sorted { $0.name < $1.name }
    }

    func stamp(of file: String, listed entry: ListedEntry) -> FileStamp? { FileStamp(linkAt: root + "/" + file) }
}

/// The site as a build wrote it: its files, and the folders they are in.
private struct WrittenListing: Listing {
    let root: String
    private let children: [String: [ListedEntry]]

    /// Each file's folder is looked up once, and a folder's own place in the folder above
    /// only when it is first met: a table of each folder's names, consulted for every part
    /// of every path, kept the end of a build on one core.
    init(root: String, files: [String: FileStamp?]) {
        var children: [String: [ListedEntry]] = [:]
        for (path, stamp) in files {
            var (folder, name) = path.folderAndName
            var entry = ListedEntry(name: name, isFolder: false, stamp: stamp)
            while true {
                var isNew = false
                children[folder, default: Self.newFolder(&isNew)].append(entry)
                guard isNew, !folder.isEmpty else { break }
                (folder, name) = folder.folderAndName
                entry = ListedEntry(name: name, isFolder: true)
            }
        }
        self.root = root
        self.children = children.mapValues { entries in entries.sorted { $0.name < $1.name } }
    }

    /// A folder's entries when it is first met, telling so.
    private static func newFolder(_ isNew: inout Bool) -> [ListedEntry] {
        isNew = true
        return []
    }

    func entries(of folder: String) -> [ListedEntry] { children[folder] ?? [] }

    func stamp(of file: String, listed entry: ListedEntry) -> FileStamp? {
        entry.stamp ?? FileStamp(linkAt: root + "/" + file)
    }
}
