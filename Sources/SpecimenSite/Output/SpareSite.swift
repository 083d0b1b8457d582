import Foundation
import SpecimenPages
import SpecimenTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The site before the current one, kept beside the output (`.Output.specimen-spare`) so that
/// the next build assembles its staging site in it rather than making every folder anew.
///
/// Making a folder allocates an inode, and on ext4 allocating one soon after thousands were
/// freed walks the inode table past each of them: a rebuild that made and then removed every
/// page's folder spent a third of its time there. Reused, the folders stay; a file whose bytes
/// the output already holds is left alone when it is the output's own file (an unchanged
/// handbook's), and every other file is unlinked before it is written, so that nothing is ever
/// written through a link into the live site.
enum SpareSite {
    /// Where the spare of `output` is kept.
    static func folder(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).specimen-spare")
    }

    /// Takes the spare of `output` as the staging folder `staging` (a rename, so two builds
    /// never share it), with its top-level hidden entries removed (the old site's hand-kept
    /// entries, which the output has). False when there is no spare to take.
    ///
    /// A symbolic link in it (Specimen writes none; a hand may have put one in the site) is
    /// not looked for here, which would list every folder of the site once more: the build
    /// replaces one where it makes a folder (`OutputWriter.makeFolder`) or a file (each is
    /// unlinked first, or kept only when it is a regular file), and `prune` unlinks the rest.
    static func claim(for output: URL, as staging: URL) -> Bool {
        guard rename(folder(for: output).path, staging.path) == 0 else { return false }
        for (name, _, _) in FolderEntries.list(staging.path, followingLinks: false) where name.hasPrefix(".") {
            remove(staging.appendingPathComponent(name).path)
        }
        return true
    }

    /// Keeps `old` (the site the exchange replaced) as the spare of `output`, with a
    /// `.gitignore` that keeps it out of version control; removes it when a spare is there
    /// already (another build kept one) or it cannot be moved.
    static func keep(_ old: URL, for output: URL) {
        let ignore = old.appendingPathComponent(".gitignore").path
        unlink(ignore)
        _ = try? OutputWriter.writeFile(Data("# Specimen's spare copy of the site before; safe to delete.\n*\n".utf8), to: ignore)
        if rename(old.path, folder(for: output).path) != 0 { FolderRemoval.remove(old.path) }
    }

    /// Every entry of the spare at `root` once claimed, by path below it: what `prune` removes
    /// when the build did not make it. Listed while the build writes (each folder and file the
    /// spare held before stays listed, as a listing sees every entry that is there all along),
    /// not after it, when listing every folder of the site kept the build's end on one core.
    struct Listing: Sendable {
        var folders: [String] = []
        var others: [String] = []
    }

    /// Lists the spare at `root`: the first two levels here, then each folder of the second
    /// with everything below it on its own core.
    static func list(_ root: String) -> Listing {
        var listing = Listing()
        var below: [(path: String, relative: String)] = []
        list(root, prefix: "", into: &listing) { path, relative, listing in
            list(path, prefix: relative, into: &listing) { path, relative, _ in below.append((path, relative)) }
        }
        for part in below.parallelMap({ folder in
            var part = Listing()
            list(folder.path, prefix: folder.relative, into: &part)
            return part
        }) {
            listing.folders += part.folders
            listing.others += part.others
        }
        return listing
    }

    /// Adds `folder`'s entries to `listing`, a folder before what is in it, and hands each
    /// folder in it to `descend` (by default, listed the same way).
    private static func list(
        _ folder: String, prefix: String, into listing: inout Listing, descend: ((String, String, inout Listing) -> Void)? = nil
    ) {
        for (name, isFolder, isLink) in FolderEntries.list(folder, followingLinks: false) {
            let relative = prefix.isEmpty ? name : prefix + "/" + name
            guard isFolder && !isLink else {
                listing.others.append(relative)
                continue
            }
            listing.folders.append(relative)
            let path = folder + "/" + name
            if let descend { descend(path, relative, &listing) } else { list(path, prefix: relative, into: &listing) }
        }
    }

    /// Removes from the reused staging folder at `root`, whose entries were `listed`, every
    /// file the build did not write and every folder none of them is in; `keptFolders` are also
    /// removed (adopted folders, which move in whole from the output).
    /// - Parameter produced: the paths of the files the build wrote.
    static func prune(_ root: String, listed: Listing, produced: Dictionary<String, Int>.Keys, replacing keptFolders: [String]) {
        var needed: Set<String> = []
        for path in produced {
            var folder = OutputWriter.Staging.folder(of: path)
            while !folder.isEmpty, needed.insert(folder).inserted { folder = OutputWriter.Staging.folder(of: folder) }
        }
        for folder in keptFolders { needed.remove(folder) }
        var removed: Set<String> = []
        // Whether a folder above `path` went already, with everything in it.
        func isGone(_ path: String) -> Bool {
            var folder = OutputWriter.Staging.folder(of: path)
            while !folder.isEmpty {
                if removed.contains(folder) { return true }
                folder = OutputWriter.Staging.folder(of: folder)
            }
            return false
        }
        // Folders first, each listed before what it holds: a folder removed takes its entries.
        // What the build made since the listing at a path listed is produced or needed, and stays.
        for path in listed.folders + listed.others + keptFolders
        where !produced.contains(path) && !needed.contains(path) && !removed.contains(path) && !isGone(path) {
            remove(root + "/" + path)
            removed.insert(path)
        }
    }

    /// Removes a file, a link or a folder with everything in it.
    static func remove(_ path: String) {
        if unlink(path) != 0, errno == EISDIR || errno == EPERM { FolderRemoval.remove(path) }
    }
}
