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
                units.append(Unit(relative: entry.name, isFolder: false, descends: false))
                continue
            }
            units.append(Unit(relative: entry.name, isFolder: true, descends: false))
            for child in listing.entries(of: entry.name) {
                units.append(Unit(relative: entry.name + "/" + child.name, isFolder: child.isFolder, descends: child.isFolder))
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
        let isFolder: Bool
        let descends: Bool
    }

    private static func add(_ unit: Unit, from listing: some Listing, to digest: inout ContentHash) {
        digest.add(unit.relative)
        if unit.isFolder {
            digest.add("/")
            if unit.descends { add(folder: unit.relative, from: listing, to: &digest) }
        } else {
            add(listing.stamp(of: unit.relative), to: &digest)
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
                add(listing.stamp(of: inside), to: &digest)
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

/// Where the digest reads a site's entries: folders by path below the site ("" for the site
/// itself), their entries sorted by name.
private protocol Listing: Sendable {
    func entries(of folder: String) -> [(name: String, isFolder: Bool)]
    func stamp(of file: String) -> FileStamp?
}

/// The site as the disk holds it; links are entries of their own, never followed.
private struct DiskListing: Listing {
    let root: String

    func entries(of folder: String) -> [(name: String, isFolder: Bool)] {
        FolderEntries.list(folder.isEmpty ? root : root + "/" + folder, followingLinks: false).map { ($0.name, $0.isFolder) }
            .sorted { $0.name < $1.name }
    }

    func stamp(of file: String) -> FileStamp? { FileStamp(linkAt: root + "/" + file) }
}

/// The site as a build wrote it: its files, and the folders they are in.
private struct WrittenListing: Listing {
    let root: String
    private let children: [String: [(name: String, isFolder: Bool)]]
    private let stamps: [String: FileStamp?]

    init(root: String, files: [String: FileStamp?]) {
        var named: [String: [String: Bool]] = [:]
        for path in files.keys {
            var (child, isFolder) = (path, false)
            while true {
                let slash = child.utf8.lastIndex(of: UInt8(ascii: "/"))
                let folder = slash.map { String(child[..<$0]) } ?? ""
                let name = slash.map { String(child[child.index(after: $0)...]) } ?? child
                let known = named[folder, default: [:]].updateValue(isFolder, forKey: name) != nil
                if known || folder.isEmpty { break }
                (child, isFolder) = (folder, true)
            }
        }
        (self.root, stamps) = (root, files)
        children = named.mapValues { entries in entries.map { ($0.key, $0.value) }.sorted { $0.name < $1.name } }
    }

    func entries(of folder: String) -> [(name: String, isFolder: Bool)] { children[folder] ?? [] }

    func stamp(of file: String) -> FileStamp? {
        if let known = stamps[file], let known { return known }
        return FileStamp(linkAt: root + "/" + file)
    }
}
