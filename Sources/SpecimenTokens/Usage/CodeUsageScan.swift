import Foundation

/// Finds every use of the tokens in the code folders a handbook names: lists each folder's files
/// (never following a link out of the folder named), leaves out what its patterns ignore, and
/// reads and scans the files on every core, each file once.
public enum CodeUsageScan {
    /// A folder that could not be scanned.
    public enum Problem: Error, Sendable, Equatable {
        /// The folder does not exist.
        case missing(UsageSource)
        /// A folder of the configuration that resolves outside the handbook and the folder holding it.
        case outside(UsageSource)
    }

    /// The uses in every source's files, and the sources that could not be scanned.
    /// - Parameter handbook: the handbook's folder, which relative sources are read from.
    public static func scan(_ sources: [UsageSource], handbook: URL, vocabulary: UsageVocabulary) -> (index: UsageIndex, problems: [Problem]) {
        var problems: [Problem] = []
        var listings: [FolderListing] = []
        for source in sources {
            switch list(source, handbook: handbook) {
            case .success(let listing): listings.append(listing)
            case .failure(let problem): problems.append(problem)
            }
        }
        return (read(withoutRepeats(listings), vocabulary: vocabulary), problems)
    }

    /// The listings with each file once, under the first folder listing it: one folder named
    /// inside another is not read twice.
    private static func withoutRepeats(_ listings: [FolderListing]) -> [FolderListing] {
        guard listings.count > 1 else { return listings }
        var seen: Set<String> = []
        return listings.map { listing in
            FolderListing(
                source: listing.source, root: listing.root, relatives: listing.relatives.filter { seen.insert(listing.root + "/" + $0).inserted })
        }
    }

    /// Reads the files at `paths` (absolute; changed, added or removed since `index` was made)
    /// again into `index`, each under the source that names it; returns the tokens whose places changed.
    public static func update(
        _ index: inout UsageIndex, paths: Set<String>, sources: [UsageSource], handbook: URL, vocabulary: UsageVocabulary
    ) -> Set<String> {
        var files: [CodeFile] = []
        var changed: Set<String> = []
        for path in paths.sorted() {
            guard let file = sources.lazy.compactMap({ CodeFile(path: path, source: $0, handbook: handbook) }).first else { continue }
            changed.formUnion(index.removeFile(file.name))
            if FileManager.default.fileExists(atPath: path), file.isScanned { files.append(file) }
        }
        var reader = CodeFileReader()
        let again = reader.index(files, vocabulary: vocabulary)
        changed.formUnion(again.placesByToken.keys)
        index.append(again)
        index.sortPlaces(of: changed)
        return changed
    }

    /// The absolute folders the sources walk, for a watcher.
    public static func folders(of sources: [UsageSource], handbook: URL) -> [URL] {
        sources.map { $0.folder(handbook: handbook) }
    }

    /// The files of `source`, or why it cannot be listed.
    static func list(_ source: UsageSource, handbook: URL) -> Result<FolderListing, Problem> {
        let root = source.folder(handbook: handbook)
        if !source.fromCommandLine, !ReadBoundary([handbook.deletingLastPathComponent()]).contains(root) { return .failure(.outside(source)) }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isFolder), isFolder.boolValue else {
            return .failure(.missing(source))
        }
        let listing = FileWalk.files(under: root, boundary: ReadBoundary([root]), skipping: FileWalk.generatedFolders)
        return .success(FolderListing(source: source, root: root.path, relatives: listing.files))
    }

    /// Reads the listed files on every core: each chunk of a listing is named, filtered by its
    /// source's patterns, read and indexed on one core, the reader keeping its buffer between
    /// files; the chunks' indexes are joined in order.
    private static func read(_ listings: [FolderListing], vocabulary: UsageVocabulary) -> UsageIndex {
        // Chunks enough for every core to take several (one slow file does not hold the rest
        // up), few enough that joining their indexes costs little.
        let fileCount = listings.reduce(0) { $0 + $1.relatives.count }
        let chunkSize = max(256, fileCount / (ProcessInfo.processInfo.activeProcessorCount * 8))
        let chunks = listings.indices.flatMap { listing in
            stride(from: 0, to: listings[listing].relatives.count, by: chunkSize).map { start in
                (listing, start..<min(start + chunkSize, listings[listing].relatives.count))
            }
        }
        let results = LockedIndexes(count: chunks.count)
        DispatchQueue.concurrentPerform(iterations: chunks.count) { chunk in
            var reader = CodeFileReader()
            results.store(reader.index(listings[chunks[chunk].0].files(chunks[chunk].1), vocabulary: vocabulary), at: chunk)
        }
        return results.joined()
    }
}

/// The files a source's folder holds, named below it, before its patterns are applied.
struct FolderListing: Sendable {
    let source: UsageSource
    /// The folder's absolute path.
    let root: String
    /// Its files' paths below it, sorted.
    let relatives: [String]
    private let prefix: String
    private let patterns: CodeFile.Patterns

    init(source: UsageSource, root: String, relatives: [String]) {
        (self.source, self.root, self.relatives) = (source, root, relatives)
        (prefix, patterns) = (CodeFile.prefix(of: source), CodeFile.Patterns(source))
    }

    /// The files of `range` of the listing that the source's patterns keep.
    func files(_ range: Range<Int>) -> some Sequence<CodeFile> {
        relatives[range].lazy.map { CodeFile(source: source, path: root + "/" + $0, relative: $0, prefix: prefix) }
            .filter { $0.isScanned(by: patterns) }
    }
}

extension CodeFileReader {
    /// The places and skips of `files` (each named once), read one after another.
    mutating func index(_ files: some Sequence<CodeFile>, vocabulary: UsageVocabulary) -> UsageIndex {
        var index = UsageIndex()
        for file in files {
            switch scan(file.path, kind: SourceKind(fileName: file.relative), vocabulary: vocabulary) {
            case .uses(let uses): index.record(file: file.name, places: uses.map(file.place(of:)), replacing: false)
            case .skipped(let reason): index.recordSkip(file: file.name, reason)
            case .unreadable: break
            }
        }
        return index
    }
}

/// One file of a usage source.
struct CodeFile: Sendable {
    let source: UsageSource
    /// Where it is on disk.
    let path: String
    /// Its path below the source's folder, for links.
    let relative: String

    /// Its path as the handbook names it: the source's folder as written, then the path below it.
    let name: String

    /// - Parameter prefix: the source's folder as written, ending in `/` (empty for `.`), see `prefix(of:)`.
    init(source: UsageSource, path: String, relative: String, prefix: String) {
        (self.source, self.path, self.relative, name) = (source, path, relative, prefix + relative)
    }

    /// The file at the absolute `path`, if it is below the folder `source` walks.
    init?(path: String, source: UsageSource, handbook: URL) {
        let folder = source.folder(handbook: handbook).path
        guard path.hasPrefix(folder + "/") else { return nil }
        self.init(source: source, path: path, relative: String(path.dropFirst(folder.count + 1)), prefix: Self.prefix(of: source))
    }

    /// What the handbook's names of a source's files start with: its folder as written and `/`.
    static func prefix(of source: UsageSource) -> String {
        let root = source.root
        return root == "." ? "" : root.hasSuffix("/") ? root : root + "/"
    }

    /// Whether the source's pattern keeps it and no `ignore:` pattern, nor a hidden or generated folder, leaves it out.
    var isScanned: Bool { isScanned(by: Patterns(source)) }

    /// A source's patterns, made once for all its files.
    struct Patterns: Sendable {
        let files: Glob?
        let ignored: [Glob]

        init(_ source: UsageSource) {
            (files, ignored) = (source.filePattern, source.ignore.map { Glob($0) })
        }
    }

    func isScanned(by patterns: Patterns) -> Bool {
        let segments = relative.split(separator: "/")
        if segments.contains(where: { $0.hasPrefix(".") || FileWalk.generatedFolders.contains(String($0)) }) { return false }
        if let pattern = patterns.files, !pattern.matches(relative) { return false }
        guard !patterns.ignored.isEmpty else { return true }
        return !segments.indices.contains { end in
            let path = segments[...end].joined(separator: "/")
            return patterns.ignored.contains { $0.matches(path) }
        }
    }

    func place(of use: TokenUse) -> UsageIndex.Place {
        UsageIndex.Place(
            token: use.token, file: name, line: use.line, column: use.column, platform: use.platform, written: use.written,
            link: source.link(to: relative, line: use.line))
    }
}

/// The chunks' indexes, stored by chunk under a lock.
private final class LockedIndexes: @unchecked Sendable {
    private let lock = NSLock()
    private var indexes: [UsageIndex]

    init(count: Int) { indexes = Array(repeating: UsageIndex(), count: count) }

    func store(_ index: UsageIndex, at chunk: Int) {
        lock.lock()
        defer { lock.unlock() }
        indexes[chunk] = index
    }

    /// One index of every chunk's files, in chunk order.
    func joined() -> UsageIndex {
        lock.lock()
        defer { lock.unlock() }
        return indexes.reduce(into: UsageIndex()) { $0.append($1) }
    }
}
